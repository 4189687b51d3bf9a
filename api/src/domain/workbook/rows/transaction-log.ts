/**
 * A transaction log's rows: each row's date, signed amount (by the table's direction rule) and names,
 * or the reason it is skipped. Read one row at a time, so a log streamed in is read as a whole one is.
 */
import { currencyOfCell } from '../cells/currency';
import { exactCents } from '../cells/amounts';
import { dateCellReader, isoDate, monthFromName, type DateOrder } from '../cells/dates';
import { cellText, isBalanceLabel, isTotalLabel, labelText } from '../cells/text';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, Direction, PairHint, ReaderText, SheetRow } from '../types';
import { said } from '../said';
import { LogSurvey } from './log-survey';
import { cleanPayee, isTransferText } from './payees';
import { hasPlaceholder, isBlankWithin, labelOf, repeatedHeaderTest, safeCents } from './row-cells';
import { Collector, type ReadOptions, type TableRows } from './table-rows';
import { typeValue, type TypeValue } from './type-column';

/** Category of a log row whose Category cell is blank. */
export const UNCATEGORIZED = 'Uncategorized';
/** Category of a transfer or card payment read from a file without categories. */
const TRANSFER = 'Transfer';

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
  /** The column of the rows' bank ids (find-tables.ts `TableFrame.reference`); -1 when the log names none. */
  private readonly referenceColumn: number;
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
    this.referenceColumn = frame.reference ?? -1;
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
    const anyBalance = frame.descriptions.some((column) => typeof row[column] === 'string' && isBalanceLabel(row[column]));
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
    if (this.referenceColumn >= 0) {
      const reference = cellText(row[this.referenceColumn]);
      if (reference !== '') named.reference = reference;
    }
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
    dateWarning: ReaderText | null;
    typeWarning?: ReaderText | null;
  }): TableRows {
    const { out, contradictions } = this;
    const warnings = [dateWarning, typeWarning].filter((warning): warning is ReaderText => warning !== null);
    if (contradictions > 0) warnings.push(said('reading.typeContradicted', { count: contradictions }));
    if (out.skipped.untyped > 0) warnings.push(said('reading.untyped', { count: out.skipped.untyped }));
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
