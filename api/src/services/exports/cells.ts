/**
 * Cells of the exports and the two file formats they are written in. A value a person
 * typed or uploaded is a `text` cell: it can never become a formula in either format (formula
 * injection). Numbers stay numbers and dates stay dates.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { isoToUtcMs } from '../../domain/calendar';
import { currencySymbol, minorUnitsOf } from '../../domain/money-format';

export type ExportCell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'money'; value: number; currency: string }
  | { kind: 'date'; value: string };

export const text = (value: string): ExportCell => ({ kind: 'text', value });
export const number = (value: number): ExportCell => ({ kind: 'number', value });
/** An amount in `currency` (ISO 4217): a number in CSV (the sheet carries a Currency column), a currency-formatted number in .xlsx. */
export const money = (value: number, currency: string): ExportCell => ({ kind: 'money', value, currency });
/** A `YYYY-MM-DD` date. */
export const date = (value: string): ExportCell => ({ kind: 'date', value });

export interface ExportSheet {
  name: string;
  header: string[];
  rows: Iterable<ExportCell[]> | AsyncIterable<ExportCell[]>;
}

/** What makes a spreadsheet read a typed value as a formula: a leading = + - @, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one neutralising rule, for text written where a spreadsheet would parse it (CSV): a value
 * that would start a formula gets a leading `'`, which spreadsheets show as text. In .xlsx the same
 * values need no change: they are written as string cells, which are never evaluated.
 */
export function neutralised(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A CSV field (RFC 4180 quoting): text neutralised, numbers as written by JS, dates as YYYY-MM-DD. */
function csvField(cell: ExportCell): string {
  const raw = cell.kind === 'text' ? neutralised(cell.value) : String(cell.value);
  return /[",\r\n]/.test(raw) ? `"${raw.replace(/"/g, '""')}"` : raw;
}

const BOM = '\uFEFF';

/**
 * A sheet's rows one at a time, whether they are all at hand or read as they come. Typed here once:
 * ESLint's type-aware run has been seen to read a `for await` over the union itself as `any`.
 */
async function* rowsOf(sheet: ExportSheet): AsyncGenerator<ExportCell[], void, undefined> {
  for await (const row of sheet.rows) yield row;
}

/** A CSV file: UTF-8 with a byte order mark (so spreadsheet programs read it as UTF-8), CRLF lines, one header row. */
export async function csvFile(sheet: ExportSheet): Promise<Buffer> {
  const lines = [BOM + sheet.header.map((name) => csvField(text(name))).join(',')];
  for await (const row of rowsOf(sheet)) lines.push(row.map(csvField).join(','));
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

/**
 * The .xlsx number format of an amount in `currency`: its symbol as en-US writes it (`$`, `€`,
 * `CHF`) as a literal, its own minor units (JPY none, BHD three), negatives with a minus.
 */
export function currencyNumberFormat(currency: string): string {
  const symbol = currencySymbol({ currency, locale: 'en-US' }).replace(/["\\]/g, '');
  const digits = minorUnitsOf(currency);
  const amount = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  const prefix = symbol.length === 1 ? `"${symbol}"` : `"${symbol} "`;
  return `${prefix}${amount};-${prefix}${amount}`;
}

/** The value exceljs writes: a JS string is always a string cell (never a formula), a Date a date. */
function xlsxValue(cell: ExportCell): string | number | Date {
  if (cell.kind === 'date') return new Date(isoToUtcMs(cell.value));
  return cell.value;
}

/**
 * An .xlsx file, one worksheet per sheet, written row by row (exceljs' streaming writer: 200k rows
 * are never held as cell objects). Date columns show as dates; numbers with two decimals; money in
 * its currency's format.
 */
export async function xlsxFile(sheets: ExportSheet[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.addRow(sheet.header).commit();
    for await (const row of rowsOf(sheet)) {
      const written = worksheet.addRow(row.map(xlsxValue));
      row.forEach((cell, index) => {
        if (cell.kind === 'date') written.getCell(index + 1).numFmt = 'yyyy-mm-dd';
        else if (cell.kind === 'number') written.getCell(index + 1).numFmt = '#,##0.00';
        else if (cell.kind === 'money') written.getCell(index + 1).numFmt = currencyNumberFormat(cell.currency);
      });
      written.commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
