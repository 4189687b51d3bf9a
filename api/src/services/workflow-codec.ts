import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { ParsedSheet, ParsedWorkbook, SheetRow } from '../domain/workbook/types';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Largest stored part: far below MariaDB's default max_allowed_packet (16 MiB), even hex-escaped. */
export const WORKBOOK_PART_BYTES = 1024 * 1024;

/**
 * How a parsed workbook is stored: column arrays per sheet, every text (category, subcategory,
 * description, date) once in a shared table and referred to by index. A log repeats a few dozen
 * names and a few hundred dates over and over, so this is about a sixth of the plain JSON of
 * `ParsedWorkbook`, parses into packed number arrays instead of 200k objects, and the rows rebuilt
 * from it share their strings. Measured on a 200k-row log: ≈ 4 MB of JSON instead of ≈ 23 MB,
 * ≈ 1 MB gzipped; packing and JSON take ≈ 70 ms, gzip ≈ 35 ms.
 */
interface PackedSheet {
  name: string;
  layout: ParsedSheet['layout'];
  signed: boolean;
  earliestDate: string | null;
  months?: ParsedSheet['months'];
  problem?: string;
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

function pack(workbook: ParsedWorkbook): PackedWorkbook {
  const texts: string[] = [];
  const ids = new Map<string, number>();
  const id = (text: string) => {
    let at = ids.get(text);
    if (at === undefined) {
      at = texts.length;
      texts.push(text);
      ids.set(text, at);
    }
    return at;
  };
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
      for (let i = 0; i < rows.length; i += 1) {
        const row: SheetRow = {
          category: texts[sheet.category[i]],
          subcategory: texts[sheet.subcategory[i]],
          description: texts[sheet.description[i]],
          amountCents: sheet.amountCents[i],
        };
        if (sheet.date[i] >= 0) row.date = texts[sheet.date[i]];
        if (sheet.monthIndex[i] >= 0) row.monthIndex = sheet.monthIndex[i];
        rows[i] = row;
      }
      const parsed: ParsedSheet = { name: sheet.name, layout: sheet.layout, signed: sheet.signed, rows, earliestDate: sheet.earliestDate };
      if (sheet.months !== undefined) parsed.months = sheet.months;
      if (sheet.problem !== undefined) parsed.problem = sheet.problem;
      return parsed;
    }),
  };
}

/**
 * A parsed workbook as gzipped JSON (packed as above) cut into parts of at most
 * `WORKBOOK_PART_BYTES`. zlib runs on the thread pool, so other requests are not held up.
 */
export async function encodeWorkbook(workbook: ParsedWorkbook): Promise<Buffer[]> {
  // Level 1: the packed JSON is mostly small numbers; higher levels save ≈ 15 % of an already
  // small result (≈ 1 MB for 200k rows) at 3–10× the time.
  const packed = await gzipAsync(Buffer.from(JSON.stringify(pack(workbook)), 'utf8'), { level: 1 });
  const parts: Buffer[] = [];
  for (let offset = 0; offset < packed.length; offset += WORKBOOK_PART_BYTES) {
    parts.push(packed.subarray(offset, offset + WORKBOOK_PART_BYTES));
  }
  return parts;
}

export async function decodeWorkbook(parts: readonly Buffer[]): Promise<ParsedWorkbook> {
  const json = await gunzipAsync(Buffer.concat(parts));
  return unpack(JSON.parse(json.toString('utf8')) as PackedWorkbook);
}
