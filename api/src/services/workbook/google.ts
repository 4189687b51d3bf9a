/**
 * A public Google Sheet through the Sheets API v4 with the server's API key: the sheet titles
 * (and whether each is hidden), then every sheet's values in one batchGet, unformatted (numbers as numbers, formulas as their
 * values, never their text) with dates as serial numbers. Only the sheet ID is ever sent; the
 * root URL is configuration (a proxy, or the loopback stand-in in tests).
 */
import { AmountOutOfRangeError } from '../../domain/workbook/amounts';
import { extractSheetId } from '../../domain/workbook/sheet-id';
import type { Cell, ParsedWorkbook, SheetGrid } from '../../domain/workbook/types';
import { AppError, badGateway, badRequest, payloadTooLarge, serviceUnavailable } from '../../errors';
import type { WorkbookLimits } from './limits';
import { parseGrids } from './parse-grids';
import type { ReadSettings } from '../../domain/workbook/reading';
import { BLANK_ROW, MAX_COLUMNS, RowBudget } from './readers/row-budget';

export interface GoogleSheetsSettings {
  apiKey: string | null;
  rootUrl: string | null;
  /** Largest answer (after decompression) read from Google; default `GOOGLE_MAX_ANSWER_BYTES`. */
  maxAnswerBytes?: number;
}

/**
 * Google's answers are JSON parsed on the main thread, so their size is bounded while they stream
 * in (Google sends them gzip/chunked, without a Content-Length to check first). 48 MiB holds a
 * 200,000-row log comfortably.
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

const SHARE_HINT = 'In Google Sheets choose Share › General access › "Anyone with the link" (Viewer), then try again.';

export const googleErrors = {
  notConfigured: () => badRequest('Google Sheets is not configured on this server (GOOGLE_API_KEY is not set).'),
  badId: () => badRequest('That is not a Google Sheet ID or link. Paste the link of the sheet (https://docs.google.com/spreadsheets/d/…) or its ID.'),
  forbidden: () => badRequest(`Google did not let OnTrack read this sheet: it must be shared so that anyone with the link can view it. ${SHARE_HINT}`),
  notFound: () => badRequest(`No Google Sheet was found with that ID. Check the link, and that the sheet is shared so that anyone with the link can view it.`),
  noSheets: () => badRequest('This Google Sheet has no sheets with cells to read.'),
  keyRejected: () => serviceUnavailable('Google Sheets is not available right now: Google refused this server’s API key. Please tell the site’s administrator.'),
  busy: () => serviceUnavailable('Google Sheets is busy right now. Please try again in a minute.'),
  badAnswer: (status: number) => badGateway(`Google Sheets answered with an error (HTTP ${status}). Please try again in a few minutes.`),
  tooLarge: () => payloadTooLarge('This Google Sheet holds too much data for OnTrack to read in one go. Remove sheets OnTrack does not need (or download it as .xlsx and upload only those sheets), then try again.'),
  unreachable: () => serviceUnavailable('OnTrack could not reach Google Sheets. Please try again in a few minutes.'),
};

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
  if (error instanceof AmountOutOfRangeError) return badRequest(error.message);
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

function toCell(value: unknown): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value === '' ? null : value;
  return null;
}

function toGrid(title: string, values: unknown[][], budget: RowBudget): SheetGrid {
  budget.startSheet();
  const rows: Cell[][] = values.map((source) => {
    const cells = (Array.isArray(source) ? source.slice(0, MAX_COLUMNS) : []).map(toCell);
    while (cells.length > 0 && (cells[cells.length - 1] === null || cells[cells.length - 1] === '')) cells.pop();
    if (cells.length === 0) return BLANK_ROW;
    budget.take(title);
    return cells;
  });
  return { name: title, rows };
}

async function sheetsClient(settings: GoogleSheetsSettings & { apiKey: string }) {
  // Only the Sheets API, loaded on first use: the whole googleapis package is slow to load.
  const { sheets } = await import('googleapis/build/src/apis/sheets');
  return sheets({ version: 'v4', auth: settings.apiKey, ...(settings.rootUrl ? { rootUrl: settings.rootUrl } : {}) });
}

/**
 * Every grid sheet as a SheetGrid, in the spreadsheet's order; sheets hidden in Google Sheets
 * (`properties.hidden`) are read and marked `hidden`. Errors are already AppErrors.
 */
export async function readGoogleGrids(sheetIdOrUrl: string, google: GoogleSheetsSettings, limits: WorkbookLimits): Promise<SheetGrid[]> {
  const { apiKey } = google;
  if (!apiKey) throw googleErrors.notConfigured();
  const spreadsheetId = extractSheetId(sheetIdOrUrl);
  if (!spreadsheetId) throw googleErrors.badId();
  const requestOptions = {
    // Node's own fetch: gaxios would otherwise load node-fetch by a dynamic import, which jest's
    // module sandbox cannot do; one HTTP stack in production and tests.
    fetchImplementation: fetchWithBodyLimit(google.maxAnswerBytes ?? GOOGLE_MAX_ANSWER_BYTES),
    timeout: limits.timeoutMs,
    retryConfig: { retry: 2, noResponseRetries: 1, retryDelay: 200, totalTimeout: limits.timeoutMs, statusCodesToRetry: [[429, 429], [500, 599]] },
  };
  try {
    const client = await sheetsClient({ ...google, apiKey });
    const meta = await client.spreadsheets.get({ spreadsheetId, includeGridData: false, fields: 'sheets.properties(title,sheetType,hidden)' }, requestOptions);
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
      requestOptions,
    );
    const ranges = values.data.valueRanges ?? [];
    const budget = new RowBudget(limits.maxRows);
    return sheets.map(({ title, hidden }, index) => {
      const grid = toGrid(title, (ranges[index]?.values ?? []) as unknown[][], budget);
      if (hidden) grid.hidden = true;
      return grid;
    });
  } catch (error) {
    throw toAppError(error);
  }
}

/** A Google Sheet's grids read (with the user's settings, if any), as a file's are in the worker. */
export function parseGoogleGrids(grids: SheetGrid[], limits: WorkbookLimits, read: ReadSettings = {}): ParsedWorkbook {
  try {
    return parseGrids(grids, limits.maxRows, read);
  } catch (error) {
    throw toAppError(error);
  }
}

export async function readGoogleSheet(sheetIdOrUrl: string, google: GoogleSheetsSettings, limits: WorkbookLimits): Promise<ParsedWorkbook> {
  return parseGoogleGrids(await readGoogleGrids(sheetIdOrUrl, google, limits), limits);
}
