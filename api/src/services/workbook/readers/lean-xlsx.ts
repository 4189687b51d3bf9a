/**
 * A lean .xlsx reader for the common case: the zip is already in memory and its directory known,
 * so each part is inflated straight from its compressed bytes and worksheets are streamed through
 * the XML scanner (xml-scanner.ts; saxes for what it leaves to saxes) into `Cell[][]`. No exceljs Row/Cell/style objects are built, which is where most
 * of exceljs's time and memory went on a big transaction log.
 *
 * It reads exactly what exceljs's streaming reader gives the grids (the same value rules: shared
 * and inline strings, booleans, errors as no value, formulas by their cached result, numbers with
 * a date format as Dates in the workbook's date system) and answers null for anything it does not
 * know (a missing or unusual part, strict OOXML), so the exceljs reader stays the fallback.
 */
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
// fflate inflates in JavaScript: no native zlib handle lives in the parsing worker, so ending it
// (time-out, heap limit) cannot hit Node 20's "close before init" abort of the whole process.
import { Inflate } from 'fflate';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { DAY_MS } from '../../../domain/calendar';
import { currencyOfFormat } from '../../../domain/workbook/currency';
import type { ReadSettings } from '../../../domain/workbook/reading';
import { createSheetParser, type SheetMeta, type SheetParser } from '../../../domain/workbook/sheet-parser';
import type { Cell, ParsedSheet, SheetGrid } from '../../../domain/workbook/types';
import { AppError } from '../../../errors';
import { fileErrors } from '../messages';
import type { ZipDirectory, ZipEntryInfo } from '../zip-directory';
import { intactAsRecorded } from '../zip-integrity';
import { localEntryData } from '../zip-local-record';
import type { RowBudget } from './row-budget';
import { NotLean, SinkDeclined, SinkFailed, WorksheetRows, type RowSink, type WorksheetContext } from './worksheet-rows';
import { localName, NotScanned, XmlScanner, type XmlHandler } from './xml-scanner';

const COMPRESSED_SLICE_BYTES = 16 * 1024;
const CHUNK_BYTES = 64 * 1024;
/** Text read between yields from a part inflated already: about what a compressed slice inflates to. */
const INFLATED_BYTES_PER_YIELD = 4 * CHUNK_BYTES;

/**
 * Uncompressed bytes (a stored part, or one inflated already) fed to `write` as text in chunks, so a
 * big worksheet is never one string, yielding between slices of INFLATED_BYTES_PER_YIELD.
 */
async function writeText(bytes: Buffer, write: (text: string) => void): Promise<void> {
  const decoder = new StringDecoder('utf8');
  for (let slice = 0; slice < bytes.length; slice += INFLATED_BYTES_PER_YIELD) {
    if (slice > 0) await nextTurn();
    const end = Math.min(slice + INFLATED_BYTES_PER_YIELD, bytes.length);
    for (let at = slice; at < end; at += CHUNK_BYTES) write(decoder.write(bytes.subarray(at, Math.min(at + CHUNK_BYTES, end))));
  }
  write(decoder.end());
}
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORKSHEET_REL_TYPE = `${RELATIONSHIP_NS}/worksheet`;

/** Built-in number formats that are dates (ECMA-376 18.8.30), as exceljs's defaults know them. */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** exceljs's rule (utils.isDateFmt): any date/time letter outside quotes and brackets. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '');
  return /[ymdhMsb]+/.test(bare);
}

/**
 * A serial to a Date exactly as exceljs converts it (time of day kept, no phantom 29 Feb 1900), so
 * this reader and exceljs read the same cells alike; not serialDayToUtcMs, on purpose.
 */
function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * DAY_MS));
}

/** Distinct date serials whose Date is shared; past this, each further cell gets its own Date. */
const SHARED_DATES = 20_000;

/**
 * Date cells by serial, one Date per distinct serial: a 200k-row log repeats a few hundred days,
 * and a Date is ~100 bytes of the parsing worker's heap (≈19 MB at 200k rows). Safe to share as
 * nothing mutates a cell's Date (the readers and the domain only read them).
 */
function sharedDates(date1904: boolean): (serial: number) => Date | null {
  const bySerial = new Map<number, Date>();
  return (serial) => {
    let date = bySerial.get(serial);
    if (date === undefined) {
      date = serialToDate(serial, date1904);
      if (Number.isNaN(date.getTime())) return null;
      if (bySerial.size < SHARED_DATES) bySerial.set(serial, date);
    }
    return date;
  };
}

function compressedData(buffer: Buffer, entry: ZipEntryInfo, end: number): Buffer {
  const data = localEntryData(buffer, entry, end);
  if (!data) throw new NotLean(entry.name);
  return data;
}

class Archive {
  private readonly byName: Map<string, ZipEntryInfo>;

  constructor(
    private readonly buffer: Buffer,
    private readonly directory: ZipDirectory,
    /** The parts streamed whole, found intact: their size and CRC-32 as the directory records them. */
    private readonly verified: Set<string>,
    /** Worksheet parts already inflated and found intact (pre-inflate.ts), by name. */
    private readonly inflated: ReadonlyMap<string, Uint8Array>,
  ) {
    this.byName = new Map(directory.entries.map((entry) => [entry.name, entry]));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  private entry(name: string): ZipEntryInfo {
    const entry = this.byName.get(name);
    if (!entry || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) throw new NotLean(name);
    return entry;
  }

  /** A small part as text, inflated at once (never past its declared size: BoundedInflater). */
  text(name: string): string {
    const entry = this.entry(name);
    const data = compressedData(this.buffer, entry, this.directory.centralDirectoryOffset);
    if (entry.compressionMethod === 0) return data.toString('utf8');
    const chunks: Uint8Array[] = [];
    const inflater = new BoundedInflater(entry, (chunk) => chunks.push(chunk));
    for (let at = 0; at < data.length; at += COMPRESSED_SLICE_BYTES)
      inflater.push(data.subarray(at, at + COMPRESSED_SLICE_BYTES), at + COMPRESSED_SLICE_BYTES >= data.length);
    inflater.end();
    return Buffer.concat(chunks).toString('utf8');
  }

  /**
   * A part fed to `write` in chunks of text, so a big worksheet is never one string. Its size and
   * CRC-32 are checked as it goes, so the integrity check need not inflate it a second time
   * (read-grids.ts): a part that ends different from what the directory records is refused (400).
   */
  async stream(name: string, write: (text: string) => void): Promise<void> {
    const inflated = this.inflated.get(name);
    if (inflated) return this.streamInflated(name, inflated, write);
    const entry = this.entry(name);
    const data = compressedData(this.buffer, entry, this.directory.centralDirectoryOffset);
    if (entry.compressionMethod === 0) {
      if (!intactAsRecorded(entry, data)) throw fileErrors.damaged('.xlsx');
      await writeText(data, write);
      this.verified.add(name);
      return;
    }
    const decoder = new StringDecoder('utf8');
    let crc = 0;
    const inflater = new BoundedInflater(entry, (chunk) => {
      crc = crc32(chunk, crc);
      write(decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
    });
    // Compressed bytes go in small slices (XML inflates ~15×), yielding between them so the
    // integrity check running beside this read goes on too.
    for (let at = 0; at < data.length; at += COMPRESSED_SLICE_BYTES) {
      const last = at + COMPRESSED_SLICE_BYTES >= data.length;
      inflater.push(data.subarray(at, at + COMPRESSED_SLICE_BYTES), last);
      if (!last) await nextTurn();
    }
    inflater.end();
    if (crc >>> 0 !== entry.crc32 >>> 0) throw fileErrors.damaged('.xlsx');
    write(decoder.end());
    this.verified.add(name);
  }

  /** A part inflated and checked already (pre-inflate.ts), fed to `write` as text. */
  private async streamInflated(name: string, bytes: Uint8Array, write: (text: string) => void): Promise<void> {
    await writeText(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), write);
    this.verified.add(name);
  }
}

/**
 * Inflates one deflated entry, pushed in slices, and never yields more than the uncompressed size
 * the central directory declares for it: that size is what the upload's checks held against the
 * limits (readZipDirectory), before any parser ran. An entry that inflates past it lies about its
 * size (a zip bomb: a few KB declared, gigabytes inside), so the file is refused as damaged the
 * moment the output passes it: what is inflated never exceeds the declared size by more than one
 * slice's output (≤ ~16 MB at deflate's 1:1032), and this memory, outside the worker's heap
 * limit, stays bounded.
 */
class BoundedInflater {
  private size = 0;
  private ended = false;
  private readonly inflate: Inflate;

  constructor(
    private readonly entry: ZipEntryInfo,
    write: (chunk: Uint8Array) => void,
  ) {
    this.inflate = new Inflate((chunk, final) => {
      this.size += chunk.length;
      if (this.size > entry.uncompressedSize) throw fileErrors.damaged('.xlsx');
      write(chunk);
      if (final) this.ended = true;
    });
  }

  push(slice: Uint8Array, last: boolean): void {
    this.inflate.push(slice, last);
  }

  /** After the last slice: the entry must have ended (its last block) at exactly its declared size. */
  end(): void {
    if (!this.ended) throw new Error(`${this.entry.name} ends before its last compressed block`);
    if (this.size !== this.entry.uncompressedSize) throw fileErrors.damaged('.xlsx');
  }
}

/** Parses a whole small XML part, calling back per open/close tag and text. */
function parseXml(
  xml: string,
  handlers: { open?: (tag: SaxesTagPlain, name: string) => void; close?: (name: string) => void; text?: (text: string) => void },
): void {
  const parser = new SaxesParser();
  if (handlers.open) parser.on('opentag', (tag) => handlers.open!(tag, localName(tag.name)));
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  parser.write(xml).close();
}

interface SheetRef {
  name: string;
  path: string;
  /** `state="hidden"` or `"veryHidden"` in workbook.xml. */
  hidden: boolean;
}

/** A sheet the workbook hides from its tabs (`veryHidden`: not even in Excel's Unhide list). */
export function isHiddenState(state: unknown): boolean {
  return state === 'hidden' || state === 'veryHidden';
}

function attribute(tag: SaxesTagPlain, name: string): string | undefined {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
}

/** The workbook's sheets in order, with their part paths, and its date system. */
function readWorkbook(archive: Archive): { sheets: SheetRef[]; date1904: boolean } {
  const sheets: { name: string; rId: string; hidden: boolean }[] = [];
  let date1904 = false;
  let strict = false;
  parseXml(archive.text('xl/workbook.xml'), {
    open(tag, name) {
      if (name === 'workbook')
        strict = Object.values(tag.attributes).some((value) => typeof value === 'string' && value.includes('purl.oclc.org/ooxml'));
      else if (name === 'workbookPr') date1904 = attribute(tag, 'date1904') === '1';
      else if (name === 'sheet') {
        const rId = Object.entries(tag.attributes).find(([key]) => localName(key) === 'id')?.[1];
        const sheetName = attribute(tag, 'name');
        if (typeof rId !== 'string' || sheetName === undefined) throw new NotLean('sheet without name or id');
        sheets.push({ name: sheetName, rId, hidden: isHiddenState(attribute(tag, 'state')) });
      }
    },
  });
  if (strict) throw new NotLean('strict OOXML');
  const targets = new Map<string, string>();
  parseXml(archive.text('xl/_rels/workbook.xml.rels'), {
    open(tag, name) {
      if (name !== 'Relationship' || attribute(tag, 'Type') !== WORKSHEET_REL_TYPE) return;
      const id = attribute(tag, 'Id');
      const target = attribute(tag, 'Target');
      if (id && target && attribute(tag, 'TargetMode') !== 'External') targets.set(id, target);
    },
  });
  return {
    date1904,
    // A sheet that is not a worksheet (a chart sheet) has no cells: exceljs does not list it either.
    sheets: sheets
      .filter((sheet) => targets.has(sheet.rId))
      .map((sheet) => ({ name: sheet.name, path: partPath(targets.get(sheet.rId)!), hidden: sheet.hidden })),
  };
}

function partPath(target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Shared strings as plain text (rich-text runs joined, phonetic hints left out). */
function readSharedStrings(archive: Archive): string[] {
  if (!archive.has('xl/sharedStrings.xml')) return [];
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  parseXml(archive.text('xl/sharedStrings.xml'), {
    open(_tag, name) {
      if (name === 'si') text = '';
      else if (name === 't') inText = phonetic === 0;
      else if (name === 'rPh') phonetic += 1;
    },
    text(value) {
      if (inText) text += value;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') strings.push(text);
    },
  });
  return strings;
}

/** For each cell style id (cellXfs index): whether numbers in it are dates. */
/** Per cell style (`s`): whether its number format is a date, and the currency it shows (or null). */
function readStyles(archive: Archive): { dateStyles: boolean[]; currencyStyles: (string | null)[] } {
  const dateStyles: boolean[] = [];
  const currencyStyles: (string | null)[] = [];
  if (!archive.has('xl/styles.xml')) return { dateStyles, currencyStyles };
  const formats = new Map<number, string>();
  let inCellXfs = false;
  parseXml(archive.text('xl/styles.xml'), {
    open(tag, name) {
      if (name === 'numFmt') formats.set(Number(attribute(tag, 'numFmtId')), attribute(tag, 'formatCode') ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attribute(tag, 'numFmtId') ?? 0);
        const code = formats.get(id);
        dateStyles.push(id !== 0 && (code !== undefined ? isDateFormat(code) : BUILT_IN_DATE_FORMATS.has(id)));
        currencyStyles.push(code !== undefined ? currencyOfFormat(code) : null);
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return { dateStyles, currencyStyles };
}

/** A parser of one part's text, fed in chunks. */
interface XmlParser {
  write(chunk: string): void;
  close(): void;
}

/** saxes giving the scanner's events: for the worksheets the scanner leaves to it. */
export function saxesParser(handler: XmlHandler): XmlParser {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handler.open(localName(tag.name), { get: (name) => attribute(tag, name) }));
  parser.on('closetag', (tag) => handler.close(localName(tag.name)));
  parser.on('text', (text) => handler.text(text));
  parser.on('cdata', (text) => handler.text(text));
  return {
    write: (chunk) => void parser.write(chunk),
    close: () => void parser.close(),
  };
}

/**
 * One worksheet's rows, streamed into `sink` through `parse`; `complete` false when the sink
 * declined the rest. The scanner throws NotScanned for a part it leaves to saxes.
 */
async function readWorksheet(
  archive: Archive,
  sheet: SheetRef,
  context: WorksheetContext,
  sink: RowSink,
  parse: 'scan' | 'saxes',
): Promise<{ complete: boolean; currency: string | null }> {
  const rows = new WorksheetRows(sheet.name, context, sink);
  const parser: XmlParser = parse === 'scan' ? new XmlScanner(rows) : saxesParser(rows);
  try {
    await archive.stream(sheet.path, (chunk) => {
      if (chunk) parser.write(chunk);
    });
  } catch (error) {
    if (error instanceof SinkDeclined) return { complete: false, currency: null };
    throw error;
  }
  parser.close();
  return { complete: true, currency: rows.currency() };
}

/**
 * Reads every sheet of the workbook in order, each into the sink `sheetSink` gives for it (and,
 * when a sink declines the rest of its sheet, into the one it gives for a whole grid). Null when
 * this reader does not handle the file (the caller then reads it with exceljs); AppErrors (the row
 * limit) and whatever the sinks throw are thrown as they are.
 */
async function readSheets(
  buffer: Buffer,
  directory: ZipDirectory,
  budget: RowBudget,
  sheetSink: (sheet: SheetRef, wholeGrid: boolean) => RowSink,
  sheetDone: (sheet: SheetRef, currency: string | null) => void,
  verified: Set<string>,
  inflated: ReadonlyMap<string, Uint8Array>,
): Promise<boolean> {
  try {
    const archive = new Archive(buffer, directory, verified, inflated);
    const { sheets, date1904 } = readWorkbook(archive);
    if (sheets.length === 0 || sheets.some((sheet) => !archive.has(sheet.path))) return false;
    const context: WorksheetContext = {
      strings: readSharedStrings(archive),
      ...readStyles(archive),
      dateOf: sharedDates(date1904),
      budget,
    };
    /** A sheet read into a new sink from its first row; by saxes, from its first row again, where the scanner leaves it to saxes. */
    const readSheet = async (sheet: SheetRef, wholeGrid: boolean) => {
      const counted = budget.counted();
      try {
        return await readWorksheet(archive, sheet, context, sheetSink(sheet, wholeGrid), 'scan');
      } catch (error) {
        if (!(error instanceof NotScanned)) throw error;
        budget.rewind(counted);
        return readWorksheet(archive, sheet, context, sheetSink(sheet, wholeGrid), 'saxes');
      }
    };
    for (const sheet of sheets) {
      budget.startSheet();
      const counted = budget.counted();
      let read = await readSheet(sheet, false);
      if (!read.complete) {
        // Read again from its first row, counted once.
        budget.rewind(counted);
        read = await readSheet(sheet, true);
        if (!read.complete) throw new Error(`The whole grid of sheet "${sheet.name}" was declined.`);
      }
      sheetDone(sheet, read.currency);
    }
    return true;
  } catch (error) {
    // The row limit is the answer, and so is what reading the rows threw; anything else (unusual
    // content, bytes zlib or the XML parser refused) is left to exceljs and the integrity check to judge.
    if (error instanceof SinkFailed) throw error.reason;
    if (error instanceof AppError) throw error;
    return false;
  }
}

/** What the reader knows of a sheet besides its rows. */
function sheetMeta(sheet: SheetRef, currency: string | null): SheetMeta {
  const meta: SheetMeta = {};
  if (sheet.hidden) meta.hidden = true;
  if (currency !== null) meta.currency = currency;
  return meta;
}

/**
 * The workbook's sheets as grids, in workbook order; null when this reader does not handle the file.
 * `verified`: gets the names of the worksheet parts found intact as they were read. `inflated`:
 * worksheet parts inflated and checked already (pre-inflate.ts), read from those bytes.
 */
export async function readLeanXlsxGrids(
  buffer: Buffer,
  directory: ZipDirectory,
  budget: RowBudget,
  verified = new Set<string>(),
  inflated: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<SheetGrid[] | null> {
  const grids: SheetGrid[] = [];
  let rows: Cell[][] = [];
  const read = await readSheets(
    buffer,
    directory,
    budget,
    () => {
      rows = [];
      return (row) => rows.push(row) > 0;
    },
    (sheet, currency) => grids.push({ name: sheet.name, rows, ...sheetMeta(sheet, currency) }),
    verified,
    inflated,
  );
  return read ? grids : null;
}

/**
 * The workbook's tables, sheet by sheet in workbook order, each sheet read by the sheet parser as
 * its rows stream in (a one-log sheet is never held as a grid); null when this reader
 * does not handle the file. `read`: the user's settings, as parseWorkbook takes them.
 */
export async function readLeanXlsxTables(
  buffer: Buffer,
  directory: ZipDirectory,
  budget: RowBudget,
  read: ReadSettings = {},
  verified = new Set<string>(),
  inflated: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<ParsedSheet[] | null> {
  const tables: ParsedSheet[] = [];
  let parser: SheetParser | null = null;
  const done = await readSheets(
    buffer,
    directory,
    budget,
    (sheet, wholeGrid) => {
      const current = createSheetParser(sheet.name, read, { wholeGrid });
      parser = current;
      return (row) => current.pushRow(row);
    },
    (_sheet, currency) => tables.push(...parser!.finish(sheetMeta(_sheet, currency))),
    verified,
    inflated,
  );
  return done ? tables : null;
}
