import type { ReaderAmount, ReaderList, ReaderText, ReaderValue } from './types';

/**
 * What the reader says, as a key and its values (types.ts, ReaderText): the domain speaks no
 * language; the API writes it out in the request's (services/reading-texts.ts).
 */
export function said(key: ReaderText['key'], values?: Readonly<Record<string, ReaderValue>>): ReaderText {
  return values ? { key, values } : { key };
}

/** Items joined as the language joins a list: `a, b and c`, or with commas only. */
export function listOf(items: ReadonlyArray<string | ReaderText>, join: ReaderList['join'] = 'and'): ReaderList {
  return { items, join };
}

/** An amount to write with two decimals the language's way (integer cents, or exact cents with fractions). */
export function amountOf(cents: number): ReaderAmount {
  return { cents };
}
