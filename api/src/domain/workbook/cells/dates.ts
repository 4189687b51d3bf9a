/**
 * Dates as spreadsheets hold them, to `YYYY-MM-DD` (the arithmetic on those is in ../calendar).
 * All in UTC: a date cell is a calendar day, never an instant in some time zone.
 */
import { DAY_MS, daysInMonth, formatIsoDate, isAcceptedYear } from '../../calendar';
import { withoutAccents } from './text';
import type { Cell } from '../types';

/** A bare number is taken as a date only when it lands in this range (1950-01-01 … 2200-12-31). */
const MIN_DATE_SERIAL = 18264;
const MAX_DATE_SERIAL = 110_575;
/** Excel's day 0 for serials from 61 on (it counts a 29 Feb 1900 that never was). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * UTC midnight of an Excel / Google Sheets serial day (a whole number, 1900 date system). Serials
 * below 61 count from 1 Jan 1900 = 1, before Excel's phantom 29 Feb 1900; later ones from its epoch.
 */
export function serialDayToUtcMs(day: number): number {
  return (day < 61 ? Date.UTC(1899, 11, 31) : EXCEL_EPOCH_MS) + day * DAY_MS;
}

/**
 * Month names and their short forms in English, German, French, Spanish, Dutch and Portuguese
 * (accents dropped before the look-up: `März` is `marz`, `août` `aout`). Short forms that are
 * English words of their own (Portuguese `set`, `out`) are left out.
 */
const MONTH_NAMES: Array<[number, string[]]> = [
  [1, ['jan', 'january', 'januar', 'janvier', 'janv', 'enero', 'ene', 'januari', 'janeiro']],
  [2, ['feb', 'february', 'februar', 'fevrier', 'fevr', 'fev', 'febrero', 'februari', 'fevereiro']],
  [3, ['mar', 'march', 'marz', 'maerz', 'mars', 'marzo', 'maart', 'marco']],
  [4, ['apr', 'april', 'avril', 'avr', 'abril', 'abr']],
  [5, ['may', 'mai', 'mayo', 'mei', 'maio']],
  [6, ['jun', 'june', 'juni', 'juin', 'junio', 'junho']],
  [7, ['jul', 'july', 'juli', 'juillet', 'juil', 'julio', 'julho']],
  [8, ['aug', 'august', 'aout', 'agosto', 'ago', 'augustus']],
  [9, ['sep', 'sept', 'september', 'septembre', 'septiembre', 'setiembre', 'setembro']],
  [10, ['oct', 'october', 'oktober', 'okt', 'octobre', 'octubre', 'outubro']],
  [11, ['nov', 'november', 'novembre', 'noviembre', 'novembro']],
  [12, ['dec', 'december', 'dezember', 'dez', 'decembre', 'diciembre', 'dic', 'dezembro']],
];
const MONTHS: Record<string, number> = Object.fromEntries(MONTH_NAMES.flatMap(([month, names]) => names.map((name) => [name, month])));

/** `jan`, `January`, `SEPT`, `März`, `août` → 1…12; null for anything else. */
export function monthFromName(text: string): number | null {
  const lower = text.toLowerCase().replace(/\.$/, '');
  const plain = withoutAccents(lower);
  return Object.prototype.hasOwnProperty.call(MONTHS, plain) ? MONTHS[plain] : null;
}

/** `YYYY-MM-DD` for a real calendar day in the accepted years, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!isAcceptedYear(year)) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return formatIsoDate({ year, month, day });
}

/** The calendar day of a Date cell, read in UTC (readers hand dates over that way). */
export function dateToIso(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** An Excel / Google Sheets serial day number (time of day dropped) to its calendar day. */
export function serialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1) return null;
  return dateToIso(new Date(serialDayToUtcMs(Math.floor(serial))));
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

/** The order of a numeric text date's first two fields: month first (US) or day first. */
export type DateOrder = 'MDY' | 'DMY';

/**
 * Text dates: ISO (`2025-01-15`), numeric (`01/15/2025`, `1/15/25`; month first unless `order`
 * says day first), `15 Jan 2025`, `Jan 15, 2025`.
 */
export function textToIso(raw: string, order: DateOrder = 'MDY'): string | null {
  const text = raw.trim();
  let match = ISO_TEXT.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = US_TEXT.exec(text);
  if (match) {
    const [month, day] = order === 'MDY' ? [match[1], match[2]] : [match[2], match[1]];
    return isoDate(fullYear(match[3]), Number(month), Number(day));
  }
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

/** `20250102` (ING's and many banks' compact date), as a number or text: YYYYMMDD from 1950 to 2199. */
function compactDate(value: number): string | null {
  if (!Number.isInteger(value) || value < 19500101 || value > 21991231) return null;
  return isoDate(Math.floor(value / 10000), Math.floor(value / 100) % 100, value % 100);
}

/** A transaction-log date cell: a real date, an Excel serial, a compact `YYYYMMDD`, or date text; null otherwise. */
export function parseDateCell(cell: Cell | undefined, order: DateOrder = 'MDY'): string | null {
  if (cell instanceof Date) return dateToIso(cell);
  if (typeof cell === 'number') return plausibleSerialToIso(cell) ?? compactDate(cell);
  if (typeof cell === 'string') return textToIso(cell, order) ?? (/^\d{8}$/.test(cell.trim()) ? compactDate(Number(cell.trim())) : null);
  return null;
}

/** Distinct date cells a column reader keeps the ISO day of; past this, each is read anew. */
const MEMO_DATES = 20_000;

/**
 * parseDateCell for one column, keeping one ISO string per distinct cell value: a 200,000-row log
 * holds a few hundred days, and a fresh `YYYY-MM-DD` per row was ~30 bytes of each row the
 * parsing worker holds until it answers. Dates are keyed by their time,
 * so readers that share Date objects and readers that do not both hit.
 */
export function dateCellReader(order: DateOrder = 'MDY'): (cell: Cell | undefined) => string | null {
  // Dates by their time, numbers and texts by value: two maps, as a time and a serial may be equal numbers.
  const byTime = new Map<number, string | null>();
  const byValue = new Map<string | number, string | null>();
  return (cell) => {
    if (cell === null || cell === undefined || typeof cell === 'boolean') return parseDateCell(cell, order);
    const memo: Map<string | number, string | null> = cell instanceof Date ? byTime : byValue;
    const key = cell instanceof Date ? cell.getTime() : cell;
    let iso = memo.get(key);
    if (iso === undefined) {
      iso = parseDateCell(cell, order);
      if (memo.size < MEMO_DATES) memo.set(key, iso);
    }
    return iso;
  };
}

/**
 * How a column's numeric text dates are ordered: day first when a first field
 * is above 12, month first when a second field is; `decided: false` when no value tells (every
 * field 12 or less) — the caller then takes the file's hint or month first, and says so. A column
 * where both happen is not a date column anyone can read: month first, undecided.
 */
export function inferDateOrder(cells: Iterable<Cell | undefined>): { order: DateOrder; decided: boolean; example: string | null } {
  const tally = new DateOrderTally();
  for (const cell of cells) tally.add(cell);
  return tally.result();
}

/** inferDateOrder's count, one cell at a time (a log read as it streams in: reading/streamed-sheet.ts). */
export class DateOrderTally {
  private dayFirst = false;
  private monthFirst = false;
  /** A value that reads two ways (`03/04/2024`), to name in the warning. */
  private example: string | null = null;

  add(cell: Cell | undefined): void {
    if (typeof cell !== 'string') return;
    const match = US_TEXT.exec(cell.trim());
    if (!match) return;
    const first = Number(match[1]);
    const second = Number(match[2]);
    if (first > 12) this.dayFirst = true;
    else if (second > 12) this.monthFirst = true;
    else if (first !== second) this.example ??= cell.trim().split(/\s/)[0];
  }

  result(): { order: DateOrder; decided: boolean; example: string | null } {
    const { dayFirst, monthFirst, example } = this;
    if (dayFirst && !monthFirst) return { order: 'DMY', decided: true, example };
    if (monthFirst && !dayFirst) return { order: 'MDY', decided: true, example };
    return { order: 'MDY', decided: false, example };
  }
}

/** Whether a date cell reads differently month-first and day-first (`03/04/2024`, `13/04/2024`): numeric text that is not ISO. */
export function dateDependsOnOrder(cell: Cell | undefined): boolean {
  if (typeof cell !== 'string') return false;
  const text = cell.trim();
  return !ISO_TEXT.test(text) && US_TEXT.test(text);
}
