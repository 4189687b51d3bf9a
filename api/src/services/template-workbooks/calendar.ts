/**
 * What the sample workbooks need of a calendar beyond the domain's (../../domain/calendar: adding
 * days and months): month labels, weekdays and UTC instants, `YYYY-MM-DD` strings in.
 */
import { addMonthsIso, requireIsoDate, SHORT_MONTH_NAMES, utcMidnightMs } from '../../domain/calendar';

/** Like the domain's isoToUtcMs, but a bad date here is a bug in the generator: it throws rather than give NaN. */
function msOf(iso: string): number {
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

/** `Jul 2024` for any date in July 2024. */
export function monthLabel(iso: string): string {
  return `${SHORT_MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** A JS Date at UTC midnight, which exceljs writes as that calendar day. */
export function utcDate(iso: string): Date {
  return new Date(msOf(iso));
}
