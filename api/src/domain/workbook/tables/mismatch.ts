/**
 * What a sheet without any table is told: what was looked for, which
 * header-like cells were found, and for a near miss the one column missing.
 */
import { cellText, isBlank } from '../cells/text';
import { roleOfLabel } from './roles';
import { listOf, said } from '../said';
import type { Cell, ReaderText } from '../types';

/** Rows looked at for the header-like cells named in the message. */
const MESSAGE_ROWS = 30;

/** What a sheet's most header-like row holds, for the "nothing matched" message. */
function foundCells(rows: readonly Cell[][]): string[] {
  let best: string[] = [];
  for (const row of rows.slice(0, MESSAGE_ROWS)) {
    const texts = row.filter((cell) => typeof cell === 'string' && !isBlank(cell)).map((cell) => cellText(cell).slice(0, 40));
    if (texts.length > best.length) best = texts;
  }
  return best;
}

/** A near miss worth naming: a date column without any amount column. */
function hasDateWithoutAmount(rows: readonly Cell[][]): boolean {
  for (const row of rows.slice(0, MESSAGE_ROWS)) {
    const roles = new Set(row.map((cell) => roleOfLabel(cell)?.role).filter(Boolean));
    const hasAmount = roles.has('amount') || roles.has('in') || roles.has('out');
    if (roles.has('date') && !hasAmount) return true;
  }
  return false;
}

/** Why no layout matched: what was looked for and which header cells were found (at most 15 named). */
export function describeMismatch(sheetName: string, rows: readonly Cell[][]): ReaderText {
  if (rows.every((row) => row.every(isBlank))) return said('reading.sheetEmpty', { sheet: sheetName });
  const found = foundCells(rows);
  const named = listOf(
    found.slice(0, 15).map((text) => said('reading.quoted', { text })),
    'comma',
  );
  const foundValue =
    found.length === 0 ? said('reading.noTextLabels') : found.length > 15 ? said('reading.foundMore', { found: named }) : named;
  return said(hasDateWithoutAmount(rows) ? 'reading.noLayoutDateOnly' : 'reading.noLayout', {
    sheet: sheetName,
    lookedFor: said('reading.lookedFor'),
    found: foundValue,
  });
}
