/**
 * Dates as spreadsheets hold them, to `YYYY-MM-DD`, and the little calendar arithmetic the
 * layouts need. All in UTC: a date cell is a calendar day, never an instant in some time zone.
 */
import type { Cell } from './types';

/** Accepted years: anything outside is a typo or not a date at all. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;
/** A bare number is taken as a date only when it lands in this range (1950-01-01 … 2200-12-31). */
const MIN_DATE_SERIAL = 18264;
const MAX_DATE_SERIAL = 110_575;
const DAY_MS = 86_400_000;
/** Excel's day 0 for serials from 61 on (it counts a 29 Feb 1900 that never was). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5,
  jun: 6, june: 6, jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9,
  oct: 10, october: 10, nov: 11, november: 11, dec: 12, december: 12,
};

/** `jan`, `January`, `SEPT` → 1…12; null for anything else. */
export function monthFromName(text: string): number | null {
  return MONTHS[text.toLowerCase().replace(/\.$/, '')] ?? null;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** `YYYY-MM-DD` for a real calendar day in the accepted years, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The calendar day of a Date cell, read in UTC (readers hand dates over that way). */
export function dateToIso(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** An Excel / Google Sheets serial day number (time of day dropped) to its calendar day. */
export function serialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  const day = Math.floor(serial);
  // Serials below 61 count from 1 Jan 1900 = 1, before Excel's phantom 29 Feb 1900.
  const ms = day < 61 ? Date.UTC(1899, 11, 31) + day * DAY_MS : EXCEL_EPOCH_MS + day * DAY_MS;
  return dateToIso(new Date(ms));
}

/** A serial number read from a sheet when nothing says it is a date: only plausible dates count. */
export function plausibleSerialToIso(serial: number): string | null {
  return serial >= MIN_DATE_SERIAL && serial <= MAX_DATE_SERIAL ? serialToIso(serial) : null;
}

/** Two-digit years as Excel reads them: 00–29 → 2000s, 30–99 → 1900s. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length > 2) return year;
  return year < 30 ? 2000 + year : 1900 + year;
}

const ISO_TEXT = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/;
const US_TEXT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s.*)?$/;
const DAY_MONTH_YEAR_TEXT = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?,?[\s-]+(\d{4}|\d{2})$/i;
const MONTH_DAY_YEAR_TEXT = /^([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;

/** Text dates: ISO (`2025-01-15`), US (`01/15/2025`, `1/15/25`), `15 Jan 2025`, `Jan 15, 2025`. */
export function textToIso(raw: string): string | null {
  const text = raw.trim();
  let match = ISO_TEXT.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = US_TEXT.exec(text);
  if (match) return isoDate(fullYear(match[3]), Number(match[1]), Number(match[2]));
  match = DAY_MONTH_YEAR_TEXT.exec(text);
  if (match) {
    const month = monthFromName(match[2]);
    return month === null ? null : isoDate(fullYear(match[3]), month, Number(match[1]));
  }
  match = MONTH_DAY_YEAR_TEXT.exec(text);
  if (match) {
    const month = monthFromName(match[1]);
    return month === null ? null : isoDate(Number(match[3]), month, Number(match[2]));
  }
  return null;
}

/** A transaction-log date cell: a real date, an Excel serial, or date text; null otherwise. */
export function parseDateCell(cell: Cell | undefined): string | null {
  if (cell instanceof Date) return dateToIso(cell);
  if (typeof cell === 'number') return plausibleSerialToIso(cell);
  if (typeof cell === 'string') return textToIso(cell);
  return null;
}

// --- arithmetic on YYYY-MM-DD -------------------------------------------------------------------

function parts(iso: string): [number, number, number] {
  const [year, month, day] = iso.split('-').map(Number);
  return [year, month, day];
}

export function addDaysIso(iso: string, days: number): string {
  const [year, month, day] = parts(iso);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds calendar months, the day clamped to the target month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const clamped = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(clamped, 2)}`;
}

export function yearOf(iso: string): number {
  return parts(iso)[0];
}
