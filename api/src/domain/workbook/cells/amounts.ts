/**
 * Amount cells to integer cents. Numbers are what the sheet holds; text is what people type or
 * what a CSV export writes (`$1,234.56`, `(12.00)`, `-$5`, `12.00-`). Anything else is no amount.
 */
import type { Cell } from '../types';

/** Currency written before or after the number: symbols, `R$`, `kr`, `Fr.`, and any ISO code (`EUR`, `CHF`). */
const CURRENCY_PREFIX = /^(?:[A-Z]{1,3}\$|US\$|\$|€|£|₹|₦|¥|₩|₺|₽|₱|₪|[Kk]r\.?|Fr\.?|zł|[A-Z]{3}(?=[\d.,(+\-−]))/;
const CURRENCY_SUFFIX = /(?:\$|€|£|₹|₦|¥|₩|₺|₽|₱|₪|[Kk]r\.?|Fr\.?|zł|[A-Z]{3})$/;
/** Digits with at most one decimal point: what digitsToCents makes of any way of writing them. */
const DIGITS = /^(\d*)(?:\.(\d*))?$/;

let lastValue = Number.NaN;
let lastScaled = Number.NaN;

/**
 * |value| × 100 rounded to 15 significant digits (binary noise removed). The last answer is kept:
 * a log's amount cell is asked about several times in a row (its sign, its cents, its exact value,
 * any fraction of a cent), and toPrecision was the reading's dearest step.
 *
 * Most amounts are whole cents up to binary noise, and there the answer is the nearest integer
 * without toPrecision: below 10^15 the 15th significant digit's unit u is at most 1 and more than
 * x × 10^-15, so an integer r with |x − r| ≤ x × 4·10^-16 (< u / 2; x − r is exact) is the one
 * multiple of u nearest x, which is what toPrecision(15) rounds to.
 */
function scaledCents(value: number): number {
  if (value !== lastValue) {
    const scaled = Math.abs(value) * 100;
    const nearest = Math.round(scaled);
    lastScaled = scaled < 1e15 && Math.abs(scaled - nearest) <= scaled * 4e-16 ? nearest : Number(scaled.toPrecision(15));
    lastValue = value;
  }
  return lastScaled;
}

/**
 * Dollars as stored by a spreadsheet (a double) to cents, half away from zero. Rounding the
 * product to 15 significant digits first undoes binary noise: 1.005 is stored as 1.00499999…,
 * shows as 1.01 in Excel, and must count as 101 cents here too.
 */
function numberToCents(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const scaled = scaledCents(value);
  const cents = Math.round(scaled);
  if (!Number.isSafeInteger(cents)) return null;
  return value < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Whether a number cell holds a fraction of a cent (`12.3456`: pasted random floats, a currency
 * conversion). Such an amount is counted rounded to the cent, as every amount is; the reading says
 * so, because the sheet's own sums of the exact values can then differ by a few cents.
 */
export function hasSubCents(cell: Cell | undefined): boolean {
  if (typeof cell !== 'number' || !Number.isFinite(cell)) return false;
  const scaled = scaledCents(cell);
  return scaled !== Math.round(scaled);
}

/**
 * A number cell's amount in cents, fractions of a cent kept (binary noise removed as in
 * `numberToCents`); any other cell's amount as `parseAmountCents` reads it. Null: no amount.
 */
export function exactCents(cell: Cell | undefined): number | null {
  if (typeof cell !== 'number') return parseAmountCents(cell);
  if (!Number.isFinite(cell)) return null;
  const scaled = scaledCents(cell);
  if (Math.round(scaled) > MAX_AMOUNT_CENTS) throw new AmountOutOfRangeError(Math.round(scaled));
  return cell < 0 ? -scaled : scaled;
}

/** Integer shares of `total` in proportion to `exact` (largest remainder: each is its exact value rounded down or up). */
function largestRemainder(exact: readonly number[], total: number): number[] {
  const shares = exact.map((value) => Math.floor(value));
  let left = total - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** Half away from zero for a non-negative sum, binary noise removed first. */
const roundSum = (value: number) => Math.round(Number(value.toPrecision(15)));

/**
 * Whole cents for amounts that carry fractions of a cent (pasted random floats), so that totals are
 * the exact sums rounded once, as the sheet's own SUM shows them and a careful person reads them —
 * where rounding each amount alone drifts (Harry Hill's 353 floats: 18,425.59 rounded one by one,
 * 18,425.54 summed). The rule, per direction (money in, money out: neither borrows the other's
 * fractions):
 * - the direction's total is its exact sum rounded to the cent;
 * - each group's (a category pair's) total is its exact sum rounded down or up, the extra cents going
 *   to the groups with the largest fractions (largest remainder), so the groups add up to the total;
 * - within a group, rows in order carry their fractions: each running total is the exact running
 *   total (scaled onto the group's total) rounded, so no row moves a cent or more from its value.
 * Amounts already in whole cents keep their value.
 */
export function carriedCents(exact: readonly number[], groups: readonly string[]): number[] {
  const result = new Array<number>(exact.length).fill(0);
  for (const negative of [false, true]) {
    const byGroup = new Map<string, number[]>();
    exact.forEach((value, index) => {
      if (value < 0 !== negative) return;
      const members = byGroup.get(groups[index]) ?? [];
      if (members.length === 0) byGroup.set(groups[index], members);
      members.push(index);
    });
    const members = [...byGroup.values()];
    const sums = members.map((indexes) => indexes.reduce((sum, index) => sum + Math.abs(exact[index]), 0));
    const targets = largestRemainder(sums, roundSum(sums.reduce((a, b) => a + b, 0)));
    members.forEach((indexes, g) => {
      const scale = sums[g] === 0 ? 1 : targets[g] / sums[g];
      let running = 0;
      let counted = 0;
      for (const index of indexes) {
        running += Math.abs(exact[index]) * scale;
        const total = roundSum(running);
        const cents = total - counted;
        counted = total;
        result[index] = negative && cents !== 0 ? -cents : cents;
      }
    });
  }
  return result;
}

/**
 * Decimal text (already stripped of signs and symbols) to cents, exactly, half away from zero.
 * Both ways of writing numbers are read (src/domain/workbook/README.md, Rules): `1,234.56` and `1.234,56`, `1 234,56`
 * (spaces are gone by now), `1'234.56` (Swiss). With both marks, the last is the decimal one; with
 * only a comma, `1,234` and `12,345,678` keep the US reading (thousands) and any other comma
 * (`12,5`, `827,75`, `0,01`) is decimal; with only dots, `1.234.567` is thousands, any other dot decimal.
 * A file that says its mark (a CSV: `withDecimalMark`) is read by it alone.
 */
function digitsToCents(text: string): number | null {
  let plain = text.replace(/['’ʼ]/g, '');
  const comma = plain.lastIndexOf(',');
  const dot = plain.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const [thousands, decimal]: [',' | '.', ',' | '.'] = comma > dot ? ['.', ','] : [',', '.'];
    if (fileDecimalMark !== null && decimal !== fileDecimalMark) return null;
    const whole = plain.slice(0, Math.max(comma, dot));
    if (whole.includes(decimal) || !GROUPED[thousands].test(whole)) return null;
    plain = `${whole.split(thousands).join('')}.${plain.slice(Math.max(comma, dot) + 1)}`;
  } else if (comma >= 0) {
    // Several commas group thousands (`12,345,678`, India's `1,00,000`); one comma before exactly three
    // digits too, but in a decimal-comma file (where `1,234` is one and a bit).
    if (plain.indexOf(',') !== comma || (GROUPED[','].test(plain) && fileDecimalMark !== ',')) {
      if (!/^\d{1,3}(?:,\d{2,3})*,\d{3}$/.test(plain)) return null;
      plain = plain.replace(/,/g, '');
    } else if (fileDecimalMark === '.') return null;
    else plain = plain.replace(',', '.');
  } else if (dot >= 0 && (plain.indexOf('.') !== dot || (fileDecimalMark === ',' && GROUPED['.'].test(plain)))) {
    // `1.234.567`, and in a decimal-comma file `1.500` too: thousands.
    if (!GROUPED['.'].test(plain)) return null;
    plain = plain.replace(/\./g, '');
  }
  const match = DIGITS.exec(plain);
  if (!match) return null;
  const whole = match[1];
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  let cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** How a file writes its decimals: a point (`1,234.56`) or a comma (`1.234,56`). */
export type DecimalMark = '.' | ',';

/**
 * The decimal mark of the file being read, while `withDecimalMark` reads it; null reads text either
 * way (a workbook's cells are numbers, and its rare text amounts say their mark by their shape).
 * A CSV says its own (services/workbook/csv/csv-reader.ts): in a point file `-4,50` is no amount (a
 * slip), in a comma file `1.500` is fifteen hundred.
 */
let fileDecimalMark: DecimalMark | null = null;

/** The decimal mark of the file being read (null: none said), for what else it tells (day-first dates: reading/date-origin.ts). */
export function decimalMarkInForce(): DecimalMark | null {
  return fileDecimalMark;
}

/** `read()` with text amounts read by the file's decimal mark (a sheet is read synchronously, start to end). */
export function withDecimalMark<T>(mark: DecimalMark | null | undefined, read: () => T): T {
  const before = fileDecimalMark;
  fileDecimalMark = mark ?? null;
  try {
    return read();
  } finally {
    fileDecimalMark = before;
  }
}

/** Whole numbers grouped by threes with that mark (`1,234`, `12.345.678`). */
const GROUPED: Record<',' | '.', RegExp> = { ',': /^\d{1,3}(?:,\d{3})+$/, '.': /^\d{1,3}(?:\.\d{3})+$/ };

/** `CR` after an amount is money in, `DR` money out (card and bank statements: `12.50 CR`, `40.00DR`). */
const CREDIT_DEBIT_SUFFIX = /(CR|DR)\.?$/i;

function textToCents(raw: string): number | null {
  let text = raw.replace(/\s+/g, '');
  if (text === '') return null;
  let negative = false;
  let suffixSign: 1 | -1 | 0 = 0;
  const creditDebit = CREDIT_DEBIT_SUFFIX.exec(text);
  if (creditDebit && /\d/.test(text.slice(0, creditDebit.index).slice(-2))) {
    suffixSign = creditDebit[1].toUpperCase() === 'CR' ? 1 : -1;
    text = text.slice(0, creditDebit.index);
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  // Sign and currency symbol in either order: `-$5`, `$-5`, `+$5`, `EUR -5`.
  for (let step = 0; step < 2; step += 1) {
    if (/^[-−]/.test(text)) {
      if (negative) return null;
      negative = true;
      text = text.slice(1);
    } else if (text.startsWith('+')) {
      text = text.slice(1);
    }
    text = text.replace(CURRENCY_PREFIX, '');
  }
  text = text.replace(CURRENCY_SUFFIX, '');
  if (/[-−]$/.test(text)) {
    // Accounting exports write a debit as `12.00-`.
    if (negative) return null;
    negative = true;
    text = text.slice(0, -1);
  }
  const cents = digitsToCents(text);
  if (cents === null) return null;
  if (suffixSign !== 0) {
    if (negative) return null;
    negative = suffixSign < 0;
  }
  return negative && cents !== 0 ? -cents : cents;
}

/**
 * Largest amount one cell may hold: $1 billion. Far past any household line: an amount past it is a
 * misplaced number. It does not by itself keep sums exact (200,000 of them make 2 × 10^16 cents,
 * past 2^53): MAX_TOTAL_CENTS does.
 */
export const MAX_AMOUNT_CENTS = 100_000_000_000;

/**
 * Largest sum of a workbook's amounts, counted by absolute value: $10 trillion.
 *
 * Why a bound rather than BigInt sums: every figure the readings and the analysis show is a sum (or
 * a difference of sums) of some of one workbook's amounts, so bounding the total of their absolute
 * values keeps every one of them an exact integer number of cents in a double (below 2^53), which
 * `roundedRatio` needs (past it, it throws: a 500). And the figures leave as dollars in JSON
 * numbers, which show every cent exactly only below 2^46 dollars (≈ $70 trillion): a BigInt sum
 * past that could not reach a person exactly anyway. No household's money comes near $10
 * trillion; a workbook past it holds misplaced numbers and is refused with a 400, before anything
 * is stored.
 */
export const MAX_TOTAL_CENTS = 1_000_000_000_000_000;

/**
 * Whether the amounts of these rows, by absolute value, add up past MAX_TOTAL_CENTS. The answer is
 * exact: each amount is an integer below 2^53 and every partial sum up to the bound is too.
 */
export function addsUpPastMaxTotal(rowLists: Iterable<Iterable<{ amountCents: number }>>): boolean {
  let total = 0;
  for (const rows of rowLists) {
    for (const row of rows) {
      total += Math.abs(row.amountCents);
      if (total > MAX_TOTAL_CENTS) return true;
    }
  }
  return false;
}

/**
 * The rows as they are walked, `refused()` thrown the moment their amounts (by absolute value) add
 * up past MAX_TOTAL_CENTS: addsUpPastMaxTotal checked while another walk goes on, so that walk
 * (the analysis, which must not sum past 2^53) needs no walk of its own before it.
 */
export function* withinMaxTotal<T extends { amountCents: number }>(rows: Iterable<T>, refused: () => Error): Generator<T> {
  let total = 0;
  for (const row of rows) {
    total += Math.abs(row.amountCents);
    if (total > MAX_TOTAL_CENTS) throw refused();
    yield row;
  }
}

/** Raised for a cell whose amount is past `MAX_AMOUNT_CENTS`: the sheet is refused, not misread. */
export class AmountOutOfRangeError extends Error {
  constructor(readonly cents: number) {
    super(
      'An amount in this workbook is larger than $1,000,000,000; check for a misplaced number (e.g. an account number in the amount column).',
    );
    this.name = 'AmountOutOfRangeError';
  }
}

/**
 * parseAmountCents where a cell is only looked at, not read as money (a header's neighbour, a
 * preamble, a column's content): a number past any amount is no amount there, not an error.
 */
export function amountCentsOrNull(cell: Cell | undefined): number | null {
  try {
    return parseAmountCents(cell);
  } catch {
    return null;
  }
}

/** A cell's amount in cents; null when the cell holds no amount (blank, words, a date, true/false). */
export function parseAmountCents(cell: Cell | undefined): number | null {
  const cents = typeof cell === 'number' ? numberToCents(cell) : typeof cell === 'string' ? textToCents(cell) : null;
  if (cents !== null && Math.abs(cents) > MAX_AMOUNT_CENTS) throw new AmountOutOfRangeError(cents);
  return cents;
}
