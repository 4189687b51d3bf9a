/**
 * Every refusal of a workbook, as an AppError a person can act on: what is wrong and what to do.
 * No paths, library messages or stack traces.
 */
import { ACCEPTED_EXTENSIONS_TEXT } from '../../contracts/upload-files';
import { AppError, badGateway, badRequest, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from '../../errors';
import { MAX_TOTAL_CENTS } from '../../domain/workbook/cells/amounts';
import { formatBytes } from './limits';
import type { Separator } from './csv/separator';

export type FileKind = 'xlsx' | 'xls' | 'csv' | 'statement';

const KIND_NAMES: Record<Exclude<FileKind, 'csv' | 'statement'>, string> = {
  xlsx: 'an Excel workbook (.xlsx)',
  xls: 'a legacy Excel workbook (.xls)',
};

export const fileErrors = {
  empty: () => badRequest('The file is empty. Choose the budget workbook again and upload it.'),
  // One message for the one limit, whoever finds it first: the declared size, the streamed bytes, the stored ones.
  tooLarge: (max: number) =>
    payloadTooLarge(
      `The file is larger than ${formatBytes(max)}, the largest file OnTrack accepts. Remove sheets you do not need, or save it as .xlsx, and upload it again.`,
    ),
  extension: (extension: string) =>
    unsupportedMediaType(
      `OnTrack reads ${ACCEPTED_EXTENSIONS_TEXT} files${extension ? `, not ${extension} files` : '; this file has no extension'}. Save your budget in one of those formats and upload it again.`,
    ),
  unknownContent: (extension: string) =>
    unsupportedMediaType(
      `This file is named ${extension} but is not a spreadsheet OnTrack can read. Open it in Excel or Google Sheets, save it as .xlsx or .csv (or export an OFX, QIF or CAMT.053 statement from your bank), and upload it again.`,
    ),
  mismatch: (extension: string, actual: Exclude<FileKind, 'csv' | 'statement'>) =>
    unsupportedMediaType(
      `This file is named ${extension} but holds ${KIND_NAMES[actual]}. Rename it to .${actual} (or save it again as ${extension}) and upload it again.`,
    ),
  markupNotWorkbook: (extension: string) =>
    unsupportedMediaType(
      `This file is named ${extension} but holds plain text in HTML or XML (a web page), not an Excel workbook or CSV. Open it in Excel or Google Sheets, save it as .xlsx or .csv, and upload it again.`,
    ),
  notSpreadsheetZip: () =>
    unsupportedMediaType(
      'This .xlsx file is a zip archive but not an Excel workbook. Open it in Excel or Google Sheets, save it as .xlsx, and upload it again.',
    ),
  damaged: (extension: string) =>
    badRequest(
      `This ${extension} file is damaged or incomplete and could not be read. Open it in Excel or Google Sheets, save it again, and upload the new copy.`,
    ),
  passwordProtected: () =>
    badRequest(
      'This workbook is password-protected. Remove the password in Excel (File › Info › Protect Workbook › Encrypt with Password) and upload it again.',
    ),
  expandsTooMuch: (max: number) =>
    payloadTooLarge(
      `This workbook unpacks to more than ${formatBytes(max)}, more than OnTrack reads. Remove sheets, images or rows you do not need and upload it again.`,
    ),
  tooManyParts: (max: number) =>
    payloadTooLarge(
      `This workbook is made of more than ${max.toLocaleString('en-US')} parts, more than OnTrack reads. Remove sheets or objects you do not need and upload it again.`,
    ),
  tooManyRows: (sheet: string, maxRows: number) =>
    payloadTooLarge(
      `Sheet "${sheet}" takes the workbook past ${maxRows.toLocaleString('en-US')} rows, the most OnTrack reads from one workbook. Remove old rows or split the workbook, and upload it again.`,
    ),
  tooManyAmounts: (maxRows: number) =>
    payloadTooLarge(
      `This workbook holds more than ${maxRows.toLocaleString('en-US')} amounts, the most OnTrack reads from one workbook. Remove old rows or months, or split the workbook, and upload it again.`,
    ),
  totalTooLarge: () =>
    badRequest(
      `The amounts in this workbook add up to more than $${(MAX_TOTAL_CENTS / 100).toLocaleString('en-US')}, more than OnTrack adds up exactly. Check for misplaced numbers (e.g. account numbers in the amount column), or split the workbook, and upload it again.`,
    ),
  timeout: (seconds: number) =>
    payloadTooLarge(
      `Reading this workbook took longer than ${seconds} second${seconds === 1 ? '' : 's'}, so OnTrack stopped. Remove sheets or rows you do not need, or split it, and upload it again.`,
    ),
  // Every parsing worker busy and the queue full (worker/pool.ts): a place frees within one parse's time limit.
  busy: () => new AppError(503, 'OnTrack is reading many workbooks right now. Please try again in half a minute.', { 'Retry-After': '30' }),
  outOfMemory: () =>
    payloadTooLarge(
      'This workbook needs more memory to read than OnTrack allows. Remove sheets or rows you do not need, or split it, and upload it again.',
    ),
  /** Text named .xml that is no bank statement (a web page, another XML format). */
  xmlNotStatement: () =>
    unsupportedMediaType(
      'This .xml file is not a bank statement OnTrack can read. OnTrack reads CAMT.053 statements (.xml), OFX/QFX and QIF files, and budgets as .xlsx or .csv: export one of those from your bank and upload it again.',
    ),
  /** A statement of a known format that holds nothing to read (its reader says why). */
  badStatement: (message: string) => badRequest(message),
  notUtf8: () =>
    unsupportedMediaType(
      'This CSV file is not UTF-8 (or UTF-16) text, nor Windows-1252. In Excel choose Save As › "CSV UTF-8 (Comma delimited)" and upload it again.',
    ),
};

const SHARE_HINT = 'In Google Sheets choose Share › General access › "Anyone with the link" (Viewer), then try again.';

/** Every refusal of a Google Sheet (google/sheets-api.ts reads it, the parsing worker parses Google's answer). */
export const googleErrors = {
  notConfigured: () => badRequest('Google Sheets is not configured on this server (GOOGLE_API_KEY is not set).'),
  badId: () =>
    badRequest('That is not a Google Sheet ID or link. Paste the link of the sheet (https://docs.google.com/spreadsheets/d/…) or its ID.'),
  forbidden: () =>
    badRequest(`Google did not let OnTrack read this sheet: it must be shared so that anyone with the link can view it. ${SHARE_HINT}`),
  notFound: () =>
    badRequest(
      `No Google Sheet was found with that ID. Check the link, and that the sheet is shared so that anyone with the link can view it.`,
    ),
  noSheets: () => badRequest('This Google Sheet has no sheets with cells to read.'),
  keyRejected: () =>
    serviceUnavailable(
      'Google Sheets is not available right now: Google refused this server’s API key. Please tell the site’s administrator.',
    ),
  busy: () => serviceUnavailable('Google Sheets is busy right now. Please try again in a minute.'),
  badAnswer: (status: number) => badGateway(`Google Sheets answered with an error (HTTP ${status}). Please try again in a few minutes.`),
  unreadableAnswer: () => badGateway('Google Sheets sent an answer OnTrack could not read. Please try again in a few minutes.'),
  keptSourceUnreadable: () =>
    badRequest(
      'The copy of this Google Sheet kept with the upload could not be read again. Connect the sheet once more to adjust how it is read.',
    ),
  tooLarge: () =>
    payloadTooLarge(
      'This Google Sheet holds too much data for OnTrack to read in one go. Remove sheets OnTrack does not need (or download it as .xlsx and upload only those sheets), then try again.',
    ),
  unreachable: () => serviceUnavailable('OnTrack could not reach Google Sheets. Please try again in a few minutes.'),
};

/** The separators `csv/separator.ts` detects, as the note says them. */
const SEPARATOR_NAMES: Record<Separator, string> = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
  '|': 'pipe-separated',
};

/** What the reading says about a file it read other than its name suggests (SheetGrid.note). */
export const fileNotes = {
  /** Text under a name other than .csv; `fileName` is the base name as uploaded, `extension` its own. */
  windows1252: (fileName: string) =>
    `The file "${fileName}" is not Unicode text: it was read as Windows-1252 (Western European). If letters such as ä, é or ñ look wrong, save it as "CSV UTF-8" and upload it again.`,
  textReadAsCsv: (fileName: string, extension: string, separator: Separator) => {
    const how = `CSV (${SEPARATOR_NAMES[separator]})`;
    return extension === '.xlsx' || extension === '.xls'
      ? `The file "${fileName}" holds text, not a workbook: it was read as ${how}.`
      : `The file "${fileName}" was read as ${how}.`;
  },
};
