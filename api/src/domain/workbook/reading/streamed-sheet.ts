/**
 * One sheet read as its rows come in: the reader pushes each row, and a
 * sheet that is one transaction log is read row by row, so no grid of the whole sheet is held.
 * The answer is exactly readSheetTables' on the whole grid; whatever streaming cannot decide the
 * same way is read from the whole grid instead.
 *
 * The first HEAD_ROWS rows are kept: every table whose header lies in the first
 * HEADER_SEARCH_ROWS rows is found there exactly as in the whole sheet (findTables looks at most
 * HEADER_LOOKAHEAD_ROWS rows from a header on). The sheet is then streamed when they hold exactly
 * one table, a log, with no settings for it and no type column (whose usefulness only the whole
 * column tells). From there on each row is read at once, and a row that could start another table
 * (findTables' own first test) ends the streaming: `pushRow` answers false, and the caller pushes
 * the sheet again into a `wholeGrid` parser. Numeric text dates that read differently month-first
 * and day-first wait (with every row after them) until the whole column has said its order.
 */
import { LogReader } from '../rows/transaction-log';
import { LogSurvey } from '../rows/log-survey';
import { dateDependsOnOrder } from '../cells/dates';
import { readOptionsOf, tableSignature, type ReadSettings } from './settings';
import { readSheetTables } from './read-sheet';
import { readStreamedLog } from './read-table';
import { couldBeHeader, findTables, HEADER_LOOKAHEAD_ROWS, HEADER_SEARCH_ROWS, type Claimed, type TableFrame } from '../tables/find-tables';
import { isBlank } from '../cells/text';
import type { Cell, Direction, ParsedTable, SheetGrid } from '../types';

/** Rows kept before deciding: a header in the first HEADER_SEARCH_ROWS rows and all its look-ahead. */
export const HEAD_ROWS = HEADER_SEARCH_ROWS - 1 + HEADER_LOOKAHEAD_ROWS;

/** What the reader knows of the sheet besides its rows (only once they are all read, for the currency). */
export type SheetMeta = Omit<SheetGrid, 'name' | 'rows'>;

export interface SheetParser {
  /** How the rows are being read: kept until HEAD_ROWS decide (`head`), all kept (`grid`), or a log read as it comes (`log`). */
  readonly mode: 'head' | 'grid' | 'log';
  /**
   * The sheet's next row (a blank row as `[]`). False: this sheet cannot be read as it streams;
   * push all its rows again, from the first, into `createSheetParser(name, read, { wholeGrid: true })`.
   */
  pushRow(cells: Cell[]): boolean;
  /** The sheet's tables, as readSheetTables reads them from the whole grid. */
  finish(meta?: SheetMeta): ParsedTable[];
}

/** A log being streamed: its frame, its rows read so far, and those waiting for the date order. */
class StreamedLogRows {
  private readonly claimed: Claimed;
  private readonly survey: LogSurvey;
  private readonly reader: LogReader;
  private readonly readBy: Direction;
  private lastDataRow: number;
  /** Rows from the first whose date waits for the column's order on (sheet row, cells). */
  private waiting: Array<[number, readonly Cell[]]> | null = null;

  constructor(
    private readonly head: Cell[][],
    private readonly frame: TableFrame,
    private readonly read: ReadSettings,
  ) {
    this.claimed = [[frame.firstColumn, frame.lastColumn]];
    this.survey = new LogSurvey(frame);
    const { roles } = frame;
    // Without a type column (never streamed) only a pair reads rows differently; signs decide `signed` at the end.
    this.readBy = (roles.in !== undefined || roles.out !== undefined) && roles.amount === undefined ? 'pair' : 'signed';
    this.reader = new LogReader(head[frame.headerRow], frame, this.readBy, 'MDY');
    this.lastDataRow = frame.headerRow;
  }

  /** Whether sheet row `r` could start another table, which only the whole grid can tell (findTables' first test). */
  couldStartTable(r: number, cells: readonly Cell[]): boolean {
    return r >= HEADER_SEARCH_ROWS && couldBeHeader(cells, this.claimed);
  }

  add(r: number, cells: readonly Cell[]): void {
    for (let column = this.frame.firstColumn; column <= this.frame.lastColumn; column += 1) {
      if (!isBlank(cells[column])) {
        this.lastDataRow = r;
        break;
      }
    }
    this.survey.add(cells);
    if (this.waiting === null && this.frame.roles.date !== undefined && dateDependsOnOrder(cells[this.frame.roles.date])) this.waiting = [];
    if (this.waiting) this.waiting.push([r, cells]);
    else this.reader.add(r, cells);
  }

  finish(name: string, rowCount: number, meta: SheetMeta): ParsedTable[] {
    const frame = { ...this.frame, endRow: rowCount };
    const options = readOptionsOf(this.head, frame, {});
    const direction = this.survey.direction(options.direction);
    if ((direction === 'pair') !== (this.readBy === 'pair'))
      throw new Error(`A streamed log was read as ${this.readBy} but is ${direction}.`);
    const { order, dateOrder, warning } = this.survey.dateOrder(options);
    if (this.waiting) {
      this.reader.useDateOrder(order);
      for (const [r, cells] of this.waiting) this.reader.add(r, cells);
    }
    const rows = this.reader.finish({ direction, dateOrder, dateWarning: warning, typeWarning: this.survey.typeWarning(direction) });
    const grid: SheetGrid = { name, rows: this.head, ...meta };
    return readStreamedLog(grid, frame, this.read, { rows, lastDataRow: this.lastDataRow });
  }
}

/**
 * A parser for sheet `name` read with `read`. `wholeGrid`: keep every row
 * and read the grid at the end (after `pushRow` answered false).
 */
export function createSheetParser(name: string, read: ReadSettings = {}, { wholeGrid = false } = {}): SheetParser {
  /** Every row so far (grid), or the rows down to the log's header (streaming). */
  const rows: Cell[][] = [];
  let rowCount = 0;
  let log: StreamedLogRows | null = null;
  let decided = wholeGrid || read.sheets?.[name] !== undefined || read.gridOf === name;
  let abandoned = false;

  /** At HEAD_ROWS rows: stream the sheet if they hold one log that nothing else can change. */
  function decide(): void {
    decided = true;
    const frames = findTables(rows);
    if (frames.length !== 1) return;
    const [frame] = frames;
    if (frame.kind !== 'log' || frame.headerRow >= HEADER_SEARCH_ROWS || frame.roles.type !== undefined) return;
    if (read.remembered?.[tableSignature(name, rows, frame)] !== undefined) return;
    const candidate = new StreamedLogRows(rows.slice(0, frame.headerRow + 1), frame, read);
    for (let r = frame.headerRow + 1; r < rows.length; r += 1) if (candidate.couldStartTable(r, rows[r])) return;
    for (let r = frame.headerRow + 1; r < rows.length; r += 1) candidate.add(r, rows[r]);
    rows.length = frame.headerRow + 1;
    log = candidate;
  }

  return {
    get mode() {
      return log ? 'log' : decided ? 'grid' : 'head';
    },
    pushRow(cells) {
      if (abandoned) throw new Error(`Sheet "${name}" was abandoned: push its rows into a whole-grid parser.`);
      const r = rowCount;
      rowCount += 1;
      if (log) {
        if (log.couldStartTable(r, cells)) {
          abandoned = true;
          return false;
        }
        log.add(r, cells);
        return true;
      }
      rows.push(cells);
      if (!decided && rowCount === HEAD_ROWS) decide();
      return true;
    },
    finish(meta = {}) {
      if (abandoned) throw new Error(`Sheet "${name}" was abandoned: push its rows into a whole-grid parser.`);
      if (log) return log.finish(name, rowCount, meta);
      return readSheetTables({ name, rows, ...meta }, read);
    },
  };
}
