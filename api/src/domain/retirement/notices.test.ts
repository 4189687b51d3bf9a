import { deriveRetirementPlan } from './defaults';
import { retirementNotices } from './notices';
import { SIX_MONTHS_OF_SPENDING as sixMonths } from '../../../test/support/spreadsheet-years';

describe('retirementNotices', () => {
  it('flags $0 income beside real spending while the plan uses it', () => {
    const plan = deriveRetirementPlan(sixMonths, null);
    expect(retirementNotices(sixMonths, plan.sources)).toEqual({ incomeMissing: true, basis: null, monthsCovered: 6 });
    // Once the person enters their income, the flag goes.
    expect(retirementNotices(sixMonths, { ...plan.sources, currentAnnualIncome: 'saved' }).incomeMissing).toBe(false);
    // Income found: nothing to flag.
    const withIncome = { ...sixMonths, totalIncome: 900 };
    expect(retirementNotices(withIncome, deriveRetirementPlan(withIncome, null).sources).incomeMissing).toBe(false);
  });

  it('says a plan stands on defaults only when every field is a default', () => {
    const defaults = deriveRetirementPlan(null, null);
    expect(retirementNotices(null, defaults.sources)).toEqual({ incomeMissing: false, basis: 'defaults', monthsCovered: null });
    expect(retirementNotices(null, { ...defaults.sources, currentAge: 'saved' }).basis).toBeNull();
  });

  it('says a plan stands on little data under 3 months, not from 3 months on', () => {
    const twoMonths = { ...sixMonths, totalIncome: 100, monthsCovered: 2 };
    expect(retirementNotices(twoMonths, deriveRetirementPlan(twoMonths, null).sources).basis).toBe('little data');
    const threeMonths = { ...twoMonths, monthsCovered: 3 };
    expect(retirementNotices(threeMonths, deriveRetirementPlan(threeMonths, null).sources).basis).toBeNull();
    // Every spreadsheet figure replaced by a saved one: the little data no longer counts.
    const sources = deriveRetirementPlan(twoMonths, null).sources;
    const saved = Object.fromEntries(Object.entries(sources).map(([field, source]) => [field, source === 'default' ? source : 'saved']));
    expect(retirementNotices(twoMonths, saved as typeof sources).basis).toBeNull();
  });
});
