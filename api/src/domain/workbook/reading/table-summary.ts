/**
 * What a table's reading sums up for the upload step: money in and out by the first guess, its
 * dates, its currency. Shown to the person; never what the analysis counts.
 */
import { pairKey } from '../../analysis/classification';
import { guessTransactionType } from '../../analysis/guess-type';
import { formatIsoDate } from '../../calendar';
import { currencyOfCell } from '../cells/currency';
import { normalizeLabel } from '../cells/text';
import { pairHints } from '../rows/pair-hints';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, ParsedTable, TableReading } from '../types';

/** Money in and out by the table's own reading, for the one-line summary (never for the analysis). */
export function moneyOf(table: ParsedTable): { in: number; out: number } {
  const hints = pairHints(table);
  // category → subcategory → guessed type: no key string built per row of a 200,000-row log.
  const types = new Map<string, Map<string, ReturnType<typeof guessTransactionType>>>();
  let moneyIn = 0;
  let moneyOut = 0;
  for (const row of table.rows) {
    let bySubcategory = types.get(row.category);
    if (!bySubcategory) types.set(row.category, (bySubcategory = new Map<string, ReturnType<typeof guessTransactionType>>()));
    let type = bySubcategory.get(row.subcategory);
    if (!type)
      bySubcategory.set(
        row.subcategory,
        (type = guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory)))),
      );
    if (type === 'Ignore') continue;
    if (table.signed) {
      if (row.amountCents > 0) moneyIn += row.amountCents;
      else moneyOut -= row.amountCents;
    } else if (type === 'Income') moneyIn += row.amountCents;
    else moneyOut += row.amountCents;
  }
  return { in: moneyIn / 100, out: moneyOut / 100 };
}

export function datesOf(table: ParsedTable, order: 'MDY' | 'DMY' | null): TableReading['dates'] {
  let from: string | null = null;
  let to: string | null = null;
  const take = (date: string) => {
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  };
  if (table.layout === 'transaction-log') for (const row of table.rows) take(row.date!);
  else if (table.layout === 'month-grid' && table.months?.every((month) => month.year !== null)) {
    for (const row of table.rows) {
      const { year, month } = table.months[row.monthIndex!];
      take(formatIsoDate({ year: year!, month, day: 1 }));
    }
  } else if (table.period?.year) take(formatIsoDate({ year: table.period.year, month: table.period.month, day: 1 }));
  return { from, to, order };
}

/** Headers of a column that holds each row's currency (`Währung`, `Valutacode`, `Monn.`, `Moneda`, `Devise`). */
const CURRENCY_COLUMN = new Set([
  'currency',
  'curr',
  'ccy',
  'wahrung',
  'valuta',
  'valutacode',
  'munt',
  'monn',
  'monnaie',
  'devise',
  'moneda',
  'divisa',
  'moeda',
]);

/**
 * The currency a table's columns name when its cells carry none: an amount header's qualifier
 * (`Betrag (EUR)`, `Amount (£)`), else the first value of a currency column (`Währung`: `EUR`).
 */
export function currencyOfColumns(rows: readonly Cell[][], frame: TableFrame): string | null {
  const header = rows[frame.headerRow] ?? [];
  for (const role of ['amount', 'in', 'out'] as const) {
    const column = frame.roles[role];
    const named = column === undefined ? null : currencyOfCell(header[column]);
    if (named) return named;
  }
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    if (!CURRENCY_COLUMN.has(normalizeLabel(header[column]))) continue;
    for (let r = frame.headerRow + 1; r < Math.min(frame.endRow, frame.headerRow + 20); r += 1) {
      const named = currencyOfCell(rows[r]?.[column]);
      if (named) return named;
    }
  }
  return null;
}

/** A statement's ISO code (`USD`, `EUR`) as the readings name currencies (`$`, `€`); a code with no symbol of ours stays a code. */
export function symbolOf(currency: string | undefined): string | undefined {
  return currency === undefined ? undefined : (currencyOfCell(currency) ?? currency);
}
