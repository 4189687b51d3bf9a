/**
 * Calendar dates as the wire carries them (`YYYY-MM-DD`, server.md section 5), handled as text and
 * plain numbers so no time zone can shift a day. Shared by the screen and the embeddable widget.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date in `YYYY-MM-DD` form, or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Today in the browser's own calendar (what the person sees on their wall calendar). */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** The same day `years` later; 29 February becomes the 28th in a year without one. */
export function addYearsIso(iso: string, years: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const year = date.year + years;
  return toIsoDate({ year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) });
}

/** `March 2027`; the text itself when it is not a date. */
export function formatMonthYear(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${MONTHS[date.month - 1]} ${date.year}` : iso;
}

/** `Mar 15, 2027`; the text itself when it is not a date. */
export function formatShortDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${MONTHS[date.month - 1].slice(0, 3)} ${date.day}, ${date.year}` : iso;
}

/** Milliseconds of the date's midnight UTC: the x value of a chart point. */
export function isoToUtcMs(iso: string): number {
  const date = parseIsoDate(iso);
  return date ? Date.UTC(date.year, date.month - 1, date.day) : Number.NaN;
}
