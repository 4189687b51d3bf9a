/**
 * Which tables count for a choice of sheets: the countable tables of each selected
 * sheet, in the selected order, except one that repeats (or sums) a table counted already. Works
 * on the tables as read and on their summaries kept with the upload alike.
 */
import type { ParsedTable } from '../types';

type Counting = Pick<ParsedTable, 'name' | 'layout' | 'plan' | 'skip' | 'pivot' | 'duplicateOf' | 'range'>;

/** Whether a table counts when its sheet is selected: a plan, a pivot or a skipped table never does. */
export function isCountable(table: Pick<ParsedTable, 'layout' | 'plan' | 'skip' | 'pivot'>): boolean {
  return table.layout !== null && !table.plan && !table.skip && !table.pivot;
}

const tableKey = (sheet: string, range: string | undefined) => `${sheet}\u0000${range ?? ''}`;

export function countedTables<T extends Counting>(tables: readonly T[], selectedSheets: readonly string[]): T[] {
  const selected = new Set(selectedSheets);
  const countable = new Set(tables.filter(isCountable).map((table) => tableKey(table.name, table.range)));
  // A repeat counts only while what it repeats is not counted (its sheet not selected).
  const counts = (table: T) =>
    isCountable(table) &&
    !(
      table.duplicateOf &&
      selected.has(table.duplicateOf.sheet) &&
      countable.has(tableKey(table.duplicateOf.sheet, table.duplicateOf.range))
    );
  const result: T[] = [];
  for (const name of selected) for (const table of tables) if (table.name === name && counts(table)) result.push(table);
  return result;
}
