/**
 * A loopback stand-in for the Google Sheets API v4, speaking its REST protocol for the calls
 * OnTrack makes: `GET /v4/spreadsheets/{id}` (sheet properties: title, type, hidden) and
 * `GET /v4/spreadsheets/{id}/values:batchGet` (values of whole-sheet ranges). It holds
 * spreadsheets by id, checks the API key, renders values as requested (formatted or not, dates as
 * serials or text), answers Google-shaped errors, and records every request for assertions.
 *
 *   const fake = await FakeSheetsApi.start({ apiKey: 'test-key' });
 *   fake.addSpreadsheet('1AbC…', [{ title: 'Log', values: [['Date', 'Category', 'Amount'], …] }]);
 *   fake.fail('1AbC…', 403);           // the next requests for it answer 403
 *   readGoogleSheet(id, { apiKey: 'test-key', rootUrl: fake.rootUrl }, limits);
 *   await fake.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A date cell: a serial number with `SERIAL_NUMBER`, `M/D/YYYY` text otherwise. */
export interface FakeDate {
  date: string;
}
export type FakeValue = string | number | boolean | FakeDate;

export interface FakeSheet {
  title: string;
  /** Rows as Google keeps them: trailing empty cells and rows left out. */
  values: FakeValue[][];
  sheetType?: 'GRID' | 'OBJECT';
  /** Hidden from the sheet's tabs; Google then sends `properties.hidden: true` (and leaves it out otherwise). */
  hidden?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
}

const STATUS_NAMES: Record<number, { status: string; message: string }> = {
  400: { status: 'INVALID_ARGUMENT', message: 'Request contains an invalid argument.' },
  403: { status: 'PERMISSION_DENIED', message: 'The caller does not have permission' },
  404: { status: 'NOT_FOUND', message: 'Requested entity was not found.' },
  429: { status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded.' },
  500: { status: 'INTERNAL', message: 'Internal error encountered.' },
  503: { status: 'UNAVAILABLE', message: 'The service is currently unavailable.' },
};

const DAY_MS = 86_400_000;

function serialOf(iso: string): number {
  return (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / DAY_MS;
}

function isFakeDate(value: FakeValue): value is FakeDate {
  return typeof value === 'object' && value !== null && 'date' in value;
}

/** A value as Google renders it for the requested options. */
function render(value: FakeValue, valueRender: string, dateRender: string): string | number | boolean {
  if (isFakeDate(value)) {
    const [year, month, day] = value.date.split('-').map(Number);
    const text = `${month}/${day}/${year}`;
    if (valueRender === 'UNFORMATTED_VALUE' && dateRender === 'SERIAL_NUMBER') return serialOf(value.date);
    return text;
  }
  if (valueRender === 'FORMATTED_VALUE' || valueRender === '')
    return typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value);
  return value;
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** `'My ''odd'' sheet'!A1:C9` or `Sheet1` → the sheet title. */
function titleOfRange(range: string): string {
  const quoted = /^'((?:[^']|'')*)'(?:!.*)?$/.exec(range);
  if (quoted) return quoted[1].replace(/''/g, "'");
  return range.split('!')[0];
}

export class FakeSheetsApi {
  readonly requests: RecordedRequest[] = [];
  private readonly spreadsheets = new Map<string, FakeSheet[]>();
  private readonly failures = new Map<string, number>();

  private constructor(
    private readonly server: http.Server,
    readonly rootUrl: string,
    private readonly apiKey: string | null,
  ) {}

  /** Starts on a free loopback port. `apiKey`: the one key accepted (any non-empty key when null). */
  static async start(options: { apiKey?: string | null } = {}): Promise<FakeSheetsApi> {
    // The fake needs the server's port, so it answers the server's requests once it exists.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeSheetsApi(server, `http://127.0.0.1:${port}/`, options.apiKey ?? null);
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => fake.handle(request, response));
    return fake;
  }

  addSpreadsheet(id: string, sheets: FakeSheet[]): void {
    this.spreadsheets.set(id, sheets);
    this.failures.delete(id);
  }

  /** Every request about this spreadsheet answers `status` (403 private, 404, 500, …) until cleared. */
  fail(id: string, status: number | null): void {
    if (status === null) this.failures.delete(id);
    else this.failures.set(id, status);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const url = new URL(request.url ?? '/', this.rootUrl);
    const query: Record<string, string[]> = {};
    for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
    this.requests.push({ method: request.method ?? '', path: decodeURIComponent(url.pathname), query });

    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, message?: string, details?: unknown[]) => {
      const known = STATUS_NAMES[status] ?? { status: 'UNKNOWN', message: 'Error.' };
      send(status, { error: { code: status, message: message ?? known.message, status: known.status, ...(details ? { details } : {}) } });
    };

    const key = query.key?.[0];
    if (!key)
      return error(
        403,
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      );
    if (this.apiKey !== null && key !== this.apiKey) {
      return error(400, 'API key not valid. Please pass a valid API key.', [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
      ]);
    }
    const match = /^\/v4\/spreadsheets\/([^/]+?)(\/values:batchGet)?$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return error(404, 'Not found.');
    const id = decodeURIComponent(match[1]);
    const failure = this.failures.get(id);
    if (failure) return error(failure);
    const sheets = this.spreadsheets.get(id);
    if (!sheets) return error(404);

    if (!match[2]) {
      return send(200, {
        spreadsheetId: id,
        sheets: sheets.map((sheet, index) => ({
          properties: {
            sheetId: index,
            title: sheet.title,
            index,
            sheetType: sheet.sheetType ?? 'GRID',
            ...(sheet.hidden ? { hidden: true } : {}),
          },
        })),
      });
    }
    const valueRender = query.valueRenderOption?.[0] ?? 'FORMATTED_VALUE';
    const dateRender = query.dateTimeRenderOption?.[0] ?? 'SERIAL_NUMBER';
    const valueRanges = [];
    for (const range of query.ranges ?? []) {
      const title = titleOfRange(range);
      const sheet = sheets.find((candidate) => candidate.title === title);
      if (!sheet) return error(400, `Unable to parse range: ${range}`);
      const width = Math.max(1, ...sheet.values.map((row) => row.length));
      valueRanges.push({
        range: `'${title.replace(/'/g, "''")}'!A1:${columnName(width - 1)}${Math.max(1, sheet.values.length)}`,
        majorDimension: 'ROWS',
        ...(sheet.values.length > 0
          ? { values: sheet.values.map((row) => row.map((value) => render(value, valueRender, dateRender))) }
          : {}),
      });
    }
    return send(200, { spreadsheetId: id, valueRanges });
  }
}
