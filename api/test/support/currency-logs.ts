/**
 * The currency tests' situation (currency-rates.test.ts, home-currency.test.ts): a signed-in user
 * whose home currency is set, and logs whose amount cells carry a currency's number format, as a
 * Swiss budget's do, so their readings state that currency.
 */
import ExcelJS from 'exceljs';
import type { ApiClient } from './client';
import { day } from './workflow';

/** The options that read a log's `Log` sheet as March 2025, month by month. */
export const LOG_OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-03-01', period_type: 'monthly' };

/** Francs as a Swiss spreadsheet formats them (`CHF` by its locale tag; de-CH is 100C). */
export const CHF_FORMAT = '#,##0.00 [$CHF-100C]';

/** A row of a log: date (`YYYY-MM-DD`), category, subcategory, amount. */
export type LogRow = readonly [string, string, string, number];

/** An .xlsx with a `Log` sheet of `rows` under Date, Category, Subcategory, Amount; every amount cell in `format`. */
export async function logInCurrency(format: string, rows: readonly LogRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Log');
  sheet.addRow(['Date', 'Category', 'Subcategory', 'Amount']);
  for (const [date, category, subcategory, amount] of rows) {
    sheet.addRow([day(date), category, subcategory, amount]).getCell(4).numFmt = format;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Signs the client up as `email`, then sets its home currency to `homeCurrency`. */
export async function signUpWithHomeCurrency(client: ApiClient, email: string, homeCurrency: string): Promise<void> {
  await client.signUp(email);
  expect((await client.put('/account/home-currency', { home_currency: homeCurrency })).status).toBe(200);
}
