/** What a column holds below a header, the test of whether it belongs to a table and what it says. */
import { isBlank } from '../cells/text';
import type { Cell } from '../types';

/** Whether the column holds anything in rows [from, to). */
export function columnHasData(rows: readonly Cell[][], column: number, from: number, to: number): boolean {
  for (let r = from; r < to && r < rows.length; r += 1) if (!isBlank(rows[r]?.[column])) return true;
  return false;
}

/** Whether the rows hold one and the same text in this column, in two or more rows and every row with anything in it. */
export function sameInEveryRow(rows: readonly Cell[][], column: number, from: number, to: number): boolean {
  let first: string | null = null;
  let count = 0;
  for (let r = from; r < to; r += 1) {
    const cell = rows[r]?.[column];
    if (isBlank(cell)) continue;
    const text = String(cell).trim();
    if (first === null) first = text;
    else if (text !== first) return false;
    count += 1;
  }
  return count >= 2;
}

/** Whether the column holds a word in rows [from, to): text that is not a number as written. */
export function columnHasText(rows: readonly Cell[][], column: number, from: number, to: number): boolean {
  let texts = 0;
  for (let r = from; r < to && r < rows.length; r += 1) {
    const cell = rows[r]?.[column];
    if (typeof cell === 'string' && !isBlank(cell) && !/^[\d\s.,$€£()-]+$/.test(cell)) texts += 1;
  }
  return texts > 0;
}
