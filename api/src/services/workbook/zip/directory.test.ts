import ExcelJS from 'exceljs';
import { centralDirectoryOffsetOf, readZipDirectory } from './directory';

const CENTRAL_DIRECTORY_HEADER = 0x02014b50;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Log').addRow(['Date', 'Amount']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('centralDirectoryOffsetOf', () => {
  it('finds where the central directory starts, past every local record', async () => {
    const buffer = await workbook();
    const offset = centralDirectoryOffsetOf(buffer)!;
    expect(buffer.readUInt32LE(offset)).toBe(CENTRAL_DIRECTORY_HEADER);
    const directory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    expect(directory.centralDirectoryOffset).toBe(offset);
    expect(Math.max(...directory.entries.map((entry) => entry.offset))).toBeLessThan(offset);
  });

  it('finds it behind an archive comment', async () => {
    const buffer = await workbook();
    const comment = Buffer.from('a comment that says PK\u0005\u0006 nothing');
    const withComment = Buffer.concat([buffer, comment]);
    // The end record's comment length, then the comment itself.
    withComment.writeUInt16LE(comment.length, buffer.length - 2);
    expect(centralDirectoryOffsetOf(withComment)).toBe(centralDirectoryOffsetOf(buffer));
  });

  it('answers null for bytes without an end record', () => {
    expect(centralDirectoryOffsetOf(Buffer.alloc(100))).toBeNull();
    expect(centralDirectoryOffsetOf(Buffer.alloc(0))).toBeNull();
  });
});
