/** What every table reader asks of a row's cells: blank within the table, the header again, a placeholder, an amount. */
import { parseAmountCents } from '../cells/amounts';
import { isBlank, isPlaceholder, labelText, normalizeLabel } from '../cells/text';
import type { TableFrame } from '../tables/find-tables';
import type { Cell } from '../types';

/**
 * A test for the table's header met again inside it (a print layout repeats it every page). The
 * header's labels are normalised once; a row is compared in full only when its first labelled
 * cell already matches, so the 200,000 rows of a log cost one comparison each.
 */
export function repeatedHeaderTest(header: readonly Cell[], frame: TableFrame): (row: readonly Cell[]) => boolean {
  const labels: Array<[number, string]> = [];
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    if (!isBlank(header[column])) labels.push([column, normalizeLabel(header[column])]);
  }
  if (labels.length < 2) return () => false;
  const [probeColumn, probeLabel] = labels[0];
  return (row) =>
    typeof row[probeColumn] === 'string' &&
    normalizeLabel(row[probeColumn]) === probeLabel &&
    labels.every(([column, label]) => normalizeLabel(row[column]) === label);
}

/** Whether any amount cell of the row is a placeholder (`-`, `n/a`). */
export function hasPlaceholder(row: readonly Cell[], columns: Array<number | undefined>): boolean {
  return columns.some((column) => column !== undefined && isPlaceholder(row[column]));
}

/** parseAmountCents, but a placeholder is no amount. */
export function safeCents(cell: Cell | undefined): number | null {
  if (isPlaceholder(cell)) return null;
  return parseAmountCents(cell);
}

/** A label cell's text; a placeholder (`-`) names nothing. */
export function labelOf(row: readonly Cell[], column: number | undefined): string {
  return column === undefined || isPlaceholder(row[column]) ? '' : labelText(row[column]);
}

/** Whether a row holds nothing within the table's columns (cells beside the table do not count). */
export function isBlankWithin(row: readonly Cell[], frame: TableFrame): boolean {
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) if (!isBlank(row[column])) return false;
  return true;
}
