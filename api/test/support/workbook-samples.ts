/**
 * Workbook files for tests, built in memory: good ones written by the real libraries (exceljs for
 * .xlsx, SheetJS for .xls) and bad ones built byte by byte (zip bombs, truncated archives,
 * password-protected containers, random bytes).
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

export type SampleCell =
  | string
  | number
  | boolean
  | Date
  | null
  | { formula: string; result?: number | string | { error: string } }
  | { richText: { text: string }[] };

export interface SampleSheet {
  name: string;
  rows: SampleCell[][];
  /** Number formats by 1-based column number (`2`) or by cell address (`B1`). */
  formats?: Record<string, string>;
}

export const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** An .xlsx written by exceljs (worksheets before sharedStrings.xml and workbook.xml in the zip). */
export async function xlsxBytes(sheets: SampleSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const row of sheet.rows) worksheet.addRow(row);
    for (const [where, format] of Object.entries(sheet.formats ?? {})) {
      if (/^\d+$/.test(where)) worksheet.getColumn(Number(where)).numFmt = format;
      else worksheet.getCell(where).numFmt = format;
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a formula or rich-text cell shows, for writers that take plain values only. */
export function plainValue(cell: SampleCell): string | number | boolean | Date | null {
  if (cell === null || typeof cell !== 'object' || cell instanceof Date) return cell;
  if ('richText' in cell) return cell.richText.map((run) => run.text).join('');
  return typeof cell.result === 'object' ? null : (cell.result ?? null);
}

/** A legacy BIFF8 .xls written by SheetJS; Date cells are written as date-formatted serials. */
export function xlsBytes(sheets: SampleSheet[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const rows = sheet.rows.map((row) => row.map(plainValue));
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true, UTC: true }), sheet.name);
  }
  return XLSX.write(workbook, { bookType: 'xls', type: 'buffer' }) as Buffer;
}

/** An .xlsx written by SheetJS (another archive layout: the workbook parts come first). */
export function sheetJsXlsxBytes(sheets: SampleSheet[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet(
        sheet.rows.map((row) => row.map(plainValue)),
        { cellDates: true, UTC: true },
      ),
      sheet.name,
    );
  }
  return XLSX.write(workbook, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

/** An OLE2 container shaped like a password-protected .xlsx (EncryptionInfo + EncryptedPackage). */
export function encryptedXlsxBytes(): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(4096, 7));
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** Bytes from a fixed-seed generator: the same "random" file on every run. */
export function randomBytes(length: number, seed = 12345): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

export interface ZipSegment {
  chunk: Buffer;
  repeat: number;
}

export interface ZipPart {
  name: string;
  /** The content, or segments of `repeat` copies of `chunk` each (bombs without the memory). */
  data: Buffer | ZipSegment[];
  /** Lie in the central directory about the unpacked size. */
  declaredSize?: number;
}

async function deflate(data: ZipPart['data']): Promise<{ compressed: Buffer; crc: number; size: number }> {
  if (Buffer.isBuffer(data)) return { compressed: zlib.deflateRawSync(data), crc: zlib.crc32(data), size: data.length };
  const parts = data.flatMap((segment) => Array.from({ length: segment.repeat }, () => segment.chunk));
  const stream = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    crc = zlib.crc32(part, crc);
    size += part.length;
    if (!stream.write(part)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'end');
  return { compressed: Buffer.concat(out), crc, size };
}

/** A zip archive (deflate, no data descriptors) written by hand, so it can be made to lie. */
export async function zipBytes(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { compressed, crc, size } = await deflate(part.data);
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(Math.min(size, 0xffffffff), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(Math.min(part.declaredSize ?? size, 0xffffffff), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (sheetPath: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  `<Override PartName="/${sheetPath}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const workbookXml = (sheetName: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  `<sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const workbookRels = (target: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="${target}"/></Relationships>`;

/**
 * The parts of a one-sheet workbook around its worksheet XML (given as content, or as a bomb).
 * `sheetPath` is where the worksheet is stored; Excel and exceljs use `xl/worksheets/sheet1.xml`.
 */
export function workbookParts(
  sheetXml: ZipPart['data'],
  options: { declaredSize?: number; sheetPath?: string; sheetName?: string } = {},
): ZipPart[] {
  const sheetPath = options.sheetPath ?? 'xl/worksheets/sheet1.xml';
  return [
    { name: '[Content_Types].xml', data: Buffer.from(contentTypes(sheetPath)) },
    { name: '_rels/.rels', data: Buffer.from(ROOT_RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbookXml(options.sheetName ?? 'Sheet1')) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(workbookRels(sheetPath.replace(/^xl\//, ''))) },
    { name: sheetPath, data: sheetXml, declaredSize: options.declaredSize },
  ];
}

/** Worksheet XML with inline strings and numbers, as other tools than Excel write it. */
export function worksheetXml(rows: (string | number)[][]): Buffer {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">` +
        row
          .map((value, c) => {
            const ref = `${String.fromCharCode(65 + c)}${r + 1}`;
            return typeof value === 'number'
              ? `<c r="${ref}"><v>${value}</v></c>`
              : `<c r="${ref}" t="inlineStr"><is><t>${escape(value)}</t></is></c>`;
          })
          .join('') +
        '</row>',
    )
    .join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
  );
}

/** A sheet1.xml holding one inline-string cell of `megabytes` MB of `A` (a memory hog). */
export function hugeCellSheet(megabytes: number): ZipSegment[] {
  return [
    {
      chunk: Buffer.from(
        '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>',
      ),
      repeat: 1,
    },
    { chunk: Buffer.alloc(1024 * 1024, 'A'), repeat: megabytes },
    { chunk: Buffer.from('</t></is></c></row></sheetData></worksheet>'), repeat: 1 },
  ];
}
