import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { readLeanXlsxGrids, readLeanXlsxTables } from '../xlsx/lean-reader';
import { RowBudget } from '../grids/row-budget';
import type { MessagePort } from 'node:worker_threads';
import { inflatedMessages, PRE_INFLATED_MAX_BYTES, withStreamedWorksheets } from './inflate-ahead';
import type { FileJob } from './job';
import { readZipDirectory, type InflatedMessage, type ZipDirectory } from '../zip';

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

const xlsxJob = (buffer: Buffer, zipDirectory: ZipDirectory): FileJob => ({
  kind: 'xlsx',
  buffer,
  fileName: 'log.xlsx',
  extension: '.xlsx',
  maxRows: 10_000,
  zipDirectory,
});

/**
 * What a worker would get, read here in the same thread: each streamed worksheet's messages by
 * name, started as the pool starts them once the job is posted.
 */
function streamed(buffer: Buffer, directory: ZipDirectory): Map<string, AsyncIterable<InflatedMessage>> {
  const { job, start } = withStreamedWorksheets(xlsxJob(buffer, directory));
  const ports = (job as FileJob).inflated ?? new Map<string, MessagePort>();
  const messages = new Map([...ports].map(([name, port]) => [name, inflatedMessages(port)]));
  start();
  return messages;
}

/** A streamed part's bytes and whether the main thread found it intact. */
async function collected(
  messages: AsyncIterable<InflatedMessage>,
): Promise<{ bytes: Buffer; intact: boolean | null; chunks: Uint8Array[] }> {
  const chunks: Uint8Array[] = [];
  let intact: boolean | null = null;
  for await (const message of messages) {
    if ('end' in message) intact = message.intact;
    else chunks.push(message.chunk);
  }
  return { bytes: Buffer.concat(chunks), intact, chunks };
}

describe('withStreamedWorksheets', () => {
  it('streams every deflated worksheet part, byte for byte, each chunk in memory of its own, and nothing else', async () => {
    const buffer = await workbook();
    const parts = unzipSync(buffer);
    const messages = streamed(buffer, await readZipDirectory(buffer, 64 * 1024 * 1024));
    expect([...messages.keys()].sort()).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    for (const [name, part] of messages) {
      const { bytes, intact, chunks } = await collected(part);
      expect(intact).toBe(true);
      expect(bytes.equals(Buffer.from(parts[name]))).toBe(true);
      // Moved to the worker, not copied: each chunk owns its whole buffer.
      for (const chunk of chunks) expect(chunk.byteLength).toBe(chunk.buffer.byteLength);
    }
  });

  it('ends a part that is not what the directory records (CRC-32, size) as not intact, and leaves what is past the bound to the worker', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const sheet1 = directory.entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    const verdict = async (tampered: ZipDirectory) => (await collected(streamed(buffer, tampered).get(sheet1.name)!)).intact;
    expect(await verdict(changed(directory, sheet1.name, { crc32: (sheet1.crc32 + 1) >>> 0 }))).toBe(false);
    // Declared smaller than it inflates to (a zip bomb's lie): stopped at the declared size.
    const bomb = await collected(streamed(buffer, changed(directory, sheet1.name, { uncompressedSize: 100 })).get(sheet1.name)!);
    expect(bomb.intact).toBe(false);
    expect(bomb.bytes.length).toBe(0);
    expect(await verdict(changed(directory, sheet1.name, { uncompressedSize: sheet1.uncompressedSize + 1 }))).toBe(false);
    expect([...streamed(buffer, changed(directory, sheet1.name, { uncompressedSize: PRE_INFLATED_MAX_BYTES + 1 })).keys()]).toEqual([
      'xl/worksheets/sheet2.xml',
    ]);
  });

  it('gives the lean reader the same grids and tables as it reads itself, the parts counted as checked', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const verified = new Set<string>();
    expect(await readLeanXlsxGrids(buffer, directory, new RowBudget(1000), verified, streamed(buffer, directory))).toEqual(
      await readLeanXlsxGrids(buffer, directory, new RowBudget(1000)),
    );
    expect([...verified].sort()).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    expect(await readLeanXlsxTables(buffer, directory, new RowBudget(1000), {}, new Set(), streamed(buffer, directory))).toEqual(
      await readLeanXlsxTables(buffer, directory, new RowBudget(1000)),
    );
  });

  it('is what the lean reader reads: a sheet comes from the chunks it is given, not from the zip', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const messages = streamed(buffer, directory);
    // Sheet 1's part given sheet 2's chunks: what the reader shows as "Log" is then "Notes"'s cells.
    const swapped = new Map(messages).set('xl/worksheets/sheet1.xml', messages.get('xl/worksheets/sheet2.xml')!);
    swapped.delete('xl/worksheets/sheet2.xml');
    const [log, notes] = (await readLeanXlsxGrids(buffer, directory, new RowBudget(1000), new Set(), swapped))!;
    expect(log.name).toBe('Log');
    expect(log.rows).toEqual(notes.rows);
    expect(log.rows).toHaveLength(1);
  });

  it('refuses the file as damaged when the main thread found a streamed part was not intact', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const sheet1 = directory.entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    const tampered = changed(directory, sheet1.name, { crc32: (sheet1.crc32 + 1) >>> 0 });
    await expect(readLeanXlsxGrids(buffer, directory, new RowBudget(1000), new Set(), streamed(buffer, tampered))).rejects.toMatchObject({
      status: 400,
    });
  });

  it('reads a streamed sheet larger than its text chunks, multi-byte characters across their edges included', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Big');
    // Text of mixed widths in the worksheet itself (a formula's cached text, not a shared string), far
    // past one 256 KB inflated chunk, so multi-byte characters fall across chunk edges.
    for (let i = 0; i < 8000; i += 1) sheet.addRow([{ formula: 'TRIM("x")', result: `Café ${i} — naïve € ✓ ${'é'.repeat(i % 37)}` }, i]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const part = await collected(streamed(buffer, directory).get('xl/worksheets/sheet1.xml')!);
    expect(part.chunks.length).toBeGreaterThan(1);
    expect(part.bytes.toString('utf8')).toContain('naïve € ✓');
    expect(await readLeanXlsxGrids(buffer, directory, new RowBudget(10_000), new Set(), streamed(buffer, directory))).toEqual(
      await readLeanXlsxGrids(buffer, directory, new RowBudget(10_000)),
    );
  });

  it('streams only for an .xlsx job; any other job is as it was, with nothing to start', () => {
    const csv = { kind: 'csv' as const, buffer: Buffer.from('a,b\n'), fileName: 'a.csv', extension: '.csv', maxRows: 10 };
    const none = withStreamedWorksheets(csv);
    expect(none.job).toBe(csv);
    expect(none.ports).toEqual([]);
    expect(() => none.start()()).not.toThrow();
  });

  it('stops inflating when the job ends first: the reader sees no end, and no message comes after', async () => {
    const buffer = await workbook();
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    const { job, start } = withStreamedWorksheets(xlsxJob(buffer, directory));
    const port = (job as FileJob).inflated!.get('xl/worksheets/sheet1.xml')!;
    const received: InflatedMessage[] = [];
    port.on('message', (message: InflatedMessage) => received.push(message));
    start()();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.filter((message) => 'end' in message)).toEqual([]);
    port.close();
  });
});
