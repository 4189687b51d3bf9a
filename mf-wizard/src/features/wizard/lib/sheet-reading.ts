/**
 * How the options step tells what the reader made of each sheet: one line per table, the notes to show, and the period an undated sheet covers.
 * Pure, so the words are tested without rendering.
 */
import type { PeriodType, SheetReadingDto } from '@ontrack/api/contracts';
import { formatShortDate, SHORT_MONTH_NAMES, parseIsoDate, type MoneyFormat } from '@ontrack/api/domain';
import { formatWholeNumber } from './numbers';

export type TableReadingDto = SheetReadingDto['tables'][number];

const LAYOUT_NAMES: Record<string, string> = { log: 'Transaction log', periods: 'Budget', grid: 'Month grid', plan: 'Plan' };

const PERIOD_WORDS: Record<PeriodType, string> = { 'bi-weekly': 'two weeks', monthly: 'month', quarterly: 'quarter', yearly: 'year' };

/** `Dec 2021`, or the text itself when it is not a date. */
function shortMonth(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${SHORT_MONTH_NAMES[date.month - 1]} ${date.year}` : iso;
}

/**
 * Whole units with thousands separators and the workbook's own currency sign (never converted); a
 * workbook stating none is shown in the user's `money`, as its figures will be.
 */
export function readingMoney(amount: number, currency: string | null, money: MoneyFormat): string {
  if (!currency) return money.whole(amount);
  const whole = formatWholeNumber(Math.round(Math.abs(amount)));
  const sign = amount < 0 ? '-' : '';
  return currency.length === 1 ? `${sign}${currency}${whole}` : `${sign}${currency} ${whole}`;
}

function dateSpan(dates: TableReadingDto['dates']): string | null {
  if (!dates.from) return null;
  const from = shortMonth(dates.from);
  const to = dates.to ? shortMonth(dates.to) : from;
  return from === to ? from : `${from} – ${to}`;
}

/** The sheet a duplicate repeats: `Expenses!B2:F22` → `Expenses`. */
function repeatedSheet(duplicateOf: string): string {
  const bang = duplicateOf.lastIndexOf('!');
  return bang === -1 ? duplicateOf : duplicateOf.slice(0, bang);
}

/**
 * One table's reading in one line: "Transaction log · 59 rows · Dec 2021 – Mar 2022 · in $13,600 ·
 * out $10,980"; "Plan — not counted"; "Repeats Expenses — not counted"; "Not read: …".
 */
export function readingLine(table: TableReadingDto, money: MoneyFormat): string {
  if (table.problem) return `Not read: ${table.problem}`;
  if (table.duplicate_of) return `Repeats ${repeatedSheet(table.duplicate_of)} — not counted`;
  if (table.layout === 'plan') return 'Plan — not counted';
  const parts = [LAYOUT_NAMES[table.layout ?? ''] ?? 'Table', `${table.rows} ${table.rows === 1 ? 'row' : 'rows'}`];
  const span = dateSpan(table.dates);
  if (span) parts.push(span);
  parts.push(`in ${readingMoney(table.money.in, table.currency, money)}`, `out ${readingMoney(table.money.out, table.currency, money)}`);
  if (table.remembered) parts.push('read as last time');
  return parts.join(' · ');
}

/**
 * The period an undated single-period sheet will cover, or null when the table carries its own
 * dates (or is not counted).
 */
export function undatedPeriod(table: TableReadingDto, selectedDate: string, periodType: PeriodType): string | null {
  if (table.problem || table.layout === 'plan' || table.layout === 'log' || table.duplicate_of || table.dates.from) return null;
  if (!parseIsoDate(selectedDate)) return `Undated: covers one ${PERIOD_WORDS[periodType]} from the period start date you choose.`;
  return `Undated: covers the ${PERIOD_WORDS[periodType]} starting ${formatShortDate(selectedDate)} (the period start date).`;
}

/**
 * Why a sheet is not suggested, when its warnings do not say it already (the reader gives its
 * reason for hidden, summary-named, plan, pivot and repeated tables): a plain reason, or null.
 */
export function notSuggestedReason(sheet: SheetReadingDto): string | null {
  if (sheet.tables.some((table) => table.suggested)) return null;
  // The reader's warning already says why (and is shown beside the line): not said twice.
  if (sheet.tables.some((table) => table.warnings.some((warning) => /not (suggested|counted)/.test(warning)))) return null;
  if (sheet.tables.every((table) => table.problem)) return 'Not suggested: nothing on it could be read as money.';
  if (sheet.hidden) return 'Not suggested: the sheet is hidden in the workbook.';
  const table = sheet.tables.find((candidate) => !candidate.problem);
  if (table?.duplicate_of)
    return `Not suggested: it repeats ${repeatedSheet(table.duplicate_of)}, so counting it would count the same money twice.`;
  if (table?.layout === 'plan') return 'Not suggested: it is a plan, not what happened.';
  return 'Not suggested: it looks like a summary of other rows.';
}
