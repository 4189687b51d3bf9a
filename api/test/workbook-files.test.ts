/**
 * Reading uploaded files end to end (checks, worker thread, readers, layouts): real files written
 * by exceljs and SheetJS, CSV text, and every kind of bad file, each refused with a clear 4xx.
 */
import { englishText } from './support/reading-english';
import { AppError } from '../src/errors';
import { closeWorkbookReaders, readWorkbookFile, workbookLimits, WorkbookParserPool, type WorkbookLimits } from '../src/services/workbook';
import {
  encryptedXlsxBytes,
  hugeCellSheet,
  plainValue,
  randomBytes,
  sheetJsXlsxBytes,
  utcDate,
  workbookParts,
  worksheetXml,
  xlsBytes,
  xlsxBytes,
  zipBytes,
  type SampleSheet,
} from './support/workbook-samples';

const LIMITS = workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 });
const read = (buffer: Buffer, fileName: string, limits: WorkbookLimits = LIMITS) => readWorkbookFile({ buffer, fileName }, limits);
const brief = (rows: { category: string; subcategory: string; amountCents: number; date?: string; monthIndex?: number }[]) =>
  rows.map((row) => [row.category, row.subcategory, row.amountCents, row.date ?? row.monthIndex ?? null]);

/** The refusal: an AppError with this status whose message says `pattern` and leaks nothing. */
async function expectRefusal(promise: Promise<unknown>, status: number, pattern: RegExp): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the file to be refused');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect({ status: appError.status, message: appError.message }).toEqual({ status, message: expect.stringMatching(pattern) });
  expect(appError.message).not.toMatch(/\/work|node_modules|\.ts\b|\bat \w|Error:/);
  return appError;
}

const LOG: SampleSheet = {
  name: 'Transactions 2025',
  rows: [
    ['Household ledger'],
    [],
    ['Date', 'Payee', 'Category', 'Subcategory', 'Amount', 'Running total'],
    [utcDate('2025-01-03'), 'Corner Market', 'Food', 'Groceries', -82.15, { formula: 'E4', result: -82.15 }],
    [utcDate('2025-01-01'), 'ACME', 'Income', 'Paycheck', { formula: '2000+500', result: 2500 }, { formula: 'F4+E5', result: 2417.85 }],
    ['01/20/2025', 'Shoe shop', 'Shopping', 'Clothes', '$1,234.50', null],
    ['15 Feb 2025', 'Refund', 'Shopping', 'Clothes', '(12.00)', null],
    [utcDate('2025-02-02'), 'Never calculated', 'Food', 'Dining', { formula: 'E4*2' }, null],
    [utcDate('2025-02-03'), 'Broken', 'Food', 'Dining', { formula: 'VLOOKUP(1,A:A,2)', result: { error: '#N/A' } }, null],
    [
      utcDate('2025-02-04'),
      { richText: [{ text: 'Gro' }, { text: 'cer' }] },
      { richText: [{ text: 'Fo' }, { text: 'od' }] },
      'Snacks',
      3.5,
      null,
    ],
    [null, null, 'Total', null, { formula: 'SUM(E4:E10)', result: 3645.85 }, null],
  ],
  formats: { 1: 'yyyy-mm-dd' },
};

const PERIOD: SampleSheet = {
  name: 'Period 2',
  rows: [
    ['Category', 'Item', 'Planned', 'Actual'],
    ['Income'],
    [null, 'Paycheck', 2000, 2000],
    ['Housing', 'Rent', 1200, 1200],
    [null, 'Power', 100, { formula: 'C5-10', result: 90 }],
    ['Subtotal', null, 3300, 3290],
  ],
};

const GRID: SampleSheet = {
  name: 'A Grid',
  rows: [
    ['Category', utcDate('2025-01-01'), utcDate('2025-02-01'), 'Total'],
    ['Rent', 1000, 1000, { formula: 'SUM(B2:C2)', result: 2000 }],
    ['Fun', 50.5, null, 50.5],
  ],
  formats: { B1: 'mmm yyyy', C1: 'mmm yyyy' },
};

afterAll(async () => {
  await closeWorkbookReaders();
});

describe('readWorkbookFile: files that read', () => {
  it('reads a multi-sheet .xlsx written by exceljs: every sheet, in workbook order, formulas by cached value', async () => {
    const workbook = await read(await xlsxBytes([LOG, PERIOD, GRID]), 'budget.xlsx');
    expect(workbook.sheets.map((sheet) => [sheet.name, sheet.layout])).toEqual([
      ['Transactions 2025', 'transaction-log'],
      ['Period 2', 'per-period'],
      ['A Grid', 'month-grid'],
    ]);
    const [log, period, grid] = workbook.sheets;
    expect(brief(log.rows)).toEqual([
      ['Food', 'Groceries', -8215, '2025-01-03'],
      ['Income', 'Paycheck', 250000, '2025-01-01'],
      ['Shopping', 'Clothes', 123450, '2025-01-20'],
      ['Shopping', 'Clothes', -1200, '2025-02-15'],
      ['Food', 'Snacks', 350, '2025-02-04'],
    ]);
    expect(log.rows.map((row) => row.description)).toEqual(['Corner Market', 'ACME', 'Shoe shop', 'Refund', 'Grocer']);
    expect(log).toMatchObject({ signed: true, earliestDate: '2025-01-01' });
    expect(brief(period.rows)).toEqual([
      ['Income', 'Paycheck', 200000, null],
      ['Housing', 'Rent', 120000, null],
      ['Housing', 'Power', 9000, null],
    ]);
    expect(grid.months).toEqual([
      { month: 1, year: 2025 },
      { month: 2, year: 2025 },
    ]);
    expect(brief(grid.rows)).toEqual([
      ['Rent', 'Rent', 100000, 0],
      ['Rent', 'Rent', 100000, 1],
      ['Fun', 'Fun', 5050, 0],
    ]);
  });

  it('reads an .xlsx written by SheetJS (workbook parts first in the archive)', async () => {
    const workbook = await read(sheetJsXlsxBytes([PERIOD, LOG]), 'other.xlsx');
    expect(workbook.sheets.map((sheet) => [sheet.name, sheet.layout, sheet.rows.length])).toEqual([
      ['Period 2', 'per-period', 3],
      ['Transactions 2025', 'transaction-log', 5],
    ]);
    expect(workbook.sheets[1].rows[0]).toEqual({
      category: 'Food',
      subcategory: 'Groceries',
      description: 'Corner Market',
      amountCents: -8215,
      date: '2025-01-03',
    });
  });

  it('reads a legacy .xls written by SheetJS, date cells included', async () => {
    const workbook = await read(xlsBytes([GRID, LOG]), 'old budget.xls');
    expect(workbook.sheets.map((sheet) => [sheet.name, sheet.layout])).toEqual([
      ['A Grid', 'month-grid'],
      ['Transactions 2025', 'transaction-log'],
    ]);
    expect(workbook.sheets[0].months).toEqual([
      { month: 1, year: 2025 },
      { month: 2, year: 2025 },
    ]);
    expect(brief(workbook.sheets[1].rows)).toEqual([
      ['Food', 'Groceries', -8215, '2025-01-03'],
      ['Income', 'Paycheck', 250000, '2025-01-01'],
      ['Shopping', 'Clothes', 123450, '2025-01-20'],
      ['Shopping', 'Clothes', -1200, '2025-02-15'],
      ['Food', 'Snacks', 350, '2025-02-04'],
    ]);
  });

  it('reads CSV text: one sheet named after the file, quotes, separators, BOM and CRLF', async () => {
    const csv =
      '\ufeffMy bank export\r\n' +
      'Date;Description;Category;Amount\r\n' +
      '2025-03-01;"Rent; March";Housing;-1200.00\r\n' +
      '03/02/2025;"Said ""hi""\nto the baker";Food;"-4,50"\r\n' + // not a US amount: no amount, skipped
      '03/03/2025;Coffee;Food;"$-3.25"\r\n' +
      ';;;\r\n' +
      '2025-03-04;Pay;Income;2500\r\n';
    const workbook = await read(Buffer.from(csv, 'utf8'), 'Checking March.csv');
    expect(workbook.sheets).toHaveLength(1);
    expect(workbook.sheets[0]).toMatchObject({
      name: 'Checking March',
      layout: 'transaction-log',
      signed: true,
      earliestDate: '2025-03-01',
    });
    expect(workbook.sheets[0].rows.map((row) => [row.description, row.amountCents, row.date])).toEqual([
      ['Rent; March', -120000, '2025-03-01'],
      ['Coffee', -325, '2025-03-03'],
      ['Pay', 250000, '2025-03-04'],
    ]);
  });

  it.each([
    ['semicolon CSV named .xlsx', 'budget.xlsx', Buffer.from('Date;Category;Amount\r\n2025-01-01;Food;-12.5\r\n2025-01-02;Pay;100\r\n')],
    ['CSV named .xls', 'budget.xls', Buffer.from('Date,Category,Amount\n2025-01-01,Food,-12.5\n2025-01-02,Pay,100\n')],
    [
      'UTF-16LE tab-separated text (BOM) named .csv',
      'budget.csv',
      Buffer.from('\ufeffDate\tCategory\tAmount\r\n2025-01-01\tFood\t-12.5\r\n2025-01-02\tPay\t100\r\n', 'utf16le'),
    ],
    [
      'UTF-16BE pipe-separated text (BOM) named .txt',
      'budget.txt',
      Buffer.from('\ufeffDate|Category|Amount\n2025-01-01|Food|-12.5\n2025-01-02|Pay|100\n', 'utf16le').swap16(),
    ],
  ])('reads %s as CSV, in the worker', async (_name, fileName, bytes) => {
    const workbook = await read(bytes, fileName);
    expect(
      workbook.sheets.map((sheet) => [sheet.name, sheet.layout, sheet.rows.map((row) => [row.category, row.amountCents, row.date])]),
    ).toEqual([
      [
        'budget',
        'transaction-log',
        [
          ['Food', -1250, '2025-01-01'],
          ['Pay', 10000, '2025-01-02'],
        ],
      ],
    ]);
  });

  it('reads an .xlsx from another tool: inline strings, no sharedStrings.xml, a worksheet not named sheet<n>.xml', async () => {
    const rows = [
      ['Date', 'Category', 'Amount'],
      ['2025-04-01', 'Food', -9.5],
      ['2025-04-02', 'Pay', 100],
    ];
    for (const sheetPath of ['xl/worksheets/sheet1.xml', 'xl/worksheets/data.xml']) {
      const bytes = await zipBytes(workbookParts(worksheetXml(rows), { sheetPath, sheetName: 'Bank export' }));
      const workbook = await read(bytes, 'export.xlsx');
      expect(workbook.sheets.map((sheet) => [sheet.name, sheet.layout, sheet.rows.map((row) => row.amountCents)])).toEqual([
        ['Bank export', 'transaction-log', [-950, 10000]],
      ]);
    }
  });

  it('returns a sheet without a header with no layout and a problem naming what it found', async () => {
    const workbook = await read(await xlsxBytes([{ name: 'Notes', rows: [['Shopping list'], ['Milk', 'Eggs', 'Bread']] }]), 'notes.xlsx');
    expect(workbook.sheets[0]).toMatchObject({ name: 'Notes', layout: null, rows: [] });
    expect(englishText(workbook.sheets[0].problem)).toMatch(/does not match any budget layout.*Found: "Milk", "Eggs", "Bread"\./);
  });

  it('leaves the caller’s buffer as it was', async () => {
    const buffer = Buffer.from('Date,Category,Amount\n2025-01-01,Food,1\n');
    const copy = Buffer.from(buffer);
    await read(buffer, 'small.csv');
    expect(buffer.equals(copy)).toBe(true);
  });
});

describe('readWorkbookFile: bad files, each a clear 4xx', () => {
  it('refuses an empty file (400)', async () => {
    await expectRefusal(read(Buffer.alloc(0), 'budget.xlsx'), 400, /The file is empty/);
  });

  it('refuses a file over the size limit (413)', async () => {
    await expectRefusal(
      read(Buffer.alloc(2048, 'a'), 'budget.csv', { ...LIMITS, maxBytes: 1024 }),
      413,
      /^The file is larger than 1 KB, the largest file OnTrack accepts\./,
    );
  });

  it('refuses random bytes named .xlsx (415)', async () => {
    await expectRefusal(read(randomBytes(4096), 'budget.xlsx'), 415, /named \.xlsx but is not a spreadsheet/);
  });

  it('refuses a truncated .xlsx (400)', async () => {
    const whole = await xlsxBytes([LOG]);
    await expectRefusal(read(whole.subarray(0, Math.floor(whole.length / 2)), 'budget.xlsx'), 400, /damaged or incomplete/);
  });

  it('refuses an .xlsx whose worksheet is not well-formed XML (400)', async () => {
    const bytes = await zipBytes(workbookParts(Buffer.from('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><<<<')));
    await expectRefusal(read(bytes, 'budget.xlsx'), 400, /damaged or incomplete/);
  });

  it('refuses a zip bomb before parsing: 250 MB of zeros packed into a few hundred KB (413)', async () => {
    const bomb = await zipBytes(workbookParts([{ chunk: Buffer.alloc(1024 * 1024), repeat: 250 }]));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefusal(read(bomb, 'budget.xlsx'), 413, /unpacks to more than 200 MB/);
  });

  it('refuses an archive of too many parts (413)', async () => {
    const parts = workbookParts(Buffer.from('<worksheet/>'));
    for (let i = 0; i < 10_000; i += 1) parts.push({ name: `xl/media/p${i}.xml`, data: Buffer.from('x') });
    await expectRefusal(read(await zipBytes(parts), 'budget.xlsx'), 413, /more than 10,000 parts/);
  });

  it('refuses a zip that is not a workbook, named .xlsx (415)', async () => {
    const docx = await zipBytes([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<document/>') },
    ]);
    await expectRefusal(read(docx, 'budget.xlsx'), 415, /zip archive but not an Excel workbook/);
  });

  it('refuses a password-protected workbook (400)', async () => {
    await expectRefusal(read(encryptedXlsxBytes(), 'budget.xlsx'), 400, /password-protected.*Remove the password/);
  });

  it('refuses a damaged OLE2 file named .xls (400)', async () => {
    const bytes = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(2000, 7)]);
    await expectRefusal(read(bytes, 'budget.xls'), 400, /\.xls file is damaged/);
  });

  it.each([
    [
      'xlsx bytes named .pdf',
      'xlsx',
      'statement.pdf',
      /reads \.xlsx, \.xls, \.csv, \.tsv, \.txt, \.ofx, \.qfx, \.qif or \.xml files, not \.pdf files/,
    ],
    ['a file without an extension', 'csv', 'budget', /this file has no extension/],
    ['HTML named .xls', 'html', 'export.xls', /named \.xls but holds plain text/],
    ['xlsx bytes named .csv', 'xlsx', 'budget.csv', /named \.csv but holds an Excel workbook \(\.xlsx\)\. Rename it to \.xlsx/],
    ['xlsx bytes named .xls', 'xlsx', 'budget.xls', /named \.xls but holds an Excel workbook \(\.xlsx\)/],
    ['xls bytes named .xlsx', 'xls', 'budget.xlsx', /named \.xlsx but holds a legacy Excel workbook \(\.xls\)/],
  ])('refuses %s (415)', async (_name, kind, fileName, pattern) => {
    const bytes =
      kind === 'xlsx'
        ? await xlsxBytes([LOG])
        : kind === 'xls'
          ? xlsBytes([LOG])
          : kind === 'html'
            ? Buffer.from('<html><table><tr><td>Date</td></tr></table></html>')
            : Buffer.from('Date,Category,Amount\n2025-01-01,Food,1\n');
    await expectRefusal(read(bytes, fileName), 415, pattern);
  });

  // Windows-1252 (Latin-1) text is read, never refused as "not a spreadsheet".
  it('reads CSV that is not UTF-8 but Windows-1252 text, and says so', async () => {
    const latin1 = Buffer.from('Date,Category,Amount\n2025-01-01,Caf\xe9,1\n', 'latin1');
    const workbook = await read(latin1, 'budget.csv');
    expect(workbook.sheets[0].rows.map((row) => [row.category, row.amountCents])).toEqual([['Café', 100]]);
    expect(englishText(workbook.sheets[0].reading!.warnings[0])).toMatch(
      /^The file "budget.csv" is not Unicode text: it was read as Windows-1252/,
    );
  });

  it('refuses bytes that are no text in any encoding as a file it cannot read (415)', async () => {
    await expectRefusal(
      read(Buffer.from([0x44, 0x61, 0x74, 0x65, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x9c, 0x00]), 'budget.csv'),
      415,
      /not a spreadsheet OnTrack can read/,
    );
  });

  it('refuses a sheet past 200,000 rows (413), naming the sheet', async () => {
    const lines = ['Date,Category,Amount'];
    for (let i = 0; i < 200_020; i += 1) lines.push(`2025-01-01,Food,${(i % 90) + 1}`);
    const csv = Buffer.from(lines.join('\n'));
    expect(csv.length).toBeLessThan(LIMITS.maxBytes);
    await expectRefusal(read(csv, 'huge.csv'), 413, /Sheet "huge" takes the workbook past 200,000 rows/);
  });

  describe('the row limit, exactly, in every reader', () => {
    const limits = { ...LIMITS, maxRows: 40 };
    const log = (name: string, dataRows: number): SampleSheet => ({
      name,
      rows: [['Date', 'Category', 'Amount'], ...Array.from({ length: dataRows }, (_, i) => [utcDate('2025-01-01'), 'Food', i + 1])],
    });

    it.each([
      ['xlsx', 'b.xlsx'],
      ['xls', 'b.xls'],
      ['csv', 'b.csv'],
    ])('%s: the limit passes, one more row is refused', async (kind, fileName) => {
      const bytes = async (sheets: SampleSheet[]) =>
        kind === 'xlsx'
          ? xlsxBytes(sheets)
          : kind === 'xls'
            ? xlsBytes(sheets)
            : Buffer.from(
                sheets[0].rows
                  .map((row) =>
                    row
                      .map(plainValue)
                      .map((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '')))
                      .join(','),
                  )
                  .join('\n'),
              );
      // 40 data rows pass, split over sheets or not; one more is refused.
      const ok = await read(await bytes(kind === 'csv' ? [log('b', 40)] : [log('One', 25), log('Two', 15)]), fileName, limits);
      expect(ok.sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0)).toBe(40);
      const oneMore = kind === 'csv' ? [log('b', 41)] : [log('One', 25), log('Two', 16)];
      await expectRefusal(read(await bytes(oneMore), fileName, limits), 413, /holds more than 40 amounts/);
      // Far more rows are refused while reading, at the sheet that goes past the limit.
      const farMore = kind === 'csv' ? [log('b', 60)] : [log('One', 25), log('Two', 60)];
      await expectRefusal(
        read(await bytes(farMore), fileName, limits),
        413,
        kind === 'csv' ? /Sheet "b" takes the workbook past 40 rows/ : /Sheet "Two" takes the workbook past 40 rows/,
      );
    });

    it('counts a month grid’s amounts too', async () => {
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
      const grid = {
        name: 'Grid',
        rows: [['Item', ...months], ...Array.from({ length: 10 }, (_, i) => [`Item ${i}`, ...months.map(() => 1)])],
      };
      await expectRefusal(read(await xlsxBytes([grid]), 'grid.xlsx', limits), 413, /holds more than 40 amounts/);
    });
  });
});

describe('readWorkbookFile: the worker’s limits', () => {
  it('stops a parse that outlasts its time (413) and reads the next file normally', async () => {
    // 20,000 rows: far more than 50 ms to read on any machine (a 5-row log could be read in time by a warm worker).
    const slow: SampleSheet = {
      ...LOG,
      rows: [
        ...LOG.rows.slice(0, 3),
        ...Array.from({ length: 20_000 }, () => [utcDate('2025-01-03'), 'Corner Market', 'Food', 'Groceries', -82.15]),
      ],
    };
    await expectRefusal(
      read(await xlsxBytes([slow]), 'slow.xlsx', { ...LIMITS, timeoutMs: 50 }),
      413,
      /took longer than 1 second, so OnTrack stopped/,
    );
    const workbook = await read(await xlsxBytes([LOG]), 'fine.xlsx');
    expect(workbook.sheets[0].rows).toHaveLength(5);
  });

  it('ends a worker that runs out of heap (413) and keeps serving', async () => {
    // One 300 MB cell: a small file, but reading it needs far more than the 96 MB heap given.
    const bytes = await zipBytes(workbookParts(hugeCellSheet(300)));
    const limits = { ...LIMITS, maxHeapMb: 96, maxExpandedBytes: 1024 * 1024 * 1024 };
    await expectRefusal(read(bytes, 'hog.xlsx', limits), 413, /needs more memory to read than OnTrack allows/);
    const workbook = await read(await xlsxBytes([PERIOD]), 'fine.xlsx');
    expect(workbook.sheets[0].rows).toHaveLength(3);
  });

  it('answers 503 at once when too many files wait for a worker', async () => {
    const pool = new WorkbookParserPool({ maxWorkers: 1, maxQueue: 0, idleMs: 1000 });
    const csv = (text: string) => ({ buffer: Buffer.from(text), fileName: 'a.csv' });
    const first = readWorkbookFile(csv('Date,Category,Amount\n2025-01-01,Food,1\n'), LIMITS, {}, pool);
    await expectRefusal(
      readWorkbookFile(csv('Date,Category,Amount\n2025-01-02,Food,2\n'), LIMITS, {}, pool),
      503,
      /reading many workbooks right now/,
    );
    expect((await first).sheets[0].rows).toHaveLength(1);
    await pool.close();
  });
});
