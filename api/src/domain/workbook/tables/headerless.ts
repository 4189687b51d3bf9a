/**
 * A bank export with no header row: the columns are told by what
 * they hold — a column of dates, a column of amounts, a column of text — and the sheet is read as
 * if it had the header `Date | Amount | Description` over them (reading/read-sheet.ts says so to the user).
 */
import { amountCentsOrNull } from '../cells/amounts';
import { isBlank } from '../cells/text';
import { parseDateCell } from '../cells/dates';
import type { Cell } from '../types';

/** Rows looked at: enough to tell a column's content, few enough to stay cheap. */
const SAMPLE_ROWS = 50;
/** Share of a column's filled cells that must be of one kind. */
const SHARE = 0.9;

export interface HeaderlessColumns {
  date: number;
  amount: number;
  description: number | null;
}

const dateOf = (cell: Cell | undefined) => parseDateCell(cell, 'MDY') ?? parseDateCell(cell, 'DMY');

interface ColumnSurvey {
  filled: number;
  dates: number;
  amounts: number;
  /** Amounts with cents or a sign: money, not a count or an id. */
  moneyLike: number;
  /** Negative amounts: a bank's amount column has both signs, a balance seldom. */
  negative: number;
  texts: Set<string>;
}

/**
 * The columns of a headerless log, or null when the rows do not read as one: at least three rows,
 * a column that is dates in nine rows of ten (the first such), a column that is amounts in nine of
 * ten with cents or signs (the first with both signs, else the first: balances are mostly one-signed), and the
 * column with the most different texts as the description. A row whose cells include a header
 * word is no data: a sheet with a header is read by its header, never here.
 */
export function headerlessColumns(rows: readonly Cell[][]): HeaderlessColumns | null {
  const sample = rows.filter((row) => row && row.some((cell) => !isBlank(cell))).slice(0, SAMPLE_ROWS);
  if (sample.length < 3) return null;
  const width = Math.max(...sample.map((row) => row.length));
  const surveys: ColumnSurvey[] = Array.from({ length: width }, () => ({
    filled: 0,
    dates: 0,
    amounts: 0,
    moneyLike: 0,
    negative: 0,
    texts: new Set<string>(),
  }));
  for (const row of sample) {
    row.forEach((cell, column) => {
      if (isBlank(cell)) return;
      const survey = surveys[column];
      survey.filled += 1;
      if (dateOf(cell) !== null && !(typeof cell === 'number' && !Number.isInteger(cell))) {
        survey.dates += 1;
        return;
      }
      const cents = amountCentsOrNull(cell);
      if (cents !== null) {
        survey.amounts += 1;
        if (cents < 0 || cents % 100 !== 0) survey.moneyLike += 1;
        if (cents < 0) survey.negative += 1;
        return;
      }
      if (typeof cell === 'string') survey.texts.add(cell.trim());
    });
  }
  const full = (survey: ColumnSurvey) => survey.filled >= sample.length * SHARE;
  const date = surveys.findIndex((survey) => full(survey) && survey.dates >= survey.filled * SHARE);
  if (date < 0) return null;
  const money = (survey: ColumnSurvey, column: number) =>
    column !== date && full(survey) && survey.amounts >= survey.filled * SHARE && survey.moneyLike > 0;
  // The first money column with both signs (ABN AMRO writes two balances before the amount), else the first.
  const signedAmount = surveys.findIndex(
    (survey, column) => money(survey, column) && survey.negative > 0 && survey.negative < survey.amounts,
  );
  const amount = signedAmount >= 0 ? signedAmount : surveys.findIndex(money);
  if (amount < 0) return null;
  let description: number | null = null;
  surveys.forEach((survey, column) => {
    if (column === date || column === amount || survey.texts.size < 2) return;
    if (description === null || survey.texts.size > surveys[description].texts.size) description = column;
  });
  return { date, amount, description };
}

/** The header a headerless log is read under: role names at its columns, nothing elsewhere. */
export function headerFor(columns: HeaderlessColumns, width: number): Cell[] {
  const header: Cell[] = Array.from({ length: width }, () => null);
  header[columns.date] = 'Date';
  header[columns.amount] = 'Amount';
  if (columns.description !== null) header[columns.description] = 'Description';
  return header;
}
