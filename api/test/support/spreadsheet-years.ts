/** Spreadsheet years the retirement domain's tests start from (domain/retirement/defaults.ts, SpreadsheetYear). */
import type { SpreadsheetYear } from '../../src/domain/retirement/defaults';

/** Six months of data: $614.50 of spending and no income, the latest in August 2022 (annualised: $1,229 a year). */
export const SIX_MONTHS_OF_SPENDING: SpreadsheetYear = {
  totalIncome: 0,
  totalExpenses: 614.5,
  totalSavings: 0,
  latestMonth: '2022-08-20',
  monthsCovered: 6,
  chosenRetirement: null,
};
