/** An uploaded file to a ParsedWorkbook: checked here (check.ts), then parsed in the worker pool. */
import type { ReadSettings } from '../../../domain/workbook/reading/settings';
import type { ParsedWorkbook, StreamedWorkbook } from '../../../domain/workbook/types';
import type { WorkbookLimits } from '../limits';
import { defaultParserPool, type WorkbookParserPool } from '../worker/pool';
import { checkWorkbookFile, type UploadedFile } from './check';

export async function readWorkbookFile(
  file: UploadedFile,
  limits: WorkbookLimits,
  read: ReadSettings = {},
  pool: WorkbookParserPool = defaultParserPool,
): Promise<ParsedWorkbook> {
  const job = await checkWorkbookFile(file, limits);
  return pool.run({ ...job, read }, limits);
}

/** As readWorkbookFile, the rows made as they are iterated (../worker/pool.ts `stream`): what the upload keeps. */
export async function streamWorkbookFile(
  file: UploadedFile,
  limits: WorkbookLimits,
  read: ReadSettings = {},
  pool: WorkbookParserPool = defaultParserPool,
): Promise<StreamedWorkbook> {
  const job = await checkWorkbookFile(file, limits);
  return pool.stream({ ...job, read }, limits);
}
