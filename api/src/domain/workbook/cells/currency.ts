/**
 * The currency a workbook's money is in, as far as the file says it: from currency text in an amount cell (`$1,500.00`, `CHF 1'250.50`)
 * or from the number format of amount cells (`"$"#,##0`, `#,##0.0 [$CHF-100C]`, `[$€-407] #,##0`).
 */
import type { Cell } from '../types';

/** Symbols and codes, most specific first (`R$` and `A$` before `$`). */
const CURRENCY_TEXT: ReadonlyArray<[RegExp, string]> = [
  [/CHF/i, 'CHF'],
  [/€|EUR/i, '€'],
  [/£|GBP/i, '£'],
  [/R\$|BRL/, 'R$'],
  [/A\$|AUD/, 'A$'],
  [/C\$|CAD/, 'C$'],
  [/₹|INR/, '₹'],
  [/₦|NGN/, '₦'],
  [/¥|JPY/, '¥'],
  [/\bSEK\b|\bNOK\b|\bDKK\b|\bkr\b/, 'kr'],
  [/\$|USD/i, '$'],
];

function currencyIn(text: string): string | null {
  for (const [pattern, symbol] of CURRENCY_TEXT) if (pattern.test(text)) return symbol;
  return null;
}

/** The currency named by a text cell, or null (numbers, dates and plain text name none). */
export function currencyOfCell(cell: Cell | undefined): string | null {
  return typeof cell === 'string' ? currencyIn(cell) : null;
}

/**
 * The currency a number format shows, or null. In `[$CHF-100C]` the text between `$` and `-` is
 * the symbol and the rest a locale; a bracket without a symbol (`[$-409]`, a date's locale) and
 * the other brackets (`[Red]`, `[>=100]`) name none. Quoted and escaped text is literal (`"$"`, `\€`).
 */
export function currencyOfFormat(code: string): string | null {
  const symbols: string[] = [];
  const rest = code.replace(/\[([^\]]*)]/g, (_bracket, inner: string) => {
    if (inner.startsWith('$')) symbols.push(inner.slice(1).split('-')[0]);
    return ' ';
  });
  return currencyIn([...symbols, rest].join(' '));
}

/**
 * Counts the currencies of a sheet's amount cells and names the most frequent (the first seen on a
 * tie), so one stray format does not name the sheet's currency.
 */
export class CurrencyTally {
  private readonly counts = new Map<string, number>();

  add(currency: string | null): void {
    if (currency !== null) this.counts.set(currency, (this.counts.get(currency) ?? 0) + 1);
  }

  mostFrequent(): string | null {
    let best: string | null = null;
    let bestCount = 0;
    for (const [currency, count] of this.counts) {
      if (count > bestCount) {
        best = currency;
        bestCount = count;
      }
    }
    return best;
  }
}
