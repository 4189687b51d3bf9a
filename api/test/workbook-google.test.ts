/**
 * Reading a public Google Sheet through the Sheets API v4 client, against the loopback stand-in,
 * its answer parsed in the parsing worker pool.
 */
import { englishText } from './support/reading-english';
import { AppError } from '../src/errors';
import { closeWorkbookReaders, readGoogleSheet, workbookLimits } from '../src/services/workbook';
import { FakeSheetsApi } from './support/fake-sheets-api';

const LIMITS = workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 });
const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const KEY = 'test-api-key';

let fake: FakeSheetsApi;
const settings = () => ({ apiKey: KEY, rootUrl: fake.rootUrl });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, message } = error as AppError;
  expect(message).not.toMatch(/127\.0\.0\.1|googleapis|Error:|\bat \w/);
  return { status, message };
}

beforeAll(async () => {
  fake = await FakeSheetsApi.start({ apiKey: KEY });
});
afterAll(async () => {
  await fake.close();
  await closeWorkbookReaders();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.addSpreadsheet(ID, [
    {
      title: "Bob's log",
      values: [
        ['Monthly ledger'],
        [],
        ['Date', 'Description', 'Category', 'Subcategory', 'Amount'],
        [{ date: '2025-01-15' }, 'Rent', 'Housing', 'Rent', -1200],
        [{ date: '2025-01-02' }, 'Pay', 'Income', 'Salary', 3000.5],
        ['02/01/2025', 'Shop', 'Food', '', '$45.10'],
        [{ date: '2025-02-03' }, 'Zero', 'Food', 'Dining', 0],
      ],
    },
    {
      title: 'Grid',
      values: [
        ['', { date: '2025-01-01' }, { date: '2025-02-01' }, 'Total'],
        ['Gym', 40, 40, 80],
      ],
    },
    { title: 'Chart', values: [], sheetType: 'OBJECT' },
    { title: 'Empty', values: [] },
  ]);
});

describe('readGoogleSheet', () => {
  it('reads every grid sheet’s unformatted values, dates as serial numbers', async () => {
    const { workbook } = await readGoogleSheet(`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=0`, settings(), LIMITS);
    expect(workbook.sheets.map((sheet) => [sheet.name, sheet.layout])).toEqual([
      ["Bob's log", 'transaction-log'],
      ['Grid', 'month-grid'],
      ['Empty', null],
    ]);
    expect(workbook.sheets[0].rows).toEqual([
      { category: 'Housing', subcategory: 'Rent', description: 'Rent', amountCents: -120000, date: '2025-01-15' },
      { category: 'Income', subcategory: 'Salary', description: 'Pay', amountCents: 300050, date: '2025-01-02' },
      { category: 'Food', subcategory: 'Food', description: 'Shop', amountCents: 4510, date: '2025-02-01' },
    ]);
    expect(workbook.sheets[1].months).toEqual([
      { month: 1, year: 2025 },
      { month: 2, year: 2025 },
    ]);
    expect(workbook.sheets[1].rows.map((row) => [row.category, row.amountCents, row.monthIndex])).toEqual([
      ['Gym', 4000, 0],
      ['Gym', 4000, 1],
    ]);
    expect(englishText(workbook.sheets[2].problem)).toBe('Sheet "Empty" is empty.');
  });

  it('asks Google for exactly the sheet, with the key, unformatted values and serial dates', async () => {
    await readGoogleSheet(ID, settings(), LIMITS);
    expect(fake.requests.map((request) => request.path)).toEqual([`/v4/spreadsheets/${ID}`, `/v4/spreadsheets/${ID}/values:batchGet`]);
    const batch = fake.requests[1].query;
    expect(batch).toMatchObject({
      key: [KEY],
      ranges: ["'Bob''s log'", "'Grid'", "'Empty'"],
      valueRenderOption: ['UNFORMATTED_VALUE'],
      dateTimeRenderOption: ['SERIAL_NUMBER'],
    });
    expect(fake.requests[0].query.key).toEqual([KEY]);
  });

  it('says the server is not configured when there is no API key (400), without calling Google', async () => {
    const { status, message } = await refusal(readGoogleSheet(ID, { apiKey: null, rootUrl: fake.rootUrl }, LIMITS));
    expect(status).toBe(400);
    expect(message).toBe('Google Sheets is not configured on this server (GOOGLE_API_KEY is not set).');
    expect(fake.requests).toHaveLength(0);
  });

  it.each(['not a sheet', 'http://169.254.169.254/latest/meta-data', 'https://evil.example/spreadsheets/d/short'])(
    'refuses %p as an ID (400) without any request',
    async (text) => {
      const { status, message } = await refusal(readGoogleSheet(text, settings(), LIMITS));
      expect(status).toBe(400);
      expect(message).toMatch(/not a Google Sheet ID or link/);
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('turns Google’s 403 into a 400 saying the sheet must be shared with anyone with the link', async () => {
    fake.fail(ID, 403);
    const { status, message } = await refusal(readGoogleSheet(ID, settings(), LIMITS));
    expect(status).toBe(400);
    expect(message).toMatch(/shared so that anyone with the link can view it/);
  });

  it('turns Google’s 404 into a 400 saying no sheet was found', async () => {
    const { status, message } = await refusal(readGoogleSheet('1ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ', settings(), LIMITS));
    expect(status).toBe(400);
    expect(message).toMatch(/No Google Sheet was found with that ID/);
  });

  it('reports a refused API key as the server’s problem (503)', async () => {
    const { status, message } = await refusal(readGoogleSheet(ID, { apiKey: 'wrong-key', rootUrl: fake.rootUrl }, LIMITS));
    expect(status).toBe(503);
    expect(message).toMatch(/refused this server’s API key/);
  });

  it('answers 502 when Google keeps failing, after retrying', async () => {
    fake.fail(ID, 500);
    const { status, message } = await refusal(readGoogleSheet(ID, settings(), LIMITS));
    expect(status).toBe(502);
    expect(message).toMatch(/Google Sheets answered with an error \(HTTP 500\)/);
    expect(fake.requests.length).toBe(3); // the first try and two retries
  });

  it('answers 503 when Google cannot be reached', async () => {
    const closed = await FakeSheetsApi.start();
    const rootUrl = closed.rootUrl;
    await closed.close();
    const { status, message } = await refusal(readGoogleSheet(ID, { apiKey: KEY, rootUrl }, LIMITS));
    expect(status).toBe(503);
    expect(message).toMatch(/could not reach Google Sheets/);
  });

  it('refuses a sheet past the row limit (413)', async () => {
    fake.addSpreadsheet(ID, [
      { title: 'Big', values: [['Date', 'Category', 'Amount'], ...Array.from({ length: 60 }, () => ['2025-01-01', 'Food', 1])] },
    ]);
    const { status, message } = await refusal(readGoogleSheet(ID, settings(), { ...LIMITS, maxRows: 40 }));
    expect(status).toBe(413);
    expect(message).toMatch(/Sheet "Big" takes the workbook past 40 rows/);
  });

  it('says so for a spreadsheet without any grid sheet (400)', async () => {
    fake.addSpreadsheet(ID, [{ title: 'Chart only', values: [], sheetType: 'OBJECT' }]);
    const { status, message } = await refusal(readGoogleSheet(ID, settings(), LIMITS));
    expect(status).toBe(400);
    expect(message).toMatch(/no sheets with cells/);
  });
});

describe('readGoogleSheet: answers that must not be read whole', () => {
  it('stops reading an answer past the byte limit and answers 413', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => [{ date: '2025-01-15' }, `Row ${index}`, 'Food', 'Groceries', -12.5]);
    fake.addSpreadsheet(ID, [{ title: 'Log', values: [['Date', 'Description', 'Category', 'Subcategory', 'Amount'], ...rows] }]);
    const { status, message } = await refusal(readGoogleSheet(ID, { ...settings(), maxAnswerBytes: 20_000 }, LIMITS));
    expect(status).toBe(413);
    expect(message).toMatch(/too much data/);
    // The same sheet reads fine under the default limit.
    const { workbook } = await readGoogleSheet(ID, settings(), LIMITS);
    expect(workbook.sheets[0].rows).toHaveLength(2000);
  });

  it('refuses an amount past $1 billion with a 400 instead of misreading it', async () => {
    fake.addSpreadsheet(ID, [
      {
        title: 'Log',
        values: [
          ['Date', 'Category', 'Amount'],
          [{ date: '2025-01-15' }, 'Income', 90_000_000_000_000],
        ],
      },
    ]);
    const { status, message } = await refusal(readGoogleSheet(ID, settings(), LIMITS));
    expect(status).toBe(400);
    expect(message).toMatch(/larger than \$1,000,000,000/);
  });
});
