/**
 * Reads the server's sample workbooks on the test's side, with exceljs (installed in the api
 * workspace), into plain transactions: what the rows of each layout mean,
 * worked out here without the server's reader, so that `reference-analysis.ts` can compute the
 * expected figures on its own. It knows the shapes the samples are written in (a dated log, one
 * sheet per period with section titles and totals, a month grid); it is not a general reader.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ExcelJSModule from 'exceljs';
import type { CellValue, Workbook, Worksheet } from 'exceljs';

const requireFromApi = createRequire(path.resolve(__dirname, '../../api/package.json'));
const ExcelJS = requireFromApi('exceljs') as typeof ExcelJSModule;

export type PeriodType = 'bi-weekly' | 'monthly' | 'quarterly' | 'yearly';

/** One amount as the workbook holds it: `cents` signed as written; `signedSheet` when its sheet holds any negative amount. */
export interface SampleTransaction {
  /** `YYYY-MM-DD`. */
  date: string;
  category: string;
  subcategory: string;
  cents: number;
  signedSheet: boolean;
  /** Whether the date rule applies (dated logs and month grids) or every row counts (per-period sheets). */
  dated: boolean;
}

export async function loadWorkbook(buffer: Buffer): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

export function sheetNames(workbook: Workbook): string[] {
  return workbook.worksheets.map((sheet) => sheet.name);
}

// ---------------------------------------------------------------------------------------------
// Cells

function resultOf(value: CellValue): CellValue {
  if (value && typeof value === 'object' && !(value instanceof Date) && 'result' in value) return value.result ?? null;
  return value;
}

function text(value: CellValue): string {
  const plain = resultOf(value);
  if (plain === null || plain === undefined) return '';
  if (typeof plain === 'string') return plain.trim();
  if (typeof plain === 'object' && 'richText' in plain)
    return plain.richText
      .map((run) => run.text)
      .join('')
      .trim();
  return '';
}

/** A money cell in whole cents, or null when it holds no number. */
function cents(value: CellValue): number | null {
  const plain = resultOf(value);
  return typeof plain === 'number' && Number.isFinite(plain) ? Math.round(plain * 100) : null;
}

function isoDate(value: CellValue): string | null {
  const plain = resultOf(value);
  return plain instanceof Date ? plain.toISOString().slice(0, 10) : null;
}

const label = (value: CellValue) =>
  text(value)
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** The header row among the first 15 rows holding every wanted label: its number and each label's column. */
function findHeader(sheet: Worksheet, wanted: string[]): { row: number; columns: Record<string, number> } {
  for (let row = 1; row <= Math.min(15, sheet.rowCount); row += 1) {
    const columns: Record<string, number> = {};
    sheet.getRow(row).eachCell((cell, column) => {
      const name = label(cell.value);
      if (name && columns[name] === undefined) columns[name] = column;
    });
    if (wanted.every((name) => columns[name] !== undefined)) return { row, columns };
  }
  throw new Error(`sheet ${sheet.name}: no header with ${wanted.join(', ')} in its first 15 rows`);
}

function markSigns(rows: Omit<SampleTransaction, 'signedSheet'>[]): SampleTransaction[] {
  const signedSheet = rows.some((row) => row.cents < 0);
  return rows.map((row) => ({ ...row, signedSheet }));
}

function sheet(workbook: Workbook, name: string): Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`the workbook has no sheet ${name}`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function addDays(iso: string, days: number): string {
  const ms = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

export function addMonths(iso: string, months: number): string {
  const total = Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(Number(iso.slice(8, 10)), lastDay))}`;
}

/** `Dec 2024` or `December 2024` → `2024-12-01`; null for anything else. */
export function monthNameToIso(name: string): string | null {
  const match = /^([A-Za-z]{3})[A-Za-z]*\.?\s+(\d{4})$/.exec(name.trim());
  const month = match ? MONTHS.indexOf(match[1].toLowerCase()) : -1;
  return match && month >= 0 ? `${match[2]}-${pad(month + 1)}-01` : null;
}

/** The first day of the i-th period after `start`. */
export function periodStart(start: string, index: number, periodType: PeriodType): string {
  if (periodType === 'bi-weekly') return addDays(start, 14 * index);
  return addMonths(start, index * { monthly: 1, quarterly: 3, yearly: 12 }[periodType]);
}

// ---------------------------------------------------------------------------------------------
// Layouts

/** A dated transaction log: Date, Description, Category, Subcategory, Amount (signed). */
export function readTransactionLog(workbook: Workbook, selectedSheets: string[]): SampleTransaction[] {
  return selectedSheets.flatMap((name) => {
    const log = sheet(workbook, name);
    const { row: headerRow, columns } = findHeader(log, ['date', 'category', 'subcategory', 'amount']);
    const rows: Omit<SampleTransaction, 'signedSheet'>[] = [];
    for (let row = headerRow + 1; row <= log.rowCount; row += 1) {
      const cells = log.getRow(row);
      const date = isoDate(cells.getCell(columns.date).value);
      const amount = cents(cells.getCell(columns.amount).value);
      if (!date || !amount) continue;
      const category = text(cells.getCell(columns.category).value);
      rows.push({ date, category, subcategory: text(cells.getCell(columns.subcategory).value) || category, cents: amount, dated: true });
    }
    return markSigns(rows);
  });
}

const SECTION_TITLES = new Set(['income', 'needs', 'wants', 'savings', 'debt', 'expenses']);

/**
 * One sheet per period: Category | Item | Planned/Budgeted | Actual under section titles, the
 * category written once per group (filled down), `Total …` rows skipped, the Actual column read.
 * The i-th selected sheet is dated on the first day of the i-th period from `selectedDate`.
 */
export function readPerPeriodSheets(
  workbook: Workbook,
  selectedSheets: string[],
  selectedDate: string,
  periodType: PeriodType,
): SampleTransaction[] {
  return selectedSheets.flatMap((name, index) => {
    const period = sheet(workbook, name);
    const { row: headerRow, columns } = findHeader(period, ['category', 'item', 'actual']);
    const date = periodStart(selectedDate, index, periodType);
    const rows: Omit<SampleTransaction, 'signedSheet'>[] = [];
    let category = '';
    for (let row = headerRow + 1; row <= period.rowCount; row += 1) {
      const cells = period.getRow(row);
      const first = text(cells.getCell(columns.category).value);
      const item = text(cells.getCell(columns.item).value);
      const amount = cents(cells.getCell(columns.actual).value);
      if (/^(sub)?total\b/i.test(first)) continue;
      if (first && !item && amount === null && SECTION_TITLES.has(first.toLowerCase())) continue;
      if (first) category = first;
      if (!amount) continue;
      rows.push({ date, category, subcategory: item || category, cents: amount, dated: false });
    }
    return markSigns(rows);
  });
}

/**
 * A month grid: Item | Dec 2024 | … | Total, items under section titles; each month cell is an
 * amount dated on its month's first day. The section is kept as the category (the item is the
 * subcategory); the reference analysis looks types up by subcategory, so that choice does not matter.
 */
export function readMonthGrid(workbook: Workbook, selectedSheets: string[]): SampleTransaction[] {
  return selectedSheets.flatMap((name) => {
    const grid = sheet(workbook, name);
    const { row: headerRow, columns } = findHeader(grid, ['item', 'total']);
    const months: { column: number; date: string }[] = [];
    grid.getRow(headerRow).eachCell((cell, column) => {
      const date = monthNameToIso(text(cell.value));
      if (date) months.push({ column, date });
    });
    if (months.length === 0) throw new Error(`sheet ${name}: no month columns`);
    const rows: Omit<SampleTransaction, 'signedSheet'>[] = [];
    let section = '';
    for (let row = headerRow + 1; row <= grid.rowCount; row += 1) {
      const cells = grid.getRow(row);
      const item = text(cells.getCell(columns.item).value);
      if (!item || /^(sub)?total\b/i.test(item)) continue;
      const amounts = months.map(({ column, date }) => ({ date, amount: cents(cells.getCell(column).value) }));
      if (SECTION_TITLES.has(item.toLowerCase()) && amounts.every(({ amount }) => amount === null)) {
        section = item;
        continue;
      }
      for (const { date, amount } of amounts) {
        if (amount) rows.push({ date, category: section || item, subcategory: item, cents: amount, dated: true });
      }
    }
    return markSigns(rows);
  });
}

/** The earliest date a dated layout holds (what the upload suggests as the period start). */
export function earliestDate(transactions: readonly SampleTransaction[]): string {
  return transactions.reduce((earliest, { date }) => (date < earliest ? date : earliest), '9999-12-31');
}
