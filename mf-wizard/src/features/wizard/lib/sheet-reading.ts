/**
 * How the options step tells what the reader made of each sheet: one line per table, the notes to show, and the period an undated sheet covers.
 * Pure, so the words are tested without rendering: figures in the caller's `money`/`dates`, words by its `t`.
 */
import type { PeriodType, SheetReadingDto } from '@ontrack/api/contracts';
import { parseIsoDate, type DateFormat, type MoneyFormat } from '@ontrack/api/domain';
import type { Translate } from './translate';

export type TableReadingDto = SheetReadingDto['tables'][number];

/** A table's layout by name (each key written out for the catalogue test). */
function layoutName(layout: TableReadingDto['layout'], t: Translate): string {
  if (layout === 'log') return t('reading.log');
  if (layout === 'periods') return t('reading.periods');
  if (layout === 'grid') return t('reading.grid');
  if (layout === 'plan') return t('reading.planLayout');
  return t('reading.table');
}

/** `Dec 2021`, `Dez. 2021`, or the text itself when it is not a date. */
function shortMonth(iso: string, dates: DateFormat): string {
  const date = parseIsoDate(iso);
  return date ? `${dates.monthName(date.month, 'short')} ${date.year}` : iso;
}

/**
 * Whole units with the locale's grouping and the workbook's own currency sign (never converted); a
 * workbook stating none is shown in the user's `money`, as its figures will be.
 */
export function readingMoney(amount: number, currency: string | null, money: MoneyFormat, dates: DateFormat): string {
  if (!currency) return money.whole(amount);
  const whole = dates.count(Math.round(Math.abs(amount)));
  const sign = amount < 0 ? '-' : '';
  return currency.length === 1 ? `${sign}${currency}${whole}` : `${sign}${currency} ${whole}`;
}

function dateSpan(range: TableReadingDto['dates'], dates: DateFormat): string | null {
  if (!range.from) return null;
  const from = shortMonth(range.from, dates);
  const to = range.to ? shortMonth(range.to, dates) : from;
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
export function readingLine(table: TableReadingDto, money: MoneyFormat, dates: DateFormat, t: Translate): string {
  if (table.problem) return t('reading.notRead', { problem: table.problem });
  if (table.duplicate_of) return t('reading.repeats', { sheet: repeatedSheet(table.duplicate_of) });
  if (table.layout === 'plan') return t('reading.plan');
  const parts = [layoutName(table.layout, t), t('reading.rows', { count: table.rows, rows: dates.count(table.rows) })];
  const span = dateSpan(table.dates, dates);
  if (span) parts.push(span);
  parts.push(
    t('reading.in', { amount: readingMoney(table.money.in, table.currency, money, dates) }),
    t('reading.out', { amount: readingMoney(table.money.out, table.currency, money, dates) }),
  );
  if (table.remembered) parts.push(t('reading.remembered'));
  return parts.join(' · ');
}

/** "Undated: covers one month from the period start date you choose." (each key written out). */
function undatedOpen(periodType: PeriodType, t: Translate): string {
  if (periodType === 'bi-weekly') return t('reading.undated.biweekly');
  if (periodType === 'quarterly') return t('reading.undated.quarterly');
  if (periodType === 'yearly') return t('reading.undated.yearly');
  return t('reading.undated.monthly');
}

/** "Undated: covers the month starting Mar 1, 2025 (the period start date)." */
function undatedFrom(periodType: PeriodType, date: string, t: Translate): string {
  if (periodType === 'bi-weekly') return t('reading.undatedFrom.biweekly', { date });
  if (periodType === 'quarterly') return t('reading.undatedFrom.quarterly', { date });
  if (periodType === 'yearly') return t('reading.undatedFrom.yearly', { date });
  return t('reading.undatedFrom.monthly', { date });
}

/**
 * The period an undated single-period sheet will cover, or null when the table carries its own
 * dates (or is not counted).
 */
export function undatedPeriod(
  table: TableReadingDto,
  selectedDate: string,
  periodType: PeriodType,
  dates: DateFormat,
  t: Translate,
): string | null {
  if (table.problem || table.layout === 'plan' || table.layout === 'log' || table.duplicate_of || table.dates.from) return null;
  if (!parseIsoDate(selectedDate)) return undatedOpen(periodType, t);
  return undatedFrom(periodType, dates.shortDate(selectedDate), t);
}

/**
 * Why a sheet is not suggested, when its warnings do not say it already (the reader gives its
 * reason for hidden, summary-named, plan, pivot and repeated tables): a plain reason, or null.
 */
export function notSuggestedReason(sheet: SheetReadingDto, t: Translate): string | null {
  if (sheet.tables.some((table) => table.suggested)) return null;
  // The reader's warning already says why (and is shown beside the line): not said twice.
  if (sheet.tables.some((table) => table.warnings.some((warning) => /not (suggested|counted)/.test(warning)))) return null;
  if (sheet.tables.every((table) => table.problem)) return t('reading.why.noMoney');
  if (sheet.hidden) return t('reading.why.hidden');
  const table = sheet.tables.find((candidate) => !candidate.problem);
  if (table?.duplicate_of) return t('reading.why.repeats', { sheet: repeatedSheet(table.duplicate_of) });
  if (table?.layout === 'plan') return t('reading.why.plan');
  return t('reading.why.summary');
}
