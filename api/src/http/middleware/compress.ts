import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';

/**
 * Answers the API builds in memory (JSON, the pages' HTML) are compressed for a client that accepts
 * it: brotli at quality 4 (most of quality 11's gain at a fraction of its time), else gzip.
 * Static files are not touched here: their brotli and gzip siblings are written at build time and
 * sent as they are (web.ts). docs/decisions/compression.md says why.
 *
 * Left as they are: bodies under MIN_BYTES (compression would cost more than it saves), streams
 * (files, downloads, and an event stream must reach the client as it is written), a body already
 * encoded, types that do not compress (images, spreadsheets, zips), HEAD and bodiless answers.
 */
export const MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
/** Brotli's window bounds, in bits (zlib.constants.BROTLI_MIN_WINDOW_BITS and BROTLI_DEFAULT_WINDOW). */
const MIN_WINDOW_BITS = 10;
const DEFAULT_WINDOW_BITS = 22;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's window sized to the body: its default (4 MB) is set up for every answer however small, and
 * a body of a few KB gains nothing from a window larger than itself.
 */
export function windowBitsFor(bytes: number): number {
  return Math.max(MIN_WINDOW_BITS, Math.min(DEFAULT_WINDOW_BITS, Math.ceil(Math.log2(bytes))));
}

function brotliOptions(bytes: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(bytes),
    },
  };
}

/**
 * The body compressed with `encoding`, on libuv's threads: the request's own thread is the server's
 * busiest, and under `npm run load` compressing even small answers on it (tens of microseconds each)
 * doubled the small upload's median (docs/decisions/compression.md, Per request).
 */
export function compressBody(bytes: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(bytes, brotliOptions(bytes.length)) : gzipped(bytes);
}

/** Text formats: JSON, HTML, CSS, JavaScript, SVG, XML, CSV and other text/*, but never an event stream. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)(?:;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

/** The answer's body as bytes, or null when it is none this middleware handles (a stream, nothing). */
function bodyBytes(ctx: Context): Buffer | null {
  const body: unknown = ctx.body;
  if (body == null) return null;
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  // Streams and their kin are sent as they come.
  if (typeof (body as { pipe?: unknown }).pipe === 'function' || body instanceof ReadableStream || body instanceof Blob) return null;
  if (body instanceof Response) return null;
  // A plain value: what Koa would send (application.js, `respond`).
  return Buffer.from(JSON.stringify(body));
}

export function compressAnswers(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method === 'HEAD' || ctx.response.get('Content-Encoding') || !isCompressibleType(ctx.response.get('Content-Type'))) return;
    const bytes = bodyBytes(ctx);
    if (!bytes || bytes.length < MIN_BYTES) return;
    // The answer depends on Accept-Encoding from here on, whichever encoding is chosen.
    ctx.vary('Accept-Encoding');
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding !== 'br' && encoding !== 'gzip') return;
    const compressed = await compressBody(bytes, encoding);
    // The type set before stays: Koa keeps a Content-Type already set when the body becomes a Buffer.
    ctx.body = compressed;
    ctx.set('Content-Encoding', encoding);
  };
}
