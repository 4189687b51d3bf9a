/**
 * One table's rows: from a frame found by
 * `findTables` to SheetRows in integer cents, each skipped row counted with its reason.
 */
import { formatIsoDate } from '../calendar';
import { carriedCents, exactCents, hasSubCents, parseAmountCents } from './amounts';
import { currencyOfCell } from './currency';
import {
  cellText,
  isBalanceLabel,
  isBlank,
  isPlaceholder,
  isSectionLabel,
  isTotalLabel,
  labelText,
  normalizeLabel,
  sectionTitle,
} from './cells';
import { dateCellReader, DateOrderTally, isoDate, monthFromName, type DateOrder } from './dates';
import { RowLabeler } from './labels';
import { cleanPayee, isTransferText } from './payees';
import { typeValue, type TypeValue } from './roles';
import { columnLetter, type TableFrame } from './tables';
import { pairKey } from '../analysis/classification';
import { guessTransactionType, isRefundName } from '../analysis/guess-type';
import type { Cell, Direction, GridMonth, PairHint, SheetRow } from './types';

/** Category of a log row whose Category cell is blank. */
export const UNCATEGORIZED = 'Uncategorized';
/** Category of a transfer or card payment read from a file without categories. */
const TRANSFER = 'Transfer';

/** Why a row was not read; `untyped`: a type column that says nothing for it. */
export type SkipReason = 'blank' | 'placeholders' | 'totals' | 'subtotals' | 'balances' | 'headers' | 'undated' | 'untyped';

export interface TableRows {
  rows: SheetRow[];
  signed: boolean;
  direction: Direction;
  skipped: Record<SkipReason, number>;
  /** The first skipped rows (0-based sheet row) with their reason, for the preview. */
  skippedRows: Array<{ row: number; reason: SkipReason }>;
  /** Per (category, subcategory): what most of its rows say of their kind or direction. */
  hints: Array<[string, string, PairHint]>;
  dateOrder: DateOrder | null;
  warnings: string[];
  currency: string | null;
}

export interface ReadOptions {
  dateOrder?: DateOrder;
  /** How undecidable numeric dates are read, from the file's origin (YNAB's, Mint's columns): no warning then. */
  dateOrderHint?: DateOrder;
  direction?: Direction;
  /** Read the plan column as the amounts. */
  planAsActual?: boolean;
}

/** Skipped rows kept for the preview. */
const MAX_SKIPPED_ROWS = 20;

class Collector {
  readonly rows: SheetRow[] = [];
  readonly skipped: Record<SkipReason, number> = {
    blank: 0,
    placeholders: 0,
    totals: 0,
    subtotals: 0,
    balances: 0,
    headers: 0,
    undated: 0,
    untyped: 0,
  };
  readonly skippedRows: Array<{ row: number; reason: SkipReason }> = [];
  private readonly hintVotes = new Map<string, { category: string; subcategory: string; votes: Map<PairHint, number> }>();
  /** Per category and subcategory of a log with categories: how many of its rows brought money in, and took it out. */
  private readonly moneyVotes = new Map<string, Map<string, { category: string; subcategory: string; in: number; out: number }>>();
  /** Counted rows whose amount cell held a fraction of a cent. */
  private subCentRows = 0;
  /** Each row's amount in cents with its fractions of a cent, for `carriedCents`. */
  private readonly exact: number[] = [];

  skip(row: number, reason: SkipReason): void {
    this.skipped[reason] += 1;
    if (this.skippedRows.length < MAX_SKIPPED_ROWS) this.skippedRows.push({ row, reason });
  }

  /** `exact`: the row's amount with its fractions of a cent, when its cells hold some. */
  add(row: SheetRow, hint?: PairHint, exact: number | null = null): void {
    this.rows.push(row);
    this.exact.push(exact ?? row.amountCents);
    if (!hint) return;
    const key = pairKey(row.category, row.subcategory);
    let pair = this.hintVotes.get(key);
    if (!pair) this.hintVotes.set(key, (pair = { category: row.category, subcategory: row.subcategory, votes: new Map() }));
    pair.votes.set(hint, (pair.votes.get(hint) ?? 0) + 1);
  }

  /** Notes a counted row whose amount is one of `columns` of `cells`: a fraction of a cent there is said in the reading. */
  noteAmountCells(cells: readonly Cell[], columns: ReadonlyArray<number | undefined>): void {
    if (columns.some((column) => column !== undefined && hasSubCents(cells[column]))) this.subCentRows += 1;
  }

  /** A counted row's direction, for a pair the file says nothing else of (`hints`). */
  voteMoney(row: SheetRow): void {
    // category → subcategory: no key string built per row of a 200,000-row log.
    let bySubcategory = this.moneyVotes.get(row.category);
    if (!bySubcategory) this.moneyVotes.set(row.category, (bySubcategory = new Map()));
    let pair = bySubcategory.get(row.subcategory);
    if (!pair) bySubcategory.set(row.subcategory, (pair = { category: row.category, subcategory: row.subcategory, in: 0, out: 0 }));
    if (row.amountCents > 0) pair.in += 1;
    else pair.out += 1;
  }

  /**
   * A pair's hint is the one most of its rows give. Where amounts carry their direction (signs or
   * a pair of columns), a pair most of whose rows bring money in is hinted `in` (a pay slip's
   * `Nómina`, a bank's cashback: income in any language); money out needs no hint (the guess's default).
   */
  hints(direction: Direction): Array<[string, string, PairHint]> {
    const result: Array<[string, string, PairHint]> = [];
    for (const { category, subcategory, votes } of this.hintVotes.values()) {
      let best: PairHint | null = null;
      let count = 0;
      for (const [hint, n] of votes) if (n > count) [best, count] = [hint, n];
      if (best) result.push([category, subcategory, best]);
    }
    if (direction === 'signed' || direction === 'pair') {
      for (const pairs of this.moneyVotes.values()) {
        for (const pair of pairs.values()) {
          // Only where the names say nothing (an `Income` / `Salary` pair needs no hint to be income).
          // A refund's money comes in too, and lowers its spending: no hint.
          if (
            pair.in <= pair.out ||
            this.hintVotes.has(pairKey(pair.category, pair.subcategory)) ||
            guessTransactionType(pair.category, pair.subcategory) !== 'Expense'
          )
            continue;
          if (isRefundName(pair.category, pair.subcategory)) continue;
          result.push([pair.category, pair.subcategory, 'in']);
        }
      }
    }
    return result;
  }

  finish(rest: Pick<TableRows, 'signed' | 'direction' | 'dateOrder' | 'warnings' | 'currency'>): TableRows {
    const warnings = [...rest.warnings];
    if (this.subCentRows > 0) {
      // The sheet's own sums are of the exact values: the rows carry their fractions so that totals agree.
      const groups = this.rows.map((row) => pairKey(row.category, row.subcategory));
      carriedCents(this.exact, groups).forEach((cents, index) => (this.rows[index].amountCents = cents));
      const amounts = this.subCentRows === 1 ? '1 amount has' : `${this.subCentRows} amounts have`;
      warnings.push(
        `${amounts} more than two decimals; totals are the exact amounts summed, then rounded to the cent (as the sheet's own sums show), so a row may differ by a cent from the rounded figure it shows.`,
      );
    }
    return { rows: this.rows, skipped: this.skipped, skippedRows: this.skippedRows, hints: this.hints(rest.direction), ...rest, warnings };
  }
}

/**
 * A test for the table's header met again inside it (a print layout repeats it every page). The
 * header's labels are normalised once; a row is compared in full only when its first labelled
 * cell already matches, so the 200,000 rows of a log cost one comparison each.
 */
function repeatedHeaderTest(header: readonly Cell[], frame: TableFrame): (row: readonly Cell[]) => boolean {
  const labels: Array<[number, string]> = [];
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
    if (!isBlank(header[column])) labels.push([column, normalizeLabel(header[column])]);
  }
  if (labels.length < 2) return () => false;
  const [probeColumn, probeLabel] = labels[0];
  return (row) =>
    typeof row[probeColumn] === 'string' &&
    normalizeLabel(row[probeColumn]) === probeLabel &&
    labels.every(([column, label]) => normalizeLabel(row[column]) === label);
}

/** Whether any amount cell of the row is a placeholder (`-`, `n/a`). */
function hasPlaceholder(row: readonly Cell[], columns: Array<number | undefined>): boolean {
  return columns.some((column) => column !== undefined && isPlaceholder(row[column]));
}

/**
 * What a log's rows say as a whole, before any row is read: whether its type column really says directions, whether any amount is negative, and how
 * its numeric text dates are ordered. Counted one row at a time, so a log streamed in
 * (sheet-parser.ts) is surveyed exactly as a whole grid is.
 */
export class LogSurvey {
  private typeKnown = 0;
  private typeUnknown = 0;
  /** A few of the type column's values that say no direction, for the warning. */
  private readonly unknownTypes = new Set<string>();
  /** The first amount that is negative (true) or out of range (its error), as a scan for signs meets them. */
  private signs: true | Error | null = null;
  private readonly dates = new DateOrderTally();

  constructor(private readonly frame: TableFrame) {}

  /** One row below the header (blank rows and rows that are skipped later included). */
  add(row: readonly Cell[] | undefined): void {
    const { roles } = this.frame;
    if (roles.type !== undefined) {
      const cell = row?.[roles.type];
      if (!isBlank(cell)) {
        if (typeValue(cell)) this.typeKnown += 1;
        else {
          this.typeUnknown += 1;
          if (this.unknownTypes.size < 3) this.unknownTypes.add(cellText(cell));
        }
      }
    }
    if (roles.amount !== undefined && this.signs === null) {
      try {
        const cents = safeCents(row?.[roles.amount]);
        if (cents !== null && cents < 0) this.signs = true;
      } catch (error) {
        // Thrown only if the signs are looked at (a type column or a pair decides without them).
        this.signs = error as Error;
      }
    }
    if (roles.date !== undefined) this.dates.add(row?.[roles.date]);
  }

  /**
   * Said when the table has a type column (`Soll/Haben`, `Type`) whose values were not understood,
   * so the amounts were read without it: the money's direction may then be wrong.
   */
  typeWarning(direction: Direction): string | null {
    const column = this.frame.roles.type;
    // Only where nothing else says the direction: beside signs or a pair, a type column of other
    // words (Revolut's `CARD_PAYMENT`, N26's `Outgoing Transfer`) says what kind, not which way.
    if (column === undefined || direction !== 'unsigned' || this.typeUnknown === 0) return null;
    const values = [...this.unknownTypes].map((value) => `"${value}"`).join(', ');
    return `Column ${columnLetter(column)} looks like it says whether money came in or went out, but its values (${values}) are not ones OnTrack knows, so amounts were read all as they are, without a direction. Check the direction, or choose how the table is read.`;
  }

  /** The table's type column, if its values really say directions (most do, none contradicts). */
  private typeColumnUsable(): boolean {
    return this.frame.roles.type !== undefined && this.typeKnown > 0 && this.typeKnown >= 0.8 * (this.typeKnown + this.typeUnknown);
  }

  /** The direction rule of the table; a user's choice wins when it can apply. */
  direction(wanted?: Direction): Direction {
    const { roles } = this.frame;
    const amountColumn = roles.amount;
    const typeOk = this.typeColumnUsable();
    // An Amount column wins over a Debit/Credit pair beside it (as before tables); one side of a
    // pair beside an Amount (Harry Hill's Deposit Amount) is read with a type column only.
    const pairOk = (roles.in !== undefined || roles.out !== undefined) && amountColumn === undefined;
    if (wanted === 'type-column' && typeOk) return wanted;
    if (wanted === 'pair' && pairOk) return wanted;
    if (wanted === 'signed' || wanted === 'unsigned') return wanted;
    if (typeOk) return 'type-column';
    if (pairOk) return 'pair';
    if (amountColumn !== undefined && this.signs !== null) {
      if (this.signs instanceof Error) throw this.signs;
      return 'signed';
    }
    return 'unsigned';
  }

  /** The order the date column is read in, what the reading says of it, and its warning if it could not tell. */
  dateOrder(options: ReadOptions): { order: DateOrder; dateOrder: DateOrder | null; warning: string | null } {
    if (this.frame.roles.date === undefined) return { order: 'MDY', dateOrder: null, warning: null };
    const inferred = this.dates.result();
    let order: DateOrder;
    if (options.dateOrder) order = options.dateOrder;
    else if (inferred.decided) order = inferred.order;
    else order = options.dateOrderHint ?? 'MDY';
    const dateOrder = inferred.decided || options.dateOrder || inferred.example ? order : null;
    const warning =
      !inferred.decided && !options.dateOrder && !options.dateOrderHint && inferred.example
        ? `Dates such as ${inferred.example} could be month-first or day-first; they were read ${order === 'MDY' ? 'month-first (US)' : 'day-first'}. Change the date order if that is wrong.`
        : null;
    return { order, dateOrder, warning };
  }
}

/** parseAmountCents, but a placeholder is no amount. */
function safeCents(cell: Cell | undefined): number | null {
  if (isPlaceholder(cell)) return null;
  return parseAmountCents(cell);
}

/**
 * A log row's signed amount (positive = money in) by the table's direction rule. With a type
 * column, `type` is null for a row whose type cell says nothing: its direction is unknown.
 */
function logAmount(
  row: readonly Cell[],
  frame: TableFrame,
  direction: Direction,
  amountColumn: number | undefined,
): { cents: number | null; exact: number | null; type: TypeValue | null; contradicted: boolean } {
  const { roles } = frame;
  if (direction === 'type-column') {
    const type = typeValue(row[roles.type!]);
    // Whichever amount cell is filled (Harry Hill's sheet: Transaction Amount or Deposit Amount).
    let magnitude: number | null = null;
    let exact: number | null = null;
    let raw: number | null = null;
    for (const column of [amountColumn, roles.in, roles.out]) {
      if (column === undefined) continue;
      const cents = safeCents(row[column]);
      if (cents !== null && cents !== 0) {
        raw = cents;
        magnitude = Math.abs(cents);
        exact = Math.abs(exactCents(row[column])!);
        break;
      }
    }
    if (magnitude === null || exact === null || !type) return { cents: magnitude, exact, type, contradicted: false };
    const contradicted = raw !== null && raw < 0 && type.direction === 'in';
    const sign = type.direction === 'in' ? 1 : -1;
    return { cents: sign * magnitude, exact: sign * exact, type, contradicted };
  }
  if (direction === 'pair') {
    const moneyIn = roles.in !== undefined ? safeCents(row[roles.in]) : null;
    const moneyOut = roles.out !== undefined ? safeCents(row[roles.out]) : null;
    if (moneyIn === null && moneyOut === null) return { cents: null, exact: null, type: null, contradicted: false };
    // Some banks write debits as negative numbers already; a debit always takes money out.
    const exactIn = moneyIn === null ? 0 : Math.abs(exactCents(row[roles.in!])!);
    const exactOut = moneyOut === null ? 0 : Math.abs(exactCents(row[roles.out!])!);
    return { cents: Math.abs(moneyIn ?? 0) - Math.abs(moneyOut ?? 0), exact: exactIn - exactOut, type: null, contradicted: false };
  }
  const cents = amountColumn === undefined ? null : safeCents(row[amountColumn]);
  return { cents, exact: cents === null ? null : exactCents(row[amountColumn!]), type: null, contradicted: false };
}

/** A log row's date: its date cell (read by `readDate`), or its Year/Month/Day cells. */
function logDate(row: readonly Cell[], frame: TableFrame, readDate: (cell: Cell | undefined) => string | null): string | null {
  const { roles } = frame;
  if (roles.date !== undefined) return readDate(row[roles.date]);
  const year = Number(cellText(row[roles.year!]));
  const monthCell = row[roles.month!];
  const month = typeof monthCell === 'number' ? monthCell : (monthFromName(cellText(monthCell)) ?? Number(cellText(monthCell)));
  const day = roles.day === undefined ? 1 : Number(cellText(row[roles.day]));
  if (!Number.isInteger(year) || year < 100) return null;
  return isoDate(year, month, day);
}

function pairHint(type: TypeValue | null, noCategory: boolean, cents: number): PairHint | undefined {
  if (type?.kind) return type.kind;
  if (noCategory) return cents > 0 ? 'in' : 'out';
  return undefined;
}

/** A dated log. */
export function readLogTable(rows: readonly Cell[][], frame: TableFrame, options: ReadOptions = {}): TableRows {
  const survey = new LogSurvey(frame);
  for (let r = frame.headerRow + 1; r < frame.endRow; r += 1) survey.add(rows[r]);
  const direction = survey.direction(options.direction);
  const { order, dateOrder, warning } = survey.dateOrder(options);
  const reader = new LogReader(rows[frame.headerRow], frame, direction, order);
  for (let r = frame.headerRow + 1; r < frame.endRow; r += 1) reader.add(r, rows[r]);
  return reader.finish({ direction, dateOrder, dateWarning: warning, typeWarning: survey.typeWarning(direction) });
}

/**
 * A log's rows read one at a time, in sheet order, once its direction and date order are known
 * (LogSurvey): readLogTable reads a whole grid with it, the sheet parser a log as it streams in.
 */
export class LogReader {
  private readonly isRepeatedHeader: (row: readonly Cell[]) => boolean;
  private readonly out = new Collector();
  private readonly amountCells: Array<number | undefined>;
  private readonly noCategory: boolean;
  /** One string per distinct date, shared by every row of that day. */
  private readDate: (cell: Cell | undefined) => string | null;
  private currency: string | null = null;
  private contradictions = 0;

  constructor(
    header: readonly Cell[],
    private readonly frame: TableFrame,
    /** What the rows are read by: only `type-column` and `pair` read them differently from signs. */
    private readonly direction: Direction,
    order: DateOrder,
  ) {
    const { roles } = frame;
    this.isRepeatedHeader = repeatedHeaderTest(header, frame);
    this.amountCells = [roles.amount, roles.in, roles.out];
    this.noCategory = roles.category === undefined && roles.subcategory === undefined;
    this.readDate = dateCellReader(order);
  }

  /** Dates are read in `order` from here on (a streamed log's rows whose dates wait for the whole column). */
  useDateOrder(order: DateOrder): void {
    this.readDate = dateCellReader(order);
  }

  /** Sheet row `r` (0-based), the next one below the last. */
  add(r: number, row: readonly Cell[] | undefined): void {
    const { frame, out } = this;
    const { roles } = frame;
    const amountColumn = roles.amount;
    if (!row || isBlankWithin(row, frame)) {
      out.skip(r, 'blank');
      return;
    }
    if (this.isRepeatedHeader(row)) {
      out.skip(r, 'headers');
      return;
    }
    const { cents, exact, type, contradicted } = logAmount(row, frame, this.direction, amountColumn);
    if (this.direction === 'type-column' && cents !== null && cents !== 0 && !type) {
      // Money whose type cell says nothing: neither in nor out can be assumed.
      out.skip(r, 'untyped');
      return;
    }
    if (cents === null || cents === 0) {
      out.skip(r, hasPlaceholder(row, [amountColumn, roles.in, roles.out]) ? 'placeholders' : 'blank');
      return;
    }
    const category = labelOf(row, roles.category);
    const subcategory = labelOf(row, roles.subcategory);
    let description = '';
    for (const column of frame.descriptions) {
      description = labelText(row[column]);
      if (description) break;
    }
    // The raw text is enough for the test (no trimmed copy per row and column).
    const anyBalance = frame.descriptions.some((column) => typeof row[column] === 'string' && isBalanceLabel(row[column] as string));
    // A log's description is never read as a total: a shop may be called Total Wine.
    if (isTotalLabel(category) || isTotalLabel(subcategory)) {
      out.skip(r, 'totals');
      return;
    }
    if (isBalanceLabel(category) || isBalanceLabel(subcategory) || anyBalance) {
      out.skip(r, 'balances');
      return;
    }
    const date = logDate(row, frame, this.readDate);
    if (date === null) {
      const anyTotal = row.some((cell) => typeof cell === 'string' && isTotalLabel(cell));
      out.skip(r, anyTotal ? 'totals' : 'undated');
      return;
    }
    if (contradicted) this.contradictions += 1;
    this.currency ??=
      currencyOfCell(amountColumn === undefined ? null : row[amountColumn]) ??
      currencyOfCell(roles.in === undefined ? null : row[roles.in]) ??
      currencyOfCell(roles.out === undefined ? null : row[roles.out]);

    out.noteAmountCells(row, this.amountCells);
    const named = logNames(category, subcategory, description, this.noCategory, date, cents);
    out.add(named, pairHint(type, this.noCategory, cents), exact);
    if (!this.noCategory && !type?.kind) out.voteMoney(named);
  }

  /** The table's rows once every row was added; `direction`: the table's (signs decide `signed`). */
  finish({
    direction,
    dateOrder,
    dateWarning,
    typeWarning = null,
  }: {
    direction: Direction;
    dateOrder: DateOrder | null;
    dateWarning: string | null;
    typeWarning?: string | null;
  }): TableRows {
    const { out, contradictions } = this;
    const warnings: string[] = [dateWarning, typeWarning].filter((warning): warning is string => warning !== null);
    if (contradictions > 0) {
      warnings.push(
        `${contradictions} ${contradictions === 1 ? 'row is' : 'rows are'} negative although the type column says money in; the type column was followed.`,
      );
    }
    if (out.skipped.untyped > 0) {
      warnings.push(
        `${out.skipped.untyped} ${out.skipped.untyped === 1 ? 'row has' : 'rows have'} an amount but no type saying whether it came in or went out; not counted. Fill in the type, or read the table by its signs.`,
      );
    }
    return out.finish({ signed: direction !== 'unsigned', direction, dateOrder, warnings, currency: this.currency });
  }
}

/**
 * A log row's names. Without a category (a bank export has no such column) the payee says what
 * it was, and a transfer is named so; a blank cell in a Category column reads Uncategorized.
 */
function logNames(
  category: string,
  subcategory: string,
  description: string,
  noCategory: boolean,
  date: string,
  amountCents: number,
): SheetRow {
  if (category || subcategory) {
    const name = category || subcategory;
    return { category: name, subcategory: subcategory || name, description, amountCents, date };
  }
  const transfer = isTransferText(description);
  if (!noCategory && !transfer) return { category: UNCATEGORIZED, subcategory: UNCATEGORIZED, description, amountCents, date };
  const name = transfer ? TRANSFER : UNCATEGORIZED;
  return { category: name, subcategory: cleanPayee(description) || name, description, amountCents, date };
}

/** A label cell's text; a placeholder (`-`) names nothing. */
function labelOf(row: readonly Cell[], column: number | undefined): string {
  return column === undefined || isPlaceholder(row[column]) ? '' : labelText(row[column]);
}

/** Whether a row holds nothing within the table's columns (cells beside the table do not count). */
function isBlankWithin(row: readonly Cell[], frame: TableFrame): boolean {
  for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) if (!isBlank(row[column])) return false;
  return true;
}

/** The title just above a table's label column (`Income` over Microsoft's income block). */
function titleAbove(rows: readonly Cell[][], frame: TableFrame): string | null {
  for (let r = frame.headerRow - 1; r >= Math.max(0, frame.headerRow - 2); r -= 1) {
    const row = rows[r] ?? [];
    const texts: string[] = [];
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = row[column];
      if (!isBlank(cell)) texts.push(cellText(cell));
    }
    if (texts.length === 0) continue;
    if (texts.length === 1 && isSectionLabel(texts[0])) return texts[0].replace(/[\s:.\-–—]+$/, '');
    return null;
  }
  return null;
}

interface LabelledRow {
  source: number;
  row: readonly Cell[];
  names: { category: string; subcategory: string };
  /** Rows of one block (between blank rows and section titles) share a number: group rows are found per block. */
  block: number;
}

/** The rows of a budget or grid that name something, with their names; the others counted as skipped. */
function labelledRows(
  rows: readonly Cell[][],
  frame: TableFrame,
  out: Collector,
  group: string | null,
  amountColumns: number[],
): LabelledRow[] {
  const isRepeatedHeader = repeatedHeaderTest(rows[frame.headerRow], frame);
  // With a single label column it is the subcategory slot: the group (a section, a block) is the category.
  const category = frame.roles.category ?? null;
  const item = frame.roles.subcategory ?? frame.roles.description ?? null;
  const labeler = new RowLabeler(
    category !== null && item !== null ? { category, subcategory: item } : { category: null, subcategory: category ?? item },
  );
  if (group) labeler.startSection(group);
  const result: LabelledRow[] = [];
  let block = 0;
  for (let r = frame.headerRow + 1; r < frame.endRow; r += 1) {
    const row = rows[r] ?? [];
    if (isBlankWithin(row, frame)) {
      out.skip(r, 'blank');
      block += 1;
      continue;
    }
    // Only the table's own columns: a title beside it belongs to the table there.
    const title = sectionTitle(row.slice(frame.firstColumn, frame.lastColumn + 1));
    if (title) {
      labeler.startSection(title);
      block += 1;
      continue;
    }
    if (isRepeatedHeader(row)) {
      out.skip(r, 'headers');
      continue;
    }
    if (labeler.isTotal(row)) {
      out.skip(r, 'totals');
      block += 1;
      continue;
    }
    const names = labeler.names(row);
    if (!names) {
      out.skip(r, hasPlaceholder(row, amountColumns) ? 'placeholders' : 'blank');
      continue;
    }
    result.push({ source: r, row, names, block });
  }
  return result;
}

/** Items a group row may head: far past any budget category, and it bounds the search. */
const MAX_GROUP_ITEMS = 200;

/**
 * Group rows above their items (Microsoft's Budget Summary): within a block, a row whose amount is
 * the sum of the rows under it up to the next such row is a subtotal. Found as a partition of the
 * block's amounts into head + items runs (the shortest run first); a block that does not split so
 * is left as it is. Worked from the end, so a long block costs n × MAX_GROUP_ITEMS steps and no recursion.
 */
export function subtotalIndexes(amounts: readonly number[]): Set<number> {
  const n = amounts.length;
  const heads = new Set<number>();
  if (n < 3) return heads;
  // next[p]: where the run headed at p ends (exclusive) so that the rest from there splits too; −1: none.
  const next = new Int32Array(n + 1).fill(-1);
  next[n] = n;
  for (let p = n - 2; p >= 0; p -= 1) {
    let sum = 0;
    for (let k = p + 1; k < n && k - p <= MAX_GROUP_ITEMS; k += 1) {
      sum += amounts[k];
      if (sum === amounts[p] && next[k + 1] !== -1) {
        next[p] = k + 1;
        break;
      }
    }
  }
  if (next[0] === -1) return heads;
  for (let p = 0; p < n; p = next[p]) heads.add(p);
  return heads;
}

/** A budget: labels and one amount column, no dates. */
export function readPeriodsTable(rows: readonly Cell[][], frame: TableFrame, options: ReadOptions = {}): TableRows & { plan: boolean } {
  const { roles } = frame;
  const out = new Collector();
  const warnings: string[] = [];
  const actualColumn = roles.amount;
  const planColumn = roles.plan;
  let plan = actualColumn === undefined;
  let amountColumn = options.planAsActual && planColumn !== undefined ? planColumn : (actualColumn ?? planColumn!);
  const group = frame.blockName ?? titleAbove(rows, frame);
  const labelled = labelledRows(
    rows,
    frame,
    out,
    group,
    [actualColumn, planColumn].filter((c): c is number => c !== undefined),
  );

  // An Actual column empty in every row while the plan is filled: the table is a plan.
  if (actualColumn !== undefined && planColumn !== undefined && !options.planAsActual) {
    const actualFilled = labelled.some(({ row }) => (safeCents(row[actualColumn]) ?? 0) !== 0);
    const planFilled = labelled.some(({ row }) => (safeCents(row[planColumn]) ?? 0) !== 0);
    if (!actualFilled && planFilled) {
      plan = true;
      amountColumn = planColumn;
      warnings.push(
        'The Actual column is empty in every row; the Budget figures are a plan and are not counted. Read this plan as what happened only if it is.',
      );
    }
  }
  if (options.planAsActual) plan = false;

  const candidates: Array<LabelledRow & { cents: number }> = [];
  let currency: string | null = null;
  for (const item of labelled) {
    const cents = safeCents(item.row[amountColumn]);
    if (cents === null || cents === 0) {
      out.skip(item.source, isPlaceholder(item.row[amountColumn]) ? 'placeholders' : 'blank');
      continue;
    }
    currency ??= currencyOfCell(item.row[amountColumn]);
    candidates.push({ ...item, cents });
  }
  // Group rows, found block by block.
  const subtotals = new Set<number>();
  for (let start = 0; start < candidates.length;) {
    let end = start;
    while (end < candidates.length && candidates[end].block === candidates[start].block) end += 1;
    for (const index of subtotalIndexes(candidates.slice(start, end).map((c) => c.cents))) subtotals.add(start + index);
    start = end;
  }
  candidates.forEach((item, index) => {
    if (subtotals.has(index)) {
      out.skip(item.source, 'subtotals');
      return;
    }
    out.noteAmountCells(item.row, [amountColumn]);
    out.add({ ...item.names, description: '', amountCents: item.cents }, undefined, exactCents(item.row[amountColumn]));
  });
  const signed = out.rows.some((row) => row.amountCents < 0);
  return { ...out.finish({ signed, direction: signed ? 'signed' : 'unsigned', dateOrder: null, warnings, currency }), plan };
}

/** Category by month: each non-zero month cell is one row on that month's first day. */
export function readGridTable(rows: readonly Cell[][], frame: TableFrame): TableRows {
  const out = new Collector();
  const monthColumns = frame.months.map(({ column }) => column);
  const group = titleAbove(rows, frame);
  const labelled = labelledRows(rows, frame, out, group, monthColumns);
  for (const item of labelled) {
    let any = false;
    frame.months.forEach(({ column }, monthIndex) => {
      const cents = safeCents(item.row[column]);
      if (cents === null || cents === 0) return;
      any = true;
      out.noteAmountCells(item.row, [column]);
      out.add({ ...item.names, description: '', amountCents: cents, monthIndex }, undefined, exactCents(item.row[column]));
    });
    if (!any) out.skip(item.source, hasPlaceholder(item.row, monthColumns) ? 'placeholders' : 'blank');
  }
  const signed = out.rows.some((row) => row.amountCents < 0);
  return out.finish({ signed, direction: signed ? 'signed' : 'unsigned', dateOrder: null, warnings: [], currency: null });
}

/** Only a grid whose every month names its year has dates before the options step. */
export function gridEarliestDate(rows: readonly SheetRow[], months: readonly GridMonth[]): string | null {
  if (months.some((month) => month.year === null)) return null;
  let earliest: string | null = null;
  for (const row of rows) {
    const { year, month } = months[row.monthIndex!];
    const date = formatIsoDate({ year: year!, month, day: 1 });
    if (earliest === null || date < earliest) earliest = date;
  }
  return earliest;
}
