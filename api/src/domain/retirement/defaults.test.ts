import { applySavedInputs, deriveRetirementPlan, lastYearWindowLabel } from './defaults';
import { DEFAULT_RETIREMENT_INPUTS } from './inputs';

const year = {
  totalIncome: 60000.1,
  totalExpenses: 41000,
  totalSavings: 9000.55,
  latestMonth: '2026-11-10',
  monthsCovered: 12,
  chosenRetirement: null,
};

describe('retirement defaults', () => {
  it('names the LY window: the month of the latest transaction and the 11 before it', () => {
    expect(lastYearWindowLabel('2026-11-10')).toBe('Dec 2025 – Nov 2026');
    expect(lastYearWindowLabel('2026-12-01')).toBe('Jan 2026 – Dec 2026');
    expect(lastYearWindowLabel('2027-01-31')).toBe('Feb 2026 – Jan 2027');
  });

  it('with no data every field is the default, marked default', () => {
    const plan = deriveRetirementPlan(null, null);
    expect(plan.inputs).toEqual(DEFAULT_RETIREMENT_INPUTS);
    expect(new Set(Object.values(plan.sources))).toEqual(new Set(['default']));
  });

  it('takes income, spending and savings from the spreadsheet, chosen subcategories first, and savings from net worth', () => {
    const plan = deriveRetirementPlan(
      { ...year, chosenRetirement: { names: ['401k'], total: 5000 } },
      { total: 80000.25, categories: ['Retirement'], latestDate: '2026-10-03' },
    );
    expect(plan.inputs).toMatchObject({
      currentAnnualIncome: 60000.1,
      annualExpenses: 41000,
      annualSavings: 5000,
      currentSavings: 80000.25,
      currentAge: 35,
    });
    expect(plan.sources).toMatchObject({
      currentAnnualIncome: 'spreadsheet: Dec 2025 – Nov 2026',
      annualSavings: 'spreadsheet: Dec 2025 – Nov 2026 (401k)',
      currentSavings: 'net worth: Retirement, latest entry Oct 3, 2026',
      currentAge: 'default',
    });
    // No chosen subcategories: LY total_savings.
    expect(deriveRetirementPlan(year, null).inputs.annualSavings).toBe(9000.55);
  });

  it('skips spreadsheet figures that are no acceptable input (negative savings, no spending)', () => {
    const plan = deriveRetirementPlan({ ...year, totalSavings: -300, totalExpenses: 0 }, null);
    expect(plan.inputs.annualSavings).toBe(20000);
    expect(plan.inputs.annualExpenses).toBe(55000);
    expect(plan.sources.annualSavings).toBe('default');
  });

  it('saved values win; null and absent keep the derived value', () => {
    const plan = applySavedInputs(deriveRetirementPlan(year, null), { currentAge: 44, currentAnnualIncome: null });
    expect(plan.inputs.currentAge).toBe(44);
    expect(plan.sources.currentAge).toBe('saved');
    expect(plan.inputs.currentAnnualIncome).toBe(60000.1);
    expect(plan.sources.currentAnnualIncome).toBe('spreadsheet: Dec 2025 – Nov 2026');
  });
});
