/**
 * The value field of the entry form: it accepts only numeric text, shows
 * thousands separators as the user types, and the commas are stripped before saving.
 */
import { roundToCents } from '@ontrack/api/domain';

/**
 * Whole-dollar digits accepted while typing: 12, i.e. up to $999,999,999,999.99, just under the
 * server's trillion-dollar cap, so a value the form lets through is never refused for its size.
 */
export const MAX_WHOLE_DIGITS = 12;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Turns whatever is in the field into numeric text: digits and one decimal point with at most two
 * decimals, leading zeros dropped, thousands separated by commas. `'12500.5'` → `'12,500.5'`,
 * `'$1,2a3'` → `'123'`, `'.5'` → `'0.5'`.
 */
export function formatValueInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const wholeTyped = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fraction =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  let whole = wholeTyped.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  if (whole === '' && fraction !== null) whole = '0';
  const grouped = groupThousands(whole);
  return fraction === null ? grouped : `${grouped}.${fraction}`;
}

/** The field's text without thousands separators, as it is saved (`'12,500.50'` → `'12500.50'`). */
export function stripThousands(text: string): string {
  return text.replace(/,/g, '');
}

/** The amount in the field as a number of dollars, or null when there is none (`''`, `'.'`). */
export function parseValueInput(text: string): number | null {
  const plain = stripThousands(text).trim();
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return null;
  return Number(plain);
}

/** A stored value shown in the field for editing: `12500.5` → `'12,500.50'`, `300` → `'300'`. */
export function valueToInputText(value: number): string {
  const cents = roundToCents(value);
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100;
  return fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
}

const isSignificant = (char: string) => (char >= '0' && char <= '9') || char === '.';

/**
 * Where the caret belongs after reformatting, so typing in the middle of `1,234` does not throw it
 * to the end: after as many digits (and decimal point) as stood before it in the raw text.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  let wanted = 0;
  for (const char of raw.slice(0, caret)) if (isSignificant(char)) wanted += 1;
  if (wanted === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (isSignificant(formatted[index])) seen += 1;
    if (seen === wanted) return index + 1;
  }
  return formatted.length;
}
