/**
 * The contract between reading a workbook (upload step) and everything after it. A workbook is read
 * ONCE, at upload, into `ParsedWorkbook`; it is stored with the upload and later steps only ever
 * read that, never the file.
 */
import type { SourceChoice } from '../sources/source-names';
import type { PeriodType } from '../analysis/periods';

/** A cell as a reader hands it over: formulas already replaced by their cached value. */
export type Cell = string | number | boolean | Date | null;

/** One sheet as a grid of cells, rows top to bottom (blank rows kept as empty arrays). */
export interface SheetGrid {
  name: string;
  rows: Cell[][];
  /** True for a sheet the workbook hides (read, never suggested:. */
  hidden?: boolean;
  /**
   * What the reader wants the person to know about the file itself ("read as CSV although named
   * .xlsx"), in no language yet; a note stored before keys is a sentence.
   */
  note?: ReadingText;
  /** The currency its amount cells' number formats show most (`[$CHF-100C]` → CHF); absent when none. */
  currency?: string;
  /** How the file writes decimals in text, where it says (a CSV's, detected); absent: text read either way (cells/amounts.ts). */
  decimal?: '.' | ',';
  /** The account a bank statement states (OFX `ACCTID`, CAMT `IBAN`, QIF `!Account`), most rows' when several; absent otherwise. */
  account?: string;
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
  /** Month grid only: index into `ParsedTable.months` of the column the amount came from. */
  monthIndex?: number;
  /** Transaction log only: the bank's id of the row (its Reference / FITID cell, trimmed); absent when the log has none or the cell is blank. */
  reference?: string;
}

/** How a table's rows carry their direction: a type column, an in/out pair of columns, signs, or none (all one way). */
export const DIRECTIONS = ['type-column', 'pair', 'signed', 'unsigned'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A pair's hint from the file itself: a type column's kind (strong) or the money's direction (weak). */
export type PairHint = 'Income' | 'Expense' | 'Savings' | 'in' | 'out';

/**
 * A warning or problem of the reader in no language yet: a key of the `reading` section of
 * api/src/locales/<language>.json and its values, written out in the request's language where the
 * API answers (services/reading-texts.ts). Values from the file (sheet names, cell text) go in as
 * written; a list is joined as the language joins lists; a value that is itself a text is written
 * in the same language. `count` picks the plural form.
 */
export interface ReaderText {
  readonly key: `reading.${string}`;
  readonly values?: Readonly<Record<string, ReaderValue>>;
}
/** A list of values, joined as the language joins them: `a, b and c` (`and`) or `a, b, c` (`comma`). */
export interface ReaderList {
  readonly items: ReadonlyArray<string | ReaderText>;
  readonly join: 'and' | 'comma';
}
/** An amount in cents (fractions allowed), written with two decimals the language's way: `12,345.00`, `12.345,00`. */
export interface ReaderAmount {
  readonly cents: number;
}
export type ReaderValue = string | number | ReaderText | ReaderList | ReaderAmount;

/** As a reading holds it: a text to write out, or a sentence already written (one stored before keys). */
export type ReadingText = string | ReaderText;

/** The reading of one table as the reader leaves it (the upload answers it written out, services/reading-texts.ts). */
export interface TableReading {
  range: string;
  layout: 'log' | 'periods' | 'grid' | 'plan' | null;
  header_row: number;
  columns: Record<string, string>;
  direction: Direction;
  rows: number;
  skipped: Record<string, number>;
  dates: { from: string | null; to: string | null; order: 'MDY' | 'DMY' | null };
  money: { in: number; out: number };
  currency: string | null;
  suggested: boolean;
  duplicate_of: string | null;
  remembered: boolean;
  warnings: ReadingText[];
  problem: ReadingText | null;
}

/** The user's adjustment of one table. */
export interface TableSettings {
  range?: string;
  header_row?: number;
  columns?: Record<string, string>;
  plan_as_actual?: boolean;
  date_order?: 'MDY' | 'DMY';
  direction?: Direction;
  period_start?: string;
  skip?: boolean;
}

export interface SheetSettings {
  tables: TableSettings[];
}

/**
 * One table of a sheet, as read and stored. A sheet with several
 * tables has several entries with the same `name`, in sheet order; a sheet with none has one entry
 * with `layout: null`. Entries stored before tables existed have none of the optional fields and
 * count as they always did.
 */
export interface ParsedTable {
  /** The sheet's name (several tables of one sheet share it). */
  name: string;
  /** null when no layout matched; `problem` then says what was looked for and what was found. */
  layout: LayoutKind | null;
  /** Any negative amount, or amounts from a Debit/Credit pair. */
  signed: boolean;
  rows: SheetRow[];
  /** Month grid only: the month of each amount column, left to right. */
  months?: GridMonth[];
  /** Earliest row date of a transaction log (or a month grid with years), `YYYY-MM-DD`. */
  earliestDate: string | null;
  /** Why no layout matched (tables/mismatch.ts); a sentence for entries stored before keys. */
  problem?: ReadingText;
  /** `B2:F22` as read; absent on entries stored before tables. */
  range?: string;
  /** The sheet is hidden in the workbook: read, not suggested. */
  hidden?: boolean;
  /** A plan (budget) table: read and shown, never counted. */
  plan?: boolean;
  /** A pivot table (`Row Labels`, `Sum of …`): sums of other rows, never counted. */
  pivot?: boolean;
  /** The user chose to skip this table. */
  skip?: boolean;
  /** This table repeats (or sums) that one: counted only when that one is not selected. */
  duplicateOf?: { sheet: string; range: string } | null;
  /** A month-named sheet's month (`May`, `Jan 2025`): its per-period rows are dated by it. */
  period?: GridMonth | null;
  /** The user's start date for an undated per-period table. */
  periodStart?: string | null;
  /** Per (category, subcategory): what the file itself says of its direction or kind. */
  hints?: Array<[string, string, PairHint]>;
  /** The account its sheet states (`SheetGrid.account`): how an upload finds the source it belongs to. */
  account?: string;
  /** Sheet name + normalised header labels: how remembered settings find the table again. */
  signature?: string;
  /** The settings the user gave for this table in this upload (not remembered ones): what is remembered next. */
  settings?: TableSettings | null;
  /** The first skipped rows (0-based sheet row) with their reason, for the preview. */
  skippedRows?: Array<{ row: number; reason: string }>;
  /** What the upload answers about this table. */
  reading?: TableReading;
  /** First table of the sheet being previewed only: the sheet's first rows as text (reading/preview.ts). */
  firstRows?: string[][];
}

export interface ParsedWorkbook {
  /** Every table of every sheet in workbook order, a sheet with none as one entry; the stored upload calls them `sheets`. */
  sheets: ParsedTable[];
}

/** A table whose rows are only iterated (made as they are read), for the categories step. */
export type StreamedTable = Omit<ParsedTable, 'rows'> & { rows: Iterable<SheetRow> & { readonly length: number } };

/** A workbook as the categories step reads it; a ParsedWorkbook is one too. */
export interface StreamedWorkbook {
  sheets: StreamedTable[];
}

/** The options step's choices. */
export interface WorkflowOptions {
  /** Sheet names in the user's chosen order. */
  selected_sheets: string[];
  /** `YYYY-MM-DD`: where the check-up begins. */
  selected_date: string;
  period_type: PeriodType;
  /** Where the rows go (docs/decisions/sources.md); absent: the upload's proposed source. */
  source?: SourceChoice;
}

/** Transactions walked any number of times, how many known beforehand (an array, or made on demand). */
export type DatedTransactions = Iterable<DatedTransaction> & { readonly length: number };

/** A transaction ready for analysis: dated, with its sheet's sign convention. */
export interface DatedTransaction {
  date: string;
  category: string;
  subcategory: string;
  amountCents: number;
  /** Whether its sheet's amounts are signed. */
  signed: boolean;
  /** What the file says of this pair's kind or direction, for the guess (absent: names only). */
  hint?: PairHint;
  /** Per-period sheets count every row; logs and grids only rows on or after selected_date. */
  counted: boolean;
  /** Where it came from, for the transactions list: the row's description, its sheet, its place among the sheet's rows (from 1). */
  description?: string;
  sheet?: string;
  row?: number;
  /** The bank's id of the row (SheetRow.reference), for adding a statement without duplicates (domain/sources/dedupe.ts); absent when none. */
  reference?: string;
}
