/** The retirement inputs the Coming Soon screen holds, unused for now (product.md sections 3 and 9). */
export interface RetirementInputs {
  currentAge: number;
  retirementAge: number;
  currentAnnualIncome: number;
  annualSavings: number;
  currentSavings: number;
  annualExpenses: number;
  preRetirementReturn: number;
  postRetirementReturn: number;
  inflationRate: number;
  targetMultiple: number;
}

export const RETIREMENT_DEFAULTS: RetirementInputs = {
  currentAge: 35,
  retirementAge: 65,
  currentAnnualIncome: 75000,
  annualSavings: 20000,
  currentSavings: 250000,
  annualExpenses: 55000,
  preRetirementReturn: 7,
  postRetirementReturn: 5,
  inflationRate: 2.5,
  targetMultiple: 25,
};

/** The sketch plans up to this age (product.md section 9). */
export const PLAN_TO_AGE = 90;

export type InputUnit = 'years' | 'dollars' | 'percent' | 'times';

/** Labels in the order the screen shows them. */
export const RETIREMENT_FIELDS: { key: keyof RetirementInputs; label: string; unit: InputUnit }[] = [
  { key: 'currentAge', label: 'Current Age', unit: 'years' },
  { key: 'retirementAge', label: 'Retirement Age', unit: 'years' },
  { key: 'currentAnnualIncome', label: 'Current Annual Income ($)', unit: 'dollars' },
  { key: 'annualSavings', label: 'Annual Savings ($)', unit: 'dollars' },
  { key: 'currentSavings', label: 'Current Savings ($)', unit: 'dollars' },
  { key: 'annualExpenses', label: 'Annual Expenses in Retirement ($)', unit: 'dollars' },
  { key: 'preRetirementReturn', label: 'Pre-Retirement Return (%)', unit: 'percent' },
  { key: 'postRetirementReturn', label: 'Post-Retirement Return (%)', unit: 'percent' },
  { key: 'inflationRate', label: 'Inflation Rate (%)', unit: 'percent' },
  { key: 'targetMultiple', label: 'Target Multiple (× annual expenses)', unit: 'times' },
];
