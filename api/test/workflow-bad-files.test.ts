/**
 * Every file (and request) a user can send that OnTrack cannot read: each is answered with a clear
 * 4xx `{success:false, error}`, never a 500, and changes nothing: the stored analysis reads back
 * byte-identical, no use is counted, the kept upload and the transactions are as they were.
 * Runs on SQLite and MariaDB.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as XLSX from '@e965/xlsx';
import type { Response } from 'supertest';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import {
  bigLog,
  csv,
  day,
  deflatedRepeat,
  expectRefused,
  lyingWorkbook,
  runPipeline,
  snapshot,
  stepPath,
  uploadFile,
  uploadSheet,
  xlsx,
  zip,
} from './support/workflow';

const TEMPLATE = 'wealth-whisperer';

async function goodLog(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Amount'],
        [day('2025-01-03'), 'Income', 'Salary', 1000],
        [day('2025-01-09'), 'Food', 'Groceries', -80.25],
      ],
    },
  ]);
}

/** An OLE2 (CFB) container holding an EncryptedPackage stream: what Excel writes for a password-protected .xlsx. */
function passwordProtected(): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', randomBytes(4096));
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Buffer);
}

/** 300 MB of zeros deflated to a few hundred KB, as the worksheet of an otherwise valid-looking .xlsx. */
async function zipBomb(): Promise<Buffer> {
  const sheet = await deflatedRepeat('xl/worksheets/sheet1.xml', Buffer.alloc(1024 * 1024, 0x20), 300);
  return zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    },
    { name: 'xl/workbook.xml', data: Buffer.from('<?xml version="1.0"?><workbook/>') },
    sheet,
  ]);
}

let overTheRowLimit: Promise<Buffer> | undefined;
/** 200,001 data rows: one past the most a workbook may hold. Built once for both engines. */
const tooManyRows = () => (overTheRowLimit ??= bigLog(200_001));

let lyingBomb: Promise<Buffer> | undefined;
/**
 * 100 MB of shared strings (one string) in ~100 KB, its directory saying 100 bytes: the unpacked-size
 * check believes it. Inflated whole, the worker would hold it outside its heap limit, then in it;
 * the reader stops at the first slice past the declared size.
 */
const lyingAboutItsSize = () => (lyingBomb ??= lyingWorkbook(100));

interface BadCase {
  name: string;
  send: (client: ApiClient) => Promise<Response>;
  status: number;
  message: RegExp;
}

/** Sends the file the thunk builds (built when the test runs, not when the list is declared). */
const file =
  (build: () => Buffer | Promise<Buffer>, fileName: string, template = TEMPLATE) =>
  async (client: ApiClient) =>
    uploadFile(client, template, await build(), fileName);

const CASES: BadCase[] = [
  { name: 'random bytes named .xlsx', send: file(() => randomBytes(5000), 'budget.xlsx'), status: 415, message: /not a spreadsheet/ },
  {
    name: 'a truncated .xlsx',
    send: async (client) => {
      const whole = await goodLog();
      return uploadFile(client, TEMPLATE, whole.subarray(0, Math.floor(whole.length * 0.6)), 'budget.xlsx');
    },
    status: 400,
    message: /damaged or incomplete/,
  },
  { name: 'an empty file', send: file(() => Buffer.alloc(0), 'budget.xlsx'), status: 400, message: /empty/ },
  { name: 'a zip bomb (300 MB unpacked)', send: file(() => zipBomb(), 'budget.xlsx'), status: 413, message: /unpacks to more than/ },
  {
    name: "a zip whose directory lies about a part's size (100 MB said to be 100 bytes)",
    send: file(() => lyingAboutItsSize(), 'budget.xlsx'),
    status: 400,
    message: /damaged or incomplete/,
  },
  { name: 'a sheet of 200,001 rows', send: file(() => tooManyRows(), 'big.xlsx'), status: 413, message: /more than 200,000/ },
  {
    name: 'an .xlsx named .pdf',
    send: file(() => goodLog(), 'budget.pdf'),
    status: 415,
    message: /^OnTrack reads \.xlsx, \.xls, \.csv, \.tsv, \.txt, \.ofx, \.qfx, \.qif or \.xml files, not \.pdf files\./,
  },
  // CSV text named .xlsx is read as CSV now; a web page named .xls is not.
  {
    name: 'an HTML page named .xls',
    send: file(
      () => Buffer.from('<!DOCTYPE html><html><body><table><tr><td>Date</td><td>Amount</td></tr></table></body></html>'),
      'export.xls',
    ),
    status: 415,
    message: /named \.xls but holds plain text in HTML or XML/,
  },
  {
    name: 'a password-protected workbook',
    send: file(() => passwordProtected(), 'locked.xlsx'),
    status: 400,
    message: /password-protected/,
  },
  {
    name: 'an .xlsx without its workbook part',
    send: file(
      () =>
        zip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'docProps/app.xml', data: Buffer.from('<x/>') },
        ]),
      'budget.xlsx',
    ),
    status: 415,
    message: /not an Excel workbook/,
  },
  {
    name: 'a sheet without a header',
    send: file(
      () =>
        xlsx([
          {
            name: 'Notes',
            rows: [
              ['groceries', 12],
              ['rent', 900],
            ],
          },
        ]),
      'notes.xlsx',
    ),
    status: 400,
    message: /Sheet "Notes" does not match any budget layout.*Looked for/,
  },
  {
    name: 'an amount past $1 billion (it would overflow exact sums)',
    send: file(
      () =>
        csv([
          ['Date', 'Category', 'Subcategory', 'Amount'],
          ['2025-03-01', 'Income', 'Salary', '90000000000000'],
          ['2025-03-02', 'Income', 'Salary', '90000000000000'],
        ]),
      'huge.csv',
    ),
    status: 400,
    message: /larger than \$1,000,000,000/,
  },
  {
    name: 'a CSV with only a header',
    send: file(() => csv([['Date', 'Description', 'Category', 'Amount']]), 'empty.csv'),
    status: 400,
    message: /no rows with an amount/,
  },
  {
    name: 'a multipart upload without the file field',
    send: async (client) =>
      client.http
        .post(stepPath(TEMPLATE, 'upload'))
        .set('X-CSRFToken', await client.token())
        .field('file_source_type', 'file'),
    status: 400,
    message: /Please select a file to upload/,
  },
  {
    name: 'two files in one upload',
    send: async (client) =>
      client.http
        .post(stepPath(TEMPLATE, 'upload'))
        .set('X-CSRFToken', await client.token())
        .field('file_source_type', 'file')
        .attach('file', await goodLog(), 'a.xlsx')
        .attach('file', await goodLog(), 'b.xlsx'),
    status: 400,
    message: /one file at a time/,
  },
  {
    name: 'a file announced as a Google Sheet',
    send: async (client) => uploadFile(client, TEMPLATE, await goodLog(), 'good.xlsx', { file_source_type: 'google_sheet' }),
    status: 400,
    message: /Google Sheet is sent as JSON/,
  },
  {
    name: 'a file sent as JSON',
    send: (client) => client.post(stepPath(TEMPLATE, 'upload'), { file_source_type: 'file', file: 'aGVsbG8=' }),
    status: 400,
    message: /Please select a file/,
  },
  {
    name: 'a body that is neither multipart nor JSON',
    send: async (client) =>
      client.http
        .post(stepPath(TEMPLATE, 'upload'))
        .set('X-CSRFToken', await client.token())
        .set('Content-Type', 'text/plain')
        .send('Date,Amount'),
    status: 415,
    message: /multipart\/form-data/,
  },
  {
    name: 'a Google Sheet for a template that takes files only',
    send: (client) => uploadSheet(client, 'debt-free-mom', '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms'),
    status: 400,
    message: /does not accept Google Sheets/,
  },
  {
    name: 'a file for an unknown template',
    send: file(() => goodLog(), 'budget.xlsx', 'no-such-template'),
    status: 404,
    message: /template does not exist/,
  },
  {
    name: 'a Google Sheet link that is no sheet',
    send: (client) => uploadSheet(client, TEMPLATE, 'https://example.com/not-a-sheet'),
    status: 400,
    message: /not a Google Sheet ID or URL/,
  },
  {
    name: 'JSON without file_source_type',
    send: (client) => client.post(stepPath(TEMPLATE, 'upload'), { sheet_id: 'abc' }),
    status: 400,
    message: /file_source_type/,
  },
];

describe.each(testEngines())('bad uploads on %s', (engine) => {
  const testApp = useTestApp(engine);
  /** A small upload bound for the size test, in an app of its own. */
  const smallApp = useTestApp(engine, { config: { uploadMaxBytes: 64 * 1024 } });
  /** One limit, one message, whichever check meets it. */
  const TOO_LARGE_64_KB =
    'The file is larger than 64 KB, the largest file OnTrack accepts. Remove sheets you do not need, or save it as .xlsx, and upload it again.';

  /** A user with an analysis already stored, so "changes nothing" has something to keep. */
  async function analysedUser(app = testApp()): Promise<ApiClient> {
    const client = app.client();
    await client.signUp('ann@example.com');
    await runPipeline(
      client,
      TEMPLATE,
      { buffer: await goodLog(), fileName: 'good.xlsx' },
      { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' },
    );
    return client;
  }

  it.each(CASES)('refuses $name with $status and changes nothing', async ({ send, status, message }) => {
    const client = await analysedUser();
    const before = await snapshot(testApp(), client);
    expect(JSON.parse(before.transaction)).toMatchObject({ message: 'ok' });
    expect(before.usage).toBe(1);

    const res = await send(client);
    expectRefused(res, status, message);
    expect(await snapshot(testApp(), client)).toEqual(before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 before reading it, and changes nothing', async () => {
    const client = await analysedUser(smallApp());
    const before = await snapshot(smallApp(), client);
    // Stopped while streaming: the declared size is within the bound's room for the multipart envelope.
    const res = await uploadFile(client, TEMPLATE, randomBytes(64 * 1024 + 1), 'big.xlsx');
    expectRefused(res, 413);
    expect(res.body.error).toBe(TOO_LARGE_64_KB);
    // Declared far past the bound: refused from the Content-Length alone, in the same words.
    const huge = await uploadFile(client, TEMPLATE, randomBytes(1024 * 1024), 'huge.xlsx');
    expectRefused(huge, 413);
    expect(huge.body.error).toBe(TOO_LARGE_64_KB);
    expect(await snapshot(smallApp(), client)).toEqual(before);
  });

  it('stops a chunked upload (no Content-Length) at the bound with 413, reading on only to drop the rest', async () => {
    const client = await analysedUser(smallApp());
    const before = await snapshot(smallApp(), client);
    // Koa answers every failure itself: the handler's promise never rejects.
    const handle = smallApp().app.callback();
    const server = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const boundary = 'ontrack-test-boundary';
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: stepPath(TEMPLATE, 'upload'),
          headers: {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Transfer-Encoding': 'chunked',
            'X-CSRFToken': client.csrfToken ?? '',
            Cookie: client.cookie ?? '',
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        );
        // 4 MB in 64 KB pieces, far past the 64 KB bound.
        const piece = randomBytes(64 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 64) {
            sent += 1;
            if (!req.write(piece)) return void req.once('drain', pump);
          }
          req.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ success: false, error: TOO_LARGE_64_KB });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(await snapshot(smallApp(), client)).toEqual(before);
  });

  it('keeps the previous upload usable after a failed one', async () => {
    const client = await analysedUser();
    expectRefused(await uploadFile(client, TEMPLATE, randomBytes(100), 'x.xlsx'), 415);
    const options = await client.post(stepPath(TEMPLATE, 'options'), {
      selected_sheets: ['Log'],
      selected_date: '2025-01-01',
      period_type: 'monthly',
      template_id: TEMPLATE,
    });
    expect(options.body).toMatchObject({ success: true });
  });
});

/**
 * Damaged files exercise the readers, not the database: SQLite only. Every damaged copy is refused
 * at once with the 400 "damaged" message: an entry that no longer inflates to its recorded size and
 * CRC is caught before exceljs's streaming reader can wait on it forever (it used to, until the
 * 30 s time limit answered a misleading 413).
 */
describe('damaged workbooks', () => {
  const testApp = useTestApp('sqlite');

  it('answers every corrupted copy of a real workbook with success or a fast, clear 400, never a 5xx', async () => {
    const client = testApp().client();
    // Lifetime plan: 50 uploads a month, more than the variants that read back fine.
    await client.signUp('ann@example.com', { plan_id: 3 });
    const original = await goodLog();
    // Deterministic corruption: a run of bytes overwritten at a spread of offsets, and cuts.
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const variants: Buffer[] = [];
    for (let i = 0; i < 12; i += 1) {
      const copy = Buffer.from(original);
      const at = Math.floor(random() * copy.length);
      for (let j = 0; j < 16 && at + j < copy.length; j += 1) copy[at + j] = Math.floor(random() * 256);
      variants.push(copy);
    }
    for (const cut of [4, 30, 200, original.length - 22, original.length - 1]) variants.push(original.subarray(0, cut));
    let refused = 0;
    for (const variant of variants) {
      const started = Date.now();
      const res = await uploadFile(client, TEMPLATE, variant, 'budget.xlsx');
      // Seconds at most (a worker may have to start under ts-node), far from the 30 s time limit.
      expect(Date.now() - started).toBeLessThan(10_000);
      if (res.status === 200) continue;
      refused += 1;
      // A byte run landing in a zip header can also make it "not a spreadsheet" (415); never a time-out.
      if (res.status === 415) expectRefused(res, 415, /not (an Excel workbook|a spreadsheet OnTrack can read)/);
      else expectRefused(res, 400, /damaged or incomplete/);
    }
    // The cuts at least can never be read.
    expect(refused).toBeGreaterThanOrEqual(5);
    // CSV oddities: a NUL byte, an unclosed quote, a 100 KB line, only commas.
    for (const text of [
      'Date,Category,Amount\n2025-01-01,Food\u0000,1\n',
      'Date,Category,Amount\n"2025-01-01,Food,1\n',
      `Date,Category,Amount\n${'x'.repeat(100_000)},Food,1\n`,
      ',,,,\n,,,,\n',
    ]) {
      const res = await uploadFile(client, TEMPLATE, Buffer.from(text), 'odd.csv');
      expect(res.status === 200 || (res.status >= 400 && res.status < 500)).toBe(true);
    }
  }, 120_000);
});
