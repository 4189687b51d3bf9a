/**
 * What every statement reader hands over (one `StatementTransaction` per money movement) and how it
 * becomes the one sheet the transaction-log reader reads: a fixed header row, then one row per
 * transaction, amounts as signed numbers built from integer cents so they are exact to the cent.
 */
import { listOf, said } from '../../../domain/workbook/said';
import type { Cell, ReaderText, ReadingText, SheetGrid } from '../../../domain/workbook/types';
import { type Message, translate } from '../../../i18n';

/** A statement that is of its kind but cannot be read; the message (a `statement.*` key) is for the person who uploaded it. */
export class StatementError extends Error {
  constructor(readonly text: Message) {
    super(translate(text));
    this.name = 'StatementError';
  }
}

export interface StatementTransaction {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Signed integer cents, money out negative. */
  amountCents: number;
  description: string | null;
  memo: string | null;
  category: string | null;
  account: string | null;
  /** ISO 4217 code as the file states it. */
  currency: string | null;
  reference: string | null;
}

/** What a reader found: the transactions, and how the note names the file ("an OFX bank statement"), in no language yet. */
export interface StatementReading {
  transactions: StatementTransaction[];
  label: ReadingText;
  /** A clause appended to the note ("1 pending entry left out"), when the reader left something out. */
  leftOut?: ReaderText;
}

export const STATEMENT_HEADER = ['Date', 'Amount', 'Description', 'Memo', 'Category', 'Account', 'Currency', 'Reference'] as const;

/** How a lone comma in an amount reads: OFX allows it as the decimal mark, QIF writes it between thousands. */
export type LoneComma = 'decimal' | 'thousands-when-three-digits';

const AMOUNT = /^([-+]?)([\d.,' ]*\d[\d.,' ]*)(-?)$/;

/**
 * Integer cents from an amount as a statement writes it (`-34.51`, `-34,51`, `1,234.56`, `1.234,56`,
 * `+5`, `12.345` rounded half away from zero), or null when it is not an amount. Built from the
 * digits, never through a float, so `0.1 + 0.2` style errors cannot creep in. When both `.` and `,`
 * appear the last one is the decimal mark; a mark appearing twice separates thousands.
 */
export function centsFromText(raw: string, loneComma: LoneComma): number | null {
  const match = AMOUNT.exec(raw.trim());
  if (!match) return null;
  const [, sign, body, trailingMinus] = match;
  if (sign && trailingMinus) return null;
  const digits = body.replace(/[ ']/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let decimalAt = -1;
  if (lastDot >= 0 && lastComma >= 0) decimalAt = Math.max(lastDot, lastComma);
  else if (lastDot >= 0) decimalAt = digits.indexOf('.') === lastDot ? lastDot : -1;
  else if (lastComma >= 0 && digits.indexOf(',') === lastComma) {
    decimalAt = loneComma === 'decimal' || digits.length - lastComma - 1 !== 3 ? lastComma : -1;
  }
  const grouped = decimalAt >= 0 ? digits.slice(0, decimalAt) : digits;
  const fraction = decimalAt >= 0 ? digits.slice(decimalAt + 1) : '';
  // Thousands groups as people write them: 3 digits last, 2 or 3 before (`1,23,456.78` in India); one kind of mark.
  const groups = grouped.split(/[.,]/);
  if (new Set(grouped.match(/[.,]/g) ?? []).size > 1) return null;
  if (
    groups.length > 1 &&
    (groups[0] === '' || groups[groups.length - 1].length !== 3 || groups.slice(1).some((group) => group.length < 2 || group.length > 3))
  )
    return null;
  const whole = groups.join('');
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || whole.length + fraction.length === 0) return null;
  const padded = (fraction + '00').slice(0, 2);
  let cents = Number(whole || '0') * 100 + Number(padded);
  if (fraction.length > 2 && fraction[2] >= '5') cents += 1;
  if (!Number.isSafeInteger(cents)) return null;
  const negative = sign === '-' || trailingMinus === '-';
  return negative && cents !== 0 ? -cents : cents;
}

/** `YYYY-MM-DD` when the parts name a real calendar day, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** All but the last four characters hidden, so a note never shows a whole account number. */
export function maskAccount(account: string): string {
  return account.length <= 4 ? account : `••••${account.slice(-4)}`;
}

/** A text value trimmed, null when nothing is left. */
export function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The memo, unless it only repeats the description. */
export function distinctMemo(memo: string | null, description: string | null): string | null {
  return memo !== null && memo !== description ? memo : null;
}

function mostCommon(values: (string | null)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/** The note, in no language yet: the format, how many transactions, and of which accounts (masked). */
function statementNote(reading: StatementReading): ReaderText {
  const accounts = [
    ...new Set(reading.transactions.map((transaction) => transaction.account).filter((account): account is string => account !== null)),
  ];
  const transactions = said('reading.statement.transactions', { count: reading.transactions.length });
  let what = transactions;
  if (accounts.length === 1) what = said('reading.statement.ofAccount', { transactions, account: maskAccount(accounts[0]) });
  else if (accounts.length > 1)
    what = said('reading.statement.ofAccounts', {
      transactions,
      accountCount: accounts.length,
      accounts: listOf(accounts.map(maskAccount), 'comma'),
    });
  return reading.leftOut
    ? said('reading.statement.noteLeftOut', { label: reading.label, what, leftOut: reading.leftOut })
    : said('reading.statement.note', { label: reading.label, what });
}

/**
 * The sheet: the header row, then the transactions in file order. `currency` is the code most rows
 * carry, as `SheetGrid.currency` means for a workbook (api/src/domain/workbook/types.ts).
 */
export function statementSheet(reading: StatementReading, sheetName: string): SheetGrid {
  const rows: Cell[][] = [[...STATEMENT_HEADER]];
  for (const transaction of reading.transactions) {
    rows.push([
      transaction.date,
      transaction.amountCents / 100,
      transaction.description,
      transaction.memo,
      transaction.category,
      transaction.account,
      transaction.currency,
      transaction.reference,
    ]);
  }
  const grid: SheetGrid = { name: sheetName, rows, note: statementNote(reading) };
  const currency = mostCommon(reading.transactions.map((transaction) => transaction.currency));
  if (currency) grid.currency = currency;
  const account = mostCommon(reading.transactions.map((transaction) => transaction.account));
  if (account) grid.account = account;
  return grid;
}
