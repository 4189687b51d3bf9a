/**
 * A public Google Sheet through the Sheets API v4 with the server's API key: the sheet titles
 * (and whether each is hidden), then every sheet's values in one batchGet, unformatted (numbers as
 * numbers, formulas as their values, never their text) with dates as serial numbers. Only the
 * sheet ID is ever sent; the root URL is configuration (a proxy, or the loopback stand-in in tests).
 *
 * The values answer is fetched as bytes and parsed in the parsing worker pool like a file
 * (grids.ts): its JSON, up to 48 MB, never becomes objects on the main thread, and the
 * pool's bound on parses at once (503 with Retry-After past its queue) holds for sheets too.
 */
import { extractSheetId } from '../../../domain/workbook/file/sheet-id';
import type { ParsedWorkbook } from '../../../domain/workbook/types';
import type { ReadSettings } from '../../../domain/workbook/reading/settings';
import { AppError } from '../../../errors';
import type { GoogleSheetRef } from './grids';
import type { WorkbookLimits } from '../limits';
import { googleErrors } from '../messages';
import { defaultParserPool, type WorkbookParserPool } from '../worker/pool';

export interface GoogleSheetsSettings {
  apiKey: string | null;
  rootUrl: string | null;
  /** Largest answer (after decompression) read from Google; default `GOOGLE_MAX_ANSWER_BYTES`. */
  maxAnswerBytes?: number;
}

/**
 * Google's answers are held whole (the values answer as bytes until the worker parses it), so their
 * size is bounded while they stream in (Google sends them gzip/chunked, without a Content-Length to
 * check first). 48 MiB holds a 200,000-row log comfortably.
 */
export const GOOGLE_MAX_ANSWER_BYTES = 48 * 1024 * 1024;

class GoogleAnswerTooLargeError extends Error {}

/** `fetch` whose answer bodies error out once they pass `maxBytes` (counted after decompression). */
function fetchWithBodyLimit(maxBytes: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let received = 0;
    const limited = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > maxBytes) controller.error(new GoogleAnswerTooLargeError());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** Whether `error` or any error it wraps (gaxios wraps what fetch throws) is one of `kind`. */
function wraps(error: unknown, kind: new (...args: never[]) => Error): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (current instanceof kind) return true;
  }
  return false;
}

/** A sheet title as an A1 range naming the whole sheet: quoted, inner quotes doubled. */
export function sheetRange(title: string): string {
  return `'${title.replace(/'/g, "''")}'`;
}

interface GoogleFailure {
  status?: number;
  response?: { status?: number; data?: { error?: { message?: string; status?: string; details?: { reason?: string }[] } } };
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (wraps(error, GoogleAnswerTooLargeError)) return googleErrors.tooLarge();
  const failure = error as GoogleFailure;
  const status = failure?.response?.status ?? failure?.status;
  if (typeof status !== 'number') return googleErrors.unreachable();
  const body = failure.response?.data?.error;
  const keyProblem = body?.details?.some((detail) => detail.reason === 'API_KEY_INVALID') || /api key/i.test(body?.message ?? '');
  if (keyProblem && status !== 404) return googleErrors.keyRejected();
  if (status === 403 || status === 401) return googleErrors.forbidden();
  if (status === 404) return googleErrors.notFound();
  if (status === 429) return googleErrors.busy();
  return googleErrors.badAnswer(status);
}

async function sheetsClient(settings: GoogleSheetsSettings & { apiKey: string }) {
  // Only the Sheets API, loaded on first use: the whole googleapis package is slow to load.
  const { sheets } = await import('googleapis/build/src/apis/sheets');
  return sheets({ version: 'v4', auth: settings.apiKey, ...(settings.rootUrl ? { rootUrl: settings.rootUrl } : {}) });
}

/** The grid sheets (titles, hidden or not) and Google's values answer for them, as bytes. Errors are already AppErrors. */
async function fetchGoogleSheet(
  sheetIdOrUrl: string,
  google: GoogleSheetsSettings,
  limits: WorkbookLimits,
): Promise<{ sheets: GoogleSheetRef[]; answer: Buffer }> {
  const { apiKey } = google;
  if (!apiKey) throw googleErrors.notConfigured();
  const spreadsheetId = extractSheetId(sheetIdOrUrl);
  if (!spreadsheetId) throw googleErrors.badId();
  const requestOptions = {
    // Node's own fetch: gaxios would otherwise load node-fetch by a dynamic import, which jest's
    // module sandbox cannot do; one HTTP stack in production and tests.
    fetchImplementation: fetchWithBodyLimit(google.maxAnswerBytes ?? GOOGLE_MAX_ANSWER_BYTES),
    timeout: limits.timeoutMs,
    retryConfig: {
      retry: 2,
      noResponseRetries: 1,
      retryDelay: 200,
      totalTimeout: limits.timeoutMs,
      statusCodesToRetry: [
        [429, 429],
        [500, 599],
      ],
    },
  };
  try {
    const client = await sheetsClient({ ...google, apiKey });
    const meta = await client.spreadsheets.get(
      { spreadsheetId, includeGridData: false, fields: 'sheets.properties(title,sheetType,hidden)' },
      requestOptions,
    );
    const sheets = (meta.data.sheets ?? [])
      .map((sheet) => sheet.properties ?? {})
      .filter((properties) => (properties.sheetType ?? 'GRID') === 'GRID' && typeof properties.title === 'string')
      .map((properties) => ({ title: properties.title as string, hidden: properties.hidden === true }));
    if (sheets.length === 0) throw googleErrors.noSheets();
    const values = await client.spreadsheets.values.batchGet(
      {
        spreadsheetId,
        ranges: sheets.map((sheet) => sheetRange(sheet.title)),
        majorDimension: 'ROWS',
        valueRenderOption: 'UNFORMATTED_VALUE',
        dateTimeRenderOption: 'SERIAL_NUMBER',
      },
      // The bytes as they came: the worker parses them (an error answer is still parsed here by gaxios, small).
      { ...requestOptions, responseType: 'arraybuffer' },
    );
    return { sheets, answer: Buffer.from(values.data as unknown as ArrayBuffer) };
  } catch (error) {
    throw toAppError(error);
  }
}

/** A Google Sheet read: the parsed workbook, and the source to keep with the upload (workflow-source.ts). */
export interface GoogleSheetReading {
  workbook: ParsedWorkbook;
  source: Buffer;
}

/**
 * Every grid sheet of the spreadsheet read (with the user's settings, if any) in the parsing pool,
 * in the spreadsheet's order; sheets hidden in Google Sheets (`properties.hidden`) are read and
 * marked `hidden`. Errors are AppErrors.
 */
export async function readGoogleSheet(
  sheetIdOrUrl: string,
  google: GoogleSheetsSettings,
  limits: WorkbookLimits,
  read: ReadSettings = {},
  pool: WorkbookParserPool = defaultParserPool,
): Promise<GoogleSheetReading> {
  const { sheets, answer } = await fetchGoogleSheet(sheetIdOrUrl, google, limits);
  const { workbook, source } = await pool.parse({ kind: 'google-sheet', buffer: answer, sheets, maxRows: limits.maxRows, read }, limits);
  if (!source) throw new Error('the parsing worker answered a Google Sheet without its source');
  return { workbook, source: Buffer.from(source.buffer, source.byteOffset, source.byteLength) };
}

/** A Google Sheet's kept source (`source` above) read again with the user's settings, in the pool. */
export function readGoogleSource(
  source: Buffer,
  limits: WorkbookLimits,
  read: ReadSettings = {},
  pool: WorkbookParserPool = defaultParserPool,
): Promise<ParsedWorkbook> {
  return pool.run({ kind: 'google-source', buffer: source, maxRows: limits.maxRows, read }, limits);
}
