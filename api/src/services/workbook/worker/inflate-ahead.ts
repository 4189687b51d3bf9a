/**
 * An .xlsx job's worksheets inflated on the main thread before the parsing worker reads them
 * (../zip/pre-inflate.ts says why). Only once a worker takes the job (pool.ts: a job waiting in the
 * queue holds no inflated bytes), and only what is small enough to hold until the worker has read
 * it (PRE_INFLATED_MAX_BYTES in all; a bigger workbook's worksheets are streamed by the worker).
 */
import { isWorksheetPart } from '../xlsx/parts';
import { inflateEntriesAhead, type ZipDirectory } from '../zip';
import type { ParseJob } from './job';

/** Inflated bytes held for the worker at most, per file. */
export const PRE_INFLATED_MAX_BYTES = 16 * 1024 * 1024;

/** The deflated worksheet parts of an .xlsx, inflated and intact, by part name, within PRE_INFLATED_MAX_BYTES. */
export function inflateWorksheets(buffer: Buffer, directory: ZipDirectory): Promise<Map<string, Uint8Array>> {
  return inflateEntriesAhead(buffer, directory, isWorksheetPart, PRE_INFLATED_MAX_BYTES);
}

/** The job with its .xlsx's small worksheets inflated (FileJob `inflated`); any other job as it is. */
export async function withInflatedWorksheets(job: ParseJob): Promise<ParseJob> {
  if (job.kind !== 'xlsx' || !job.zipDirectory || job.inflated) return job;
  return { ...job, inflated: await inflateWorksheets(job.buffer, job.zipDirectory) };
}
