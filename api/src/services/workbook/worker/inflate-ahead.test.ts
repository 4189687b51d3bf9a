import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { readLeanXlsxGrids, readLeanXlsxTables } from '../xlsx/lean-reader';
import { RowBudget } from '../grids/row-budget';
import { inflateWorksheets, PRE_INFLATED_MAX_BYTES, withInflatedWorksheets } from './inflate-ahead';
import { readZipDirectory, type ZipDirectory } from '../zip';

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const log = book.addWorksheet('Log');
  log.addRow(['Date', 'Description', 'Category', 'Amount']);
  for (let i = 0; i < 300; i += 1)
    log
      .addRow([new Date(Date.UTC(2025, 0, 1 + (i % 60))), `Shop ${i % 7} & co`, i % 2 ? 'Food' : 'Rent', -(i % 40) - 0.25])
      .getCell(1).numFmt = 'yyyy-mm-dd';
  book.addWorksheet('Notes').addRow(['Café', 'naïve €']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The directory with one entry changed. */
function changed(directory: ZipDirectory, name: string, change: Partial<ZipDirectory['entries'][number]>): ZipDirectory {
  return { ...directory, entries: directory.entries.map((entry) => (entry.name === name ? { ...entry, ...change } : entry)) };
}

describe('inflateWorksheets', () => {
  it('inflates every worksheet part, byte for byte, and nothing else', async () => {
    const buffer = await workbook();
    const inflated = await inflateWorksheets(buffer, await readZipDirectory(buffer, 64 * 1024 * 1024));
    const parts = unzipSync(buffer);
    expect([...inflated.keys()].sort()).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    for (const [name, bytes] of inflated) {
      expect(Buffer.from(bytes).equals(Buffer.from(parts[name]))).toBe(true);
      // Its own memory, so it can be moved to the worker.
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
    }
  });

  it('leaves to the worker a part that is not what the directory records (CRC-32, size) and what is past the bound', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const sheet1 = directory.entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    const names = async (tampered: ZipDirectory) => [...(await inflateWorksheets(buffer, tampered)).keys()];
    expect(await names(changed(directory, sheet1.name, { crc32: (sheet1.crc32 + 1) >>> 0 }))).toEqual(['xl/worksheets/sheet2.xml']);
    // Declared smaller than it inflates to (a zip bomb's lie): stopped at the declared size.
    expect(await names(changed(directory, sheet1.name, { uncompressedSize: 100 }))).toEqual(['xl/worksheets/sheet2.xml']);
    expect(await names(changed(directory, sheet1.name, { uncompressedSize: sheet1.uncompressedSize + 1 }))).toEqual([
      'xl/worksheets/sheet2.xml',
    ]);
    expect(await names(changed(directory, sheet1.name, { uncompressedSize: PRE_INFLATED_MAX_BYTES + 1 }))).toEqual([
      'xl/worksheets/sheet2.xml',
    ]);
  });

  it('gives the lean reader the same grids and tables as it reads itself, the parts counted as checked', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const inflated = await inflateWorksheets(buffer, directory);
    const verified = new Set<string>();
    expect(await readLeanXlsxGrids(buffer, directory, new RowBudget(1000), verified, inflated)).toEqual(
      await readLeanXlsxGrids(buffer, directory, new RowBudget(1000)),
    );
    expect([...verified].sort()).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    expect(await readLeanXlsxTables(buffer, directory, new RowBudget(1000), {}, new Set(), inflated)).toEqual(
      await readLeanXlsxTables(buffer, directory, new RowBudget(1000)),
    );
  });

  it('is what the lean reader reads: a sheet comes from the inflated bytes it is given, not from the zip', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const inflated = await inflateWorksheets(buffer, directory);
    // Sheet 1's part given sheet 2's bytes: what the reader shows as "Log" is then "Notes"'s cells.
    const swapped = new Map(inflated).set('xl/worksheets/sheet1.xml', inflated.get('xl/worksheets/sheet2.xml')!);
    const [log, notes] = (await readLeanXlsxGrids(buffer, directory, new RowBudget(1000), new Set(), swapped))!;
    expect(log.name).toBe('Log');
    expect(log.rows).toEqual(notes.rows);
    expect(log.rows).toHaveLength(1);
  });

  it('reads a pre-inflated sheet larger than its text chunks, multi-byte characters across their edges included', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Big');
    // Text of mixed widths in the worksheet itself (a formula's cached text, not a shared string), far
    // past one 64 KB text chunk, so multi-byte characters fall across chunk edges.
    for (let i = 0; i < 4000; i += 1) sheet.addRow([{ formula: 'TRIM("x")', result: `Café ${i} — naïve € ✓ ${'é'.repeat(i % 37)}` }, i]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const inflated = await inflateWorksheets(buffer, directory);
    const part = Buffer.from(inflated.get('xl/worksheets/sheet1.xml')!);
    expect(part.length).toBeGreaterThan(256 * 1024);
    expect(part.toString('utf8')).toContain('naïve € ✓');
    expect(await readLeanXlsxGrids(buffer, directory, new RowBudget(10_000), new Set(), inflated)).toEqual(
      await readLeanXlsxGrids(buffer, directory, new RowBudget(10_000)),
    );
  });

  it('is what a worker gets with an .xlsx job (withInflatedWorksheets), any other job as it is', async () => {
    const buffer = await workbook();
    const zipDirectory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const job = { kind: 'xlsx' as const, buffer, fileName: 'log.xlsx', extension: '.xlsx', maxRows: 1000, zipDirectory };
    const withParts = await withInflatedWorksheets(job);
    expect(withParts.kind === 'xlsx' && [...withParts.inflated!.keys()].sort()).toEqual([
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect(await withInflatedWorksheets(withParts)).toBe(withParts);
    const csv = { kind: 'csv' as const, buffer: Buffer.from('a,b\n'), fileName: 'a.csv', extension: '.csv', maxRows: 10 };
    expect(await withInflatedWorksheets(csv)).toBe(csv);
  });
});
