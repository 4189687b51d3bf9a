/**
 * CSV per RFC 4180 (quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF), in
 * UTF-8, UTF-16 or Windows-1252 (../files/text-encoding.ts `decodeText`). The separator, one of `,` `;` tab `|`,
 * is detected (separator.ts), and so is the file's decimal mark (`detectDecimalMark`).
 * Values that look like plain numbers become numbers, and in a decimal-comma file so do those
 * the amount reader would read the other way (`1.500` is 1500 there); everything else stays text
 * for the layout rules (dates, `$1,234.56`, `1.234,56`, `11'373.94`: domain/workbook/cells/amounts.ts).
 */
import type { DecimalMark } from '../../../domain/workbook/cells/amounts';
import type { Cell, SheetGrid } from '../../../domain/workbook/types';
import { decodeText, type TextEncoding } from '../files/text-encoding';
import { BLANK_ROW, MAX_COLUMNS, type RowBudget } from '../grids/row-budget';
import { fileErrors } from '../messages';
import { detectSeparator, SAMPLE_CHARS, type Separator } from './separator';

const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** `1.234,56`, `-15,37`, `0,01`: a number only a decimal-comma file writes. */
const COMMA_DECIMAL = /^[-+]?(?:\d{1,3}(?:\.\d{3})+|\d+),\d+$/;
/** `1,234.56`, `-15.37`: a number only a decimal-point file writes (`1,234` and `1.500` say nothing). */
const POINT_DECIMAL = /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{1,2}$/;
/** `1,234`: three decimals after a comma, which amounts.ts alone would read as a thousands comma. */
const COMMA_THOUSANDTHS = /^[-+]?\d{1,3},\d{3}$/;
/** `1.500`, `12.345.678`: whole numbers grouped by dots, in a decimal-comma file. */
const DOT_GROUPED = /^[-+]?\d{1,3}(?:\.\d{3})+$/;

/**
 * The file's decimal mark, from the fields of its first lines: a comma when more of them are
 * written `1.234,56` / `12,50` than `1,234.56` / `12.50`, a point when at least as many are
 * written the US way, null when no field tells.
 */
export function detectDecimalMark(text: string, separator: Separator): DecimalMark | null {
  let comma = 0;
  let point = 0;
  parseFields(text.slice(0, SAMPLE_CHARS), separator, null, (cells) => {
    for (const cell of cells) {
      if (typeof cell !== 'string') continue;
      const trimmed = cell.trim();
      if (COMMA_DECIMAL.test(trimmed)) comma += 1;
      else if (POINT_DECIMAL.test(trimmed)) point += 1;
    }
  });
  if (comma > point) return ',';
  return point > 0 ? '.' : null;
}

/** A field as a cell; `decimal` null keeps every field as text (the mark is not known yet). */
function toCell(field: string, decimal: DecimalMark | null): Cell {
  if (field === '' || decimal === null) return field === '' ? null : field;
  const trimmed = field.trim();
  if (decimal === ',') {
    // `1.500` is fifteen hundred here, and `1,234` one and a bit: what amounts.ts would read the other way.
    // Other comma decimals (`12,50`, `1.234,56`) stay text, which amounts.ts reads alike in any file.
    if (DOT_GROUPED.test(trimmed)) return Number(trimmed.replace(/\./g, ''));
    if (COMMA_THOUSANDTHS.test(trimmed)) return Number(trimmed.replace(',', '.'));
  }
  if (PLAIN_NUMBER.test(trimmed)) {
    const value = Number(trimmed);
    if (Number.isFinite(value)) return value;
  }
  return field;
}

/** Rows of fields; trailing empty fields are dropped, and so is a last empty line. Answers the separator detected. */
export function parseCsv(text: string, onRow: (cells: Cell[]) => void): Separator {
  return parseCsvWithMark(text, onRow).separator;
}

/** parseCsv, also answering the decimal mark detected (null: none told). */
function parseCsvWithMark(text: string, onRow: (cells: Cell[]) => void): { separator: Separator; decimal: DecimalMark | null } {
  const separator = detectSeparator(text);
  const decimal = detectDecimalMark(text, separator);
  parseFields(text, separator, decimal ?? '.', onRow);
  return { separator, decimal };
}

/** The fields of `text` split at `separator`, numbers read with `decimal`, row by row. */
function parseFields(text: string, separator: Separator, decimal: DecimalMark | null, onRow: (cells: Cell[]) => void): void {
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  let inQuotes = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    if (row.length < MAX_COLUMNS) row.push(toCell(field, decimal));
    field = '';
    quoted = false;
  };
  const endRow = () => {
    endField();
    let last = row.length - 1;
    while (last >= 0 && (row[last] === null || row[last] === '')) last -= 1;
    row.length = last + 1;
    onRow(row);
    row = [];
  };
  const length = text.length;
  while (index < length) {
    const char = text[index];
    if (inQuotes) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else inQuotes = false;
      } else field += char;
    } else if (char === '"' && field.trim() === '') {
      inQuotes = true;
      quoted = true;
      field = '';
    } else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else field += char;
    index += 1;
  }
  if (field !== '' || row.length > 0 || quoted) endRow();
}

/** The file's one sheet, the separator it was read with, its encoding (for the notes on how the text was read) and its decimal mark. */
export function readCsvGrid(
  buffer: Buffer,
  sheetName: string,
  budget: RowBudget,
): { grid: SheetGrid; separator: Separator; encoding: TextEncoding; decimal: DecimalMark | null } {
  const decoded = decodeText(buffer);
  if (decoded === null) throw fileErrors.notUtf8();
  const rows: Cell[][] = [];
  budget.startSheet();
  const { separator, decimal } = parseCsvWithMark(decoded.text, (cells) => {
    if (cells.length === 0) {
      rows.push(BLANK_ROW);
      return;
    }
    budget.take(sheetName);
    rows.push(cells);
  });
  // Trailing blank lines say nothing.
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return { grid: { name: sheetName, rows }, separator, encoding: decoded.encoding, decimal };
}
