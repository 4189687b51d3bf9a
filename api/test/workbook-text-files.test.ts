/**
 * Text files whatever their name: a semicolon CSV named .xlsx and a UTF-16LE
 * tab-separated file with a BOM named .csv upload like any CSV, over HTTP, on SQLite and MariaDB;
 * the reading of the one named .xlsx says it was read as CSV (the note crosses the parsing worker).
 */
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { expectRefused, uploadFile } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

const ROWS = [
  ['Date', 'Category', 'Amount'],
  ['2025-01-03', 'Income', '1000'],
  ['2025-01-09', 'Food', '-80.25'],
  ['2025-01-12', 'Rent', '-700'],
];

const semicolonCsv = () => Buffer.from(ROWS.map((row) => row.join(';')).join('\r\n') + '\r\n', 'utf8');
const utf16leTabs = () => Buffer.from('\ufeff' + ROWS.map((row) => row.join('\t')).join('\r\n') + '\r\n', 'utf16le');

describe.each(testEngines())('text files whatever their name, on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp('ann@example.com', { template_id: TEMPLATE });
    return client;
  }

  it.each([
    [
      'a semicolon CSV named .xlsx',
      semicolonCsv,
      'Household budget.xlsx',
      'Household budget',
      ['The file "Household budget.xlsx" holds text, not a workbook: it was read as CSV (semicolon-separated).'],
    ],
    ['a UTF-16LE tab-separated file with a BOM named .csv', utf16leTabs, 'bank export.csv', 'bank export', []],
  ])('reads %s: 200, one sheet, and a note only when the name said otherwise', async (_name, bytes, fileName, sheet, notes) => {
    const client = await signedIn();
    const res = await uploadFile(client, TEMPLATE, bytes(), fileName);
    expect(res.status).toBe(200);
    expect(res.body.data.sheet_names).toEqual([sheet]);
    const [table] = res.body.data.sheets[0].tables;
    expect(table).toMatchObject({
      layout: 'log',
      rows: 3,
      suggested: true,
      columns: { date: 'A', category: 'B', amount: 'C' },
      money: { in: 1000, out: 780.25 },
    });
    expect(table.warnings.filter((warning: string) => warning.startsWith('The file'))).toEqual(notes);
  });

  it('still refuses binary bytes named .xlsx with the clear 415', async () => {
    const client = await signedIn();
    expectRefused(
      await uploadFile(client, TEMPLATE, Buffer.from([0x00, 0x9f, 0x92, 0x96, 0xff, 0x00, 0x13, 0x37]), 'budget.xlsx'),
      415,
      /not a spreadsheet OnTrack can read/,
    );
  });
});
