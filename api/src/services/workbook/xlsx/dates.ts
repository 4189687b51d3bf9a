/**
 * Which cells are dates and the Date each one is, by exceljs's rules, so that the lean reader and
 * exceljs read the same cells alike.
 */
import { DAY_MS } from '../../../domain/calendar';

/** Built-in number formats that are dates (ECMA-376 18.8.30), as exceljs's defaults know them. */
export const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** exceljs's rule (utils.isDateFmt): any date/time letter outside quotes and brackets. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhMsb]+/.test(bare);
}

/**
 * A serial to a Date exactly as exceljs converts it (time of day kept, no phantom 29 Feb 1900), so
 * this reader and exceljs read the same cells alike; not serialDayToUtcMs, on purpose.
 */
function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * DAY_MS));
}

/** Distinct date serials whose Date is shared; past this, each further cell gets its own Date. */
const SHARED_DATES = 20_000;

/**
 * Date cells by serial, one Date per distinct serial: a 200k-row log repeats a few hundred days,
 * and a Date is ~100 bytes of the parsing worker's heap. Safe to share as nothing mutates a
 * cell's Date (the readers and the domain only read them).
 */
export function sharedDates(date1904: boolean): (serial: number) => Date | null {
  const bySerial = new Map<number, Date>();
  return (serial) => {
    let date = bySerial.get(serial);
    if (date === undefined) {
      date = serialToDate(serial, date1904);
      if (Number.isNaN(date.getTime())) return null;
      if (bySerial.size < SHARED_DATES) bySerial.set(serial, date);
    }
    return date;
  };
}
