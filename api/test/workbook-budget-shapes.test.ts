/**
 * Budget shapes a first reader got wrong without a word, over HTTP on SQLite and MariaDB, each as
 * an .xlsx written here (exceljs) and walked through the three steps accepting every default:
 * - a plan block above an actuals block, months as text (`March  ` with trailing spaces): the
 *   block titled `Budget` is a plan, shown and not counted; the `Actual` block is counted;
 * - a card export with Debit/Credit columns: the payment from the bank (`Payment/Credit`) is
 *   money moved, not income; a refund lowers its category's spending;
 * - income written above the table (`Income | 5000`) on month-named sheets: counted once per
 *   sheet, and the `Savings` row under the totals (income − expenses) is worked out, not money;
 * - a budget with `INCOME | Projected | Actual` above side-by-side month tables.
 * The figures are the stored analysis's last-12-months window (the test clock: May 2025).
 */
import ExcelJS from 'exceljs';
import type { TableReading } from '../src/domain/workbook/types';
import { signedIn } from './support/bank-files';
import { acceptEveryDefault } from './support/defaults';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { uploadFile } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

async function workbook(build: (book: ExcelJS.Workbook) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  build(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface ShapeCase {
  name: string;
  bytes: () => Promise<Buffer>;
  /** What the upload says of the tables, in sheet order (a subset of each reading). */
  tables: Array<Partial<TableReading> & { sheet: string; warning?: RegExp }>;
  figures: { income: number; expenses: number; savings: number };
}

const MONTHS = ['January 2025', 'February 2025', 'March 2025  ', 'April 2025  '];

const CASES: ShapeCase[] = [
  {
    name: 'a plan block above an actuals block, text months with trailing spaces',
    bytes: () =>
      workbook((book) => {
        const sheet = book.addWorksheet('2025');
        sheet.addRow(['Budget']);
        sheet.addRow(['Category', ...MONTHS]);
        sheet.addRow(['Salary', 4000, 4000, 4000, 4000]);
        sheet.addRow(['Rent', 1500, 1500, 1500, 1500]);
        sheet.addRow(['Food', 600, 600, 600, 600]);
        sheet.addRow([]);
        sheet.addRow(['Actual']);
        sheet.addRow(['Category', ...MONTHS]);
        sheet.addRow(['Salary', 4000, 4100, 4000, 4000]);
        sheet.addRow(['Rent', 1500, 1500, 1500, 1500]);
        sheet.addRow(['Food', 550, 640, 610, 580]);
      }),
    tables: [
      { sheet: '2025', range: 'A2:E7', layout: 'plan', suggested: false },
      { sheet: '2025', range: 'A8:E11', layout: 'grid', suggested: true, money: { in: 16100, out: 8380 } },
    ],
    figures: { income: 16100, expenses: 8380, savings: 0 },
  },
  {
    name: 'a card export with Debit and Credit columns, a payment from the bank and a refund',
    bytes: () =>
      workbook((book) => {
        const sheet = book.addWorksheet('Card');
        sheet.addRow(['Transaction Date', 'Posted Date', 'Card No.', 'Description', 'Category', 'Debit', 'Credit']);
        sheet.addRow(['2025-03-02', '2025-03-03', '1234', 'AMAZON MKTPLACE', 'Shopping', 1000, null]);
        sheet.addRow(['2025-03-05', '2025-03-06', '1234', 'WHOLE FOODS', 'Groceries', 120.5, null]);
        sheet.addRow(['2025-03-20', '2025-03-20', '1234', 'AUTOPAY PAYMENT - THANK YOU', 'Payment/Credit', null, 1000]);
        sheet.addRow(['2025-03-22', '2025-03-23', '1234', 'AMAZON REFUND', 'Shopping', null, 20]);
      }),
    tables: [
      {
        sheet: 'Card',
        layout: 'log',
        direction: 'pair',
        suggested: true,
        columns: { date: 'A', description: 'D', category: 'E', out: 'F', in: 'G' },
        money: { in: 20, out: 1120.5 },
      },
    ],
    figures: { income: 0, expenses: 1100.5, savings: 0 },
  },
  {
    name: 'income written above the table on month-named sheets, with a computed Savings row',
    bytes: () =>
      workbook((book) => {
        for (const [month, income] of [
          ['Mar 2025', 5000],
          ['Apr 2025', 5200],
        ] as Array<[string, number]>) {
          const sheet = book.addWorksheet(month);
          sheet.addRow(['Income', income]);
          sheet.addRow([]);
          sheet.addRow(['Expense', 'Amount']);
          sheet.addRow(['Rent', 1500]);
          sheet.addRow(['Food', 400]);
          sheet.addRow(['Total', 1900]);
          sheet.addRow(['Savings', income - 1900]);
        }
      }),
    tables: [
      {
        sheet: 'Mar 2025',
        range: 'A3:B7',
        suggested: true,
        money: { in: 0, out: 1900 },
        warning: /"Savings" \(3,100\.00\) is this sheet's income less its expenses/,
      },
      {
        sheet: 'Mar 2025',
        range: 'A1:B1',
        suggested: true,
        money: { in: 5000, out: 0 },
        warning: /"Income" \(5,000\.00\) is written outside the tables/,
      },
      { sheet: 'Apr 2025', range: 'A3:B7', suggested: true, money: { in: 0, out: 1900 }, warning: /"Savings" \(3,300\.00\)/ },
      { sheet: 'Apr 2025', range: 'A1:B1', suggested: true, money: { in: 5200, out: 0 } },
    ],
    figures: { income: 10200, expenses: 3800, savings: 0 },
  },
  {
    name: 'INCOME projected and actual cells above side-by-side month tables',
    bytes: () =>
      workbook((book) => {
        const sheet = book.addWorksheet('Mar 2025');
        sheet.addRow(['INCOME', 'Projected', 'Actual']);
        sheet.addRow(['Monthly income', 3000, 3100]);
        sheet.addRow([]);
        sheet.addRow(['Expense', 'Projected', 'Actual', null, 'Savings', 'Projected', 'Actual']);
        sheet.addRow(['Rent', 1000, 1000, null, 'Emergency fund', 200, 150]);
        sheet.addRow(['Food', 300, 280, null, 'Retirement', 100, 100]);
      }),
    tables: [
      { sheet: 'Mar 2025', range: 'A1:C2', suggested: true, money: { in: 3100, out: 0 } },
      { sheet: 'Mar 2025', range: 'A4:C6', suggested: true, money: { in: 0, out: 1280 } },
      { sheet: 'Mar 2025', range: 'E4:G6', suggested: true, money: { in: 0, out: 250 } },
    ],
    figures: { income: 3100, expenses: 1280, savings: 250 },
  },
];

describe.each(testEngines())('budget shapes read as a careful person reads them, over HTTP on %s', (engine) => {
  const testApp = useTestApp(engine);

  describe.each(CASES)('$name', (shape) => {
    it('says what each table is before anything is counted', async () => {
      const client = await signedIn(testApp(), 'ann@example.com', TEMPLATE);
      const res = await uploadFile(client, TEMPLATE, await shape.bytes(), 'budget.xlsx');
      expect(res.status).toBe(200);
      const tables = (res.body.data.sheets as Array<{ name: string; tables: TableReading[] }>).flatMap((sheet) =>
        sheet.tables.map((table) => ({ sheet: sheet.name, ...table })),
      );
      expect(tables).toHaveLength(shape.tables.length);
      shape.tables.forEach(({ warning, ...expected }, index) => {
        expect(tables[index]).toMatchObject(expected);
        if (warning) expect(tables[index].warnings.join(' | ')).toMatch(warning);
      });
    });

    it('every default accepted: the stored figures to the cent', async () => {
      const client = await signedIn(testApp(), 'bob@example.com', TEMPLATE);
      const outcome = await acceptEveryDefault(client, TEMPLATE, { buffer: await shape.bytes(), fileName: 'budget.xlsx' });
      expect(outcome.refused).toBeNull();
      expect(outcome.ly).toMatchObject({
        total_income: shape.figures.income,
        total_expenses: shape.figures.expenses,
        total_savings: shape.figures.savings,
      });
    });
  });
});
