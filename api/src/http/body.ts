/**
 * The request bodies the routes read, each with its limits: koa-body is configured here only, so a
 * route picks a body by what it accepts rather than building its own parser.
 */
import { Writable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { AppError, badRequest } from '../errors';
import { fileErrors } from '../services/workbook/messages';
import { message } from '../i18n';

/** JSON and form bodies for ordinary endpoints; small limits (64 KB unless a route needs more), no files. */
export const jsonOrForm = ({ jsonLimit = '64kb' }: { jsonLimit?: string } = {}) =>
  koaBody({ json: true, urlencoded: true, multipart: false, text: false, jsonLimit, formLimit: '64kb' });

/** JSON bodies only, for what only the screens send (the wizard's steps, the retirement choice); 64 KB unless a route needs more. */
export const jsonOnly = ({ jsonLimit = '64kb' }: { jsonLimit?: string } = {}) =>
  koaBody({ json: true, urlencoded: false, multipart: false, text: false, jsonLimit });

/** formidable's error codes (formidable/src/FormidableError.js) for the limits set below. */
const FORMIDABLE = { fieldsTooLarge: 1006, tooManyFields: 1007, filesTooLarge: 1009, tooManyFiles: 1015, fileTooLarge: 1016 } as const;

/** The uploaded bytes of each file, collected in memory as formidable streams them (bounded by its limits). */
const uploadedBytes = new WeakMap<object, Buffer[]>();

/** The bytes of a file that `fileOrJson` received, or undefined for anything else. */
export function uploadedFileBytes(file: object): Buffer | undefined {
  const chunks = uploadedBytes.get(file);
  return chunks && Buffer.concat(chunks);
}

/**
 * Multipart (one file) or JSON (a Google Sheet), for the upload step. The file never touches the disk
 * and is never held past `maxBytes`: formidable counts bytes as they arrive and stops at the bound.
 * When it stops, the rest of the request is read and dropped (so the client, still sending, gets the
 * 413 instead of a reset connection) and the connection is closed after the answer.
 */
export function fileOrJson(maxBytes: number): Middleware {
  return koaBody({
    multipart: true,
    json: true,
    urlencoded: false,
    text: false,
    jsonLimit: '16kb',
    formidable: {
      maxFiles: 1,
      maxFileSize: maxBytes,
      maxTotalFileSize: maxBytes,
      maxFields: 10,
      maxFieldsSize: 16 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
      fileWriteStreamHandler: (file?: object) => {
        const chunks: Buffer[] = [];
        if (file) uploadedBytes.set(file, chunks);
        return new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
      },
    },
    onError: (error: Error, ctx: Context) => {
      ctx.req.resume();
      ctx.set('Connection', 'close');
      const { code, status } = error as { code?: unknown; status?: unknown };
      if (code === FORMIDABLE.tooManyFiles) throw badRequest(message('workflow.oneFile'));
      if (code === FORMIDABLE.fileTooLarge || code === FORMIDABLE.filesTooLarge) throw fileErrors.tooLarge(maxBytes);
      if (code === FORMIDABLE.tooManyFields || code === FORMIDABLE.fieldsTooLarge) {
        throw badRequest(message('workflow.tooManyFields'));
      }
      // co-body (the JSON of a Google Sheet upload) carries an HTTP status.
      if (status === 413) throw new AppError(413, message('http.tooLarge'));
      throw badRequest(message('workflow.uploadUnreadable'));
    },
  });
}

/**
 * The body's exact bytes, unparsed, for a signature computed over them (Stripe's webhooks): any
 * parsing or re-serialising first would change them. Bounded like the other bodies.
 */
export async function readRawBody(ctx: Context, maxBytes = 512 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      ctx.set('Connection', 'close');
      throw new AppError(413, message('http.tooLarge'));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
