import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { lyingWorkbook } from '../../../../test/support/workflow';
import type { SheetGrid } from '../../../domain/workbook/types';
import { readZipDirectory } from '../zip';
import { readSheetTables } from '../../../domain/workbook/reading/read-sheet';
import { HEADER_SEARCH_ROWS } from '../../../domain/workbook/tables/find-tables';
import { isDateFormat } from './dates';
import { readLeanXlsxGrids, readLeanXlsxTables } from './lean-reader';
import { RowBudget } from '../grids/row-budget';
import { readXlsxGrids } from './exceljs-reader';

const DAY = Date.UTC(2025, 0, 1);

function fill(workbook: ExcelJS.Workbook): void {
  const log = workbook.addWorksheet('Log');
  log.addRow(['Date', 'Description', 'Category', 'Amount', 'Double', 'Paid']);
  for (let i = 0; i < 40; i += 1) {
    const row = log.addRow([
      new Date(DAY + i * 86_400_000),
      `Shop ${i % 3}`,
      i % 2 ? 'Food' : 'Income',
      i * 1.25 - 10,
      { formula: `D${i + 2}*2`, result: (i * 1.25 - 10) * 2 || 0.5 },
      i % 4 === 0,
    ]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    row.getCell(4).numFmt = '#,##0.00;[Red]-#,##0.00';
  }
  // A gap of blank rows, a cell far right, a text formula, an error formula and one never calculated.
  log.getCell('A50').value = 'after the gap';
  log.getCell('H50').value = { formula: 'B2&"!"', result: 'Shop 0!' };
  log.getCell('B51').value = { formula: '1/0', result: { error: '#DIV/0!' } };
  log.getCell('C51').value = { formula: 'A1' };
  log.getCell('D51').value = 'x';
  const months = workbook.addWorksheet('Months & more');
  months.addRow(['Category', 'Jan 2025', 'Feb 2025']);
  months.addRow(['Rent', 1200, 1200.5]);
  months.addRow([{ richText: [{ text: 'Gro' }, { font: { bold: true }, text: 'ceries' }] }, 300, 310]);
  const time = months.getCell('D2');
  time.value = new Date(Date.UTC(2025, 1, 3, 14, 30));
  time.numFmt = 'dd/mm/yyyy hh:mm';
  workbook.addWorksheet('Empty');
}

async function inMemory(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The streaming writer puts worksheets before sharedStrings.xml and workbook.xml in the zip. */
async function streamed(useSharedStrings = true): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lean-xlsx-'));
  try {
    const file = path.join(dir, 'streamed.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useStyles: true, useSharedStrings });
    fill(writer);
    for (const sheet of (writer as unknown as { _worksheets: ({ commit(): void } | undefined)[] })._worksheets) sheet?.commit();
    await writer.commit();
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bothReaders(buffer: Buffer): Promise<{ lean: SheetGrid[] | null; exceljs: SheetGrid[] | null; entries: string[] }> {
  const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
  return {
    lean: await readLeanXlsxGrids(buffer, directory, new RowBudget(1000)),
    exceljs: await readXlsxGrids(buffer, directory, new RowBudget(1000)),
    entries: [...directory.entries].sort((a, b) => a.offset - b.offset).map((entry) => entry.name),
  };
}

describe('readLeanXlsxGrids', () => {
  it.each([
    ['shared strings', () => inMemory()],
    // exceljs's in-memory writer always shares strings; its streaming writer can write them in the cells.
    ['strings in the cells (t="str")', () => streamed(false)],
    ['worksheets before sharedStrings in the zip', () => streamed(true)],
  ])('reads the same grids as the exceljs reader (%s)', async (_name, make) => {
    const { lean, exceljs, entries } = await bothReaders(await make());
    expect(lean).not.toBeNull();
    if (_name.includes('t="str"')) {
      // exceljs keeps only the last run of rich text written in a cell; the lean reader joins them all.
      expect(exceljs![1].rows[2][0]).toBe('ceries');
      exceljs![1].rows[2][0] = 'Groceries';
    }
    expect(lean).toEqual(exceljs);
    expect(lean!.map((grid) => grid.name)).toEqual(['Log', 'Months & more', 'Empty']);
    const log = lean![0].rows;
    expect(log[1]).toEqual([new Date(DAY), 'Shop 0', 'Income', -10, -20, true]);
    expect(log[48]).toEqual([]); // blank rows kept as rows
    expect(log[49]).toEqual(['after the gap', null, null, null, null, null, null, 'Shop 0!']);
    expect(log[50]).toEqual([null, null, null, 'x']); // error and uncalculated formulas: no value
    expect(lean![1].rows[2]).toEqual(['Groceries', 300, 310]);
    expect(lean![1].rows[1][3]).toEqual(new Date(Date.UTC(2025, 1, 3, 14, 30)));
    expect(lean![2].rows).toEqual([]);
    if (_name.startsWith('worksheets'))
      expect(entries.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(entries.indexOf('xl/sharedStrings.xml'));
  });

  it("keeps a formula's cached 0 (exceljs drops a falsy result)", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Log').addRow([0, { formula: 'A1*2', result: 0 }]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    expect((await readLeanXlsxGrids(buffer, directory, new RowBudget(10)))![0].rows).toEqual([[0, 0]]);
  });

  it('marks the sheets the workbook hides (state hidden or veryHidden), as the exceljs reader does', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Log').addRow(['Date', 'Category', 'Amount']);
    workbook.addWorksheet('Lists').state = 'hidden';
    workbook.getWorksheet('Lists')!.addRow(['Food', 'Rent']);
    workbook.addWorksheet('Calc', { state: 'veryHidden' }).addRow([1]);
    workbook.addWorksheet('Shown', { state: 'visible' });
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const { lean, exceljs } = await bothReaders(buffer);
    const flags = (grids: SheetGrid[] | null) => grids!.map((grid) => [grid.name, grid.hidden ?? false]);
    const expected = [
      ['Log', false],
      ['Lists', true],
      ['Calc', true],
      ['Shown', false],
    ];
    expect(flags(lean)).toEqual(expected);
    expect(flags(exceljs)).toEqual(expected);
    // Read like any other sheet; a visible sheet carries no flag at all.
    expect(lean![1].rows).toEqual([['Food', 'Rent']]);
    expect(lean![0]).not.toHaveProperty('hidden');
    expect(exceljs![0]).not.toHaveProperty('hidden');
  });

  it("gives cells of one date one shared Date, and each row an array of exactly its width (a 200k-row log's memory)", async () => {
    const workbook = new ExcelJS.Workbook();
    const log = workbook.addWorksheet('Log');
    log.addRow(['Date', 'Description', 'Amount']);
    for (const [day, text, amount] of [
      [1, 'Coffee', -3.5],
      [1, 'Lunch', -12],
      [2, 'Coffee', -3.5],
    ] as const) {
      const row = log.addRow([new Date(Date.UTC(2025, 0, day)), text, amount]);
      row.getCell(1).numFmt = 'yyyy-mm-dd';
    }
    log.getCell('F6').value = 'far right';
    log.getCell('A6').value = 'short';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const rows = (await readLeanXlsxGrids(buffer, directory, new RowBudget(10)))![0].rows;
    const [first, second, third] = [rows[1][0], rows[2][0], rows[3][0]] as Date[];
    expect([first, second, third].map((date) => date.toISOString().slice(0, 10))).toEqual(['2025-01-01', '2025-01-01', '2025-01-02']);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(rows.map((row) => row.length)).toEqual([3, 3, 3, 3, 0, 6]);
  });

  it("names the currency most of a sheet's amount formats show (a CHF budget), and none where no format shows one", async () => {
    const workbook = new ExcelJS.Workbook();
    const budget = workbook.addWorksheet('Budget');
    budget.addRow(['Category', 'Actual']);
    for (const [label, amount] of [
      ['Rent', 1900],
      ['Food', 688.4],
      ['Taxes', 951.4],
    ] as const) {
      budget.addRow([label, amount]).getCell(2).numFmt = '_-* #,##0.0 [$CHF-100C]_-;-* #,##0.0 [$CHF-100C]_-';
    }
    budget.getCell('C2').value = 5;
    budget.getCell('C2').numFmt = '"$"#,##0';
    const plain = workbook.addWorksheet('Plain');
    plain.addRow(['Category', 'Actual']);
    plain.addRow(['Rent', 1200]).getCell(2).numFmt = '#,##0.00';
    const dated = workbook.addWorksheet('Dated');
    dated.addRow([new Date(Date.UTC(2025, 0, 1)), 3]).getCell(1).numFmt = '[$-409]mmmm d, yyyy';
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const grids = (await readLeanXlsxGrids(buffer, directory, new RowBudget(10)))!;
    expect(grids.map((grid) => grid.currency ?? null)).toEqual(['CHF', null, null]);
  });

  it('counts rows against the budget and throws the 413 past it', async () => {
    const buffer = await inMemory();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    await expect(readLeanXlsxGrids(buffer, directory, new RowBudget(5))).rejects.toMatchObject({ status: 413 });
  });

  it('refuses a part that inflates past the size its central directory declares (400), without inflating it whole', async () => {
    // 64 MB of shared strings declared as 100 bytes: the unpacked-size check cannot see it.
    const buffer = await lyingWorkbook(64);
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    expect(directory.entries.find((entry) => entry.name === 'xl/sharedStrings.xml')).toMatchObject({ uncompressedSize: 100 });
    await expect(readLeanXlsxGrids(buffer, directory, new RowBudget(1000))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^This \.xlsx file is damaged or incomplete/),
    });
  });

  it('checks each worksheet it reads against the size and CRC-32 its directory records, so it is inflated once', async () => {
    const buffer = await inMemory();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const verified = new Set<string>();
    expect(await readLeanXlsxGrids(buffer, directory, new RowBudget(1000), verified)).not.toBeNull();
    expect([...verified].sort()).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet3.xml']);
    // Bytes that inflate cleanly to the wrong text: only the CRC tells.
    const wrongCrc = {
      ...directory,
      entries: directory.entries.map((entry) =>
        entry.name === 'xl/worksheets/sheet2.xml' ? { ...entry, crc32: (entry.crc32 + 1) >>> 0 } : entry,
      ),
    };
    await expect(readLeanXlsxGrids(buffer, wrongCrc, new RowBudget(1000))).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/damaged or incomplete/),
    });
    await expect(readLeanXlsxTables(buffer, wrongCrc, new RowBudget(1000))).rejects.toMatchObject({ status: 400 });
  });

  /** The workbook with one part's text changed (zipped again, deflated). */
  function withPart(buffer: Buffer, name: string, change: (xml: string) => string): Buffer {
    const parts = unzipSync(buffer);
    parts[name] = strToU8(change(strFromU8(parts[name])));
    return Buffer.from(zipSync(parts));
  }

  it('reads a worksheet the XML scanner leaves to saxes (a DOCTYPE, a processing instruction) exactly as it reads the others, its rows counted once', async () => {
    const buffer = await inMemory();
    const { lean } = await bothReaders(buffer);
    const withDoctype = withPart(buffer, 'xl/worksheets/sheet2.xml', (xml) =>
      xml.replace('<worksheet ', '<!DOCTYPE worksheet><worksheet '),
    );
    expect((await bothReaders(withDoctype)).lean).toEqual(lean);
    // Found after all of the sheet's rows were read and counted: read again by saxes from its first row.
    const withInstruction = withPart(buffer, 'xl/worksheets/sheet1.xml', (xml) => xml.replace('</worksheet>', '<?app keep?></worksheet>'));
    const directory = await readZipDirectory(withInstruction, 64 * 1024 * 1024);
    // The first sheet exactly at the limit (it has HEADER_SEARCH_ROWS on top): a row counted twice would be past it.
    const limit = lean![0].rows.filter((row) => row.length > 0).length - HEADER_SEARCH_ROWS;
    expect(await readLeanXlsxGrids(withInstruction, directory, new RowBudget(limit))).toEqual(lean);
    await expect(readLeanXlsxGrids(withInstruction, directory, new RowBudget(limit - 1))).rejects.toMatchObject({ status: 413 });
  });

  it('answers null (exceljs then judges it) for a worksheet that is not well-formed XML, as with saxes alone', async () => {
    const buffer = withPart(await inMemory(), 'xl/worksheets/sheet1.xml', (xml) => xml.replace('</row>', '</c></row>'));
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    expect(await readLeanXlsxGrids(buffer, directory, new RowBudget(1000))).toBeNull();
  });

  it('answers null (exceljs then reads it) for a workbook part it cannot find', async () => {
    const buffer = await inMemory();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const withoutSheet = { ...directory, entries: directory.entries.filter((entry) => entry.name !== 'xl/worksheets/sheet2.xml') };
    expect(await readLeanXlsxGrids(buffer, withoutSheet, new RowBudget(1000))).toBeNull();
  });

  it.each([
    ['yyyy-mm-dd', true],
    ['dd/mm/yyyy hh:mm', true],
    ['#,##0.00;[Red]-#,##0.00', false],
    ['0.00 "days"', false],
    ['General', false],
  ])('isDateFormat(%s) is %s', (code, expected) => {
    expect(isDateFormat(code)).toBe(expected);
  });
});

describe('readLeanXlsxTables', () => {
  /** A workbook of a long log, a long log with a budget beside it far down, and a small budget. */
  async function longLogs(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const cells = (i: number) => [
      new Date(DAY + (i % 400) * 86_400_000),
      `Shop ${i % 7}`,
      ['Food', 'Rent', 'Pay'][i % 3],
      i % 3 === 2 ? 2500 : -(i % 40) - 0.75,
    ];
    const log = workbook.addWorksheet('Log');
    log.addRow(['My transactions']);
    log.addRow([]);
    log.addRow(['Date', 'Description', 'Category', 'Amount']);
    for (let i = 0; i < 2000; i += 1) log.addRow(i % 150 === 9 ? [] : cells(i)).getCell(1).numFmt = 'yyyy-mm-dd';
    const beside = workbook.addWorksheet('Log and budget');
    beside.addRow(['Date', 'Description', 'Category', 'Amount']);
    for (let i = 0; i < 2000; i += 1) beside.addRow(cells(i)).getCell(1).numFmt = 'yyyy-mm-dd';
    beside.getCell('F1500').value = 'Category';
    beside.getCell('G1500').value = 'Actual';
    beside.getCell('F1501').value = 'Rent';
    beside.getCell('G1501').value = 1200;
    const budget = workbook.addWorksheet('Budget');
    budget.addRow(['Category', 'Actual']);
    budget.addRow(['Rent', 1200]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it("reads each sheet's tables exactly as the whole grids read, a sheet read again as a grid counted once against the row limit", async () => {
    const buffer = await longLogs();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const grids = (await readLeanXlsxGrids(buffer, directory, new RowBudget(5000)))!;
    // 3,989 non-empty rows in the first two sheets, 2 × 15 allowed for titles and headers: exactly
    // at the limit, the sheet read twice counted once.
    const tables = await readLeanXlsxTables(buffer, directory, new RowBudget(3989 - 30));
    expect(tables).toEqual(grids.flatMap((grid) => readSheetTables(grid)));
    expect(tables!.map((table) => `${table.name} ${table.range} ${table.rows.length}`)).toEqual([
      'Log A3:D2003 1986',
      'Log and budget A1:D2001 2000',
      'Log and budget F1500:G1501 1',
      'Budget A1:B2 1',
    ]);
    await expect(readLeanXlsxGrids(buffer, directory, new RowBudget(3989 - 31))).rejects.toThrow(/past 3,958 rows/);
    await expect(readLeanXlsxTables(buffer, directory, new RowBudget(3989 - 31))).rejects.toThrow(/past 3,958 rows/);
  });

  it("reads with the user's settings as parseWorkbook does", async () => {
    const buffer = await longLogs();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const read = { sheets: { Log: { tables: [{ skip: true }] } } };
    const grids = (await readLeanXlsxGrids(buffer, directory, new RowBudget(5000)))!;
    expect(await readLeanXlsxTables(buffer, directory, new RowBudget(5000), read)).toEqual(
      grids.flatMap((grid) => readSheetTables(grid, read)),
    );
  });
});
