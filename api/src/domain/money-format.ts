/**
 * Money in any currency, in any locale (docs/decisions/money-format.md): amounts are integer minor
 * units of their currency (cents, yen, fils), formatted and parsed through `Intl.NumberFormat`, and
 * converted with integer arithmetic on the rate's digits, rounded once, half to even.
 */
import { centsToDollars, roundToCents } from './money';

/** The ISO 4217 codes this runtime knows (`Intl.supportedValuesOf`), upper case. */
let currencyCodes: ReadonlySet<string> | null = null;

/** Whether `code` is an ISO 4217 currency code as written (upper case): `CHF` yes, `chf` and `XYZ` no. */
export function isCurrencyCode(code: string): boolean {
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency'));
  return currencyCodes.has(code);
}

function checkedCurrency(currency: string): string {
  if (!isCurrencyCode(currency)) throw new RangeError(`${JSON.stringify(currency)} is not an ISO 4217 currency code.`);
  return currency;
}

const minorUnits = new Map<string, number>();

/** How many decimals the currency's amounts have: USD 2, JPY 0, BHD 3 (as Intl knows them). */
export function minorUnitsOf(currency: string): number {
  let digits = minorUnits.get(currency);
  if (digits === undefined) {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency: checkedCurrency(currency) });
    digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    minorUnits.set(currency, digits);
  }
  return digits;
}

/** Integer minor units as exact decimal text (`-123456` cents → `-1234.56`), never through a float. */
function decimalText(minor: number, digits: number): string {
  const magnitude = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${magnitude}`;
  return `${sign}${magnitude.slice(0, -digits)}.${magnitude.slice(-digits)}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole ? 0 : 1}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = whole ? 0 : minorUnitsOf(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // An amount that rounds to zero shows no minus sign (`$0`, not `-$0`); ES2023, newer than the lib's types.
      signDisplay: 'negative' as Intl.NumberFormatOptions['signDisplay'],
    });
    formatters.set(key, format);
  }
  return format;
}

export interface FormatMoneyOptions {
  /** Whole units (`$12,346`), as the screens that show whole dollars do; rounded half away from zero. */
  whole?: boolean;
}

/**
 * An amount of integer minor units in the locale's way: `formatMoney(123456, 'USD', 'en-US')` is
 * `$1,234.56`, `formatMoney(123456, 'EUR', 'de-DE')` `1.234,56 €`, `formatMoney(1234, 'JPY', 'ja-JP')`
 * `￥1,234`. The currency's own decimals, or none with `whole`. The amount reaches Intl as exact
 * decimal text, so no float rounding shows. Throws a RangeError for a non-integer amount, an unknown
 * currency or a malformed locale.
 */
export function formatMoney(minorUnits: number, currency: string, locale: string, options: FormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`An amount in minor units must be a safe integer, not ${minorUnits}.`);
  const text = decimalText(minorUnits, minorUnitsOf(currency));
  // Intl formats decimal strings exactly (ES2023 Intl.NumberFormat v3); the type says number.
  return formatterFor(locale, currency, options.whole === true).format(text as unknown as number);
}

/**
 * The wire's amounts as a screen shows them in the user's currency and locale. Amounts arrive in
 * major units with two decimals (`centsToDollars` in money.ts: every amount is kept as hundredths,
 * whatever its currency), so they are taken to the hundredth and then to the currency's own minor
 * units (yen: whole; dinars: thousandths) before formatting.
 */
export interface MoneyFormat {
  readonly currency: string;
  readonly locale: string;
  /** Whole units, as the screens that show whole dollars do: `$12,346`, `12.346 €`. */
  whole(amount: number): string;
  /** To the currency's minor unit: `$12,345.67`, `12.345,67 €`, `¥12,346`. */
  exact(amount: number): string;
  /**
   * A typed amount as the wire carries it (major units to the hundredth), read the locale's way
   * (`parseMoney`): `1.234,56` in de-DE is 1234.56; text that does not fit is refused with a message.
   */
  parse(text: string): { amount: number } | { error: string };
}

/** Hundredths as the currency's minor units: the same for cents, ×10 for thousandths, rounded half away from zero to whole yen. */
function hundredthsAsMinorUnits(hundredths: number, digits: number): number {
  if (digits === 2) return hundredths;
  if (digits > 2) return hundredths * 10 ** (digits - 2);
  const scale = 10 ** (2 - digits);
  return Math.sign(hundredths) * Math.round(Math.abs(hundredths) / scale) + 0;
}

/** How amounts read in `currency` for a person of `locale` (formatMoney underneath). */
export function moneyFormat(currency: string, locale: string): MoneyFormat {
  const digits = minorUnitsOf(currency);
  const minor = (amount: number) => hundredthsAsMinorUnits(roundToCents(amount), digits);
  return {
    currency,
    locale,
    whole: (amount) => formatMoney(minor(amount), currency, locale, { whole: true }),
    exact: (amount) => formatMoney(minor(amount), currency, locale),
    parse: (text) => {
      const parsed = parseMoney(text, locale, currency);
      if ('error' in parsed) return parsed;
      // The currency's minor units as the wire's hundredths: ×100 for yen, thousandths rounded half away from zero.
      const scaled = parsed.minorUnits * 10 ** (2 - digits);
      return { amount: centsToDollars(Math.sign(scaled) * Math.round(Math.abs(scaled)) + 0) };
    },
  };
}

/** What figures show in until the user's home currency and locale are known: US dollars, en-US. */
export const DEFAULT_MONEY_FORMAT: MoneyFormat = moneyFormat('USD', 'en-US');

/**
 * The currency's symbol as the format writes it, for a label or a prefix beside an amount field:
 * `$` for US dollars in en-US, `CHF` for Swiss francs, `€` for euros, `¥` for yen.
 */
export function currencySymbol(format: Pick<MoneyFormat, 'currency' | 'locale'>): string {
  const parts = new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? format.currency;
}

/** How a locale writes numbers: its decimal mark, grouping marks and group sizes. */
interface NumberShape {
  decimal: string;
  groups: ReadonlySet<string>;
  /** Digits in the last group (3) and in the groups before it (3, or 2 for en-IN's lakh). */
  primary: number;
  secondary: number;
  /** `1,234.56` as the locale writes it, for messages. */
  example: string;
}

const APOSTROPHES = ["'", '\u2019'];
const SPACES = [' ', '\u00a0', '\u202f'];
const MINUS = /^[-\u2212]/;
const MINUS_AT_END = /[-\u2212]$/;

const shapes = new Map<string, NumberShape>();

function shapeOf(locale: string): NumberShape {
  let shape = shapes.get(locale);
  if (shape) return shape;
  const format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', useGrouping: true });
  const parts = format.formatToParts(123456789.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  // Grouping marks people type for the locale's own: either apostrophe, any kind of space.
  const groups = new Set([group, ...(APOSTROPHES.includes(group) ? APOSTROPHES : []), ...(SPACES.includes(group) ? SPACES : [])]);
  shape = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    groups,
    primary: integers[integers.length - 1] ?? 3,
    secondary: integers.length > 2 ? integers[integers.length - 2] : 3,
    example: new Intl.NumberFormat(locale, { numberingSystem: 'latn', minimumFractionDigits: 2 }).format(1234.56),
  };
  shapes.set(locale, shape);
  return shape;
}

/** The ways the currency is written in the locale: its symbol, narrow symbol and ISO code. */
function currencyMarks(locale: string, currency: string): string[] {
  const marks = new Set<string>([currency]);
  for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1);
    const symbol = parts.find((part) => part.type === 'currency')?.value;
    if (symbol) marks.add(symbol);
  }
  // Longest first, so `R$` is taken whole before `$`; the yen's full-width form too.
  if (marks.has('￥')) marks.add('¥');
  return [...marks].sort((a, b) => b.length - a.length);
}

/** Whether the integer digits are grouped as the locale groups them (or in plain thousands). */
function groupedWell(groups: string[], shape: NumberShape): boolean {
  if (groups.length <= 1) return true;
  const fits = (secondary: number) =>
    groups[groups.length - 1].length === shape.primary &&
    groups.slice(1, -1).every((group) => group.length === secondary) &&
    groups[0].length >= 1 &&
    groups[0].length <= secondary;
  return fits(shape.secondary) || fits(3);
}

export type ParsedMoney = { minorUnits: number } | { error: string };

/**
 * A typed amount in integer minor units of `currency`, read as the locale writes numbers: `1.234,56`
 * in de-DE, `1'234.56` in de-CH, `1,23,456.78` in en-IN, `R$ 1.234,56` in pt-BR. A leading or
 * trailing currency symbol or code and a minus sign (`-`, `−`, before or after) are allowed.
 * Refused with a message: text that is not such a number (`1.234,56` in en-US), groups that are not
 * the locale's (`1,23` in en-US) and more decimals than the currency has (`1,234` euros in de-DE,
 * where the comma is the decimal mark; `1.5` yen).
 */
export function parseMoney(text: string, locale: string, currency: string): ParsedMoney {
  const digits = minorUnitsOf(currency);
  const shape = shapeOf(locale);
  const marks = currencyMarks(locale, currency);
  let rest = text.trim();
  if (rest === '') return { error: 'Enter an amount.' };
  let negative = false;
  let marked = false;
  // Sign and currency in any order at either end, each at most once.
  for (let changed = true; changed;) {
    changed = false;
    const before = rest;
    if (!negative && (MINUS.test(rest) || MINUS_AT_END.test(rest))) {
      rest = rest.replace(MINUS.test(rest) ? MINUS : MINUS_AT_END, '');
      negative = true;
    }
    if (!marked) {
      const upper = rest.toUpperCase();
      const mark = marks.find((candidate) => upper.startsWith(candidate.toUpperCase()) || upper.endsWith(candidate.toUpperCase()));
      if (mark) {
        rest = upper.startsWith(mark.toUpperCase()) ? rest.slice(mark.length) : rest.slice(0, rest.length - mark.length);
        marked = true;
      }
    }
    rest = rest.trim();
    changed = rest !== before;
  }
  const notAmount = { error: `"${text.trim()}" is not an amount. Write amounts like ${shape.example}.` };
  const [whole, fraction, extra] = rest.split(shape.decimal);
  if (extra !== undefined || whole === undefined) return notAmount;
  const groups = whole === '' ? [] : splitGroups(whole, shape.groups);
  if (groups === null || groups.some((group) => !/^\d+$/.test(group))) return notAmount;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return notAmount;
  if (groups.length === 0 && fraction === undefined) return notAmount;
  if (!groupedWell(groups, shape))
    return { error: `"${text.trim()}" is not grouped as ${locale} groups digits. Write amounts like ${shape.example}.` };
  if (fraction !== undefined && fraction.length > digits) {
    const allowed = digits === 0 ? 'no decimals' : `at most ${digits} decimal${digits === 1 ? '' : 's'}`;
    return {
      error: `"${text.trim()}" has ${fraction.length} decimal${fraction.length === 1 ? '' : 's'}; ${currency} amounts have ${allowed}.`,
    };
  }
  const minor = BigInt(groups.join('') || '0') * 10n ** BigInt(digits) + BigInt((fraction ?? '').padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { error: `"${text.trim()}" is too large an amount.` };
  const value = Number(minor);
  return { minorUnits: negative && value !== 0 ? -value : value };
}

/** The integer digits split at the grouping marks; null when two marks meet or one ends the number. */
function splitGroups(whole: string, marks: ReadonlySet<string>): string[] | null {
  const groups: string[] = [''];
  for (const char of whole) {
    if (marks.has(char)) groups.push('');
    else groups[groups.length - 1] += char;
  }
  return groups.some((group) => group === '') ? null : groups;
}

/** A rate as decimal text (`1.12`, `0.0089`, `150`): its digits and the power of ten dividing them. */
export function parseRate(rate: string): { digits: bigint; scale: number } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`The rate ${JSON.stringify(rate)} is not a decimal number such as 1.12.`);
  const [, whole, fraction = ''] = match;
  const digits = BigInt(whole + fraction);
  if (digits === 0n) throw new RangeError('A rate must be more than zero.');
  return { digits, scale: fraction.length };
}

/** numerator / denominator (denominator > 0) rounded to an integer, half to even. */
export function divideHalfToEven(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const twice = (magnitude % denominator) * 2n;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) quotient += 1n;
  return numerator < 0n ? -quotient : quotient;
}

/**
 * An amount of `fromCurrency`'s minor units in `toCurrency`'s, at `rate` (1 unit of `fromCurrency`
 * = `rate` units of `toCurrency`, as decimal text: `'1.12'`). Exact: integer arithmetic on the
 * rate's digits, rounded once, half to even, to the target currency's minor units. A total of
 * converted rows is the sum of the rounded rows (`convertedTotal`), never converted again.
 */
export function convertMinorUnits(amount: number, fromCurrency: string, toCurrency: string, rate: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`An amount in minor units must be a safe integer, not ${amount}.`);
  const { digits, scale } = parseRate(rate);
  const numerator = BigInt(amount) * digits * 10n ** BigInt(minorUnitsOf(toCurrency));
  const denominator = 10n ** BigInt(minorUnitsOf(fromCurrency) + scale);
  const converted = divideHalfToEven(numerator, denominator);
  if (converted > BigInt(Number.MAX_SAFE_INTEGER) || converted < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('The converted amount is too large.');
  return Number(converted) + 0;
}

/** The total of rows converted one by one (each rounded once), as every converted total is made. */
export function convertedTotal(amounts: Iterable<number>, fromCurrency: string, toCurrency: string, rate: string): number {
  let total = 0;
  for (const amount of amounts) total += convertMinorUnits(amount, fromCurrency, toCurrency, rate);
  if (!Number.isSafeInteger(total)) throw new RangeError('The converted total is too large.');
  return total;
}
