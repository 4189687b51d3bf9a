/**
 * Parsing happens in worker threads so that a hostile or huge workbook costs a worker, never the
 * server: each worker runs with a heap limit (`resourceLimits`) and is terminated when a parse
 * outlasts its time. A worker that failed a job is never reused, and neither is one a big file
 * left with a large heap (V8 keeps what it grew to, 100 MB and more after 200k rows): it is ended
 * and a fresh one is started a moment later. Starting a worker costs more than a small parse, so
 * the pool keeps `warmWorkers` started ahead (the server starts the first at boot, `prewarm`).
 * Why this pool and not a library's: docs/decisions/worker-pool.md.
 *
 * The worker runs thread.js next to this module in `dist` (parse-worker-file.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ParsedWorkbook, StreamedWorkbook } from '../../../domain/workbook/types';
import { AppError } from '../../../errors';
import type { WorkbookLimits } from '../limits';
import { fileErrors } from '../messages';
import { withStreamedWorksheets, type StreamedJob } from './inflate-ahead';
import type { ParseJob, ParseResult } from './job';
import { PARSE_WORKER_FILE, type ParseWorkerFile } from './parse-worker-file';
import type { WorkerJob, WorkerReply } from './thread';
import { streamWorkbook, unpackWorkbook, type PackedWorkbook } from './transfer';

export interface ParserPoolOptions {
  /** Workers parsing at once; more jobs wait their turn. */
  maxWorkers: number;
  /** Jobs allowed to wait whatever their size; past that an upload is answered 503 at once, unless… */
  maxQueue: number;
  /** …the bytes of every job waiting, its own included, stay within this (small workbooks cost little to hold; 0 when not given). */
  maxQueueBytes?: number;
  /** How long an idle worker beyond the `warmWorkers` is kept for the next job. */
  idleMs: number;
  /** Fresh workers kept started ahead, waiting without time limit (0 when not given). */
  warmWorkers?: number;
  /** A worker whose heap is past this after a job is ended (default RETIRE_ABOVE_HEAP_BYTES; tests set it low). */
  retireAboveHeapBytes?: number;
  /** A worker whose job answered more amounts than this is ended too, whatever its heap (default RETIRE_AFTER_ROWS). */
  retireAfterRows?: number;
  /** How long after a retirement its replacement starts (default REFILL_DELAY_MS). */
  refillDelayMs?: number;
  /** The file a worker runs, and its Node options (default parse-worker-file.ts). */
  workerFile?: ParseWorkerFile;
}

/** A worker whose heap is past this after a job is ended rather than kept (a fresh one is ~20 MB). */
const RETIRE_ABOVE_HEAP_BYTES = 64 * 1024 * 1024;
/**
 * A worker that read more amounts than this is ended as well. Its heap after the job says too
 * little: a 200k-row log ends just under RETIRE_ABOVE_HEAP_BYTES, yet the idle worker keeps
 * ~85 MB of the process resident, which the categories step then adds to. A fresh worker costs
 * little beside a read this big.
 */
const RETIRE_AFTER_ROWS = 20_000;
/**
 * A replacement starts this long after the job that ended its predecessor, so that starting it
 * (and its warm-up: warm-up.ts) does not compete with the request that has just got its workbook.
 */
const REFILL_DELAY_MS = 1000;
const YOUNG_GENERATION_MB = 8;

interface PooledWorker {
  worker: Worker;
  heapMb: number;
  idleTimer?: NodeJS.Timeout;
}

export class WorkbookParserPool {
  private readonly idle: PooledWorker[] = [];
  private readonly waiting: Array<{ start: () => void; bytes: number }> = [];
  private waitingBytes = 0;
  private running = 0;
  private closed = false;
  private refillTimer?: NodeJS.Timeout;

  constructor(private readonly options: ParserPoolOptions) {}

  async run(job: ParseJob, limits: Pick<WorkbookLimits, 'timeoutMs' | 'maxHeapMb'>): Promise<ParsedWorkbook> {
    return (await this.parse(job, limits)).workbook;
  }

  /**
   * As `run`, the rows made as they are iterated from the worker's columns instead of unpacked:
   * the upload only counts, summarises and stores them (no 200k row objects on the main thread).
   */
  async stream(job: ParseJob, limits: Pick<WorkbookLimits, 'timeoutMs' | 'maxHeapMb'>): Promise<StreamedWorkbook> {
    return (await this.queued(job, limits, streamWorkbook)).workbook;
  }

  /** As `run`, with the source a Google Sheet's answer leaves to keep (job.ts ParseResult). */
  async parse(job: ParseJob, limits: Pick<WorkbookLimits, 'timeoutMs' | 'maxHeapMb'>): Promise<ParseResult> {
    return this.queued(job, limits, unpackWorkbook);
  }

  private async queued<W>(
    job: ParseJob,
    limits: Pick<WorkbookLimits, 'timeoutMs' | 'maxHeapMb'>,
    open: (packed: PackedWorkbook) => W,
  ): Promise<{ workbook: W; source?: Uint8Array }> {
    await this.acquire(job.buffer.length);
    try {
      // Inflated only now that a worker takes it: a job waiting in the queue holds no inflated bytes.
      return await this.runInWorker(withStreamedWorksheets(job), limits, open);
    } finally {
      this.release();
    }
  }

  /** Starts the warm workers now (server boot), so the first upload does not wait for one. */
  prewarm(heapMb: number): void {
    if (this.closed) return;
    while (this.idle.length < (this.options.warmWorkers ?? 0)) this.park(this.spawn(heapMb));
  }

  /** The workers waiting for a job, oldest first (a snapshot, for diagnostics and tests). */
  idleWorkers(): Worker[] {
    return this.idle.map((pooled) => pooled.worker);
  }

  /** Ends every idle worker (tests, shutdown); running jobs finish and their workers end too. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.refillTimer);
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((pooled) => this.retire(pooled)));
  }

  private acquire(bytes: number): Promise<void> {
    if (this.running < this.options.maxWorkers) {
      this.running += 1;
      return Promise.resolve();
    }
    const roomForBytes = this.waitingBytes + bytes <= (this.options.maxQueueBytes ?? 0);
    if (this.waiting.length >= this.options.maxQueue && !roomForBytes) return Promise.reject(fileErrors.busy());
    this.waitingBytes += bytes;
    return new Promise((start) => this.waiting.push({ start, bytes }));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    this.waitingBytes -= next.bytes;
    next.start();
  }

  private spawn(heapMb: number): PooledWorker {
    const { filename, execArgv } = this.options.workerFile ?? PARSE_WORKER_FILE;
    // A small young generation (V8's default is 3 × 16 MB): a parse allocates short-lived row
    // objects at a great rate, and 8 MB keeps the peak lower at no cost in time (a smaller one
    // slows the parse).
    const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB };
    const worker = new Worker(filename, { execArgv, resourceLimits });
    const pooled: PooledWorker = { worker, heapMb };
    // Always listened to: an 'error' nobody listens to would take the whole server down. A worker
    // that ends while idle (it should not) simply leaves the pool.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const at = this.idle.indexOf(pooled);
      if (at >= 0) this.idle.splice(at, 1);
      clearTimeout(pooled.idleTimer);
    });
    return pooled;
  }

  private takeIdle(heapMb: number): PooledWorker | undefined {
    const at = this.idle.findIndex((pooled) => pooled.heapMb === heapMb);
    if (at < 0) return undefined;
    const [pooled] = this.idle.splice(at, 1);
    clearTimeout(pooled.idleTimer);
    return pooled;
  }

  /** Starts replacements for retired workers a moment later (see REFILL_DELAY_MS). */
  private scheduleRefill(heapMb: number): void {
    if (this.closed || this.refillTimer || this.idle.length >= (this.options.warmWorkers ?? 0)) return;
    this.refillTimer = setTimeout(() => {
      this.refillTimer = undefined;
      this.prewarm(heapMb);
    }, this.options.refillDelayMs ?? REFILL_DELAY_MS);
    this.refillTimer.unref();
  }

  private park(pooled: PooledWorker): void {
    if (this.closed) {
      void this.retire(pooled);
      return;
    }
    pooled.worker.unref();
    this.idle.push(pooled);
    // The warm ones wait for the next upload however long it takes; any more end after idleMs.
    if (this.idle.length <= (this.options.warmWorkers ?? 0)) return;
    pooled.idleTimer = setTimeout(() => {
      const at = this.idle.indexOf(pooled);
      if (at >= 0) this.idle.splice(at, 1);
      void this.retire(pooled);
    }, this.options.idleMs);
    pooled.idleTimer.unref();
  }

  private async retire(pooled: PooledWorker): Promise<void> {
    clearTimeout(pooled.idleTimer);
    await pooled.worker.terminate();
  }

  /** Whether a worker that answered `reply` stays for the next job: its heap stayed small and its job was small. */
  private keepsAfter(reply: Extract<WorkerReply, { ok: true }>): boolean {
    const amounts = reply.workbook.sheets.reduce((sum, sheet) => sum + sheet.rowCount, 0);
    return (
      reply.heapBytes <= (this.options.retireAboveHeapBytes ?? RETIRE_ABOVE_HEAP_BYTES) &&
      amounts <= (this.options.retireAfterRows ?? RETIRE_AFTER_ROWS)
    );
  }

  private runInWorker<W>(
    { job, ports, start }: StreamedJob,
    limits: Pick<WorkbookLimits, 'timeoutMs' | 'maxHeapMb'>,
    open: (packed: PackedWorkbook) => W,
  ): Promise<{ workbook: W; source?: Uint8Array }> {
    const pooled = this.takeIdle(limits.maxHeapMb) ?? this.spawn(limits.maxHeapMb);
    const { worker } = pooled;
    return new Promise((resolve, reject) => {
      let settled = false;
      let stopInflating = () => undefined as void;
      const settle = (keepWorker: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stopInflating();
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keepWorker) this.park(pooled);
        else {
          void this.retire(pooled);
          this.scheduleRefill(pooled.heapMb);
        }
        outcome();
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.ok) settle(this.keepsAfter(reply), () => resolve({ workbook: open(reply.workbook), source: reply.source }));
        else settle(false, () => reject(new AppError(reply.status, reply.text)));
      };
      const onError = (error: Error & { code?: string }) => {
        // Out of memory is the file's doing; any other worker failure is ours (e.g. it could not
        // start) and surfaces as a server error rather than blaming the file.
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(false, () => reject(fileErrors.outOfMemory()));
        else settle(false, () => reject(new Error(`workbook parser worker failed: ${error.message}`)));
      };
      const onExit = (code: number) =>
        settle(false, () => reject(new Error(`workbook parser worker exited (code ${code}) before answering`)));
      const timer = setTimeout(
        () => settle(false, () => reject(fileErrors.timeout(Math.max(1, Math.round(limits.timeoutMs / 1000))))),
        limits.timeoutMs,
      );

      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.ref();
      // The worker gets its own copy of the bytes; the caller's buffer stays as it was. The ports its
      // worksheets are inflated into as it reads them (inflate-ahead.ts) are moved to it with the job.
      const { buffer, ...fields } = job;
      const bytes = new Uint8Array(buffer);
      const message: WorkerJob = { ...fields, bytes };
      worker.postMessage(message, [bytes.buffer, ...ports]);
      stopInflating = start();
    });
  }
}

/**
 * The process's pool: one worker per spare core (at least one), 16 waiting jobs of any size and
 * more while all waiting hold at most 32 MB (a burst of first uploads, small workbooks, all wait
 * their turn instead of the 17th and later answering 503), one worker kept warm for the next
 * upload and any others for 60 s.
 */
export const defaultParserPool = new WorkbookParserPool({
  maxWorkers: Math.max(1, Math.min(4, availableParallelism() - 1)),
  maxQueue: 16,
  maxQueueBytes: 32 * 1024 * 1024,
  idleMs: 60_000,
  warmWorkers: 1,
});
