/**
 * An entry's bytes, read the one way every reader of this archive reads them: found through its
 * local record, inflated in slices and held to what the central directory records (never more
 * than its declared size, ending at exactly it, with its CRC-32). That declared size is what the
 * upload's checks held against the limits before any parser ran, so an entry that inflates past it
 * (a zip bomb: a few KB declared, gigabytes inside) is refused the moment its output passes it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
// fflate inflates in JavaScript: no native zlib handle lives in the parsing worker, so ending it
// (time-out, heap limit) cannot hit Node 20's "close before init" abort of the whole process.
import { Inflate } from 'fflate';
import type { ZipEntryInfo } from './directory';

const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;

/** The entry's bytes are not what the directory records, or cannot be found or inflated. */
export class DamagedEntry extends Error {}

/** The entry is compressed with a method other than stored or deflated. */
export class UnsupportedEntry extends Error {}

/**
 * The entry's compressed bytes. The central directory gives the offset of its local record; the
 * bytes start after that record's fixed header and its own name and extra field, whose lengths
 * only the local header holds. Null when the record is not where the directory says, or runs past `end`.
 */
export function entryData(buffer: Buffer, entry: ZipEntryInfo, end: number): Buffer | null {
  const at = entry.offset;
  if (at + LOCAL_HEADER_BYTES > end || buffer.readUInt32LE(at) !== LOCAL_HEADER_SIGNATURE) return null;
  const start = at + LOCAL_HEADER_BYTES + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  if (start + entry.compressedSize > end) return null;
  return buffer.subarray(start, start + entry.compressedSize);
}

/** Whether an entry's uncompressed bytes are what the central directory records: their size and CRC-32. */
export function intactAsRecorded(entry: ZipEntryInfo, bytes: Uint8Array): boolean {
  return bytes.length === entry.uncompressedSize && crc32(bytes) >>> 0 === entry.crc32 >>> 0;
}

/**
 * The entry's uncompressed bytes, handed to `write` in chunks as `data` (its compressed bytes) is
 * inflated `sliceBytes` at a time; the generator yields between slices, so a caller can let other
 * work run meanwhile (or run it through at once). Throws DamagedEntry when the bytes are not what
 * the directory records, UnsupportedEntry for a method other than stored or deflated.
 */
export function* inflateEntry(
  data: Uint8Array,
  entry: ZipEntryInfo,
  write: (chunk: Uint8Array) => void,
  sliceBytes: number,
): Generator<void, void, void> {
  if (entry.compressionMethod === 0) {
    if (!intactAsRecorded(entry, data)) throw new DamagedEntry(entry.name);
    for (let at = 0; at < data.length; at += sliceBytes) {
      if (at > 0) yield;
      write(data.subarray(at, Math.min(at + sliceBytes, data.length)));
    }
    return;
  }
  if (entry.compressionMethod !== 8) throw new UnsupportedEntry(entry.name);
  if (data.length === 0) throw new DamagedEntry(entry.name);
  let size = 0;
  let crc = 0;
  let ended = false;
  let writing = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > entry.uncompressedSize) throw new DamagedEntry(entry.name);
    crc = crc32(chunk, crc);
    writing = true;
    write(chunk);
    writing = false;
    if (final) ended = true;
  });
  for (let at = 0; at < data.length; at += sliceBytes) {
    const last = at + sliceBytes >= data.length;
    try {
      inflate.push(data.subarray(at, at + sliceBytes), last);
    } catch (error) {
      // What `write` threw is the caller's to handle; anything fflate threw means the bytes do not inflate.
      if (writing || error instanceof DamagedEntry) throw error;
      throw new DamagedEntry(entry.name);
    }
    if (!last) yield;
  }
  if (!ended || size !== entry.uncompressedSize || crc >>> 0 !== entry.crc32 >>> 0) throw new DamagedEntry(entry.name);
}

/** Runs `inflateEntry` to its end at once (a small part). */
export function inflateEntrySync(data: Uint8Array, entry: ZipEntryInfo, write: (chunk: Uint8Array) => void, sliceBytes: number): void {
  const slices = inflateEntry(data, entry, write, sliceBytes);
  while (!slices.next().done);
}

/** Runs `inflateEntry` to its end, letting other work run between slices. */
export async function inflateEntryYielding(
  data: Uint8Array,
  entry: ZipEntryInfo,
  write: (chunk: Uint8Array) => void,
  sliceBytes: number,
): Promise<void> {
  const slices = inflateEntry(data, entry, write, sliceBytes);
  while (!slices.next().done) await nextTurn();
}
