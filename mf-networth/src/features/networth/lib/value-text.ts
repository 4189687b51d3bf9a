/**
 * The value field of the entry form: it accepts only numeric text, shows
 * thousands separators as the user types, and the separators are stripped before saving. The marks
 * are the user's locale's (`NumberMarks`): `12,500.50` in en-US, `12.500,50` in de-DE.
 */
import { roundToCents } from '@ontrack/api/domain';

/** How a locale writes a number's decimal mark and its thousands separator. */
export interface NumberMarks {
  decimal: string;
  group: string;
}

/** en-US: `12,500.50`. */
export const EN_MARKS: NumberMarks = { decimal: '.', group: ',' };

/** The marks of `locale` as Intl writes numbers there (`de-DE`: `,` and `.`; `fr-FR`: `,` and a narrow space). */
export function numberMarks(locale: string): NumberMarks {
  const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true }).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * Whole-dollar digits accepted while typing: 12, i.e. up to $999,999,999,999.99, just under the
 * server's trillion-dollar cap, so a value the form lets through is never refused for its size.
 */
export const MAX_WHOLE_DIGITS = 12;

const groupThousands = (digits: string, group: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * Turns whatever is in the field into numeric text: digits and one decimal mark with at most two
 * decimals, leading zeros dropped, thousands separated. In en-US `'12500.5'` → `'12,500.5'`,
 * `'$1,2a3'` → `'123'`, `'.5'` → `'0.5'`; in de-DE `'12500,5'` → `'12.500,5'`.
 */
export function formatValueInput(raw: string, marks: NumberMarks = EN_MARKS): string {
  const cleaned = [...raw].filter((char) => (char >= '0' && char <= '9') || char === marks.decimal).join('');
  const dot = cleaned.indexOf(marks.decimal);
  const wholeTyped = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fraction =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .split(marks.decimal)
          .join('')
          .slice(0, 2);
  let whole = wholeTyped.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  if (whole === '' && fraction !== null) whole = '0';
  const grouped = groupThousands(whole, marks.group);
  return fraction === null ? grouped : `${grouped}${marks.decimal}${fraction}`;
}

/** The field's text without thousands separators, decimal point as saved (`'12,500.50'` → `'12500.50'`; de-DE `'12.500,50'` too). */
export function stripThousands(text: string, marks: NumberMarks = EN_MARKS): string {
  return text.split(marks.group).join('').split(marks.decimal).join('.');
}

/** The amount in the field as a number of dollars, or null when there is none (`''`, `'.'`). */
export function parseValueInput(text: string, marks: NumberMarks = EN_MARKS): number | null {
  const plain = stripThousands(text, marks).trim();
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return null;
  return Number(plain);
}

/** A stored value shown in the field for editing: `12500.5` → `'12,500.50'` (de-DE `'12.500,50'`), `300` → `'300'`. */
export function valueToInputText(value: number, marks: NumberMarks = EN_MARKS): string {
  const cents = roundToCents(value);
  const whole = groupThousands(String(Math.floor(cents / 100)), marks.group);
  const fraction = cents % 100;
  return fraction === 0 ? whole : `${whole}${marks.decimal}${String(fraction).padStart(2, '0')}`;
}

/**
 * Where the caret belongs after reformatting, so typing in the middle of `1,234` does not throw it
 * to the end: after as many digits (and decimal point) as stood before it in the raw text.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string, marks: NumberMarks = EN_MARKS): number {
  const isSignificant = (char: string) => (char >= '0' && char <= '9') || char === marks.decimal;
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
