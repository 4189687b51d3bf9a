/**
 * A workbook's grids to its tables as read: find the tables of each sheet, apply the
 * user's settings, read each table, find the same money twice, and say for each what it is, what
 * was skipped, whether it is suggested and why not. Pure: the worker runs it beside the readers.
 */
import { pairKey } from '../analysis/classification';
import { guessTransactionType } from '../analysis/guess-type';
import { formatIsoDate } from '../calendar';
import { gridMonthDates } from './dated-transactions';
import { cellText, isBlank, isTotalLabel, normalizeLabel } from './cells';
import { isCountable } from './counted';
import { currencyOfCell } from './currency';
import { amountCentsOrNull, decimalMarkInForce, withDecimalMark } from './amounts';
import { pairHints } from './hints';
import { describeMismatch } from './mismatch';
import { parseMonthHeader } from './months';
import { firstRowsOf } from './preview';
import { gridEarliestDate, readGridTable, readLogTable, readPeriodsTable, type ReadOptions, type TableRows } from './read-table';
import { roleOfLabel, type ColumnRole } from './roles';
import { markSameMoney, repeatedRows } from './same-money';
import { sheetTotalWarnings, workbookSanity } from './sanity';
import { computedRowIndexes, labelledFigures, type LabelledFigure } from './outside-tables';
import { headerFor, headerlessColumns, type HeaderlessColumns } from './headerless';
import { columnIndex, columnLetter, findTables, type TableFrame } from './tables';
import type {
  Cell,
  GridMonth,
  ParsedSheet,
  ParsedWorkbook,
  SheetGrid,
  SheetRow,
  SheetSettings,
  StreamedWorkbook,
  TableReading,
  TableSettings,
} from './types';

/** Sheets whose name says they summarise: read, never suggested. */
const SUMMARY_NAME = /\b(?:summary|dashboard|overview|pivot|charts?|reports?|settings|setup|lists?|instructions|help|start)\b/i;
/** Titles and names that introduce a plan. */
const PLAN_TITLE = /\bplan(?:s|ned|ning)?\b|\bforecasts?\b|\bprojections?\b|\bwhat i want to (?:budget|spend)\b/i;
/**
 * Exports whose date format is known from their columns: YNAB's and Mint's registers write US month-first dates.
 */
const US_EXPORT_COLUMNS = [
  ['categorygroupcategory', 'outflow', 'inflow'], // YNAB
  ['originaldescription', 'transactiontype', 'accountname'], // Mint
];

/**
 * Date headers of banks and budgets outside the US and the UK's English: their files write the day
 * first (`Buchungstag`, `Fecha`, `Date de valeur`, `Datum`, `Data`).
 */
const DAY_FIRST_DATE_LABELS = new Set([
  'datum',
  'buchungstag',
  'buchungsdatum',
  'buchung',
  'umsatzdatum',
  'belegdatum',
  'wertstellung',
  'valutadatum',
  'valuta',
  'transactiedatum',
  'boekingsdatum',
  'boekdatum',
  'fecha',
  'fechaoperacion',
  'fechadeoperacion',
  'fechacontable',
  'fechavalor',
  'dateoperation',
  'datedoperation',
  'datedeloperation',
  'datedecomptabilisation',
  'datevaleur',
  'datedevaleur',
  'dateop',
  'dateval',
  'data',
  'datamovimento',
  'datalancamento',
  'datadolancamento',
]);

/** `02.01.25`, `31.12.2024`: dates written with dots are day-first wherever they are written so. */
const DOTTED_DATE = /^\d{1,2}\.\d{1,2}\.\d{2,4}$/;

/**
 * The date order a file's origin says, for dates its values leave open: US exports (YNAB, Mint)
 * month-first; day-first where the date header is in another language, the dates are dotted, or
 * the file writes decimal commas (a CSV's mark: amounts.ts).
 */
function originDateOrder(rows: readonly Cell[][], frame: TableFrame): 'MDY' | 'DMY' | undefined {
  const header = rows[frame.headerRow] ?? [];
  const labels = new Set(header.map((cell) => normalizeLabel(cell)));
  if (US_EXPORT_COLUMNS.some((names) => names.every((name) => labels.has(name)))) return 'MDY';
  const dateColumn = frame.roles.date;
  if (dateColumn === undefined) return undefined;
  if (DAY_FIRST_DATE_LABELS.has(normalizeLabel(header[dateColumn]))) return 'DMY';
  if (decimalMarkInForce() === ',') return 'DMY';
  for (let r = frame.headerRow + 1; r < Math.min(frame.endRow, frame.headerRow + 21); r += 1) {
    const cell = rows[r]?.[dateColumn];
    if (typeof cell === 'string' && DOTTED_DATE.test(cell.trim())) return 'DMY';
  }
  return undefined;
}

/** A year in a title ("Zero Based Budget 2024"): a hint for yearless months. */
const TITLE_YEAR = /\b(19[5-9]\d|2[01]\d\d)\b/;

export interface ReadSettings {
  /** Per sheet name: the user's adjustments for this upload. */
  sheets?: Record<string, SheetSettings>;
  /** Per table signature: adjustments remembered from an earlier upload. */
  remembered?: Record<string, TableSettings>;
  /** The sheet whose first rows are kept as text for the preview's grid (nothing else keeps them). */
  gridOf?: string;
}

/** Skip reasons the reading always lists, others only when they occurred. */
const LISTED_SKIPS = ['totals', 'blank', 'placeholders', 'balances', 'subtotals'];

function rangeText(frame: TableFrame, lastRow: number): string {
  return `${columnLetter(frame.firstColumn)}${frame.headerRow + 1}:${columnLetter(frame.lastColumn)}${lastRow + 1}`;
}

/** Sheet name + normalised header labels: the same table in next month's copy of the workbook. */
export function tableSignature(sheet: string, rows: readonly Cell[][], frame: TableFrame): string {
  const labels: string[] = [];
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1)
    labels.push(normalizeLabel(rows[frame.headerRow]?.[column]));
  return `${sheet}\u0000${labels.join('|')}`;
}

/**
 * A title that is only a plan's name (`Budget`, `Projected 2024`, `Presupuesto:`): the block under
 * it is a plan, also where an `Actual` block of the same shape follows (stacked plan and actuals).
 * Longer titles (`Monthly Budget`) name the whole workbook, not a plan, and are left to PLAN_TITLE.
 */
const PLAN_WORD =
  /^(?:budget(?:ed)?|plan(?:ned)?|projected|projection|forecast|targets?|estimated?|presupuest[oa]|previsto|orcamento|budgetiert|geplant|prevision(?:nel)?)s?(?:\s+\d{4})?\s*:?$/i;

/** A title that names what happened (`Actual`, `Actuals 2024`, `Spent`, `Real`, `Ist`). */
const ACTUAL_WORD =
  /^(?:actuals?|actual\s+(?:spending|figures|amounts)|spent|real|reales|ist|r[ée]el(?:le)?s?|realizado)(?:\s+\d{4})?\s*:?$/i;

/** The nearest title above a header: the one text cell of a row just above it (a blank row between allowed), else ''. */
function nearestTitle(rows: readonly Cell[][], frame: TableFrame): string {
  for (let r = frame.headerRow - 1; r >= Math.max(0, frame.headerRow - 2); r -= 1) {
    const texts: string[] = [];
    let other = false;
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = rows[r]?.[column];
      if (isBlank(cell)) continue;
      if (typeof cell === 'string') texts.push(cellText(cell));
      else other = true;
    }
    if (texts.length === 0 && !other) continue;
    return texts.length === 1 && !other ? texts[0] : '';
  }
  return '';
}

/**
 * What a bank export writes above its header (account, period, a balance: DKB's six lines),
 * said when one of those lines holds a figure, so nobody wonders where that money went: the
 * lines are not transactions and nothing of them is counted.
 */
function preambleOf(rows: readonly Cell[][], frame: TableFrame): string | null {
  let lines = 0;
  let withFigure: string | null = null;
  for (let r = 0; r < frame.headerRow; r += 1) {
    const cells = rows[r] ?? [];
    if (cells.every(isBlank)) continue;
    lines += 1;
    // A figure beside its label (`Kontostand:` | `5.000,01 EUR`) or after it in one cell (`Kontostand: 5.000,01 EUR`).
    const figure = cells.some((cell, column) => {
      if (typeof cell !== 'string' || !/\d/.test(cell)) return false;
      if (column > 0 && amountCentsOrNull(cell) !== null) return true;
      const after = /:\s*([^:]*\d[^:]*)$/.exec(cell);
      return after !== null && amountCentsOrNull(after[1]) !== null;
    });
    if (figure && withFigure === null)
      withFigure = cells
        .filter((cell) => !isBlank(cell))
        .map(cellText)
        .join(' ');
  }
  if (withFigure === null) return null;
  return `The ${lines === 1 ? 'line' : `${lines} lines`} above the header (such as "${withFigure.slice(0, 80)}") ${lines === 1 ? 'is' : 'are'} not transactions: not read, not counted.`;
}

/** Texts in the rows above a header within its columns (titles, notes). */
function textsAbove(rows: readonly Cell[][], frame: TableFrame, count = 6): string[] {
  const texts: string[] = [];
  for (let r = Math.max(0, frame.headerRow - count); r < frame.headerRow; r += 1) {
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = rows[r]?.[column];
      if (typeof cell === 'string' && !isBlank(cell)) texts.push(cell);
    }
  }
  return texts;
}

/** A frame changed by the user's settings: columns by role, or a header row of their choosing. */
function applyFrameSettings(rows: readonly Cell[][], frame: TableFrame, settings: TableSettings): TableFrame {
  let result = { ...frame, roles: { ...frame.roles }, months: [...frame.months] };
  // `range` names the table (as read); a header row of the user's choosing moves its header within its columns.
  if (settings.header_row !== undefined) {
    const headerRow = settings.header_row - 1;
    result = { ...result, headerRow, endRow: Math.max(frame.endRow, headerRow + 1) };
    if (!settings.columns) {
      // Roles from the new header row's own labels.
      result.roles = {};
      result.months = [];
      for (let column = result.firstColumn; column <= result.lastColumn; column += 1) {
        const role = roleOfLabel(rows[headerRow]?.[column]);
        if (role && result.roles[role.role] === undefined) result.roles[role.role] = column;
        const month = role ? null : parseMonthHeader(rows[headerRow]?.[column]);
        if (month) result.months.push({ column, month });
      }
    }
  }
  if (settings.columns) {
    result.roles = {};
    result.months = result.months.filter(
      ({ column }) => !Object.values(settings.columns!).some((letter) => columnIndex(letter) === column),
    );
    for (const [role, letter] of Object.entries(settings.columns) as Array<[ColumnRole, string]>) {
      const column = columnIndex(letter);
      if (column === null || role === 'none') continue;
      result.roles[role] = column;
      result.firstColumn = Math.min(result.firstColumn, column);
      result.lastColumn = Math.max(result.lastColumn, column);
    }
    if (
      result.roles.category === undefined &&
      result.roles.subcategory === undefined &&
      result.roles.description === undefined &&
      result.kind !== 'grid'
    ) {
      result.blockName = null;
    }
  }
  if (settings.columns || settings.header_row !== undefined) {
    result.descriptions = result.roles.description !== undefined ? [result.roles.description] : [];
  }
  // The kind follows the roles the table now has.
  const dated = result.roles.date !== undefined || (result.roles.year !== undefined && result.roles.month !== undefined);
  const amounts = ['amount', 'in', 'out'].some((role) => result.roles[role as 'amount'] !== undefined);
  if (dated && amounts) result.kind = 'log';
  else if (result.months.length >= 2 && !amounts) result.kind = 'grid';
  else result.kind = 'periods';
  return result;
}

/** The settings that apply to a frame: this upload's for its range (or the sheet's first table), else remembered ones. */
function settingsFor(
  index: number,
  range: string,
  sheetSettings: SheetSettings | undefined,
  remembered: TableSettings | undefined,
): { settings: TableSettings | null; remembered: boolean } {
  const entries = sheetSettings?.tables ?? [];
  const own =
    entries.find((entry) => entry.range === range) ?? (index === 0 ? entries.find((entry) => entry.range === undefined) : undefined);
  if (own) return { settings: own, remembered: false };
  if (remembered) return { settings: remembered, remembered: true };
  return { settings: null, remembered: false };
}

function lastDataRow(rows: readonly Cell[][], frame: TableFrame): number {
  for (let r = frame.endRow - 1; r > frame.headerRow; r -= 1) {
    const row = rows[r];
    if (!row) continue;
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) if (!isBlank(row[column])) return r;
  }
  return frame.headerRow;
}

const LAYOUT_OF_KIND = { log: 'transaction-log', periods: 'per-period', grid: 'month-grid' } as const;

function rolesAsLetters(frame: TableFrame): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const [role, column] of Object.entries(frame.roles)) if (column !== undefined) columns[role] = columnLetter(column);
  return columns;
}

/** Money in and out by the table's own reading, for the one-line summary (never for the analysis). */
function moneyOf(table: ParsedSheet): { in: number; out: number } {
  const hints = pairHints(table);
  // category → subcategory → guessed type: no key string built per row of a 200,000-row log.
  const types = new Map<string, Map<string, ReturnType<typeof guessTransactionType>>>();
  let moneyIn = 0;
  let moneyOut = 0;
  for (const row of table.rows) {
    let bySubcategory = types.get(row.category);
    if (!bySubcategory) types.set(row.category, (bySubcategory = new Map()));
    let type = bySubcategory.get(row.subcategory);
    if (!type)
      bySubcategory.set(
        row.subcategory,
        (type = guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory)))),
      );
    if (type === 'Ignore') continue;
    if (table.signed) {
      if (row.amountCents > 0) moneyIn += row.amountCents;
      else moneyOut -= row.amountCents;
    } else if (type === 'Income') moneyIn += row.amountCents;
    else moneyOut += row.amountCents;
  }
  return { in: moneyIn / 100, out: moneyOut / 100 };
}

function datesOf(table: ParsedSheet, order: 'MDY' | 'DMY' | null): TableReading['dates'] {
  let from: string | null = null;
  let to: string | null = null;
  const take = (date: string) => {
    if (from === null || date < from) from = date;
    if (to === null || date > to) to = date;
  };
  if (table.layout === 'transaction-log') for (const row of table.rows) take(row.date!);
  else if (table.layout === 'month-grid' && table.months?.every((month) => month.year !== null)) {
    for (const row of table.rows) {
      const { year, month } = table.months[row.monthIndex!];
      take(formatIsoDate({ year: year!, month, day: 1 }));
    }
  } else if (table.period?.year) take(formatIsoDate({ year: table.period.year, month: table.period.month, day: 1 }));
  return { from, to, order };
}

/** A grid's yearless months dated by a year in its title, rolling over as the options step would. */
function withTitleYear(months: GridMonth[], year: number): GridMonth[] {
  const dates = gridMonthDates(months, formatIsoDate({ year, month: 1, day: 1 }));
  return months.map(({ month }, index) => ({ month, year: Number(dates[index].slice(0, 4)) }));
}

/** How a table's rows are read: the user's settings, and the date order its columns say it has. */
export function readOptionsOf(rows: readonly Cell[][], frame: TableFrame, settings: TableSettings): ReadOptions {
  return {
    dateOrder: settings.date_order,
    dateOrderHint: originDateOrder(rows, frame),
    direction: settings.direction,
    planAsActual: settings.plan_as_actual,
  };
}

/**
 * A log already read row by row as its sheet streamed in (sheet-parser.ts), with no settings for
 * it: its rows, and the last row with anything in its columns (its range ends there).
 */
export interface StreamedLog {
  rows: TableRows;
  lastDataRow: number;
}

/**
 * One table read, as an entry of the parsed workbook with its reading, and the rows it skipped.
 * `streamed`: a log whose rows were read as its sheet streamed in; `grid.rows` then holds the rows
 * down to its header (titles, header), which is all that is read of them here.
 */
function readTable(
  grid: SheetGrid,
  detected: TableFrame,
  index: number,
  read: ReadSettings,
  sheetMonth: GridMonth | null,
  streamed?: StreamedLog,
): ParsedSheet {
  const rows = grid.rows;
  const detectedRange = rangeText(detected, streamed ? streamed.lastDataRow : lastDataRow(rows, detected));
  const signature = tableSignature(grid.name, rows, detected);
  const chosen = settingsFor(index, detectedRange, read.sheets?.[grid.name], read.remembered?.[signature]);
  if (streamed && chosen.settings) throw new Error('A streamed log has no settings: a sheet with settings is read as a whole grid.');
  const settings = chosen.settings ?? {};
  const frame = chosen.settings ? applyFrameSettings(rows, detected, settings) : detected;
  // The table keeps the range it was read at: it is how settings and repeats find it again.
  const range = detectedRange;
  const titles = textsAbove(rows, frame);
  // A title is short ("Budget Planning"); a sentence of instructions ("plan every bill …") is not one.
  // The nearest title decides first: `Actual` over a block is actuals whatever plan titles stand higher up.
  const nearest = nearestTitle(rows, frame);
  const planByTitle =
    frame.kind !== 'log' &&
    !ACTUAL_WORD.test(nearest) &&
    (PLAN_WORD.test(nearest) || PLAN_TITLE.test(grid.name) || titles.some((text) => text.trim().length <= 40 && PLAN_TITLE.test(text)));
  const options = readOptionsOf(rows, frame, settings);

  let result: TableRows;
  let plan = false;
  let months: GridMonth[] | undefined;
  if (frame.kind === 'log') result = streamed ? streamed.rows : readLogTable(rows, frame, options);
  else if (frame.kind === 'grid') {
    result = readGridTable(rows, frame);
    months = frame.months.map(({ month }) => month);
    // A year in the title dates yearless months ("Household Budget 2024": Jan … Dec).
    const year = titles.map((text) => TITLE_YEAR.exec(text)?.[1]).find(Boolean);
    if (year && months.every((month) => month.year === null)) months = withTitleYear(months, Number(year));
  } else {
    const periods = readPeriodsTable(rows, frame, options);
    result = periods;
    plan = periods.plan;
  }
  if (planByTitle && !settings.plan_as_actual) plan = true;

  const layout = LAYOUT_OF_KIND[frame.kind];
  const table: ParsedSheet = {
    name: grid.name,
    layout,
    signed: result.signed,
    rows: result.rows,
    earliestDate: null,
    range,
    signature,
    hints: result.hints,
    plan,
    skip: settings.skip === true,
    duplicateOf: null,
    pivot: frame.pivot,
    period: frame.kind === 'periods' ? sheetMonth : null,
    periodStart: settings.period_start ?? null,
    settings: chosen.settings && !chosen.remembered ? chosen.settings : null,
    skippedRows: result.skippedRows,
  };
  if (grid.hidden) table.hidden = true;
  if (months) table.months = months;
  if (layout === 'transaction-log') {
    for (const row of result.rows) if (table.earliestDate === null || row.date! < table.earliestDate) table.earliestDate = row.date!;
  } else if (layout === 'month-grid') table.earliestDate = gridEarliestDate(result.rows, months!);

  const warnings = [...result.warnings];
  if (grid.note) warnings.unshift(grid.note);
  const preamble = frame.kind === 'log' ? preambleOf(rows, frame) : null;
  if (preamble) warnings.push(preamble);
  if (planByTitle && !settings.plan_as_actual)
    warnings.push('Introduced as a plan: shown, not counted. Read this plan as what happened only if it is.');
  const repeated = repeatedRows(table);
  if (repeated > 0)
    warnings.push(
      `${repeated} rows appear more than once; they are kept (two coffees on one day are real). Check them if they should not be.`,
    );
  table.reading = {
    range,
    layout: plan ? 'plan' : frame.kind,
    header_row: frame.headerRow + 1,
    columns: rolesAsLetters(frame),
    direction: result.direction,
    rows: result.rows.length,
    skipped: Object.fromEntries(Object.entries(result.skipped).filter(([reason, count]) => count > 0 || LISTED_SKIPS.includes(reason))),
    dates: datesOf(table, result.dateOrder),
    money: moneyOf(table),
    // Currency text in the cells first, else what the sheet's number formats show.
    currency: result.currency ?? currencyOfColumns(rows, frame) ?? symbolOf(grid.currency) ?? null,
    suggested: false,
    duplicate_of: null,
    remembered: chosen.remembered,
    warnings,
    problem: result.rows.length === 0 ? 'No rows with an amount were found under this header.' : null,
  };
  // Budgets and grids are checked against the sheet's own totals. A log is not: a streamed log's
  // rows are not kept to add up again, and it must read the same streamed or whole (sheet-parser.ts).
  if (frame.kind !== 'log') table.reading.warnings.push(...sheetTotalWarnings(rows, frame, table, options));
  return table;
}

/** A sheet with no table: one entry that says why. */
function unreadSheet(grid: SheetGrid): ParsedSheet {
  const problem = describeMismatch(grid.name, grid.rows);
  const entry: ParsedSheet = { name: grid.name, layout: null, signed: false, rows: [], earliestDate: null, problem };
  if (grid.hidden) entry.hidden = true;
  entry.reading = {
    range: '',
    layout: null,
    header_row: 0,
    columns: {},
    direction: 'unsigned',
    rows: 0,
    skipped: {},
    dates: { from: null, to: null, order: null },
    money: { in: 0, out: 0 },
    currency: null,
    suggested: false,
    duplicate_of: null,
    remembered: false,
    warnings: grid.note ? [grid.note] : [],
    problem,
  };
  return entry;
}

/** The tables of one sheet, read. */
/**
 * The frame of a sheet where no table was found, for the user's settings to shape: their header row, else the first row with anything in it, over its columns.
 */
function undetectedFrame(rows: readonly Cell[][], settings: TableSettings): TableFrame | null {
  let headerRow =
    settings.header_row !== undefined ? settings.header_row - 1 : rows.findIndex((row) => row?.some((cell) => !isBlank(cell)));
  if (headerRow < 0 || headerRow >= rows.length) return null;
  const header = rows[headerRow] ?? [];
  let lastColumn = header.length - 1;
  while (lastColumn > 0 && isBlank(header[lastColumn])) lastColumn -= 1;
  const firstColumn = Math.max(
    0,
    header.findIndex((cell) => !isBlank(cell)),
  );
  return {
    kind: 'periods',
    headerRow,
    firstColumn,
    lastColumn: Math.max(firstColumn, lastColumn),
    endRow: rows.length,
    roles: {},
    months: [],
    blockName: null,
    pivot: false,
    descriptions: [],
  };
}

/** The frames to read: those found, or one the user described on a sheet where none was. */
function framesOf(grid: SheetGrid, read: ReadSettings): TableFrame[] {
  const found = findTables(grid.rows);
  if (found.length > 0) return found;
  const own = read.sheets?.[grid.name]?.tables[0];
  const probe = undetectedFrame(grid.rows, own ?? {});
  const settings = own ?? (probe ? read.remembered?.[tableSignature(grid.name, grid.rows, probe)] : undefined);
  const frame = settings ? undetectedFrame(grid.rows, settings) : null;
  return frame ? [frame] : [];
}

export function readSheetTables(grid: SheetGrid, read: ReadSettings = {}): ParsedSheet[] {
  // Text amounts by the file's own decimal mark, where it says one (a CSV).
  return withDecimalMark(grid.decimal, () => readSheetTablesByMark(grid, read));
}

function readSheetTablesByMark(grid: SheetGrid, read: ReadSettings): ParsedSheet[] {
  const frames = framesOf(grid, read);
  // No header anywhere: a bank export whose columns say what they are by what they hold.
  const headerless = frames.length === 0 && !read.sheets?.[grid.name] ? headerlessColumns(grid.rows) : null;
  if (headerless) return readHeaderless(grid, headerless, read);
  // A sheet named after a month (`May`, `Jan 2025`, `2025-01`) is that month.
  const sheetMonth = parseMonthHeader(grid.name.trim());
  const tables = frames.map((frame, index) => readTable(grid, frame, index, read, sheetMonth));
  // Budgets say things outside their tables; a log's sheet is read by its log alone.
  if (tables.length > 0 && frames.every((frame) => frame.kind !== 'log'))
    tables.push(...readOutsideTables(grid, frames, tables, sheetMonth, read));
  const sheetTables = tables.length > 0 ? tables : [unreadSheet(grid)];
  if (read.gridOf === grid.name) sheetTables[0].firstRows = firstRowsOf(grid);
  return sheetTables;
}

/** Headers of a column that holds each row's currency (`Währung`, `Valutacode`, `Monn.`, `Moneda`, `Devise`). */
const CURRENCY_COLUMN = new Set([
  'currency',
  'curr',
  'ccy',
  'wahrung',
  'valuta',
  'valutacode',
  'munt',
  'monn',
  'monnaie',
  'devise',
  'moneda',
  'divisa',
  'moeda',
]);

/**
 * The currency a table's columns name when its cells carry none: an amount header's qualifier
 * (`Betrag (EUR)`, `Amount (£)`), else the first value of a currency column (`Währung`: `EUR`).
 */
function currencyOfColumns(rows: readonly Cell[][], frame: TableFrame): string | null {
  const header = rows[frame.headerRow] ?? [];
  for (const role of ['amount', 'in', 'out'] as const) {
    const column = frame.roles[role];
    const named = column === undefined ? null : currencyOfCell(header[column]);
    if (named) return named;
  }
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    if (!CURRENCY_COLUMN.has(normalizeLabel(header[column]))) continue;
    for (let r = frame.headerRow + 1; r < Math.min(frame.endRow, frame.headerRow + 20); r += 1) {
      const named = currencyOfCell(rows[r]?.[column]);
      if (named) return named;
    }
  }
  return null;
}

/** A statement's ISO code (`USD`, `EUR`) as the readings name currencies (`$`, `€`); a code with no symbol of ours stays a code. */
function symbolOf(currency: string | undefined): string | undefined {
  return currency === undefined ? undefined : (currencyOfCell(currency) ?? currency);
}

/**
 * A headerless log read under the header its columns' contents give (headerless.ts), added above
 * its first row, and said: the ranges shown then count that header as row 1.
 */
function readHeaderless(grid: SheetGrid, columns: HeaderlessColumns, read: ReadSettings): ParsedSheet[] {
  const width = Math.max(...grid.rows.map((row) => row?.length ?? 0));
  const withHeader: SheetGrid = { ...grid, rows: [headerFor(columns, width), ...grid.rows] };
  const tables = readSheetTables(withHeader, read);
  const named = [`dates in ${columnLetter(columns.date)}`, `amounts in ${columnLetter(columns.amount)}`];
  if (columns.description !== null) named.push(`descriptions in ${columnLetter(columns.description)}`);
  const said = `This sheet has no header row, so its columns were told by what they hold: ${named.join(', ')} (the header OnTrack added is row 1 of the range). Check them, or choose the columns.`;
  for (const table of tables) table.reading?.warnings.unshift(said);
  return tables;
}

/** `5000` as the warnings write money: `5,000.00`. */
const shownMoney = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whether a total line stands above the row labelled `label` within the frame's rows (the result written under the sums). */
function labelBelowTotal(rows: readonly Cell[][], frame: TableFrame, label: string): boolean {
  let totalAbove = false;
  for (let r = frame.headerRow + 1; r < frame.endRow; r += 1) {
    const cells = rows[r] ?? [];
    let labelled = false;
    let total = false;
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = cells[column];
      if (typeof cell !== 'string') continue;
      if (cellText(cell) === label) labelled = true;
      if (isTotalLabel(cell)) total = true;
    }
    if (labelled) return totalAbove;
    totalAbove ||= total;
  }
  return false;
}

/**
 * A budget sheet's figures outside its tables (outside-tables.ts): income written beside or above
 * them becomes one more table of the sheet (counted once per sheet), unless a table already holds
 * the sheet's income; a balance is said, never counted. Then rows that are the sheet's income less
 * its expenses (`Savings` under the totals) are taken out of their tables as computed.
 */
function readOutsideTables(
  grid: SheetGrid,
  frames: TableFrame[],
  tables: ParsedSheet[],
  sheetMonth: GridMonth | null,
  read: ReadSettings,
): ParsedSheet[] {
  const figures = labelledFigures(grid.rows, frames);
  const incomeInTables = tables.some((table) => {
    if (table.plan) return false;
    const hints = pairHints(table);
    return table.rows.some(
      (row) => guessTransactionType(row.category, row.subcategory, hints.get(pairKey(row.category, row.subcategory))) === 'Income',
    );
  });
  const counted = incomeInTables ? [] : figures.filter((figure) => figure.kind === 'income');
  for (const figure of figures) {
    const at = `${columnLetter(figure.labelColumn)}${figure.row + 1}`;
    if (figure.kind === 'balance')
      tables[0].reading!.warnings.push(
        `"${figure.label}" (${shownMoney(figure.cents)}) in ${at} is a balance, not money in or out: not counted.`,
      );
    else if (incomeInTables)
      tables[0].reading!.warnings.push(
        `"${figure.label}" (${shownMoney(figure.cents)}) in ${at} is not counted: the tables already hold this sheet's income.`,
      );
  }
  const added = counted.map((figure) => figureTable(grid, figure, sheetMonth, read));
  const all = [...tables, ...added];
  const computed = computedRowIndexes({
    tables: all.map((table, index) => ({
      rows: table.plan || table.layout !== 'per-period' ? [] : table.rows,
      hints: pairHints(table),
      belowTotal: (row: SheetRow) => index < frames.length && labelBelowTotal(grid.rows, frames[index], row.subcategory),
    })),
    incomeOutside: 0,
  });
  computed.forEach((indexes, t) => {
    if (indexes.length === 0) return;
    const table = all[t];
    const dropped = indexes.map((index) => table.rows[index]);
    table.rows = table.rows.filter((_row, index) => !indexes.includes(index));
    const reading = table.reading!;
    reading.rows = table.rows.length;
    reading.skipped.totals = (reading.skipped.totals ?? 0) + dropped.length;
    reading.money = moneyOf(table);
    for (const row of dropped)
      reading.warnings.push(
        `"${row.subcategory}" (${shownMoney(Math.abs(row.amountCents))}) is this sheet's income less its expenses: worked out, not money moved, so not counted.`,
      );
  });
  return added;
}

/**
 * One labelled income figure as a one-row table of its sheet (a month-named sheet's month dates
 * it). Like any table it can be skipped by its range (the options step's `sheet_settings`).
 */
function figureTable(grid: SheetGrid, figure: LabelledFigure, sheetMonth: GridMonth | null, read: ReadSettings): ParsedSheet {
  const range = `${columnLetter(figure.labelColumn)}${figure.row + 1}:${columnLetter(figure.valueColumn)}${figure.row + 1}`;
  const skipped = read.sheets?.[grid.name]?.tables.some((entry) => entry.range === range && entry.skip === true) ?? false;
  const table: ParsedSheet = {
    name: grid.name,
    layout: 'per-period',
    signed: false,
    rows: [{ category: 'Income', subcategory: figure.label, description: '', amountCents: Math.abs(figure.cents) }],
    earliestDate: null,
    range,
    signature: `${grid.name}\u0000figure|${normalizeLabel(figure.label)}`,
    hints: [['Income', figure.label, 'Income']],
    plan: false,
    skip: skipped,
    duplicateOf: null,
    pivot: false,
    period: sheetMonth,
    periodStart: null,
    settings: null,
    skippedRows: [],
  };
  if (grid.hidden) table.hidden = true;
  table.reading = {
    range,
    layout: 'periods',
    header_row: figure.row + 1,
    columns: { subcategory: columnLetter(figure.labelColumn), amount: columnLetter(figure.valueColumn) },
    direction: 'unsigned',
    rows: 1,
    skipped: {},
    dates: datesOf(table, null),
    money: moneyOf(table),
    currency: grid.currency ?? null,
    suggested: false,
    duplicate_of: null,
    remembered: false,
    warnings: [`"${figure.label}" (${shownMoney(figure.cents)}) is written outside the tables: read as this sheet's income.`],
    problem: null,
  };
  return table;
}

/** Decides which tables are suggested and why the others are not. */
function suggest(tables: ParsedSheet[]): void {
  const reasons = new Map<ParsedSheet, string>();
  for (const table of tables) {
    const reading = table.reading!;
    if (table.layout === null || table.rows.length === 0) continue;
    if (!isCountable(table)) continue;
    if (table.duplicateOf) continue;
    if (table.hidden) reasons.set(table, 'A hidden sheet: read, not suggested.');
    else if (SUMMARY_NAME.test(table.name))
      reasons.set(table, `The sheet's name says it summarises ("${table.name}"): read, not suggested.`);
    else reading.suggested = true;
  }
  // A summary-named sheet that holds the workbook's only income (Microsoft's "Budget Overview") is
  // suggested after all: leaving it out would read every such budget as having no income.
  const anyIncome = tables.some((table) => table.reading?.suggested && table.reading.money.in > 0);
  if (!anyIncome) {
    for (const [table] of reasons) {
      if (table.hidden || table.duplicateOf) continue;
      const allIncome = table.rows.every((row) => guessTransactionType(row.category, row.subcategory) === 'Income');
      if (allIncome && table.reading!.money.in > 0) {
        table.reading!.suggested = true;
        table.reading!.warnings.push(
          `On a sheet named "${table.name}", which usually only sums up; suggested because it holds the only income in the workbook.`,
        );
        reasons.delete(table);
      }
    }
  }
  // Data kept on a hidden sheet only (an export's raw data behind a visible summary): suggested after all, and said.
  const visibleMoney = tables.some((table) => !table.hidden && table.rows.length > 0 && isCountable(table) && !table.duplicateOf);
  if (!visibleMoney && !tables.some((table) => table.reading?.suggested)) {
    for (const [table] of reasons) {
      if (!table.hidden || table.duplicateOf) continue;
      table.reading!.suggested = true;
      table.reading!.warnings.push(`On a hidden sheet ("${table.name}"); suggested because no visible sheet holds data to count.`);
      reasons.delete(table);
    }
  }
  for (const [table, reason] of reasons) table.reading!.warnings.push(reason);
  for (const table of tables) {
    if (table.duplicateOf && table.reading) table.reading.duplicate_of = `${table.duplicateOf.sheet}!${table.duplicateOf.range}`;
    if (table.plan && table.reading && table.reading.warnings.length === 0)
      table.reading.warnings.push('A plan (budget) table: shown, not counted.');
    if (table.skip && table.reading) table.reading.warnings.push('Skipped as you chose.');
    if (table.pivot && table.reading)
      table.reading.warnings.push('A pivot table: its figures are sums of other rows, so it is not counted.');
    // Said only where it matters: of an undated budget that will be counted.
    if (table.reading?.suggested && table.layout === 'per-period' && !table.period && !table.periodStart) {
      table.reading.warnings.push('No dates: read as one period starting on the date you choose.');
    }
  }
}

/**
 * A sheet holding one log, its rows read as they streamed in (sheet-parser.ts): its one table, as
 * readSheetTables reads it from the whole grid. `grid.rows`: the sheet's rows down to the header.
 */
export function readStreamedLog(grid: SheetGrid, frame: TableFrame, read: ReadSettings, streamed: StreamedLog): ParsedSheet[] {
  return [readTable(grid, frame, 0, read, parseMonthHeader(grid.name.trim()), streamed)];
}

/** The whole workbook: every sheet's tables, the same money twice, suggestions. */
export function parseWorkbook(grids: SheetGrid[], read: ReadSettings = {}): ParsedWorkbook {
  return workbookOfTables(grids.flatMap((grid) => readSheetTables(grid, read)));
}

/** The workbook of every sheet's tables as read (in workbook order): the same money twice, suggestions. */
export function workbookOfTables(tables: ParsedSheet[]): ParsedWorkbook {
  markSameMoney(tables.filter((table) => isCountable(table) || table.plan));
  suggest(tables);
  // Before anything is counted: each doubt said on the tables it concerns (sanity.ts).
  workbookSanity(tables);
  return { sheets: tables };
}

/** Sheets with a suggested table, in workbook order. */
export function suggestedSheetNames(workbook: StreamedWorkbook): string[] {
  const names: string[] = [];
  for (const table of workbook.sheets) {
    // Entries stored before readings existed: every sheet with a layout was suggested.
    const suggested = table.reading ? table.reading.suggested : table.layout !== null;
    if (suggested && !names.includes(table.name)) names.push(table.name);
  }
  return names;
}
