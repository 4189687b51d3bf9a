/**
 * The contract between reading a workbook (upload step) and everything after it. A workbook is read
 * ONCE, at upload, into `ParsedWorkbook`; it is stored with the upload and later steps only ever
 * read that, never the file (server.md section 3, ARCHITECTURE.md Parsing).
 */
import type { PeriodType } from '../../contracts/workflow';

/** A cell as a reader hands it over: formulas already replaced by their cached value. */
export type Cell = string | number | boolean | Date | null;

/** One sheet as a grid of cells, rows top to bottom (blank rows kept as empty arrays). */
export interface SheetGrid {
  name: string;
  rows: Cell[][];
}

export type LayoutKind = 'transaction-log' | 'per-period' | 'month-grid';

/** A month-grid column header: month 1–12, year null when the header named none (`Jan`). */
export interface GridMonth {
  month: number;
  year: number | null;
}

/** A row as read, before the options step dates it. Amounts are integer cents as in the sheet. */
export interface SheetRow {
  category: string;
  subcategory: string;
  description: string;
  /** For a Debit/Credit pair: credit − debit. Otherwise the Amount cell as written. */
  amountCents: number;
  /** Transaction log only: the row's own date, `YYYY-MM-DD`. */
  date?: string;
  /** Month grid only: index into `ParsedSheet.months` of the column the amount came from. */
  monthIndex?: number;
}

export interface ParsedSheet {
  name: string;
  /** null when no layout matched; `problem` then says what was looked for and what was found. */
  layout: LayoutKind | null;
  /** server.md section 4: any negative amount, or amounts from a Debit/Credit pair. */
  signed: boolean;
  rows: SheetRow[];
  /** Month grid only: the month of each amount column, left to right. */
  months?: GridMonth[];
  /** Earliest row date of a transaction log (or a month grid with years), `YYYY-MM-DD`. */
  earliestDate: string | null;
  problem?: string;
}

export interface ParsedWorkbook {
  /** Every sheet in workbook order, matched or not. */
  sheets: ParsedSheet[];
}

/** The options step's choices (server.md section 3). */
export interface WorkflowOptions {
  /** Sheet names in the user's chosen order. */
  selected_sheets: string[];
  /** `YYYY-MM-DD`: where the check-up begins. */
  selected_date: string;
  period_type: PeriodType;
}

/** A transaction ready for analysis: dated, with its sheet's sign convention. */
export interface DatedTransaction {
  date: string;
  category: string;
  subcategory: string;
  amountCents: number;
  /** Whether its sheet's amounts are signed (server.md section 4, Signs). */
  signed: boolean;
  /** Per-period sheets count every row; logs and grids only rows on or after selected_date. */
  counted: boolean;
}
