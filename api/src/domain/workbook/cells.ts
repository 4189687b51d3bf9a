/**
 * Reading single cells as text: what every layout rule needs before it can look at labels.
 */
import type { Cell } from './types';

/** Longest category, subcategory or description kept; far inside what the later steps accept. */
export const MAX_LABEL_LENGTH = 200;

export function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** A cell as one line of text, whitespace collapsed: labels may wrap or carry stray spaces. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).replace(/\s+/g, ' ').trim();
}

/** A label as kept for categories and descriptions: one line, at most MAX_LABEL_LENGTH characters. */
export function labelText(cell: Cell | undefined): string {
  return cellText(cell).slice(0, MAX_LABEL_LENGTH).trim();
}

/**
 * A header or title as compared: case, spacing and punctuation ignored (`Sub-Category`,
 * `sub category` and `SUBCATEGORY:` are one label). `%` is kept so a percent column stays one.
 */
export function normalizeLabel(cell: Cell | undefined): string {
  return cellText(cell).toLowerCase().replace(/[^a-z0-9%]/g, '');
}

/** Total and subtotal rows (`Total`, `Total Income`, `Housing subtotal`, `Sub-total`, `Grand total`). */
export function isTotalLabel(text: string): boolean {
  return /\b(sub[\s-]?)?totals?\b/i.test(text);
}

/** The section titles of server.md section 3 (singular and plural) that set a row group. */
const SECTION_TITLES = new Map<string, string>([
  ['income', 'Income'],
  ['incomes', 'Income'],
  ['need', 'Needs'],
  ['needs', 'Needs'],
  ['want', 'Wants'],
  ['wants', 'Wants'],
  ['saving', 'Savings'],
  ['savings', 'Savings'],
  ['debt', 'Debt'],
  ['debts', 'Debt'],
  ['expense', 'Expenses'],
  ['expenses', 'Expenses'],
]);

/**
 * The group a row opens when its only non-empty cell is a section title; null for any other row.
 * The group keeps the title as written (`INCOME` stays `INCOME`), trimmed of trailing punctuation.
 */
export function sectionTitle(row: readonly Cell[]): string | null {
  let only: Cell | undefined;
  for (const cell of row) {
    if (isBlank(cell)) continue;
    if (only !== undefined) return null;
    only = cell;
  }
  if (typeof only !== 'string' || !SECTION_TITLES.has(normalizeLabel(only))) return null;
  return labelText(only).replace(/[\s:.\-–—]+$/, '');
}

export function isEmptyRow(row: readonly Cell[]): boolean {
  return row.every(isBlank);
}
