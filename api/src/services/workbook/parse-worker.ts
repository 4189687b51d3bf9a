/**
 * The parsing worker thread: receives one file at a time, answers its ParsedWorkbook or the
 * AppError's status and message. Runs under `resourceLimits`; the pool terminates it on time-out.
 */
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { AmountOutOfRangeError } from '../../domain/workbook/amounts';
import { AppError, badRequest } from '../../errors';
import { fileErrors } from './messages';
import { parseJob, type ParseJob } from './read-grids';
import { packWorkbook, type PackedWorkbook } from './transfer';
import { warmUp } from './warm-up';

export interface WorkerJob extends Omit<ParseJob, 'buffer'> {
  bytes: Uint8Array;
}

/** `heapBytes`: this worker's heap after the job, so the pool can retire a worker a big file left large. */
export type WorkerReply = { ok: true; workbook: PackedWorkbook; heapBytes: number } | { ok: false; status: number; message: string };

const port = parentPort;
if (!port) throw new Error('parse-worker must run in a worker thread');

let current: WorkerJob | null = null;

function failure(error: unknown, job: WorkerJob): WorkerReply {
  // Anything a reader throws that is not ours means the bytes did not hold what they claimed.
  const appError =
    error instanceof AppError ? error : error instanceof AmountOutOfRangeError ? badRequest(error.message) : fileErrors.damaged(job.extension);
  return { ok: false, status: appError.status, message: appError.message };
}

/** Stream errors inside the readers can escape their promises: they still fail only this job. */
function failCurrent(error: unknown): void {
  if (!current) return;
  const job = current;
  current = null;
  port!.postMessage(failure(error, job));
}
process.on('uncaughtException', failCurrent);
process.on('unhandledRejection', failCurrent);

const warm = warmUp();

port.on('message', async (job: WorkerJob) => {
  await warm;
  current = job;
  let reply: WorkerReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const buffer = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    const packed = packWorkbook(await parseJob({ ...job, buffer }));
    reply = { ok: true, workbook: packed.packed, heapBytes: getHeapStatistics().total_heap_size };
    transfer = packed.transfer;
  } catch (error) {
    reply = failure(error, job);
  }
  if (current !== job) return; // already answered by failCurrent
  current = null;
  port.postMessage(reply, transfer);
});
