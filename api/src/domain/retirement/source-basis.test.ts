import { applySavedInputs, deriveRetirementPlan } from './defaults';
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

  it('sends the parts with the sources, the same as the sources say; a saved value has none', () => {
    const derived = deriveRetirementPlan(
      { ...year, monthsCovered: 3, chosenRetirement: { names: ['Pillar 3a', '401k'], total: 3000 } },
      netWorth,
    );
    expect(derived.bases).toEqual({
      currentAnnualIncome: {
        kind: 'spreadsheet',
        from: { year: 2025, month: 12 },
        to: { year: 2026, month: 11 },
        names: [],
        annualisedFrom: 3,
      },
      annualExpenses: { kind: 'spreadsheet', from: { year: 2025, month: 12 }, to: { year: 2026, month: 11 }, names: [], annualisedFrom: 3 },
      annualSavings: {
        kind: 'spreadsheet',
        from: { year: 2025, month: 12 },
        to: { year: 2026, month: 11 },
        names: ['Pillar 3a', '401k'],
        annualisedFrom: 3,
      },
      currentSavings: { kind: 'net worth', categories: ['Retirement', 'Investments'], latestDate: '2026-01-05' },
    });
    for (const [field, basis] of Object.entries(derived.bases)) {
      expect(readSourceBasis(derived.sources[field as keyof typeof derived.sources])).toEqual(basis);
    }
    const january = deriveRetirementPlan({ ...year, latestMonth: '2026-01-20', monthsCovered: 12, chosenRetirement: null }, null);
    expect(january.bases.annualExpenses).toMatchObject({
      from: { year: 2025, month: 2 },
      to: { year: 2026, month: 1 },
      annualisedFrom: null,
    });
    expect(january.sources.annualExpenses).toBe('spreadsheet: Feb 2025 – Jan 2026');
    const saved = applySavedInputs(derived, { annualExpenses: 50_000 });
    expect(saved.bases.annualExpenses).toBeUndefined();
    expect(saved.bases.currentAnnualIncome).toEqual(derived.bases.currentAnnualIncome);
  });

  it('is null for saved and default values and for text of another shape', () => {
    for (const source of ['saved', 'default', 'spreadsheet: last year', 'net worth: Cash', 'elsewhere: Dec 2025 – Nov 2026']) {
      expect(readSourceBasis(source)).toBeNull();
    }
  });
});
