/**
 * Worksheet parts inflated on the main thread before the parsing worker reads them:
 * native zlib, on libuv's threads (the event loop goes on), inflates a 50k-row log's 13 MB
 * worksheet in ~17 ms, where fflate in the worker took ~40-85 ms. The worker itself must not hold
 * a native zlib handle (zip-integrity.ts: ending it could abort the process), the main thread may.
 *
 * Only once a worker takes the job (worker-pool.ts: a job waiting in the queue holds no inflated
 * bytes), only what is small enough to hold until the worker has read it (PRE_INFLATED_MAX_BYTES
 * in all; a 200k-row log's worksheet is streamed by the worker as before), and only parts found intact
 * (their declared size and CRC-32): anything else is left to the worker, which refuses or reads
 * it as it always did.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import type { ParseJob } from './read-grids';
import { isWorksheetPart, type ZipDirectory, type ZipEntryInfo } from './zip-directory';
import { intactAsRecorded } from './zip-integrity';
import { localEntryData } from './zip-local-record';

const inflateRawAsync = promisify(inflateRaw);

/** Inflated bytes held for the worker at most, per file. */
export const PRE_INFLATED_MAX_BYTES = 16 * 1024 * 1024;

/** zlib's output chunk: large, so a part is inflated in a few passes to the thread pool, not hundreds. */
const CHUNK_BYTES = 1024 * 1024;

/** The entry's bytes, inflated and found intact; null when not (the worker then judges it). */
async function inflatedIntact(buffer: Buffer, directory: ZipDirectory, entry: ZipEntryInfo): Promise<Uint8Array | null> {
  const data = localEntryData(buffer, entry, directory.centralDirectoryOffset);
  if (!data) return null;
  let bytes: Buffer;
  try {
    // Never past the declared size: a part lying about it stops here, and the worker refuses it.
    bytes = await inflateRawAsync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize), chunkSize: CHUNK_BYTES });
  } catch {
    return null;
  }
  if (!intactAsRecorded(entry, bytes)) return null;
  // Its own ArrayBuffer, so it can be transferred to the worker rather than copied.
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** The deflated worksheet parts of an .xlsx, inflated and intact, by part name, within PRE_INFLATED_MAX_BYTES. */
export async function inflateWorksheets(buffer: Buffer, directory: ZipDirectory): Promise<Map<string, Uint8Array>> {
  const inflated = new Map<string, Uint8Array>();
  let held = 0;
  for (const entry of directory.entries) {
    if (!isWorksheetPart(entry) || entry.compressionMethod !== 8 || entry.encrypted) continue;
    if (held + entry.uncompressedSize > PRE_INFLATED_MAX_BYTES) continue;
    const bytes = await inflatedIntact(buffer, directory, entry);
    if (!bytes) continue;
    inflated.set(entry.name, bytes);
    held += bytes.length;
  }
  return inflated;
}

/** The job with its .xlsx's small worksheets inflated (FileJob `inflated`); any other job as it is. */
export async function withInflatedWorksheets(job: ParseJob): Promise<ParseJob> {
  if (job.kind !== 'xlsx' || !job.zipDirectory || job.inflated) return job;
  return { ...job, inflated: await inflateWorksheets(job.buffer, job.zipDirectory) };
}
