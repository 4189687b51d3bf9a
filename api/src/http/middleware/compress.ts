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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
    const compressed =
      encoding === 'br'
        ? await brotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          })
        : await gzipped(bytes);
    // The type set before stays: Koa keeps a Content-Type already set when the body becomes a Buffer.
    ctx.body = compressed;
    ctx.set('Content-Encoding', encoding);
  };
}
