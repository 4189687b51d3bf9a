/**
 * What the sample workbooks need of a calendar beyond the domain's (../../domain/calendar: adding
 * days and months): month labels, weekdays and UTC instants, `YYYY-MM-DD` strings in.
 */
import { addMonthsIso, requireIsoDate, utcMidnightMs } from '../../domain/calendar';

export function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function msOf(iso: string): number {
  return utcMidnightMs(requireIsoDate(iso));
}

/** `YYYY-MM` of a date. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** The first day of the month `months` after the month of `iso`. */
export function monthStart(iso: string, months = 0): string {
  return addMonthsIso(`${iso.slice(0, 7)}-01`, months);
}

export function dayOfWeek(iso: string): number {
  return new Date(msOf(iso)).getUTCDay();
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Jul 2024` for any date in July 2024. */
export function monthLabel(iso: string): string {
  return `${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

export const SHORT_MONTH_NAMES: readonly string[] = MONTH_NAMES;

/** A JS Date at UTC midnight, which exceljs writes as that calendar day. */
export function utcDate(iso: string): Date {
  return new Date(msOf(iso));
}
