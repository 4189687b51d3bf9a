/**
 * Importing bank exports into account sources over HTTP, for the sources tests (sources-picture.test.ts,
 * transfer-account-number.test.ts): an OFX statement of our own making, and one upload → options →
 * categories walk with each row typed by its name.
 */
import type { Response } from 'supertest';
import type { ManualClock } from '../../src/services/clock';
import { crlf } from './bank-files';
import type { ApiClient } from './client';
import { chooseOptions, saveCategories, uploadFile, type CategoryRow } from './workflow';

export const TEMPLATE = 'wealth-whisperer';

/** One OFX transaction: [FITID, YYYYMMDD, amount, name]. */
export type OfxTransaction = [string, string, string, string];

/** An OFX 1.02 checking statement of the account given, April 2025, with the transactions given. */
export function ofx(transactions: OfxTransaction[], account = '000987651234'): string {
  return crlf(
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    `<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    '<BANKTRANLIST><DTSTART>20250401<DTEND>20250430',
    ...transactions.map(
      ([fitid, date, amount, name]) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${fitid}<NAME>${name}</STMTTRN>`,
    ),
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  );
}

/** Each category row typed Income when its names hold one of `incomeWords` (lower case), else Expense. */
export function typedByName(rows: CategoryRow[], incomeWords: readonly string[]): CategoryRow[] {
  return rows.map((row) => {
    const names = `${row.category} ${row.sub_category}`.toLowerCase();
    const type = incomeWords.some((word) => names.includes(word)) ? 'Income' : 'Expense';
    return { ...row, transaction_type: type, reversal: false };
  });
}

export interface Imported {
  upload: Response;
  categories: Response;
}

/**
 * Upload, options (counted monthly from 2025-01-01, into `source` when given, else the proposal),
 * categories typed by `typedByName`; each must succeed. The clock moves a minute, so that imports
 * made one after the other are ordered in time.
 */
export async function importFile(
  client: ApiClient,
  clock: ManualClock,
  incomeWords: readonly string[],
  file: { name: string; text: string; source?: unknown },
): Promise<Imported> {
  const upload = await uploadFile(client, TEMPLATE, Buffer.from(file.text, 'utf8'), file.name);
  expect(upload.body).toMatchObject({ success: true });
  const suggested = upload.body.data.suggested_options as { selected_sheets: string[] };
  const options = await chooseOptions(client, TEMPLATE, {
    selected_sheets: suggested.selected_sheets,
    selected_date: '2025-01-01',
    period_type: 'monthly',
    ...(file.source === undefined ? {} : { source: file.source }),
  } as Parameters<typeof chooseOptions>[2]);
  expect(options.body).toMatchObject({ success: true });
  clock.advance(60_000);
  const categories = await saveCategories(client, TEMPLATE, typedByName(options.body.data.categories as CategoryRow[], incomeWords));
  expect(categories.status).toBe(200);
  return { upload, categories };
}
