/**
 * The retirement planner's inputs: money in dollars a year (today's
 * dollars), rates and volatilities in percent, ages in whole years.
 */
export interface RetirementInputs {
  currentAge: number;
  retirementAge: number;
  lifeExpectancy: number;
  currentAnnualIncome: number;
  annualSavings: number;
  annualExpenses: number;
  currentSavings: number;
  preRetirementReturn: number;
  postRetirementReturn: number;
  inflationRate: number;
  targetMultiple: number;
  preRetirementVolatility: number;
  postRetirementVolatility: number;
}

export type RetirementField = keyof RetirementInputs;

/** Every input, in the planner's order (also the order the seed is built from, so it never changes). */
export const RETIREMENT_FIELDS: readonly RetirementField[] = [
  'currentAge',
  'retirementAge',
  'lifeExpectancy',
  'currentAnnualIncome',
  'annualSavings',
  'annualExpenses',
  'currentSavings',
  'preRetirementReturn',
  'postRetirementReturn',
  'inflationRate',
  'targetMultiple',
  'preRetirementVolatility',
  'postRetirementVolatility',
];

/** The defaults when nothing is saved or derived. */
export const DEFAULT_RETIREMENT_INPUTS: Readonly<RetirementInputs> = {
  currentAge: 35,
  retirementAge: 65,
  lifeExpectancy: 90,
  currentAnnualIncome: 75000,
  annualSavings: 20000,
  annualExpenses: 55000,
  currentSavings: 250000,
  preRetirementReturn: 7,
  postRetirementReturn: 5,
  inflationRate: 2.5,
  targetMultiple: 25,
  preRetirementVolatility: 15,
  postRetirementVolatility: 10,
};
