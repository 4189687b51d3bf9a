/**
 * Helpers for the update-data workflow API tests: the three steps over HTTP, small workbooks built
 * in the test (exceljs), and a snapshot of everything a failed step must leave as it was.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { Transaction, UsageEvent, WorkflowUpload } from '../../src/db/entities';
import { expectNoLeak, type ApiClient } from './client';
import type { TestApp } from './test-app';

export const stepPath = (template: string, step: 'upload' | 'options' | 'categories') => `/workflow/api/template/${template}/step/${step}`;

/**
 * The LY, 6- and 3-month windows of data that all lie within the last three months: the same figures
 * in each, with `monthsCovered` months of data out of the 12, 6 and 3 the windows span.
 */
export function recentWindows<Period extends object>(period: Period, monthsCovered: number) {
  const window = (months: number) => ({ ...period, months_covered: monthsCovered, months_in_window: months });
  return { LY: window(12), '6_months': window(6), '3_months': window(3) };
}

export type CellValue = string | number | boolean | Date | null;
export interface SheetSpec {
  name: string;
  rows: CellValue[][];
}

/** An .xlsx written by exceljs (the layout exceljs itself writes: worksheets before sharedStrings). */
export async function xlsx(sheets: SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** CSV text (RFC 4180 quoting where needed). */
export function csv(rows: (string | number)[][]): Buffer {
  const field = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n', 'utf8');
}

/** A UTC date cell. */
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function uploadFile(
  client: ApiClient,
  template: string,
  buffer: Buffer,
  fileName: string,
  fields: Record<string, string> = { file_source_type: 'file' },
): Promise<Response> {
  let req = client.http.post(stepPath(template, 'upload')).set('X-CSRFToken', await client.token());
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  const res = await req.attach('file', buffer, { filename: fileName, contentType: 'application/octet-stream' });
  expectNoLeak(res);
  return res;
}

export async function uploadSheet(client: ApiClient, template: string, sheetId: string): Promise<Response> {
  return client.post(stepPath(template, 'upload'), { sheet_id: sheetId, file_source_type: 'google_sheet' });
}

export interface OptionsBody {
  selected_sheets: string[];
  selected_date: string;
  period_type: string;
  template_id?: string;
}

export async function chooseOptions(client: ApiClient, template: string, options: OptionsBody): Promise<Response> {
  return client.post(stepPath(template, 'options'), { template_id: template, ...options });
}

export interface CategoryRow {
  category: string;
  sub_category: string;
  transaction_type: string;
  reversal: boolean;
  new_f?: boolean;
}

export async function saveCategories(client: ApiClient, template: string, categories: CategoryRow[]): Promise<Response> {
  return client.post(stepPath(template, 'categories'), { categories });
}

/** Upload, options, categories; each step must succeed. Answers the categories step's response. */
export async function runPipeline(
  client: ApiClient,
  template: string,
  file: { buffer: Buffer; fileName: string },
  options: OptionsBody,
  adjust: (rows: CategoryRow[]) => CategoryRow[] = (rows) => rows,
): Promise<{ upload: Response; options: Response; categories: Response }> {
  const upload = await uploadFile(client, template, file.buffer, file.fileName);
  expect(upload.body).toMatchObject({ success: true });
  const chosen = await chooseOptions(client, template, options);
  expect(chosen.body).toMatchObject({ success: true });
  const categories = await saveCategories(client, template, adjust(chosen.body.data.categories as CategoryRow[]));
  expect(categories.body).toMatchObject({ success: true });
  return { upload, options: chosen, categories };
}

/** Sets the type (and reversal) of the rows whose category/subcategory match. */
export function classify(
  rows: CategoryRow[],
  changes: { category: string; sub_category?: string; transaction_type?: string; reversal?: boolean }[],
): CategoryRow[] {
  return rows.map((row) => {
    const change = changes.find(
      (c) => c.category === row.category && (c.sub_category === undefined || c.sub_category === row.sub_category),
    );
    return change
      ? {
          ...row,
          ...(change.transaction_type ? { transaction_type: change.transaction_type } : {}),
          ...(change.reversal !== undefined ? { reversal: change.reversal } : {}),
        }
      : row;
  });
}

/** Everything a failed step must leave exactly as it was, for one user. */
export interface WorkflowSnapshot {
  spending: string;
  transaction: string;
  savings: string;
  usage: number;
  transactions: number;
  upload: string | null;
}

export async function snapshot(testApp: TestApp, client: ApiClient): Promise<WorkflowSnapshot> {
  const userId = (await client.status()).id as number;
  const spending = await client.get('/spending/api/spending-analysis');
  const transaction = await client.get('/summary/api/transaction-analysis');
  const savings = await client.get('/summary/api/get-savings-sub-categories');
  const upload = await testApp.dataSource.getRepository(WorkflowUpload).findOneBy({ userId });
  return {
    spending: spending.text,
    transaction: transaction.text,
    savings: savings.text,
    usage: await testApp.dataSource.getRepository(UsageEvent).countBy({ userId }),
    transactions: await testApp.dataSource.getRepository(Transaction).countBy({ userId }),
    upload: upload ? JSON.stringify(upload) : null,
  };
}

/** A refused request: the status, `{success:false, error}` with a message, nothing internal. */
export function expectRefused(res: Response, status: number, message?: RegExp): void {
  expectNoLeak(res);
  if (res.status !== status) throw new Error(`Expected ${status}, got ${res.status}: ${res.text.slice(0, 300)}`);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.error).toBe('string');
  expect(res.body.error.length).toBeGreaterThan(5);
  if (message) expect(res.body.error).toMatch(message);
}

/**
 * A zip archive written by hand (stored or deflated entries), so tests can build archives no
 * library would: a zip bomb, an .xlsx without its workbook part.
 */
export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
}

/** An entry already deflated, with the size and CRC of what it inflates to. */
export interface PackedZipEntry {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
}

export function zip(entries: (ZipEntry | PackedZipEntry)[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = 'packed' in entry;
    const deflated = packed || Boolean(entry.deflate);
    const body = packed ? entry.packed : entry.deflate ? deflateRawSync(entry.data, { level: 9 }) : entry.data;
    const crc = packed ? entry.crc : crc32(entry.data);
    const size = packed ? entry.size : entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(deflated ? 8 : 0, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(deflated ? 8 : 0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `times` copies of `chunk`, deflated as one stream (never held inflated in memory): the body of a
 * zip bomb entry. Deflate packs repeated bytes about 1000:1. `frame` goes before and after them.
 */
export async function deflatedRepeat(
  name: string,
  chunk: Buffer,
  times: number,
  frame: { before?: Buffer; after?: Buffer } = {},
): Promise<PackedZipEntry> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (data: Buffer) => {
    crc = crc32(data, crc);
    size += data.length;
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  if (frame.before) await write(frame.before);
  for (let i = 0; i < times; i += 1) await write(chunk);
  if (frame.after) await write(frame.after);
  deflate.end();
  await done;
  return { name, packed: Buffer.concat(out), size, crc };
}

/**
 * A well-formed one-sheet .xlsx whose central directory lies: its shared strings part (one string
 * of `megabytes` MB of "a") says it unpacks to 100 bytes. The unpacked-size check before parsing
 * believes the directory; only inflating the part shows the truth.
 */
export async function lyingWorkbook(megabytes: number): Promise<Buffer> {
  const xml = (text: string) => ({
    name: '',
    data: Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${text}`),
    deflate: true,
  });
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const strings = await deflatedRepeat('xl/sharedStrings.xml', Buffer.alloc(1024 * 1024, 'a'), megabytes, {
    before: Buffer.from(`<?xml version="1.0"?><sst xmlns="${main}" count="1" uniqueCount="1"><si><t>`),
    after: Buffer.from('</t></si></sst>'),
  });
  return zip([
    {
      ...xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      name: '[Content_Types].xml',
    },
    {
      ...xml(
        `<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Log" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      name: 'xl/workbook.xml',
    },
    {
      ...xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      name: 'xl/_rels/workbook.xml.rels',
    },
    { ...strings, size: 100 },
    {
      ...xml(`<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`),
      name: 'xl/worksheets/sheet1.xml',
    },
  ]);
}

/**
 * A one-sheet transaction log of `rows` data rows written with exceljs's streaming writer (a big
 * file without holding it as a workbook in memory): 100.00 of salary then 1.00 of groceries, 100 rows a day from 2024-01-01.
 */
export async function bigLog(rows: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Log');
  sheet.addRow(['Date', 'Description', 'Category', 'Subcategory', 'Amount']).commit();
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < rows; i += 1) {
    const date = new Date(start + Math.floor(i / 100) * 86_400_000);
    sheet.addRow(i % 2 === 0 ? [date, 'Employer', 'Income', 'Salary', 100] : [date, 'Grocer', 'Food', 'Groceries', -1]).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
