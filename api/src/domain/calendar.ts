/**
 * Calendar dates as `YYYY-MM-DD` text: no time of day, no time zone. The one place that checks a
 * date is real, formats one, and adds months or days; the contracts, the goals, the workbook
 * readers, the analysis and the sample workbooks all call it. Arithmetic goes through UTC, so a
 * server's local offset or daylight saving never shifts a day. Pure: the screens import it too.
 */

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** Years a date sent or read from a sheet may have: anything outside is a typo or not a date at all. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_MS = 86_400_000;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Computed by the Gregorian rule, not through Date, which reads years below 100 as 19xx. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
}

/** The date a `YYYY-MM-DD` text names, or null when it is not a real calendar date (2025-02-30). */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Like parseIsoDate, for dates that were validated already: a bad one is a programming error. */
export function requireIsoDate(text: string, what = 'date'): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`The ${what} must be a real date in the form YYYY-MM-DD, not ${JSON.stringify(text)}.`);
  return date;
}

export function isAcceptedYear(year: number): boolean {
  return Number.isInteger(year) && year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** A real calendar date `YYYY-MM-DD` in the accepted years: what every request's date must be. */
export function isAcceptedIsoDate(text: string): boolean {
  const date = parseIsoDate(text);
  return date !== null && isAcceptedYear(date.year);
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A running month number (year × 12 + month − 1), so months subtract across years. */
export function monthNumber(date: CalendarDate): number {
  return date.year * 12 + date.month - 1;
}

/**
 * `months` calendar months after (or before, when negative) the date, on the same day of the month,
 * clamped to the month's end: 2024-01-31 + 1 month = 2024-02-29. Always counted from the date given,
 * never chained, so 2025-01-31 + 2 months is 2025-03-31 (not the 28th carried over from February).
 */
export function addMonthsIso(iso: string, months: number): string {
  const start = requireIsoDate(iso);
  const target = monthNumber(start) + months;
  const year = Math.floor(target / 12);
  const month = target - year * 12 + 1;
  return formatIsoDate({ year, month, day: Math.min(start.day, daysInMonth(year, month)) });
}

/** Milliseconds of the date's UTC midnight; setUTCFullYear, unlike Date.UTC, keeps years below 100. */
export function utcMidnightMs({ year, month, day }: CalendarDate): number {
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  return instant.getTime();
}

/** The date a `YYYY-MM-DD` text names as its UTC midnight (a chart's x value); NaN when it is not a date. */
export function isoToUtcMs(iso: string): number {
  const date = parseIsoDate(iso);
  return date ? utcMidnightMs(date) : Number.NaN;
}

/** The calendar day of an instant read in UTC: `YYYY-MM-DD` of a chart's x value or of a UTC midnight. */
export function utcMsToIso(ms: number): string {
  const instant = new Date(ms);
  return formatIsoDate({ year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() });
}

/**
 * Today in the local calendar of whoever runs it: in a browser the person's wall calendar (a new
 * entry's default date), on the server its time zone (`TZ`; the "today" of projections and
 * suggested options). `now` is passed in where a test or an injected clock fixes it.
 */
export function todayIso(now: Date = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

export function addDaysIso(iso: string, days: number): string {
  return utcMsToIso(utcMidnightMs(requireIsoDate(iso)) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnightMs(to) - utcMidnightMs(from)) / DAY_MS);
}

/** Calendar months from `from`'s month to `to`'s month, whatever the days: 2025-05-31 → 2025-06-01 is 1. */
export function calendarMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  return monthNumber(to) - monthNumber(from);
}

/**
 * Whole months from `from` to `to`: the largest n with addMonths(from, n) ≤ to, where addMonths
 * clamps the day to the month's end (as the per-period sheets and the goal projection date them).
 * That is the month difference, one less when `to`'s day of month is before `from`'s; the only
 * refinement over that wording is at a month's end: from Jan 31 to Feb 28 is one whole month,
 * because Feb 28 is where Jan 31 + 1 month lands.
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const months = calendarMonthsBetween(from, to);
  const anniversaryDay = Math.min(from.day, daysInMonth(to.year, to.month));
  return to.day < anniversaryDay ? months - 1 : months;
}

export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const SHORT_MONTH_NAMES: readonly string[] = MONTH_NAMES.map((name) => name.slice(0, 3));

/** `March 2027`, as the screens and the embed widget name a month; the text itself when it is not a date. */
export function formatMonthYear(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${MONTH_NAMES[date.month - 1]} ${date.year}` : iso;
}

/**
 * `Mar 5, 2027`, as the screens and the embed widget show a date; read from the text itself, so no
 * time zone can shift the day. The text itself when it is not a date.
 */
export function formatShortDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${SHORT_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}` : iso;
}
