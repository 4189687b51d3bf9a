/**
 * The date order a file's origin says, for numeric text dates its values leave open (`03/04/2024`):
 * known exports, the language of the date header, dotted dates, the file's decimal mark.
 */
import { decimalMarkInForce } from '../cells/amounts';
import { normalizeLabel } from '../cells/text';
import type { TableFrame } from '../tables/find-tables';
import type { Cell } from '../types';

/**
 * Exports whose date format is known from their columns: YNAB's and Mint's registers write US month-first dates.
 */
const US_EXPORT_COLUMNS = [
  ['categorygroupcategory', 'outflow', 'inflow'], // YNAB
  ['originaldescription', 'transactiontype', 'accountname'], // Mint
];

/**
 * Date headers of banks and budgets outside the US and the UK's English: their files write the day
 * first (`Buchungstag`, `Fecha`, `Date de valeur`, `Datum`, `Data`).
 */
const DAY_FIRST_DATE_LABELS = new Set([
  'datum',
  'buchungstag',
  'buchungsdatum',
  'buchung',
  'umsatzdatum',
  'belegdatum',
  'wertstellung',
  'valutadatum',
  'valuta',
  'transactiedatum',
  'boekingsdatum',
  'boekdatum',
  'fecha',
  'fechaoperacion',
  'fechadeoperacion',
  'fechacontable',
  'fechavalor',
  'dateoperation',
  'datedoperation',
  'datedeloperation',
  'datedecomptabilisation',
  'datevaleur',
  'datedevaleur',
  'dateop',
  'dateval',
  'data',
  'datamovimento',
  'datalancamento',
  'datadolancamento',
]);

/** `02.01.25`, `31.12.2024`: dates written with dots are day-first wherever they are written so. */
const DOTTED_DATE = /^\d{1,2}\.\d{1,2}\.\d{2,4}$/;

/**
 * The date order a file's origin says, for dates its values leave open: US exports (YNAB, Mint)
 * month-first; day-first where the date header is in another language, the dates are dotted, or
 * the file writes decimal commas (a CSV's mark: cells/amounts.ts).
 */
export function originDateOrder(rows: readonly Cell[][], frame: TableFrame): 'MDY' | 'DMY' | undefined {
  const header = rows[frame.headerRow] ?? [];
  const labels = new Set(header.map((cell) => normalizeLabel(cell)));
  if (US_EXPORT_COLUMNS.some((names) => names.every((name) => labels.has(name)))) return 'MDY';
  const dateColumn = frame.roles.date;
  if (dateColumn === undefined) return undefined;
  if (DAY_FIRST_DATE_LABELS.has(normalizeLabel(header[dateColumn]))) return 'DMY';
  if (decimalMarkInForce() === ',') return 'DMY';
  for (let r = frame.headerRow + 1; r < Math.min(frame.endRow, frame.headerRow + 21); r += 1) {
    const cell = rows[r]?.[dateColumn];
    if (typeof cell === 'string' && DOTTED_DATE.test(cell.trim())) return 'DMY';
  }
  return undefined;
}
