/**
 * Entries inflated on the main thread while the parsing worker reads them: native zlib, on libuv's
 * threads (the event loop goes on), inflates a big worksheet several times faster than fflate in
 * the worker, and streaming its chunks lets the worker read the first rows while the rest is still
 * being inflated (api/bench/pipeline.ts measures the whole read). The worker itself must not hold a
 * native zlib handle (entries.ts says why); the main thread may.
 *
 * Each chunk is checked as it goes: the entry must end at exactly its declared size with its
 * recorded CRC-32, and inflation stops the moment it passes that size (a zip bomb's lie). The last
 * message says whether the whole was intact; the reader refuses the file when it was not.
 */
import { createInflateRaw, crc32 } from 'node:zlib';
import type { ZipEntryInfo } from './directory';

/** What the worker is sent of an entry inflated for it: its bytes in chunks, then whether they were intact. */
export type InflatedMessage = { chunk: Uint8Array } | { end: true; intact: boolean };

/** zlib's output chunk: a few dozen messages for a big worksheet, not thousands. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Inflates `data` (the entry's deflated bytes) and hands each chunk to `send` as it comes, in its
 * own memory (to be moved, not copied, across threads), then `{end, intact}`. Returns a function
 * that stops it (the job ended first); nothing is sent after that.
 */
export function inflateEntryStreaming(
  data: Uint8Array,
  entry: ZipEntryInfo,
  send: (message: InflatedMessage, transfer: ArrayBuffer[]) => void,
): () => void {
  const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
  let size = 0;
  let crc = 0;
  let done = false;
  const finish = (intact: boolean) => {
    if (done) return;
    done = true;
    inflate.destroy();
    send({ end: true, intact }, []);
  };
  inflate.on('data', (chunk: Buffer) => {
    if (done) return;
    size += chunk.length;
    if (size > entry.uncompressedSize) {
      finish(false);
      return;
    }
    crc = crc32(chunk, crc);
    // zlib hands out slices of a buffer it goes on filling: the chunk is copied into memory of its own.
    const own = new Uint8Array(chunk);
    send({ chunk: own }, [own.buffer]);
  });
  inflate.on('end', () => finish(size === entry.uncompressedSize && crc >>> 0 === entry.crc32 >>> 0));
  inflate.on('error', () => finish(false));
  inflate.end(data);
  return () => {
    done = true;
    inflate.destroy();
  };
}
