/**
 * The pieces of the "Adjust how a sheet is read" dialog that are plain data:
 * column letters, which columns a table's range covers, and the role map `{role: letter}` the server
 * takes, kept one column per role.
 */
import type { SheetSettingsDto, TableSettingsDto } from '@ontrack/api/contracts';
import type { ColumnRole } from '@ontrack/api/domain';
import type { Translate } from './translate';

export type ColumnRoleName = ColumnRole;

/** Each role's name in the column dropdown, worded by the caller's `t` (each key written out for the catalogue test). */
export const ROLE_LABELS: Record<ColumnRoleName, (t: Translate) => string> = {
  date: (t) => t('role.date'),
  year: (t) => t('role.year'),
  month: (t) => t('role.month'),
  day: (t) => t('role.day'),
  category: (t) => t('role.category'),
  subcategory: (t) => t('role.subcategory'),
  description: (t) => t('role.description'),
  amount: (t) => t('role.amount'),
  in: (t) => t('role.in'),
  out: (t) => t('role.out'),
  type: (t) => t('role.type'),
  plan: (t) => t('role.plan'),
  none: (t) => t('role.none'),
};

/** `A`…`Z`, `AA`…: the letters of the first `count` columns. */
export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    let letters = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    return letters;
  });
}

/** 0-based column of `B`, `AA`. */
export function columnNumber(letters: string): number {
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The 0-based first and last row and column of `B2:F22`; null when not a range. */
export function rangeBounds(range: string): { firstRow: number; lastRow: number; firstColumn: number; lastColumn: number } | null {
  const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
  if (!match) return null;
  return {
    firstColumn: columnNumber(match[1]),
    firstRow: Number(match[2]) - 1,
    lastColumn: columnNumber(match[3]),
    lastRow: Number(match[4]) - 1,
  };
}

/** The role a column plays in a `{role: letter}` map; `none` when none. */
export function roleOfColumn(columns: Record<string, string>, letter: string): ColumnRoleName {
  const found = Object.entries(columns).find(([role, column]) => column === letter && role !== 'none');
  return (found?.[0] as ColumnRoleName | undefined) ?? 'none';
}

/**
 * The map with `letter` playing `role`: a role is played by one column, so a column that played it
 * before no longer does; `none` only takes the column's role away.
 */
export function withColumnRole(columns: Record<string, string>, letter: string, role: ColumnRoleName): Record<string, string> {
  const next = Object.fromEntries(
    Object.entries(columns).filter(([name, column]) => column !== letter && name !== role && name !== 'none'),
  );
  if (role !== 'none') next[role] = letter;
  return next;
}

/** One table's settings within a sheet's, matched by the range the upload read it at. */
export function tableEntry(settings: SheetSettingsDto, range: string): TableSettingsDto {
  return settings.tables.find((entry) => entry.range === range) ?? { range };
}

/** The sheet's settings with one table's entry replaced; an entry left with only its range is dropped. */
export function withTableEntry(settings: SheetSettingsDto, entry: TableSettingsDto): SheetSettingsDto {
  const others = settings.tables.filter((candidate) => candidate.range !== entry.range);
  const meaningful = Object.entries(entry).some(([key, value]) => key !== 'range' && value !== undefined);
  return { tables: meaningful ? [...others, entry] : others };
}

/** The roles a column dropdown offers, `Not used` last. */
export const COLUMN_ROLE_CHOICES = Object.keys(ROLE_LABELS) as ColumnRoleName[];
