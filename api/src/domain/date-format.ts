/**
 * Dates, month names and counts in the user's locale (docs/decisions/language.md), the way
 * money-format.ts writes money: one `DateFormat` per locale, made by `dateFormat(locale)`, taken by
 * every screen from `useDates()` (shell/src/platform/use-dates.ts). Calendar dates (`2027-03-05`)
 * are read from their text and formatted in UTC, so no time zone can shift the day. In en-US the
 * texts are the ones the screens always showed: `March 2027`, `Mar 5, 2027`.
 */
import { parseIsoDate } from './calendar';
import { firstDayOfWeek } from './locale';

export interface DateFormat {
  readonly locale: string;
  /** `March 2027`, `März 2027`; the text itself when it is not a date. */
  monthYear(iso: string): string;
  /** `Mar 5, 2027`, `5. März 2027`; the text itself when it is not a date. */
  shortDate(iso: string): string;
  /** The month's name, 1 January … 12 December: `March`, `marzo`; `short` for `Mar`, `mar`. */
  monthName(month: number, width?: 'long' | 'short'): string;
  /** `Nov 21, 2026, 9:30 AM` in the reader's own time zone; null for text that is no instant. */
  instant(text: string): string | null;
  /** A count with the locale's grouping: `1,234`, `1.234`, `1,23,456`. */
  count(value: number): string;
  /** 1 Monday … 7 Sunday. */
  readonly firstDayOfWeek: number;
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** How a person of `locale` reads dates and counts (Intl underneath; one set of formatters per locale). */
export function dateFormat(locale: string): DateFormat {
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const months = {
    long: new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
    short: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }),
  };
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    locale,
    monthYear: (iso) => {
      const date = parseIsoDate(iso);
      return date ? monthYear.format(utc(date.year, date.month, 1)) : iso;
    },
    shortDate: (iso) => {
      const date = parseIsoDate(iso);
      return date ? shortDate.format(utc(date.year, date.month, date.day)) : iso;
    },
    monthName: (month, width = 'long') => months[width].format(utc(2000, month, 1)),
    instant: (text) => {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? null : instant.format(date);
    },
    count: (value) => count.format(value),
    firstDayOfWeek: firstDayOfWeek(locale),
  };
}

/** What dates show in until the user's locale is known: en-US, as the server's first view. */
export const DEFAULT_DATE_FORMAT: DateFormat = dateFormat('en-US');
