import { promisify } from 'node:util';
import { gunzip, gunzipSync, gzip, gzipSync } from 'node:zlib';
import type { ParsedTable, ParsedWorkbook, SheetRow, StreamedWorkbook } from '../domain/workbook/types';
import {
  packWorkbook,
  rowAt,
  streamWorkbook,
  stringTable,
  unpackWorkbook,
  type PackedSheet as ColumnSheet,
  type PackedWorkbook as ColumnWorkbook,
} from './workbook/worker/transfer';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Largest stored part: far below MariaDB's default max_allowed_packet (16 MiB), even hex-escaped. */
export const WORKBOOK_PART_BYTES = 1024 * 1024;

/**
 * How a parsed workbook is stored: columns per sheet, every text (category, subcategory,
 * description, date) once in a shared table and referred to by index (a log repeats a few dozen
 * names and a few hundred dates over and over), gzipped and cut into parts.
 *
 * Format 1 (still read, for uploads kept in it): the columns as JSON number arrays, which the main
 * thread has to build and parse whole. Format 2 (below, what is written) stores the same columns
 * as raw bytes.
 */
interface PackedSheet {
  name: string;
  layout: ParsedTable['layout'];
  signed: boolean;
  earliestDate: string | null;
  months?: ParsedTable['months'];
  problem?: ParsedTable['problem'];
  /** Per row: index into `texts` of category, subcategory, description; −1 for no date / month. */
  category: number[];
  subcategory: number[];
  description: number[];
  amountCents: number[];
  date: number[];
  monthIndex: number[];
}

interface PackedWorkbook {
  format: 'ontrack-workbook/1';
  texts: string[];
  sheets: PackedSheet[];
}

/** Format 1 packing; kept so the tests can make an upload as stored before format 2. */
export function packFormat1(workbook: ParsedWorkbook): PackedWorkbook {
  const { strings: texts, intern: id } = stringTable();
  const sheets = workbook.sheets.map((sheet): PackedSheet => {
    const packed: PackedSheet = {
      name: sheet.name,
      layout: sheet.layout,
      signed: sheet.signed,
      earliestDate: sheet.earliestDate,
      category: [],
      subcategory: [],
      description: [],
      amountCents: [],
      date: [],
      monthIndex: [],
    };
    if (sheet.months !== undefined) packed.months = sheet.months;
    if (sheet.problem !== undefined) packed.problem = sheet.problem;
    for (const row of sheet.rows) {
      packed.category.push(id(row.category));
      packed.subcategory.push(id(row.subcategory));
      packed.description.push(id(row.description));
      packed.amountCents.push(row.amountCents);
      packed.date.push(row.date === undefined ? -1 : id(row.date));
      packed.monthIndex.push(row.monthIndex ?? -1);
    }
    return packed;
  });
  return { format: 'ontrack-workbook/1', texts, sheets };
}

function unpack(packed: PackedWorkbook): ParsedWorkbook {
  if (packed.format !== 'ontrack-workbook/1') throw new Error(`Unknown stored workbook format ${String(packed.format)}.`);
  const { texts } = packed;
  return {
    sheets: packed.sheets.map((sheet) => {
      const rows: SheetRow[] = new Array<SheetRow>(sheet.amountCents.length);
      for (let i = 0; i < rows.length; i += 1) rows[i] = rowAt(texts, sheet, i);
      const parsed: ParsedTable = { name: sheet.name, layout: sheet.layout, signed: sheet.signed, rows, earliestDate: sheet.earliestDate };
      if (sheet.months !== undefined) parsed.months = sheet.months;
      if (sheet.problem !== undefined) parsed.problem = sheet.problem;
      return parsed;
    }),
  };
}

/**
 * Format 2, what is written now: the worker's columns (`transfer.ts`) as raw bytes instead of
 * JSON number arrays, so neither encoding nor decoding builds a 4 MB JSON text and six arrays of
 * 200k numbers on the main thread. Layout (before gzip):
 *   MAGIC (8 bytes) | header length (uint32 LE) | header JSON (texts and sheet metadata) | padding to 8 |
 *   per sheet, per column in COLUMNS order: rowCount values (Int32 / Float64, little-endian), then,
 *   for a sheet whose header says `references: true`, the rows' bank ids (Int32, −1 for none).
 * A sheet stored without `references` (every upload kept before bank ids were read) has none.
 * Format 1 was gzipped JSON, so its first byte is `{` and never the MAGIC.
 */
const MAGIC = Buffer.from('OTWB\u0000v2\n', 'latin1');
const INT_COLUMNS = ['category', 'subcategory', 'description', 'date', 'monthIndex'] as const;

type SheetHeader = Omit<ColumnSheet, (typeof INT_COLUMNS)[number] | 'amountCents' | 'reference'> & {
  /** Whether the sheet's bank ids follow its amounts; absent: none. */
  references?: true;
};
interface Format2Header {
  strings: string[];
  sheets: SheetHeader[];
}

/** Typed arrays are in the host's byte order; every platform Node runs on here is little-endian. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function littleEndianBytes(column: Int32Array | Float64Array): Buffer {
  if (!LITTLE_ENDIAN) throw new Error('The stored workbook format is little-endian; this host is not.');
  return Buffer.from(column.buffer, column.byteOffset, column.byteLength);
}

/** A sheet's metadata: everything but its columns, which follow the header as bytes. */
function sheetHeader(sheet: ColumnSheet): SheetHeader {
  const meta: Partial<ColumnSheet> & { references?: true } = { ...sheet };
  for (const column of [...INT_COLUMNS, 'amountCents', 'reference'] as const) delete meta[column];
  if (sheet.reference) meta.references = true;
  return meta as SheetHeader;
}

function serialize({ strings, sheets }: ColumnWorkbook): Buffer {
  const header: Format2Header = { strings, sheets: sheets.map(sheetHeader) };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(headerBytes.length);
  const padding = Buffer.alloc((8 - ((MAGIC.length + 4 + headerBytes.length) % 8)) % 8);
  const chunks: Buffer[] = [MAGIC, length, headerBytes, padding];
  for (const sheet of sheets) {
    for (const name of INT_COLUMNS) chunks.push(littleEndianBytes(sheet[name]));
    chunks.push(littleEndianBytes(sheet.amountCents));
    if (sheet.reference) chunks.push(littleEndianBytes(sheet.reference));
  }
  return Buffer.concat(chunks);
}

function deserialize(bytes: Buffer): ColumnWorkbook {
  if (!LITTLE_ENDIAN) throw new Error('The stored workbook format is little-endian; this host is not.');
  let offset = MAGIC.length;
  const headerLength = bytes.readUInt32LE(offset);
  offset += 4;
  const header = JSON.parse(bytes.toString('utf8', offset, offset + headerLength)) as Format2Header;
  offset += headerLength;
  offset += (8 - (offset % 8)) % 8;
  // Views into the gunzipped buffer, which holds little besides the columns: no second copy of
  // them in the categories step. Copied out where a column does not start aligned for
  // its kind (the amounts after an odd number of rows' Int32 columns).
  const take = <T extends Int32Array | Float64Array>(
    kind: { new (n: number): T; new (buffer: ArrayBufferLike, byteOffset: number, length: number): T; BYTES_PER_ELEMENT: number },
    n: number,
  ): T => {
    const end = offset + n * kind.BYTES_PER_ELEMENT;
    if (end > bytes.length) throw new Error('The stored workbook is cut short.');
    let column: T;
    if ((bytes.byteOffset + offset) % kind.BYTES_PER_ELEMENT === 0) column = new kind(bytes.buffer, bytes.byteOffset + offset, n);
    else {
      column = new kind(n);
      new Uint8Array(column.buffer).set(bytes.subarray(offset, end));
    }
    offset = end;
    return column;
  };
  const sheets = header.sheets.map(({ references, ...meta }): ColumnSheet => {
    const n = meta.rowCount;
    const ints = INT_COLUMNS.map(() => take(Int32Array, n));
    const amountCents = take(Float64Array, n);
    const reference = references ? take(Int32Array, n) : null;
    const [category, subcategory, description, date, monthIndex] = ints;
    return { ...meta, category, subcategory, description, date, monthIndex, amountCents, reference };
  });
  if (offset !== bytes.length) throw new Error('The stored workbook has bytes past its last column.');
  return { strings: header.strings, sheets };
}

/**
 * Below this many bytes (a bank export of a few hundred rows) gzip runs on the request's own
 * thread: it takes tens of microseconds there, while a turn on libuv's four threads waits behind
 * every password hash and answer compression queued before it (npm run load; docs/operations.md).
 */
const INLINE_GZIP_BYTES = 64 * 1024;

/** Gzipped bytes cut into parts of at most `WORKBOOK_PART_BYTES`; zlib runs on the thread pool unless they are few. */
async function gzipParts(bytes: Buffer): Promise<Buffer[]> {
  // Level 1: higher levels save little on an already small result and take several times as long.
  const packed = bytes.length < INLINE_GZIP_BYTES ? gzipSync(bytes, { level: 1 }) : await gzipAsync(bytes, { level: 1 });
  const parts: Buffer[] = [];
  for (let offset = 0; offset < packed.length; offset += WORKBOOK_PART_BYTES) {
    parts.push(packed.subarray(offset, offset + WORKBOOK_PART_BYTES));
  }
  return parts;
}

/** A parsed workbook, stored as format 2 in gzipped parts. */
export async function encodeWorkbook(workbook: StreamedWorkbook): Promise<Buffer[]> {
  return gzipParts(serialize(packWorkbook(workbook).packed));
}

/** Format 1 (gzipped JSON), which kept uploads may still be in; for tests of such uploads. */
export async function encodeWorkbookFormat1(workbook: ParsedWorkbook): Promise<Buffer[]> {
  return gzipParts(Buffer.from(JSON.stringify(packFormat1(workbook)), 'utf8'));
}

/** The stored bytes, ungzipped: format 2's columns, or format 1's JSON. */
async function storedForm(parts: readonly Buffer[]): Promise<{ columns: ColumnWorkbook } | { format1: PackedWorkbook }> {
  const packed = Buffer.concat(parts);
  // Its gzip is at most a few times smaller than what it holds (INLINE_GZIP_BYTES above).
  const bytes = packed.length < INLINE_GZIP_BYTES / 8 ? gunzipSync(packed) : await gunzipAsync(packed);
  if (bytes.subarray(0, MAGIC.length).equals(MAGIC)) return { columns: deserialize(bytes) };
  return { format1: JSON.parse(bytes.toString('utf8')) as PackedWorkbook };
}

/** A stored workbook of either format. */
export async function decodeWorkbook(parts: readonly Buffer[]): Promise<ParsedWorkbook> {
  const form = await storedForm(parts);
  return 'columns' in form ? unpackWorkbook(form.columns) : unpack(form.format1);
}

/**
 * A stored workbook whose rows are made as they are iterated (format 2: from its columns; format 1,
 * rare now, is unpacked at once): the categories step's read, which walks the rows once.
 */
export async function decodeWorkbookStreamed(parts: readonly Buffer[]): Promise<StreamedWorkbook> {
  const form = await storedForm(parts);
  return 'columns' in form ? streamWorkbook(form.columns) : unpack(form.format1);
}
