/**
 * What runs in a parsing worker thread (pool.ts starts it): receives one file (or Google Sheet) at
 * a time, answers its ParsedWorkbook as packed columns (transfer.ts) or the AppError's status and
 * message. Runs under `resourceLimits`; the pool terminates it on time-out.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { AmountOutOfRangeError } from '../../../domain/workbook/cells/amounts';
import { AppError, type ErrorText } from '../../../errors';
import { fileErrors, googleErrors } from '../messages';
import type { ParseJob } from './job';
import { parseJob } from './parse-job';
import { packWorkbook, type PackedWorkbook } from './transfer';
import { warmUp } from './warm-up';

/** `Omit` applied to each member of a union (TypeScript's own keeps only the fields all share). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A job as it crosses to the worker: its bytes transferred rather than copied, each kind with its own fields. */
export type WorkerJob = OmitEach<ParseJob, 'buffer'> & { bytes: Uint8Array };

/**
 * `text`: a refusal's key and values (or its text), rendered in the request's language by the error handler.
 * `heapBytes`: this worker's heap after the job, so the pool can retire a worker a big file left large.
 * `source`: a Google Sheet's grids to keep with the upload (job.ts ParseResult).
 */
export type WorkerReply =
  { ok: true; workbook: PackedWorkbook; source?: Uint8Array; heapBytes: number } | { ok: false; status: number; text: ErrorText };

const port = parentPort;
if (!port) throw new Error('worker/thread.ts must run in a worker thread');

let current: WorkerJob | null = null;

/** Anything a reader throws that is not ours means the bytes did not hold what they claimed. */
function unreadable(job: WorkerJob): AppError {
  switch (job.kind) {
    case 'google-sheet':
      return googleErrors.unreadableAnswer();
    case 'google-source':
      return googleErrors.keptSourceUnreadable();
    default:
      return fileErrors.damaged(job.extension);
  }
}

function failure(error: unknown, job: WorkerJob): WorkerReply {
  const appError =
    error instanceof AppError ? error : error instanceof AmountOutOfRangeError ? fileErrors.amountTooLarge() : unreadable(job);
  return { ok: false, status: appError.status, text: appError.text };
}

/** Stream errors inside the readers can escape their promises: they still fail only this job. */
const failCurrent = (error: unknown): void => {
  if (!current) return;
  const job = current;
  current = null;
  port.postMessage(failure(error, job));
};
process.on('uncaughtException', failCurrent);
process.on('unhandledRejection', failCurrent);

/** Set as a job arrives: the warm-up then stops after the read under way. */
let jobArrived = false;
const warm = warmUp(() => !jobArrived);

const answer = async (job: WorkerJob): Promise<void> => {
  jobArrived = true;
  await warm;
  current = job;
  let reply: WorkerReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const buffer = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const { workbook, source } = await parseJob({ ...job, buffer });
    const packed = packWorkbook(workbook);
    reply = { ok: true, workbook: packed.packed, source, heapBytes: getHeapStatistics().total_heap_size };
    transfer = source ? [...packed.transfer, source.buffer as ArrayBuffer] : packed.transfer;
  } catch (error) {
    reply = failure(error, job);
  }
  if (current !== job) return; // already answered by failCurrent
  current = null;
  port.postMessage(reply, transfer);
};

port.on('message', (job: WorkerJob) => void answer(job));
