/**
 * How the screen and the embeddable widget show calendar dates (`YYYY-MM-DD` on the wire, server.md
 * section 5). Parsing and arithmetic are the domain's (`@ontrack/api/domain`), the same code the
 * server checks goal dates with; only what is about the browser or about display lives here.
 * It sits in `api/` beside the answers whose dates it reads because two features use it (the goals
 * screen and the embed widget); it must import nothing of React, which the widget cannot carry.
 */
import { formatIsoDate, parseIsoDate, utcMidnightMs } from '@ontrack/api/domain';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Today in the browser's own calendar (what the person sees on their wall calendar). */
export function todayIso(now: Date = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
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
  return date ? utcMidnightMs(date) : Number.NaN;
}
