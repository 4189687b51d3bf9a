/**
 * Two more shapes over HTTP on SQLite and MariaDB, walked through the three steps accepting every
 * default: a bank export with no header row (its columns told by what they hold, and said), and a
 * workbook whose data sits on a hidden sheet behind a visible page of notes (suggested, and said).
 */
import ExcelJS from 'exceljs';
import { signedIn } from './support/bank-files';
import { acceptEveryDefault } from './support/defaults';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { uploadFile } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

const HEADERLESS = Buffer.from(
  [
    '03.03.2025;REWE Markt;-63,47',
    '05.03.2025;Arbeitgeber AG;2.450,00',
    '14.03.2025;Stadtwerke;-85,00',
    '20.03.2025;Hausverwaltung;-950,00',
    '',
  ].join('\n'),
);

async function hiddenData(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Read me').addRow(['Keep this workbook up to date every month.']);
  const data = book.addWorksheet('data');
  data.state = 'hidden';
  data.addRow(['Date', 'Category', 'Amount']);
  data.addRow([new Date(Date.UTC(2025, 2, 3)), 'Salary', 3000]);
  data.addRow([new Date(Date.UTC(2025, 2, 5)), 'Rent', -1200]);
  data.addRow([new Date(Date.UTC(2025, 2, 9)), 'Groceries', -310.5]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(testEngines())('headerless exports and hidden data sheets over HTTP, on %s', (engine) => {
  const testApp = useTestApp(engine);

  it('reads a headerless semicolon export by its columns, says so, and counts it', async () => {
    const client = await signedIn(testApp(), 'ann@example.com', TEMPLATE);
    const res = await uploadFile(client, TEMPLATE, HEADERLESS, 'umsaetze.csv');
    expect(res.status).toBe(200);
    const [table] = res.body.data.sheets[0].tables;
    expect(table).toMatchObject({
      layout: 'log',
      suggested: true,
      columns: { date: 'A', description: 'B', amount: 'C' },
      rows: 4,
      dates: { order: 'DMY' },
      money: { in: 2450, out: 1098.47 },
    });
    expect(table.warnings[0]).toMatch(
      /^This sheet has no header row, so its columns were told by what they hold: dates in A, amounts in C, descriptions in B/,
    );
    const walked = await acceptEveryDefault(await signedIn(testApp(), 'bob@example.com', TEMPLATE), TEMPLATE, {
      buffer: HEADERLESS,
      fileName: 'umsaetze.csv',
    });
    expect(walked.refused).toBeNull();
    expect(walked.ly).toMatchObject({ total_income: 2450, total_expenses: 1098.47, total_savings: 0 });
  });

  it('suggests the data on a hidden sheet when no visible sheet holds any, says so, and counts it', async () => {
    const client = await signedIn(testApp(), 'eve@example.com', TEMPLATE);
    const bytes = await hiddenData();
    const res = await uploadFile(client, TEMPLATE, bytes, 'budget.xlsx');
    expect(res.status).toBe(200);
    const data = res.body.data.sheets.find((sheet: { name: string }) => sheet.name === 'data');
    expect(data).toMatchObject({ hidden: true, tables: [{ layout: 'log', suggested: true, money: { in: 3000, out: 1510.5 } }] });
    expect(data.tables[0].warnings).toContain('On a hidden sheet ("data"); suggested because no visible sheet holds data to count.');
    expect(res.body.data.suggested_options.selected_sheets).toEqual(['data']);
    const walked = await acceptEveryDefault(await signedIn(testApp(), 'dan@example.com', TEMPLATE), TEMPLATE, {
      buffer: bytes,
      fileName: 'budget.xlsx',
    });
    expect(walked.ly).toMatchObject({ total_income: 3000, total_expenses: 1510.5, total_savings: 0 });
  });
});
