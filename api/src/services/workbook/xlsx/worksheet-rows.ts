/**
 * A worksheet part's XML events made into rows, pushed one at a time into a sink: the lean .xlsx
 * reader's cell rules (shared and inline strings, booleans, errors as no value, formulas by their
 * cached result, numbers with a date format as Dates), the same whichever parser finds the events
 * (the scanner, or saxes for the parts the scanner leaves to it).
 */
import { CurrencyTally } from '../../../domain/workbook/cells/currency';
import type { Cell } from '../../../domain/workbook/types';
import { BLANK_ROW, MAX_COLUMNS, type RowBudget } from '../grids/row-budget';
import { NotLean } from './parts';
import type { XmlAttributes, XmlHandler } from './xml-scanner';

export interface WorksheetContext {
  strings: string[];
  dateStyles: boolean[];
  currencyStyles: (string | null)[];
  /** A date cell's value from its serial (the workbook's date system applied); null when invalid. */
  dateOf: (serial: number) => Date | null;
  budget: RowBudget;
}

/**
 * Where a worksheet's rows go, one at a time in sheet order (a blank row as BLANK_ROW); false: the
 * rest of the sheet is not wanted (the sheet parser needs it pushed again as a whole grid).
 */
export type RowSink = (row: Cell[]) => boolean;

/** Ends the reading of a sheet whose sink wants no more rows. */
export class SinkDeclined extends Error {}

/** What the sink itself threw (a reading error, an amount out of range): the answer, never a reason to try exceljs. */
export class SinkFailed extends Error {
  constructor(readonly reason: unknown) {
    super('the rows were refused');
  }
}

/** `B12` → 1 (columns from 0); -1 when the reference has no letters. */
function columnOf(ref: string): number {
  let column = 0;
  let at = 0;
  for (; at < ref.length; at += 1) {
    const code = ref.charCodeAt(at);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return at === 0 ? -1 : column - 1;
}

/** parseInt(text, 10), without its call for plain digits (a shared string's index, a style, a row number). */
function integerOf(text: string): number {
  const length = text.length;
  if (length === 0 || length > 9) return parseInt(text, 10);
  let value = 0;
  for (let at = 0; at < length; at += 1) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return parseInt(text, 10);
    value = value * 10 + digit;
  }
  return value;
}

function numberCell(text: string): Cell {
  const value = parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

/** A cell's value by the same rules as exceljs's streaming reader followed by excelValueToCell. */
function cellValue(type: string, style: number, hasFormula: boolean, value: string | null, context: WorksheetContext): Cell {
  if (value === null) return null;
  if (hasFormula) {
    // The cached result only: text for `str`, a number otherwise (errors and booleans as exceljs reads them).
    if (type === 'str') return value;
    if (type === 'e') return null;
    return numberCell(value);
  }
  switch (type) {
    case 's': {
      const text = context.strings[integerOf(value)];
      return text === undefined ? null : text;
    }
    case 'inlineStr':
    case 'str':
      return value;
    case 'e':
      return null;
    case 'b':
      return parseInt(value, 10) !== 0;
    default: {
      const number = parseFloat(value);
      if (!Number.isFinite(number)) return null;
      if (style !== 0 && context.dateStyles[style]) return context.dateOf(number);
      return number;
    }
  }
}

/** One worksheet's events to rows; `currency()` once it is read. */
export class WorksheetRows implements XmlHandler {
  private readonly currencies = new CurrencyTally();
  private pushed = 0;
  private inSheetData = false;
  private rowNumber = 0;
  private cells: Cell[] | null = null;
  private lastFilled = -1;
  // The cell being read.
  private column = -1;
  private type = 'n';
  private style = 0;
  private hasFormula = false;
  private value: string | null = null;
  private collecting = false;
  private inInline = false;

  constructor(
    private readonly sheetName: string,
    private readonly context: WorksheetContext,
    private readonly sink: RowSink,
  ) {}

  /** The currency most of the sheet's amount formats show, or null. */
  currency(): string | null {
    return this.currencies.mostFrequent();
  }

  open(name: string, attributes: XmlAttributes): void {
    switch (name) {
      case 'sheetData':
        this.inSheetData = true;
        break;
      case 'row': {
        if (!this.inSheetData) break;
        const r = attributes.get('r');
        this.rowNumber = r === undefined ? this.rowNumber + 1 : integerOf(r);
        if (!(this.rowNumber >= 1)) throw new NotLean('row number');
        this.cells = [];
        this.lastFilled = -1;
        this.column = -1;
        break;
      }
      case 'c': {
        if (!this.cells) break;
        const ref = attributes.get('r');
        this.column = ref === undefined ? this.column + 1 : columnOf(ref);
        if (this.column < 0) throw new NotLean('cell reference');
        this.type = attributes.get('t') ?? 'n';
        const s = attributes.get('s');
        this.style = s === undefined ? 0 : integerOf(s);
        this.hasFormula = false;
        this.value = null;
        this.inInline = false;
        break;
      }
      case 'f':
        if (this.cells) this.hasFormula = true;
        break;
      case 'v':
        if (this.cells) {
          this.collecting = true;
          this.value = '';
        }
        break;
      case 'is':
        if (this.cells) {
          this.inInline = true;
          this.value = '';
        }
        break;
      case 't':
        if (this.cells && this.inInline) this.collecting = true;
        break;
      case 'rPh':
        // Phonetic hints inside an inline string are not its text.
        if (this.inInline) this.inInline = false;
        break;
      default:
        break;
    }
  }

  text(text: string): void {
    if (this.collecting) this.value += text;
  }

  close(name: string): void {
    switch (name) {
      case 'v':
      case 't':
        this.collecting = false;
        break;
      case 'c': {
        const cells = this.cells;
        if (!cells) break;
        const column = this.column;
        if (column >= MAX_COLUMNS) break;
        const cell = cellValue(this.type, this.style, this.hasFormula, this.value, this.context);
        if (typeof cell === 'number' && this.style !== 0) this.currencies.add(this.context.currencyStyles[this.style] ?? null);
        while (cells.length < column) cells.push(null);
        cells[column] = cell;
        if (cell !== null && cell !== '' && column > this.lastFilled) this.lastFilled = column;
        break;
      }
      case 'row': {
        const cells = this.cells;
        if (!cells) break;
        const width = this.lastFilled + 1;
        // A copy of exactly its width: the array grown cell by cell keeps room for 17 or more,
        // which over 200k rows is ~15 MB of the parsing worker's peak.
        const row = width === 0 ? cells : cells.slice(0, width);
        this.cells = null;
        if (width === 0) break;
        this.context.budget.take(this.sheetName);
        if (this.rowNumber - 1 < this.pushed) throw new NotLean('rows out of order');
        while (this.pushed < this.rowNumber - 1) this.push(BLANK_ROW);
        this.push(row);
        break;
      }
      case 'sheetData':
        this.inSheetData = false;
        break;
      default:
        break;
    }
  }

  private push(row: Cell[]): void {
    this.pushed += 1;
    let wanted: boolean;
    try {
      wanted = this.sink(row);
    } catch (error) {
      throw new SinkFailed(error);
    }
    if (!wanted) throw new SinkDeclined();
  }
}
