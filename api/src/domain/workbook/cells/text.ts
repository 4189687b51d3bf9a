/**
 * Reading single cells as text: what every layout rule needs before it can look at labels.
 */
import type { Cell } from '../types';

/** Longest category, subcategory or description kept; far inside what the later steps accept. */
export const MAX_LABEL_LENGTH = 200;

export function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** Text that collapsing and trimming would change: a run of whitespace, whitespace other than a space, or at either end. */
const UNTIDY_SPACE = /\s\s|[^\S ]|^\s|\s$/;

/** A cell as one line of text, whitespace collapsed: labels may wrap or carry stray spaces. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  // Tidy text is answered as it is: the replace below makes a new string whenever the text holds a
  // space, and a label per row and column of a 200,000-row log kept each copy.
  if (typeof cell === 'string' && !UNTIDY_SPACE.test(cell)) return cell;
  return String(cell).replace(/\s+/g, ' ').trim();
}

/** A label as kept for categories and descriptions: one line, at most MAX_LABEL_LENGTH characters. */
export function labelText(cell: Cell | undefined): string {
  const text = cellText(cell);
  return text.length <= MAX_LABEL_LENGTH ? text : text.slice(0, MAX_LABEL_LENGTH).trim();
}

const NON_ASCII = /[\u0080-\uffff]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * A header or title as compared: case, spacing and punctuation ignored (`Sub-Category`,
 * `sub category` and `SUBCATEGORY:` are one label). `%` is kept so a percent column stays one.
 */
export function normalizeLabel(cell: Cell | undefined): string {
  return withoutAccents(cellText(cell).toLowerCase()).replace(/[^a-z0-9%]/g, '');
}

/**
 * Accents dropped, not the letters (`Débit` is `Debit`, `Begünstigter` `Begunstigter`, `ß` `ss`),
 * for every look-up of words in other languages: labels, month names, the guess's names. Only text
 * with a non-ASCII character pays for the decomposition (every row is tried as a header).
 */
export function withoutAccents(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFD').replace(COMBINING_MARKS, '').replace(/ß/g, 'ss') : text;
}

/** Total and subtotal rows (`Total`, `Total Income`, `Housing subtotal`, `Sub-total`, `Grand total`). */
export function isTotalLabel(text: string): boolean {
  return /\b(sub[\s-]?)?totals?\b/i.test(text);
}

/**
 * Labels of computed rows in budgets and grids: totals and what is worked out
 * from other rows — `Net`, `Difference`, `Remaining Funds`, `Left Over`, `Balance`, `Cash Flow`,
 * `Surplus/Deficit`, `Count`, `Average`, `Min`, `Max`. Only the start of the label counts
 * (`Net Income` is a total line, `Internet` is not), and a total word anywhere (`Total INCOME`).
 */
const COMPUTED_LABEL =
  /^(?:grand\s+)?(?:net|sum|difference|remaining|left\s*over|leftover|balance|final\s+balance|ending\s+balance|cash\s*flow|surplus|deficit|count|average|avg|min|minimum|max|maximum|mean|median)\b/i;

export function isComputedLabel(text: string): boolean {
  return isTotalLabel(text) || COMPUTED_LABEL.test(text.trim());
}

/** Opening balances and reconciliation lines: neither income nor spending. */
const BALANCE_LABEL =
  /\[balance\]|\b(?:opening|starting|beginning|start|initial|closing|ending|end|final)\s+balance\b|\breconciliation\b|\bbalance\s+adjustment\b|\b(?:anfangs|end|schluss|alter|neuer)\s?saldo\b|\bsaldo\s+nach\s+buchung\b|\bkontostand\b|\bsaldo\s+(?:inicial|final|anterior|actual|inicio|fin)\b|\bsolde\s+(?:initial|final|pr[ée]c[ée]dent|au)\b|\b(?:begin|eind)saldo\b/i;

/** Every balance label holds one of these: a cheap test first, as every row of a log is asked. */
const BALANCE_HINT = /bal|recon|saldo|kontostand|solde/i;

export function isBalanceLabel(text: string): boolean {
  return BALANCE_HINT.test(text) && BALANCE_LABEL.test(text);
}

/** Cells that stand for "nothing here": `-`, `–`, `—`, `n/a`, ` - `, `N.A.`. */
export function isPlaceholder(cell: Cell | undefined): boolean {
  if (typeof cell !== 'string') return false;
  const text = cell.trim().toLowerCase();
  return /^[-–—]+$/.test(text) || text === 'n/a' || text === 'na' || text === 'n.a.' || text === 'none' || text === 'tbd';
}

/** The section titles (singular and plural, any case, trailing colon) that open a group. */
const SECTION_TITLES = new Map<string, string>([
  ['income', 'Income'],
  ['earning', 'Income'],
  ['revenue', 'Income'],
  ['need', 'Needs'],
  ['want', 'Wants'],
  ['saving', 'Savings'],
  ['savingsorinvestment', 'Savings'],
  ['savingsandinvestment', 'Savings'],
  ['investment', 'Savings'],
  ['debt', 'Debt'],
  ['expense', 'Expenses'],
  ['expenditure', 'Expenses'],
  ['spending', 'Expenses'],
  ['bill', 'Expenses'],
  ['outgoing', 'Expenses'],
  ['fixedexpense', 'Expenses'],
  ['variableexpense', 'Expenses'],
  ['giving', 'Expenses'],
  // the same titles in Spanish, Portuguese, German, French and Dutch budgets
  ['ingreso', 'Income'],
  ['receita', 'Income'],
  ['renda', 'Income'],
  ['einnahme', 'Income'],
  ['einkommen', 'Income'],
  ['revenu', 'Income'],
  ['inkomsten', 'Income'],
  ['gasto', 'Expenses'],
  ['despesa', 'Expenses'],
  ['ausgabe', 'Expenses'],
  ['depense', 'Expenses'],
  ['uitgave', 'Expenses'],
  ['uitgaven', 'Expenses'],
  ['ahorro', 'Savings'],
  ['poupanca', 'Savings'],
  ['ersparnis', 'Savings'],
  ['epargne', 'Savings'],
]);

/** The singular of a normalised label: `categories` → `category`, `expenses` → `expense`, `address` stays. */
export function singularLabel(label: string): string {
  if (label.endsWith('ies') && label.length > 4) return `${label.slice(0, -3)}y`;
  if (label.endsWith('s') && !label.endsWith('ss') && label.length > 3) return label.slice(0, -1);
  return label;
}

/** Whether a text names a section (`Expenditure`, `SAVINGS:`, `Fixed Expenses`). */
export function isSectionLabel(text: string): boolean {
  const label = normalizeLabel(text);
  return SECTION_TITLES.has(label) || SECTION_TITLES.has(singularLabel(label));
}

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
  if (typeof only !== 'string' || !isSectionLabel(only)) return null;
  return labelText(only).replace(/[\s:.\-–—]+$/, '');
}

export function isEmptyRow(row: readonly Cell[]): boolean {
  return row.every(isBlank);
}
