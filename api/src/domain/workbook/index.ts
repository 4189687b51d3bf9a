/** Reading budget workbooks: layout detection, dating, suggestions. */
export type * from './types';
export { parseSheet, parseWorkbook, UNCATEGORIZED } from './parse-sheet';
export { datedTransactions, datedTransactionsOnDemand, gridMonthDates, periodStartDate } from './dated-transactions';
export { suggestOptions } from './suggest-options';
export { extractSheetId } from './sheet-id';
export { parseAmountCents } from './amounts';
export { parseDateCell } from './dates';
export { parseMonthHeader } from './months';
export { COLUMN_ROLES, type ColumnRole } from './roles';
