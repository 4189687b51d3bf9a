import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ExcelJSModule from 'exceljs';
import { day } from './xlsx-fixture';

const requireFromApi = createRequire(path.resolve(__dirname, '../../api/package.json'));
const ExcelJS = requireFromApi('exceljs') as typeof ExcelJSModule;

/** How a Swiss spreadsheet shows francs: the amount, then `CHF` by its locale tag (de-CH is 100C). */
export const CHF_FORMAT = '_-* #,##0.00 [$CHF-100C]_-;-* #,##0.00 [$CHF-100C]_-;_-* "-"?? [$CHF-100C]_-;_-@_-';

/** The budget's categories and what each holds every month, in francs (the cents as written). */
export const SWISS_INCOME: Readonly<Record<string, number>> = { Salary: 6500, 'Side business': 1300 };
export const SWISS_EXPENSES: Readonly<Record<string, number>> = {
  Rent: 2450,
  Groceries: 1050.5,
  'Health insurance': 450.25,
  Transport: 900,
  Utilities: 1500,
};

/** The first days (`YYYY-MM-01`, UTC) of the `count` whole months before the current one, oldest first. */
export function monthsBefore(today: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - count + index, 1)));
}

/**
 * A zero-based monthly budget as a household in Switzerland keeps one: a title, then an Income block
 * and an Expenses block, each a category column and one column per month (the month's first day as a
 * date cell), every amount formatted in CHF. Every month holds the same amounts, so each total is a
 * month's sum times the number of months.
 */
export async function swissBudgetWorkbook(months: readonly Date[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addRow([`Zero Based Budget ${months[0].getUTCFullYear()}`]);
  sheet.addRow([]);
  const block = (title: string, amounts: Readonly<Record<string, number>>) => {
    sheet.addRow([title]);
    const header = sheet.addRow(['Category', ...months]);
    months.forEach((_, index) => (header.getCell(index + 2).numFmt = 'mmm yyyy'));
    for (const [name, amount] of Object.entries(amounts)) {
      const row = sheet.addRow([name, ...months.map(() => amount)]);
      months.forEach((_, index) => (row.getCell(index + 2).numFmt = CHF_FORMAT));
    }
    sheet.addRow([]);
  };
  block('Income', SWISS_INCOME);
  block('Expenses', SWISS_EXPENSES);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Francs as a log kept by hand shows them: the plain number, then `CHF` by its locale tag. */
export const PLAIN_CHF_FORMAT = '#,##0.00 [$CHF-100C]';

/** A row of a transaction log: date (`YYYY-MM-DD`), category, subcategory, amount in francs. */
export type SwissLogRow = readonly [string, string, string, number];

/**
 * A transaction log in francs: a `Log` sheet of `rows` under Date, Category, Subcategory, Amount,
 * every amount in PLAIN_CHF_FORMAT, so its reading states CHF.
 */
export async function swissLogWorkbook(rows: readonly SwissLogRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Log');
  sheet.addRow(['Date', 'Category', 'Subcategory', 'Amount']);
  for (const [date, category, subcategory, amount] of rows) {
    sheet.addRow([day(date), category, subcategory, amount]).getCell(4).numFmt = PLAIN_CHF_FORMAT;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A month's sum of a block, times `months`, in francs to the rappen. */
export function total(amounts: Readonly<Record<string, number>>, months: number): number {
  const cents = Object.values(amounts).reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  return (cents * months) / 100;
}
