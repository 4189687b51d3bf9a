/**
 * Calendar arithmetic on `YYYY-MM-DD` dates, in UTC so no time zone or daylight-saving change moves
 * a day. Pure: no date library, the screens import this too.
 */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a real calendar date; throws on anything else (callers pass validated dates). */
export function parseIsoDate(text: string): CalendarDate {
  const match = ISO_DATE.exec(text);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) return { year, month, day };
  }
  throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(text)}`);
}

/** Months since year 0 (`year × 12 + month − 1`): consecutive calendar months are consecutive numbers. */
export function monthNumber(date: CalendarDate): number {
  return date.year * 12 + date.month - 1;
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/**
 * Whole months from `from` to `to`: the largest n with addMonths(from, n) ≤ to, where addMonths
 * clamps the day to the month's end (as the per-period sheets and the goal projection date them).
 * That is the month difference, one less when `to`'s day of month is before `from`'s; the only
 * refinement over that wording is at a month's end: from Jan 31 to Feb 28 is one whole month,
 * because Feb 28 is where Jan 31 + 1 month lands.
 */
export function wholeMonthsBetween(from: CalendarDate, to: CalendarDate): number {
  const months = monthNumber(to) - monthNumber(from);
  const anniversaryDay = Math.min(from.day, daysInMonth(to.year, to.month));
  return to.day < anniversaryDay ? months - 1 : months;
}
