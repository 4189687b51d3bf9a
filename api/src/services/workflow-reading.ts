import type { WorkflowUpload } from '../db/entities';
import { extractSheetId } from '../domain/workbook';
import type { ReadSettings } from '../domain/workbook/reading/settings';
import type { ParsedWorkbook, SheetSettings, StreamedWorkbook, TableSettings } from '../domain/workbook/types';
import { badRequest } from '../errors';
import {
  readGoogleSheet,
  readGoogleSource,
  readWorkbookFile,
  streamWorkbookFile,
  workbookLimits,
  type WorkbookParserPool,
} from './workbook';
import { partsOfSource, sourceOfParts } from './workflow-source';
import type { SheetSummary } from './workflow-store';
import { message } from '../i18n';
import { said } from '../domain/workbook/said';
import { writtenText } from './reading-texts';

export type UploadInput = { kind: 'file'; buffer: Buffer; fileName: string } | { kind: 'googleSheet'; sheetIdOrUrl: string };

/** What the workflow needs of the server's configuration: the upload bound and the Google Sheets source. */
export interface WorkflowConfig {
  uploadMaxBytes: number;
  googleApiKey?: string;
  /** Where the Sheets API is reached (tests point it at a stand-in). */
  googleSheetsRootUrl?: string;
}

/** An upload as read: the workbook, its source in parts (kept to read it again), and where it came from. */
export interface ReadUpload {
  workbook: StreamedWorkbook;
  sourceParts: Buffer[];
  /** The file's name as shown, or null for a Google Sheet. */
  fileName: string | null;
  googleSheetId: string | null;
}

/** File names are kept for display only (never used in a path); bounded to the column's 255 characters. */
function displayName(fileName: string): string {
  return Array.from(fileName).slice(0, 255).join('');
}

/**
 * A workbook worth keeping has at least one sheet with a layout and a row with an amount; otherwise
 * the upload fails with what was looked for and what was found.
 */
function assertUsable(workbook: StreamedWorkbook): void {
  if (workbook.sheets.length === 0) throw badRequest(message('workflow.noSheets'));
  if (workbook.sheets.some((sheet) => sheet.layout && sheet.rows.length > 0)) return;
  const matched = workbook.sheets.find((sheet) => sheet.layout);
  if (matched) {
    throw badRequest(message('workflow.noAmountRows', { name: matched.name }));
  }
  // The readers' problem text names the sheet, the columns looked for and the cells found.
  const problems = workbook.sheets.slice(0, 3).map((sheet) => sheet.problem ?? said('reading.noHeaderRow', { sheet: sheet.name }));
  throw badRequest((language) => problems.map((problem) => writtenText(problem, language)).join(' '));
}

/**
 * Settings given for sheets of a kept upload name sheets it has and, by range, tables it read
 * (data.sheets): settings for no table would do nothing, so they are refused with the field named.
 */
export function checkSheetSettings(
  kept: readonly SheetSummary[],
  sheetSettings: Record<string, SheetSettings>,
  field: 'sheet_settings' | 'settings',
): void {
  for (const [name, settings] of Object.entries(sheetSettings)) {
    const tables = kept.filter((table) => table.name === name);
    if (tables.length === 0)
      throw badRequest(message('workflow.settingsSheetMissing', { field: field === 'settings' ? 'sheet' : field, name }));
    for (const [index, entry] of settings.tables.entries()) {
      if (entry.range !== undefined && !tables.some((table) => table.range === entry.range)) {
        const place = field === 'settings' ? `settings.tables[${index}]` : `sheet_settings["${name}"].tables[${index}]`;
        throw badRequest(message('workflow.settingsNoTable', { place, range: entry.range }));
      }
    }
  }
}

/**
 * The workflow's reading of workbooks, within the configured limits and on the parser pool: an
 * upload from its file or its Google Sheet, and a kept upload's source read again with settings.
 */
export class WorkflowReader {
  constructor(
    private readonly config: WorkflowConfig,
    private readonly parsers: WorkbookParserPool,
  ) {}

  /** The upload read with the tables' remembered settings; a 400 when there is nothing worth keeping. */
  async readUpload(input: UploadInput, remembered: Record<string, TableSettings>): Promise<ReadUpload> {
    const limits = workbookLimits(this.config);
    const read: ReadSettings = { remembered };
    if (input.kind === 'file') {
      const workbook = await streamWorkbookFile({ buffer: input.buffer, fileName: input.fileName }, limits, read, this.parsers);
      assertUsable(workbook);
      return { workbook, sourceParts: partsOfSource(input.buffer), fileName: displayName(input.fileName), googleSheetId: null };
    }
    const googleSheetId = extractSheetId(input.sheetIdOrUrl);
    if (!googleSheetId) throw badRequest(message('workflow.notGoogleSheet'));
    const google = { apiKey: this.config.googleApiKey ?? null, rootUrl: this.config.googleSheetsRootUrl ?? null };
    const sheet = await readGoogleSheet(googleSheetId, google, limits, read, this.parsers);
    assertUsable(sheet.workbook);
    return { workbook: sheet.workbook, sourceParts: partsOfSource(sheet.source), fileName: null, googleSheetId };
  }

  /** A kept upload's source (`parts`) read again with `read`; a 400 for an upload kept before sources were. */
  readAgain(upload: Pick<WorkflowUpload, 'source' | 'fileName'>, parts: readonly Buffer[], read: ReadSettings): Promise<ParsedWorkbook> {
    if (parts.length === 0) throw badRequest(message('workflow.keptTooEarly'));
    const limits = workbookLimits(this.config);
    const source = sourceOfParts(parts);
    if (upload.source === 'file')
      return readWorkbookFile({ buffer: source, fileName: upload.fileName ?? 'workbook.xlsx' }, limits, read, this.parsers);
    return readGoogleSource(source, limits, read, this.parsers);
  }
}
