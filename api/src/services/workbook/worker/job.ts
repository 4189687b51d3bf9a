/** What the parsing worker is given to parse (a job) and what it answers. */
import type { ReadSettings } from '../../../domain/workbook/reading/settings';
import type { ParsedWorkbook } from '../../../domain/workbook/types';
import type { GoogleSheetRef } from '../google/grids';
import type { FileKind } from '../messages';
import type { MessagePort } from 'node:worker_threads';
import type { ZipDirectory } from '../zip';

interface JobBase {
  buffer: Buffer;
  maxRows: number;
  /** The user's adjustments and remembered settings; plain data, so it crosses to the worker. */
  read?: ReadSettings;
}

/** An uploaded file (or a kept one read again), of the kind its checks found (../files/check.ts). */
export interface FileJob extends JobBase {
  kind: FileKind;
  /** The file's name as uploaded, without folders (a CSV's sheet is named after it). */
  fileName: string;
  /** Its extension (`.csv`, or `.xlsx` for text read as CSV all the same). */
  extension: string;
  /** .xlsx only: the central directory read while checking the file. */
  zipDirectory?: ZipDirectory;
  /** .xlsx only: worksheet parts the main thread inflates as the worker reads them, a port each, by name (inflate-ahead.ts). */
  inflated?: Map<string, MessagePort>;
}

/** Google's `values:batchGet` answer as it came (JSON bytes), for these sheets in this order. */
export interface GoogleSheetJob extends JobBase {
  kind: 'google-sheet';
  sheets: GoogleSheetRef[];
}

/** A Google Sheet's source kept with its upload (../google/grids.ts), read again. */
export interface GoogleSourceJob extends JobBase {
  kind: 'google-source';
}

export type ParseJob = FileJob | GoogleSheetJob | GoogleSourceJob;

/** What a job answers: the parsed workbook and, for a Google Sheet's answer, its grids as the source to keep. */
export interface ParseResult {
  workbook: ParsedWorkbook;
  source?: Uint8Array;
}
