import ExcelJS from 'exceljs';
import { readZipDirectory, type ZipDirectory } from './directory';
import { verifyZipEntries } from './verify';

async function workbook(): Promise<{ buffer: Buffer; directory: ZipDirectory }> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Log').addRows([
    ['Date', 'Category', 'Amount'],
    ['2025-01-01', 'Food', 12.5],
  ]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { buffer, directory: await readZipDirectory(buffer, 64 * 1024 * 1024) };
}

/** Where an entry's compressed bytes start (after its local header, name and extra field). */
function dataStart(buffer: Buffer, offset: number): number {
  return offset + 30 + buffer.readUInt16LE(offset + 26) + buffer.readUInt16LE(offset + 28);
}

describe('verifyZipEntries', () => {
  it('accepts an intact workbook', async () => {
    const { buffer, directory } = await workbook();
    await expect(verifyZipEntries(buffer, directory)).resolves.toBeUndefined();
  });

  it.each(['xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/worksheets/sheet1.xml'])(
    'refuses a workbook whose %s no longer inflates to its size and CRC',
    async (name) => {
      const { buffer, directory } = await workbook();
      const entry = directory.entries.find((candidate) => candidate.name === name)!;
      const damaged = Buffer.from(buffer);
      const start = dataStart(damaged, entry.offset);
      // Overwrite a run in the middle of the compressed bytes (what the damaged-upload test does).
      for (let i = 0; i < 8; i += 1) damaged[start + Math.floor(entry.compressedSize / 2) + i] ^= 0x5a;
      await expect(verifyZipEntries(damaged, directory)).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/damaged or incomplete/),
      });
    },
  );

  it('refuses an entry whose local header is gone', async () => {
    const { buffer, directory } = await workbook();
    const damaged = Buffer.from(buffer);
    damaged.writeUInt32LE(0, directory.entries[directory.entries.length - 1].offset);
    await expect(verifyZipEntries(damaged, directory)).rejects.toMatchObject({ status: 400 });
  });
});
