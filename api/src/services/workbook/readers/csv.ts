/**
 * CSV per RFC 4180 (quoted fields, doubled quotes, line breaks inside quotes, CRLF or LF), UTF-8
 * with or without a byte-order mark. The separator is the one of `,` `;` tab that the first line
 * uses most in its first lines (Excel writes `;` in many locales). Values that look like plain numbers become
 * numbers; everything else stays text for the layout rules (dates, `$1,234.56`).
 */
import type { Cell, SheetGrid } from '../../../domain/workbook/types';
import { fileErrors } from '../messages';
import { BLANK_ROW, MAX_COLUMNS, type RowBudget } from './row-budget';

const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The separator used most over the first lines (outside quotes): a title line may have none. */
function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  let lines = 0;
  for (let index = 0; index < text.length && index < 64 * 1024 && lines < 20; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') lines += 1;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [separator, count] of counts) if (count > counts.get(best)!) best = separator;
  return best;
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

/** Rows of fields; trailing empty fields are dropped, and so is a last empty line. */
export function parseCsv(text: string, onRow: (cells: Cell[]) => void): void {
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
}

export function readCsvGrid(buffer: Buffer, sheetName: string, budget: RowBudget): SheetGrid {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw fileErrors.notUtf8();
  }
  const rows: Cell[][] = [];
  budget.startSheet();
  parseCsv(text, (cells) => {
    if (cells.length === 0) {
      rows.push(BLANK_ROW);
      return;
    }
    budget.take(sheetName);
    rows.push(cells);
  });
  // Trailing blank lines say nothing.
  while (rows.length > 0 && rows[rows.length - 1].length === 0) rows.pop();
  return { name: sheetName, rows };
}
