import { deriveRetirementPlan } from './defaults';
import { readSourceBasis } from './source-basis';

const year = { totalIncome: 90_000, totalExpenses: 60_000, totalSavings: 12_000, latestMonth: '2026-11-01' };
const netWorth = { total: 185_000.25, categories: ['Retirement', 'Investments'], latestDate: '2026-01-05' };

describe('readSourceBasis', () => {
  it('reads back what deriveRetirementPlan writes: the window, the chosen names and the months annualised from', () => {
    const { sources } = deriveRetirementPlan(
      { ...year, monthsCovered: 3, chosenRetirement: { names: ['Pillar 3a', '401k'], total: 3000 } },
      netWorth,
    );
    expect(readSourceBasis(sources.currentAnnualIncome)).toEqual({
      kind: 'spreadsheet',
      from: { year: 2025, month: 12 },
      to: { year: 2026, month: 11 },
      names: [],
      annualisedFrom: 3,
    });
    expect(readSourceBasis(sources.annualSavings)).toMatchObject({ names: ['Pillar 3a', '401k'], annualisedFrom: 3 });
    expect(readSourceBasis(sources.currentSavings)).toEqual({
      kind: 'net worth',
      categories: ['Retirement', 'Investments'],
      latestDate: '2026-01-05',
    });
  });

  it('a whole year is not annualised; one month is a month', () => {
    const whole = deriveRetirementPlan({ ...year, monthsCovered: 12, chosenRetirement: null }, null).sources;
    expect(readSourceBasis(whole.annualExpenses)).toMatchObject({ from: { year: 2025, month: 12 }, annualisedFrom: null });
    const one = deriveRetirementPlan({ ...year, monthsCovered: 1, chosenRetirement: null }, null).sources;
    expect(readSourceBasis(one.annualExpenses)).toMatchObject({ annualisedFrom: 1 });
  });

  it('is null for saved and default values and for text of another shape', () => {
    for (const source of ['saved', 'default', 'spreadsheet: last year', 'net worth: Cash', 'elsewhere: Dec 2025 – Nov 2026']) {
      expect(readSourceBasis(source)).toBeNull();
    }
  });
});
