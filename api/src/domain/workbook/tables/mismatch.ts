/**
 * What a sheet without any table is told: what was looked for, which
 * header-like cells were found, and for a near miss the one column missing.
 */
import { cellText, isBlank } from '../cells/text';
import { roleOfLabel } from './roles';
import type { Cell } from '../types';

/** Rows looked at for the header-like cells named in the message. */
const MESSAGE_ROWS = 30;

const LOOKED_FOR =
  'a header row with Date and Amount (or Debit/Credit, Outflow/Inflow, Withdrawal/Deposit, Money In/Out) for a transaction log; ' +
  'a label column with Actual, Spent, Amount, Planned or Budgeted for a budget; or a label column followed by month columns ' +
  '(Jan…Dec, January 2025, 2025-01) for a month grid';

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
function hint(rows: readonly Cell[][]): string {
  for (const row of rows.slice(0, MESSAGE_ROWS)) {
    const roles = new Set(row.map((cell) => roleOfLabel(cell)?.role).filter(Boolean));
    const hasAmount = roles.has('amount') || roles.has('in') || roles.has('out');
    if (roles.has('date') && !hasAmount) return ' It has a Date column but no Amount (or Debit/Credit) column.';
  }
  return '';
}

/** Why no layout matched: what was looked for and which header cells were found. */
export function describeMismatch(sheetName: string, rows: readonly Cell[][]): string {
  if (rows.every((row) => row.every(isBlank))) return `Sheet "${sheetName}" is empty.`;
  const found = foundCells(rows);
  const foundText =
    found.length > 0
      ? found
          .slice(0, 15)
          .map((text) => `"${text}"`)
          .join(', ') + (found.length > 15 ? ', …' : '')
      : 'no text labels';
  return `Sheet "${sheetName}" does not match any budget layout.${hint(rows)} Looked for ${LOOKED_FOR}. Found: ${foundText}.`;
}
