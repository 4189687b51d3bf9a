import { annualise, annualisedNote } from './data-basis';
import { deriveRetirementPlan } from './defaults';
import { SIX_MONTHS_OF_SPENDING as sixMonths } from '../../../test/support/spreadsheet-years';

describe('annualise', () => {
  it.each([
    [614.5, 6, 1229], // six months of $614.50 is $1,229 a year
    [100, 1, 1200],
    [100, 7, 171.43], // 10000 × 12 / 7 = 17142.857… cents
    [41000, 12, 41000], // a full year stays as it is
    [0, 3, 0],
  ])('%d over %d months → %d a year', (total, months, year) => {
    expect(annualise(total, months)).toBe(year);
  });

  it('says so only when it annualised', () => {
    expect(annualisedNote(6)).toBe('from 6 months of data, annualised');
    expect(annualisedNote(1)).toBe('from 1 month of data, annualised');
    expect(annualisedNote(12)).toBeNull();
  });
});

describe('deriveRetirementPlan on part of a year', () => {
  it('annualises the spreadsheet figures and marks their source', () => {
    const plan = deriveRetirementPlan({ ...sixMonths, totalSavings: 50, chosenRetirement: { names: ['401k'], total: 30 } }, null);
    expect(plan.inputs).toMatchObject({ annualExpenses: 1229, currentAnnualIncome: 0, annualSavings: 60 });
    expect(plan.sources.annualExpenses).toBe('spreadsheet: Sep 2021 – Aug 2022, from 6 months of data, annualised');
    expect(plan.sources.annualSavings).toBe('spreadsheet: Sep 2021 – Aug 2022 (401k), from 6 months of data, annualised');
  });

  it('leaves a full year as it is', () => {
    const plan = deriveRetirementPlan({ ...sixMonths, monthsCovered: 12 }, null);
    expect(plan.inputs.annualExpenses).toBe(614.5);
    expect(plan.sources.annualExpenses).toBe('spreadsheet: Sep 2021 – Aug 2022');
  });
});
