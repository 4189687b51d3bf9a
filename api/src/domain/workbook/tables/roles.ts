/**
 * What a header label says a column holds. Labels are compared normalised
 * (case, spacing, punctuation ignored, `normalizeLabel`), so `Sub-Category`, `sub category` and
 * `SUBCATEGORY:` are one label; a plural `s` is accepted wherever the singular is listed.
 */
import { normalizeLabel, singularLabel } from '../cells/text';
import type { Cell } from '../types';
import { REFERENCE_LABELS, ROLE_LABELS } from './role-labels';

/** Roles a column can play; `none` is a column the reading does not use. */
export const COLUMN_ROLES = [
  'date',
  'year',
  'month',
  'day',
  'category',
  'subcategory',
  'description',
  'amount',
  'in',
  'out',
  'type',
  'plan',
  'none',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/** Every role but `none` has its words (role-labels.ts); the type says so. */
const LABELS: Record<Exclude<ColumnRole, 'none'>, Record<string, number>> = ROLE_LABELS;

/** The role a header cell names, with its rank; null for a label no role lists. */
export function roleOfLabel(cell: Cell | undefined): { role: Exclude<ColumnRole, 'none'>; rank: number } | null {
  if (typeof cell !== 'string') return null;
  const label = normalizeLabel(cell);
  if (label === '') return null;
  const named = roleOfNormalized(label);
  if (named) return named;
  // The currency a bank names beside the word (`Betrag (EUR)`, `Amount in USD`, `Importe €`).
  const bare = normalizeLabel(cell.replace(CURRENCY_QUALIFIER, ''));
  if (bare !== label && bare !== '') {
    const found = roleOfNormalized(bare);
    if (found) return found;
  }
  // Numbered descriptions (`Description 1`, `Verwendungszweck 2`) rank after the unnumbered one.
  const unnumbered = label.replace(/\d+$/, '');
  if (unnumbered !== label && unnumbered !== '') {
    const found = roleOfNormalized(unnumbered);
    if (found?.role === 'description') return { role: 'description', rank: found.rank + 1 };
  }
  return null;
}

/** `(EUR)`, `[€]`, `in CHF`, `euros`, or a currency code or symbol at the end of a header (`Débit euros`). */
const CURRENCY_QUALIFIER =
  /\s*(?:\([^)]*\)|\[[^\]]*]|\bin\s+[A-Z]{3}\b|\b[A-Z]{3}\b|[€$£₹₦¥]|\b(?:en\s+)?(?:euros?|dollars?|francs?|pounds?)\b)\s*$/i;

function roleOfNormalized(label: string): { role: Exclude<ColumnRole, 'none'>; rank: number } | null {
  for (const candidate of [label, singularLabel(label)]) {
    for (const role of Object.keys(LABELS) as Array<Exclude<ColumnRole, 'none'>>) {
      // Own keys only: a header named after an object's built-in (`Constructor`) is no role's label.
      if (!Object.hasOwn(LABELS[role], candidate)) continue;
      return { role, rank: LABELS[role][candidate] };
    }
  }
  return null;
}

/**
 * The rank of a header cell that names a transaction log's bank reference (`FITID`, `Reference`,
 * `Buchungsreferenz`, `Referencia`; role-labels.ts REFERENCE_LABELS), or null. Not a role of
 * `roleOfLabel`: only a log reads the column (find-tables.ts), and no other reading changes by it.
 */
export function referenceRank(cell: Cell | undefined): number | null {
  if (typeof cell !== 'string') return null;
  const label = normalizeLabel(cell);
  if (label === '') return null;
  return REFERENCE_LABELS.get(label) ?? REFERENCE_LABELS.get(singularLabel(label)) ?? null;
}
