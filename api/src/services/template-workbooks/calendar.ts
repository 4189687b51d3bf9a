/** The little UTC calendar the sample workbooks need: `YYYY-MM-DD` strings in, strings out. */
const DAY_MS = 86_400_000;

export function isoOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function msOf(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

export function addDays(iso: string, days: number): string {
  return isoOf(msOf(iso) + days * DAY_MS);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Calendar months later (or earlier), the day clamped to the month's end. */
export function addMonths(iso: string, months: number): string {
  const total = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `YYYY-MM` of a date. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** The first day of the month `months` after the month of `iso`. */
export function monthStart(iso: string, months = 0): string {
  return addMonths(`${iso.slice(0, 7)}-01`, months);
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
