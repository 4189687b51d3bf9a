/**
 * SheetJS (@e965/xlsx 0.20.3, past the prototype-pollution and ReDoS fixes) reads legacy .xls
 * (BIFF), and the rare .xlsx whose parts exceljs's streaming reader cannot find. The caller has
 * already verified the format, so nothing is guessed from content here. Number cells with a date
 * format become Date cells (UTC calendar days), as exceljs hands them over.
 */
import * as XLSX from '@e965/xlsx';
import { serialDayToUtcMs } from '../../../domain/workbook/cells/dates';
import { HEADER_SEARCH_ROWS } from '../../../domain/workbook/tables/find-tables';
import { CurrencyTally, currencyOfFormat } from '../../../domain/workbook/cells/currency';
import type { Cell, SheetGrid } from '../../../domain/workbook/types';
import { fileErrors } from '../messages';
import { BLANK_ROW, MAX_COLUMNS, type RowBudget } from '../grids/row-budget';

/** The part of SheetJS's number-format library used here (its typings leave SSF untyped). */
const SSF = XLSX.SSF as { is_date(format: string): boolean };

interface SheetJsCell {
  t: 'n' | 's' | 'b' | 'e' | 'd' | 'z';
  v?: unknown;
  z?: string | number;
}

/** A serial in the workbook's date system to a Date at that calendar day's UTC midnight. */
function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(serialDayToUtcMs(Math.floor(serial) + (date1904 ? 1462 : 0)));
}

function toCell(cell: SheetJsCell | undefined, date1904: boolean): Cell {
  if (!cell) return null;
  switch (cell.t) {
    case 'n': {
      const value = typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
      if (value !== null && typeof cell.z === 'string' && SSF.is_date(cell.z)) return serialToDate(value, date1904);
      return value;
    }
    case 's':
      return typeof cell.v === 'string' ? cell.v : null;
    case 'b':
      return typeof cell.v === 'boolean' ? cell.v : null;
    case 'd':
      return cell.v instanceof Date ? cell.v : null;
    default:
      return null; // errors and empty stubs
  }
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && /password|encrypt/i.test(error.message);
}

export function readSheetJsGrids(buffer: Buffer, extension: '.xls' | '.xlsx', budget: RowBudget): SheetGrid[] {
  // Read one row past what the limit allows per sheet, to know a sheet went past it.
  const sheetRows = budget.maxRows + HEADER_SEARCH_ROWS + 1;
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, {
      type: 'buffer',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellNF: true,
      cellDates: false,
      bookVBA: false,
      sheetRows,
    });
  } catch (error) {
    throw isPasswordError(error) ? fileErrors.passwordProtected() : fileErrors.damaged(extension);
  }
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  // Hidden: 1 hidden, 2 very hidden (SheetJS's reading of workbook.xml's `state`, or of BIFF's BoundSheet).
  const sheetProps = workbook.Workbook?.Sheets ?? [];
  const hidden = (name: string, index: number) => Boolean((sheetProps.find((props) => props.name === name) ?? sheetProps[index])?.Hidden);
  return workbook.SheetNames.map((name, sheetIndex) => {
    const sheet = workbook.Sheets[name] as XLSX.WorkSheet & { '!data'?: SheetJsCell[][]; '!fullref'?: string };
    budget.startSheet();
    if (sheet['!fullref'] && sheet['!fullref'] !== sheet['!ref']) throw fileErrors.tooManyRows(name, budget.maxRows);
    const rows: Cell[][] = [];
    const currencies = new CurrencyTally();
    const formatCurrencies = new Map<string, string | null>();
    (sheet['!data'] ?? []).forEach((source, index) => {
      if (!source) return;
      const cells: Cell[] = [];
      let lastFilled = -1;
      for (let column = 0; column < Math.min(source.length, MAX_COLUMNS); column += 1) {
        const cell = toCell(source[column], date1904);
        cells.push(cell);
        const format = source[column]?.z;
        if (typeof cell === 'number' && typeof format === 'string') {
          let currency = formatCurrencies.get(format);
          if (currency === undefined) formatCurrencies.set(format, (currency = currencyOfFormat(format)));
          currencies.add(currency);
        }
        if (cell !== null && cell !== '') lastFilled = column;
      }
      cells.length = lastFilled + 1;
      if (cells.length === 0) return;
      budget.take(name);
      while (rows.length < index) rows.push(BLANK_ROW);
      rows.push(cells);
    });
    const grid: SheetGrid = { name, rows };
    if (hidden(name, sheetIndex)) grid.hidden = true;
    const currency = currencies.mostFrequent();
    if (currency !== null) grid.currency = currency;
    return grid;
  });
}
