/**
 * Reading budget workbooks, along the pipeline README.md traces: cells read, tables found, rows read,
 * the workbook's reading (suggestions, checks), then the options step's dating.
 */
export type * from './types';
export { extractSheetId } from './file/sheet-id';
export { parseAmountCents } from './cells/amounts';
export { parseDateCell } from './cells/dates';
export { gridMonthDates, parseMonthHeader } from './cells/months';
export { COLUMN_ROLES, type ColumnRole } from './tables/roles';
export { UNCATEGORIZED } from './rows/transaction-log';
export { parseSheet } from './reading/read-sheet';
export { parseWorkbook } from './reading/read-workbook';
export { datedTransactions, datedTransactionsOnDemand, periodStartDate } from './options/dated-transactions';
export { suggestOptions } from './options/suggest-options';
