/**
 * Entries inflated on the main thread, for the parsing worker to read: native zlib, on libuv's
 * threads (the event loop goes on), inflates a big worksheet several times faster than fflate in
 * the worker (api/bench/pipeline.ts measures the whole read). The worker itself must not hold a
 * native zlib handle (entries.ts says why); the main thread may.
 *
 * Only what fits in a byte budget, and only entries found intact (their declared size and CRC-32):
 * anything else is left to the worker, which refuses or reads it as it always did.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import type { ZipDirectory, ZipEntryInfo } from './directory';
import { entryData, intactAsRecorded } from './entries';

const inflateRawAsync = promisify(inflateRaw);

/** zlib's output chunk: large, so an entry is inflated in a few passes to the thread pool, not hundreds. */
const CHUNK_BYTES = 1024 * 1024;

/** The entry's bytes, inflated and found intact; null when not (the worker then judges it). */
async function inflatedIntact(buffer: Buffer, directory: ZipDirectory, entry: ZipEntryInfo): Promise<Uint8Array | null> {
  const data = entryData(buffer, entry, directory.centralDirectoryOffset);
  if (!data) return null;
  let bytes: Buffer;
  try {
    // Never past the declared size: an entry lying about it stops here, and the worker refuses it.
    bytes = await inflateRawAsync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize), chunkSize: CHUNK_BYTES });
  } catch {
    return null;
  }
  if (!intactAsRecorded(entry, bytes)) return null;
  // Its own ArrayBuffer, so it can be transferred to the worker rather than copied.
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** The deflated entries `which` picks, inflated and intact, by name, within `maxBytes` in all. */
export async function inflateEntriesAhead(
  buffer: Buffer,
  directory: ZipDirectory,
  which: (entry: ZipEntryInfo) => boolean,
  maxBytes: number,
): Promise<Map<string, Uint8Array>> {
  const inflated = new Map<string, Uint8Array>();
  let held = 0;
  for (const entry of directory.entries) {
    if (!which(entry) || entry.compressionMethod !== 8 || entry.encrypted) continue;
    if (held + entry.uncompressedSize > maxBytes) continue;
    const bytes = await inflatedIntact(buffer, directory, entry);
    if (!bytes) continue;
    inflated.set(entry.name, bytes);
    held += bytes.length;
  }
  return inflated;
}
