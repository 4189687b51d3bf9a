/**
 * Months of a month grid (and of month-named sheets). Read from a column header: `Jan`…`Dec` and full
 * names (also German, French, Spanish, Dutch and Portuguese ones: dates.ts `monthFromName`),
 * `January 2025`, `Jan-25`, `2025-01`, `01/2025`, full date text, and real date cells; marks beside
 * the name (`Jan ✓`) ignored. Then dated, yearless ones rolling over from a start date.
 */
import { formatIsoDate, requireIsoDate } from '../../calendar';
import type { Cell, GridMonth } from '../types';
import { dateToIso, monthFromName, plausibleSerialToIso, textToIso } from './dates';

const NAME_ONLY = /^(\p{L}{3,10})\.?$/iu;
const NAME_YEAR = /^(\p{L}{3,10})\.?[\s,'’-]*(\d{4})$/iu;
const NAME_SHORT_YEAR = /^(\p{L}{3,10})\.?[\s'’-]+(\d{2})$/iu;
const YEAR_MONTH = /^(\d{4})[-/.](\d{1,2})$/;
const MONTH_YEAR = /^(\d{1,2})[-/.](\d{4})$/;

function fromIso(iso: string | null): GridMonth | null {
  if (!iso) return null;
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

function valid(month: number | null, year: number | null): GridMonth | null {
  if (month === null || month < 1 || month > 12) return null;
  if (year !== null && (year < 1900 || year > 2200)) return null;
  return { month, year };
}

function textMonth(raw: string): GridMonth | null {
  // Marks around the name say nothing of the month (`Jan ✓`, `*March*`, `March  `).
  const text = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '');
  let match = NAME_ONLY.exec(text);
  if (match) return valid(monthFromName(match[1]), null);
  match = NAME_YEAR.exec(text);
  if (match) return valid(monthFromName(match[1]), Number(match[2]));
  match = NAME_SHORT_YEAR.exec(text);
  if (match) return valid(monthFromName(match[1]), 2000 + Number(match[2]));
  match = YEAR_MONTH.exec(text);
  if (match) return valid(Number(match[2]), Number(match[1]));
  match = MONTH_YEAR.exec(text);
  if (match) return valid(Number(match[1]), Number(match[2]));
  return fromIso(textToIso(text));
}

/**
 * The month a header cell names, or null. A bare number counts only as the serial of a month's
 * first day (how Google Sheets hands over a date header): other numbers in a header row are far
 * more likely amounts or years than dates.
 */
export function parseMonthHeader(cell: Cell | undefined): GridMonth | null {
  if (cell instanceof Date) return fromIso(dateToIso(cell));
  if (typeof cell === 'number') {
    const iso = plausibleSerialToIso(cell);
    return iso && iso.endsWith('-01') ? fromIso(iso) : null;
  }
  if (typeof cell === 'string') return textMonth(cell);
  return null;
}

/**
 * The first day of each grid column's month. A month without a year is read left to right: the
 * first takes the selected date's year, and each later one whose month number is not above the
 * previous yearless month's moves on to the next year (Nov, Dec, Jan → Jan is a year later).
 */
export function gridMonthDates(months: readonly GridMonth[], selectedDate: string): string[] {
  let previous: { month: number; year: number } | null = null;
  return months.map(({ month, year }) => {
    let resolved = year;
    if (resolved === null) {
      resolved =
        previous === null
          ? requireIsoDate(selectedDate, 'period start date').year
          : month <= previous.month
            ? previous.year + 1
            : previous.year;
      previous = { month, year: resolved };
    }
    return formatIsoDate({ year: resolved, month, day: 1 });
  });
}
