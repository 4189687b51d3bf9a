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
 * The check inflates each entry in small chunks (little memory, whatever the sizes) and yields
 * between chunks, so it runs beside the parse rather than before it.
 */
import { crc32 } from 'node:zlib';
import { setImmediate as nextTurn } from 'node:timers/promises';
// fflate inflates in JavaScript: no native zlib handle exists in the parsing worker, so ending the
// worker (time-out, heap limit) can never hit Node 20's "close before init" abort, which took the
// whole process down when a worker ended while a zlib stream was being set up.
import { Inflate } from 'fflate';
import { fileErrors } from './messages';
import type { ZipDirectory, ZipEntryInfo } from './zip-directory';
import { localEntryData } from './zip-local-record';

const CHUNK_BYTES = 64 * 1024;

class DamagedEntry extends Error {}

/** Whether an entry's uncompressed bytes are what the central directory records: their size and CRC-32. */
export function intactAsRecorded(entry: ZipEntryInfo, bytes: Uint8Array): boolean {
  return bytes.length === entry.uncompressedSize && crc32(bytes) >>> 0 === entry.crc32 >>> 0;
}

/** Inflates (or, stored, just reads) one entry, comparing size and CRC-32 with the directory's. */
async function verifyEntry(data: Buffer, entry: ZipEntryInfo): Promise<void> {
  if (entry.compressionMethod === 0) {
    if (!intactAsRecorded(entry, data)) throw new DamagedEntry(entry.name);
    return;
  }
  if (entry.compressionMethod !== 8) throw new DamagedEntry(entry.name);
  let size = 0;
  let crc = 0;
  let ended = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    // More than declared: damaged (or lying about its size to slip past the unpacked-size check).
    if (size > entry.uncompressedSize) throw new DamagedEntry(entry.name);
    crc = crc32(chunk, crc);
    if (final) ended = true;
  });
  for (let at = 0; at < data.length; at += CHUNK_BYTES) {
    const last = at + CHUNK_BYTES >= data.length;
    try {
      inflate.push(data.subarray(at, at + CHUNK_BYTES), last);
    } catch {
      throw new DamagedEntry(entry.name);
    }
    // Lets the parse that runs beside this check go on between chunks.
    if (!last) await nextTurn();
  }
  if (data.length === 0) throw new DamagedEntry(entry.name);
  if (!ended || size !== entry.uncompressedSize || crc >>> 0 !== entry.crc32 >>> 0) throw new DamagedEntry(entry.name);
}

/**
 * Resolves when every entry (or every one `which` picks) is intact; rejects with the 400 "damaged"
 * AppError otherwise.
 */
export async function verifyZipEntries(
  buffer: Buffer,
  directory: ZipDirectory,
  which: (entry: ZipEntryInfo) => boolean = () => true,
): Promise<void> {
  try {
    for (const entry of directory.entries) {
      if (!which(entry)) continue;
      const data = localEntryData(buffer, entry, directory.centralDirectoryOffset);
      if (!data) throw new DamagedEntry(entry.name);
      await verifyEntry(data, entry);
    }
  } catch {
    throw fileErrors.damaged('.xlsx');
  }
}
