/**
 * A ParsedWorkbook packed for the trip from the worker to the main thread. Structured cloning
 * 200,000 row objects is slow; as columns (an interned string table and typed arrays, transferred
 * without copying) the trip is nearly free and the rows are rebuilt quickly.
 */
import type { ParsedTable, ParsedWorkbook, SheetRow, StreamedWorkbook } from '../../../domain/workbook/types';

export interface PackedSheet extends Omit<ParsedTable, 'rows'> {
  rowCount: number;
  /** Indexes into `strings`; for dates and month indexes, −1 means absent. */
  category: Int32Array;
  subcategory: Int32Array;
  description: Int32Array;
  date: Int32Array;
  monthIndex: Int32Array;
  amountCents: Float64Array;
  /**
   * Indexes into `strings` of the rows' bank ids (SheetRow.reference), −1 for none; null when no
   * row has one (a sheet without a reference column costs nothing).
   */
  reference: Int32Array | null;
}

export interface PackedWorkbook {
  strings: string[];
  sheets: PackedSheet[];
}

/** A table of distinct texts: `intern` answers a text's index, adding it the first time it is seen. */
export function stringTable(): { strings: string[]; intern: (text: string) => number } {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const intern = (text: string) => {
    let id = ids.get(text);
    if (id === undefined) {
      id = strings.length;
      strings.push(text);
      ids.set(text, id);
    }
    return id;
  };
  return { strings, intern };
}

/**
 * The columns each unpacked sheet's rows were made from, with their string table. The upload
 * unpacks the worker's answer and then stores it: packing it again reuses these instead of
 * interning 600,000 texts anew (nothing changes a sheet's rows once read).
 */
const columnsOfRows = new WeakMap<Iterable<SheetRow>, { strings: string[]; sheet: PackedSheet }>();

/** The workbook's columns as unpacked, when every sheet's rows are still those (else null). */
function unpackedColumns(workbook: StreamedWorkbook): PackedWorkbook | null {
  const kept = workbook.sheets.map((sheet) => columnsOfRows.get(sheet.rows));
  const strings = kept[0]?.strings;
  if (!strings || kept.some((entry) => entry?.strings !== strings || entry.sheet.amountCents.length !== entry.sheet.rowCount)) return null;
  const sheets = workbook.sheets.map(({ rows: _rows, ...meta }, index): PackedSheet => {
    const { rowCount, category, subcategory, description, date, monthIndex, amountCents, reference } = kept[index]!.sheet;
    return { ...meta, rowCount, category, subcategory, description, date, monthIndex, amountCents, reference };
  });
  return sheets.every((sheet, index) => sheet.rowCount === workbook.sheets[index].rows.length) ? { strings, sheets } : null;
}

/** The workbook as columns; `transfer`: their buffers, to post them without copying. */
export function packWorkbook(workbook: StreamedWorkbook): { packed: PackedWorkbook; transfer: ArrayBuffer[] } {
  const reused = unpackedColumns(workbook);
  // Buffers also held by the unpacked columns are not offered for transfer (that would empty them).
  if (reused) return { packed: reused, transfer: [] };
  const { strings, intern } = stringTable();
  const transfer: ArrayBuffer[] = [];
  const sheets = workbook.sheets.map(({ rows, ...sheet }): PackedSheet => {
    const n = rows.length;
    const packed: PackedSheet = {
      ...sheet,
      rowCount: n,
      category: new Int32Array(n),
      subcategory: new Int32Array(n),
      description: new Int32Array(n),
      date: new Int32Array(n),
      monthIndex: new Int32Array(n),
      amountCents: new Float64Array(n),
      reference: null,
    };
    let i = 0;
    for (const row of rows) {
      packed.category[i] = intern(row.category);
      packed.subcategory[i] = intern(row.subcategory);
      packed.description[i] = intern(row.description);
      packed.date[i] = row.date === undefined ? -1 : intern(row.date);
      packed.monthIndex[i] = row.monthIndex === undefined ? -1 : row.monthIndex;
      packed.amountCents[i] = row.amountCents;
      // Made at the first row with a bank id: the rows before it have none.
      if (row.reference !== undefined) (packed.reference ??= new Int32Array(n).fill(-1))[i] = intern(row.reference);
      i += 1;
    }
    for (const column of [packed.category, packed.subcategory, packed.description, packed.date, packed.monthIndex, packed.amountCents]) {
      transfer.push(column.buffer as ArrayBuffer);
    }
    if (packed.reference) transfer.push(packed.reference.buffer as ArrayBuffer);
    return packed;
  });
  return { packed: { strings, sheets }, transfer };
}

/**
 * A sheet's row columns: the typed arrays of a PackedSheet, or the number arrays of stored format 1
 * (workflow-codec.ts), which has no `reference`.
 */
export type RowColumns = Record<'category' | 'subcategory' | 'description' | 'date' | 'monthIndex' | 'amountCents', ArrayLike<number>> & {
  reference?: ArrayLike<number> | null;
};

/**
 * Makes a row's object. Each use has its own on purpose: V8 decides per allocation site (the object
 * literal) whether objects are made in the old generation, and unpackWorkbook's 200k kept rows teach
 * their site that they live long; streamWorkbook's rows, made at that same site, went straight to the
 * old generation, ≈ 22 MB of garbage per walk of 200k rows (measured with v8.getHeapSpaceStatistics).
 */
type MakeRow = (category: string, subcategory: string, description: string, amountCents: number) => SheetRow;
const keptRow: MakeRow = (category, subcategory, description, amountCents) => ({ category, subcategory, description, amountCents });
const passingRow: MakeRow = (category, subcategory, description, amountCents) => ({ category, subcategory, description, amountCents });

function readRow(make: MakeRow, strings: readonly string[], sheet: RowColumns, i: number): SheetRow {
  const row = make(strings[sheet.category[i]], strings[sheet.subcategory[i]], strings[sheet.description[i]], sheet.amountCents[i]);
  if (sheet.date[i] >= 0) row.date = strings[sheet.date[i]];
  if (sheet.monthIndex[i] >= 0) row.monthIndex = sheet.monthIndex[i];
  const reference = sheet.reference ? sheet.reference[i] : -1;
  if (reference >= 0) row.reference = strings[reference];
  return row;
}

/** Row `i` of a packed sheet, as the object the domain reads; kept (unpackWorkbook, and the stored format 1). */
export function rowAt(strings: readonly string[], sheet: RowColumns, i: number): SheetRow {
  return readRow(keptRow, strings, sheet, i);
}

/** The same row, made to be dropped at once (streamWorkbook): made at its own site (MakeRow). */
function passingRowAt(strings: readonly string[], sheet: PackedSheet, i: number): SheetRow {
  return readRow(passingRow, strings, sheet, i);
}

function sheetMeta({
  rowCount: _rowCount,
  category: _category,
  subcategory: _subcategory,
  description: _description,
  date: _date,
  monthIndex: _monthIndex,
  amountCents: _amountCents,
  reference: _reference,
  ...meta
}: PackedSheet): Omit<ParsedTable, 'rows'> {
  return meta;
}

export function unpackWorkbook({ strings, sheets }: PackedWorkbook): ParsedWorkbook {
  return {
    sheets: sheets.map((sheet) => {
      const rows = new Array<SheetRow>(sheet.rowCount);
      for (let i = 0; i < sheet.rowCount; i += 1) rows[i] = rowAt(strings, sheet, i);
      columnsOfRows.set(rows, { strings, sheet });
      return { ...sheetMeta(sheet), rows };
    }),
  };
}

/**
 * The workbook with each sheet's rows made one at a time as they are iterated (any number of
 * times), from the columns: the categories step turns 200k rows into transactions without holding
 * 200k row objects beside them (≈ 25 MB of its peak).
 */
export function streamWorkbook({ strings, sheets }: PackedWorkbook): StreamedWorkbook {
  return {
    sheets: sheets.map((sheet) => {
      const rows = {
        length: sheet.rowCount,
        *[Symbol.iterator]() {
          for (let i = 0; i < sheet.rowCount; i += 1) yield passingRowAt(strings, sheet, i);
        },
      };
      columnsOfRows.set(rows, { strings, sheet });
      return { ...sheetMeta(sheet), rows };
    }),
  };
}
