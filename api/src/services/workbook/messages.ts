/**
 * Every refusal of a workbook, as an AppError a person can act on: what is wrong and what to do,
 * by its key in api/src/locales (`file.*`, `google.*`). No paths, library messages or stack traces.
 */
import { ACCEPTED_EXTENSIONS_TEXT } from '../../contracts/upload-files';
import { AppError, badGateway, badRequest, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from '../../errors';
import { MAX_TOTAL_CENTS } from '../../domain/workbook/cells/amounts';
import { formatBytes } from './limits';
import { type Message, message } from '../../i18n';
import type { Separator } from './csv/separator';
import { said } from '../../domain/workbook/said';
import type { ReaderText } from '../../domain/workbook/types';

export type FileKind = 'xlsx' | 'xls' | 'csv' | 'statement';

export const fileErrors = {
  empty: () => badRequest(message('file.empty')),
  // One message for the one limit, whoever finds it first: the declared size, the streamed bytes, the stored ones.
  tooLarge: (max: number) => payloadTooLarge(message('file.tooLarge', { max: formatBytes(max) })),
  extension: (extension: string) =>
    unsupportedMediaType(
      extension
        ? message('file.extension', { accepted: ACCEPTED_EXTENSIONS_TEXT, extension })
        : message('file.noExtension', { accepted: ACCEPTED_EXTENSIONS_TEXT }),
    ),
  unknownContent: (extension: string) => unsupportedMediaType(message('file.unknownContent', { extension })),
  mismatch: (extension: string, actual: Exclude<FileKind, 'csv' | 'statement'>) =>
    unsupportedMediaType(message(actual === 'xlsx' ? 'file.holdsXlsx' : 'file.holdsXls', { extension })),
  markupNotWorkbook: (extension: string) => unsupportedMediaType(message('file.markupNotWorkbook', { extension })),
  notSpreadsheetZip: () => unsupportedMediaType(message('file.notSpreadsheetZip')),
  damaged: (extension: string) => badRequest(message('file.damaged', { extension })),
  passwordProtected: () => badRequest(message('file.passwordProtected')),
  expandsTooMuch: (max: number) => payloadTooLarge(message('file.expandsTooMuch', { max: formatBytes(max) })),
  tooManyParts: (max: number) => payloadTooLarge(message('file.tooManyParts', { max })),
  tooManyRows: (sheet: string, maxRows: number) => payloadTooLarge(message('file.tooManyRows', { sheet, max: maxRows })),
  tooManyAmounts: (maxRows: number) => payloadTooLarge(message('file.tooManyAmounts', { max: maxRows })),
  /** One amount past the bounds (domain/workbook/cells/amounts.ts, AmountOutOfRangeError). */
  amountTooLarge: () => badRequest(message('file.amountTooLarge')),
  totalTooLarge: () => badRequest(message('file.totalTooLarge', { amount: MAX_TOTAL_CENTS / 100 })),
  timeout: (seconds: number) => payloadTooLarge(message('file.timeout', { count: seconds })),
  // Every parsing worker busy and the queue full (worker/pool.ts): a place frees within one parse's time limit.
  busy: () => new AppError(503, message('file.busy'), { 'Retry-After': '30' }),
  outOfMemory: () => payloadTooLarge(message('file.outOfMemory')),
  /** Text named .xml that is no bank statement (a web page, another XML format). */
  xmlNotStatement: () => unsupportedMediaType(message('file.xmlNotStatement')),
  /** A statement of a known format that holds nothing to read (its reader says why). */
  badStatement: (problem: Message) => badRequest(problem),
  notUtf8: () => unsupportedMediaType(message('file.notUtf8')),
};

/** Every refusal of a Google Sheet (google/sheets-api.ts reads it, the parsing worker parses Google's answer). */
export const googleErrors = {
  notConfigured: () => badRequest(message('google.notConfigured')),
  badId: () => badRequest(message('google.badId')),
  forbidden: () => badRequest(message('google.forbidden')),
  notFound: () => badRequest(message('google.notFound')),
  noSheets: () => badRequest(message('google.noSheets')),
  keyRejected: () => serviceUnavailable(message('google.keyRejected')),
  busy: () => serviceUnavailable(message('google.busy')),
  badAnswer: (status: number) => badGateway(message('google.badAnswer', { status })),
  unreadableAnswer: () => badGateway(message('google.unreadableAnswer')),
  keptSourceUnreadable: () => badRequest(message('google.keptSourceUnreadable')),
  tooLarge: () => payloadTooLarge(message('google.tooLarge')),
  unreachable: () => serviceUnavailable(message('google.unreachable')),
};

/** The separators `csv/separator.ts` detects, as the note names them (`reading.file.separator.*`). */
const SEPARATOR_NAMES = {
  ',': 'reading.file.separator.comma',
  ';': 'reading.file.separator.semicolon',
  '\t': 'reading.file.separator.tab',
  '|': 'reading.file.separator.pipe',
} as const satisfies Record<Separator, ReaderText['key']>;

/**
 * What the reading says about a file it read other than its name suggests (SheetGrid.note), in no
 * language yet (services/reading-texts.ts writes it out). `fileName` is the base name as uploaded.
 */
export const fileNotes = {
  windows1252: (fileName: string) => said('reading.file.windows1252', { file: fileName }),
  /** Text under a name other than .csv; `extension` is its own. */
  textReadAsCsv: (fileName: string, extension: string, separator: Separator) =>
    said(extension === '.xlsx' || extension === '.xls' ? 'reading.file.textInWorkbook' : 'reading.file.readAsCsv', {
      file: fileName,
      separator: said(SEPARATOR_NAMES[separator]),
    }),
  /** Two notes about one file, one after the other. */
  both: (first: ReaderText, second: ReaderText) => said('reading.file.notes', { first, second }),
};
