/**
 * Month-grid column headers (server.md section 3): `Jan`…`Dec` and full names, `January 2025`,
 * `Jan-25`, `2025-01`, `01/2025`, full date text, and real date cells.
 */
import { dateToIso, monthFromName, plausibleSerialToIso, textToIso } from './dates';
import type { Cell, GridMonth } from './types';

const NAME_ONLY = /^([a-z]{3,9})\.?$/i;
const NAME_YEAR = /^([a-z]{3,9})\.?[\s,'’-]*(\d{4})$/i;
const NAME_SHORT_YEAR = /^([a-z]{3,9})\.?[\s'’-]+(\d{2})$/i;
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
  const text = raw.replace(/\s+/g, ' ').trim();
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
