/**
 * Checks that every entry of an .xlsx archive inflates cleanly to the size and CRC-32 its central
 * directory records, so a damaged archive is refused at once with a clear 400.
 *
 * Why: exceljs's streaming reader (through unzipper) reports an inflate error on the zip stream,
 * not on the entry it is reading; when that entry is one it awaits (the workbook's rels, styles, a
 * worksheet) it then waits forever for the entry to end, and only the worker's time limit stopped
 * it (a misleading 413 after 30 s). A CRC mismatch is also the only sign of bytes that happen to
 * inflate to the wrong text.
 *
 * The check streams each entry through zlib in small chunks (little memory, whatever the sizes)
 * and zlib works on libuv's thread pool, so it runs beside the parse rather than before it.
 */
import { crc32, createInflateRaw } from 'node:zlib';
import { fileErrors } from './messages';
import type { ZipDirectory, ZipEntryInfo } from './zip-directory';

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const CHUNK_BYTES = 64 * 1024;

class DamagedEntry extends Error {}

/** The entry's compressed bytes, located through its local header; throws when they are not there. */
function entryData(buffer: Buffer, entry: ZipEntryInfo, end: number): Buffer {
  const at = entry.offset;
  if (at + LOCAL_HEADER_BYTES > end || buffer.readUInt32LE(at) !== LOCAL_HEADER_SIGNATURE) throw new DamagedEntry(entry.name);
  const start = at + LOCAL_HEADER_BYTES + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  if (start + entry.compressedSize > end) throw new DamagedEntry(entry.name);
  return buffer.subarray(start, start + entry.compressedSize);
}

/** Inflates (or, stored, just reads) one entry, comparing size and CRC-32 with the directory's. */
function verifyEntry(data: Buffer, entry: ZipEntryInfo): Promise<void> {
  if (entry.compressionMethod === 0) {
    const ok = data.length === entry.uncompressedSize && crc32(data) >>> 0 === entry.crc32 >>> 0;
    return ok ? Promise.resolve() : Promise.reject(new DamagedEntry(entry.name));
  }
  if (entry.compressionMethod !== 8) return Promise.reject(new DamagedEntry(entry.name));
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
    let size = 0;
    let crc = 0;
    const fail = () => {
      inflate.destroy();
      reject(new DamagedEntry(entry.name));
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // More than declared: damaged (or lying about its size to slip past the unpacked-size check).
      if (size > entry.uncompressedSize) return fail();
      crc = crc32(chunk, crc);
    });
    inflate.on('error', fail);
    inflate.on('end', () => (size === entry.uncompressedSize && crc >>> 0 === entry.crc32 >>> 0 ? resolve() : fail()));
    inflate.end(data);
  });
}

/** Resolves when every entry is intact; rejects with the 400 "damaged" AppError otherwise. */
export async function verifyZipEntries(buffer: Buffer, directory: ZipDirectory): Promise<void> {
  try {
    for (const entry of directory.entries) {
      await verifyEntry(entryData(buffer, entry, directory.centralDirectoryOffset), entry);
    }
  } catch {
    throw fileErrors.damaged('.xlsx');
  }
}
