/**
 * CSV per RFC 4180 (quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF), in
 * UTF-8 with or without a byte-order mark, or UTF-16 (LE or BE) with one. The separator, one of
 * `,` `;` tab `|`, is detected (`detectSeparator`). Values that look like plain numbers become
 * numbers; everything else stays text for the layout rules (dates, `$1,234.56`, `1.234,56`).
 */
import type { Cell, SheetGrid } from '../../../domain/workbook/types';
import { fileErrors } from '../messages';
import { decodeText } from '../sniff';
import { BLANK_ROW, MAX_COLUMNS, type RowBudget } from './row-budget';

const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

const SEPARATORS = [',', ';', '\t', '|'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** Lines looked at to detect the separator, and how far into the text at most. */
const SAMPLE_LINES = 20;
const SAMPLE_CHARS = 64 * 1024;

/**
 * The separator that splits the first non-empty lines most consistently: for each candidate, the
 * count (> 0, outside quotes) most lines share, and on how many lines; the candidate shared by the
 * most lines wins, then the one making more fields. So `1.234,56` amounts in a `;` file (one comma
 * on some lines, two semicolons on every one) pick `;`, and a title line above the header (no
 * separator at all) changes nothing. `,` when no line has any.
 */
export function detectSeparator(text: string): Separator {
  const lines: number[][] = [];
  let counts = SEPARATORS.map(() => 0);
  let quoted = false;
  let blank = true;
  const endLine = () => {
    if (!blank) lines.push(counts);
    counts = SEPARATORS.map(() => 0);
    blank = true;
  };
  const limit = Math.min(text.length, SAMPLE_CHARS);
  for (let index = 0; index < limit && lines.length < SAMPLE_LINES; index += 1) {
    const char = text[index];
    if (char === '"') {
      quoted = !quoted;
      blank = false;
    } else if (quoted) continue;
    else if (char === '\n' || char === '\r') endLine();
    else {
      const at = SEPARATORS.indexOf(char as Separator);
      if (at >= 0) counts[at] += 1;
      if (char !== ' ' && char !== '\ufeff') blank = false;
    }
  }
  if (lines.length < SAMPLE_LINES) endLine();

  let best: { separator: Separator; lines: number; count: number } = { separator: ',', lines: 0, count: 0 };
  SEPARATORS.forEach((separator, at) => {
    const byCount = new Map<number, number>();
    for (const line of lines) if (line[at] > 0) byCount.set(line[at], (byCount.get(line[at]) ?? 0) + 1);
    for (const [count, sharing] of byCount) {
      if (sharing > best.lines || (sharing === best.lines && count > best.count)) best = { separator, lines: sharing, count };
    }
  });
  return best.separator;
}

function toCell(field: string): Cell {
  if (field === '') return null;
  const trimmed = field.trim();
  if (PLAIN_NUMBER.test(trimmed)) {
    const value = Number(trimmed);
    if (Number.isFinite(value)) return value;
  }
  return field;
}

/** Rows of fields; trailing empty fields are dropped, and so is a last empty line. Answers the separator detected. */
export function parseCsv(text: string, onRow: (cells: Cell[]) => void): Separator {
  const separator = detectSeparator(text);
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  let inQuotes = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endField = () => {
    if (row.length < MAX_COLUMNS) row.push(toCell(field));
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
  return separator;
}

/** The file's one sheet, and the separator it was read with (for the note on text not named .csv). */
export function readCsvGrid(buffer: Buffer, sheetName: string, budget: RowBudget): { grid: SheetGrid; separator: Separator } {
  const text = decodeText(buffer);
  if (text === null) throw fileErrors.notUtf8();
  const rows: Cell[][] = [];
  budget.startSheet();
  const separator = parseCsv(text, (cells) => {
    if (cells.length === 0) {
      rows.push(BLANK_ROW);
      return;
    }
    budget.take(sheetName);
    rows.push(cells);
  });
  // Trailing blank lines say nothing.
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return { grid: { name: sheetName, rows }, separator };
}
