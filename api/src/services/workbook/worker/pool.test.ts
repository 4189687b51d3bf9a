/**
 * The pool's life cycle of workers: kept, retired and replaced, warmed ahead, ended on close.
 * Real worker threads (under jest they load the TypeScript sources through ts-node: test/support/parse-worker-file.ts), so jobs are tiny CSVs.
 */
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { AppError } from '../../../errors';
import type { ParseJob } from './job';
import { closeWorkbookReaders } from '../index';
import { defaultParserPool, WorkbookParserPool, type ParserPoolOptions } from './pool';

jest.setTimeout(60_000);

const LIMITS = { timeoutMs: 30_000, maxHeapMb: 256 };
const csvJob = (text: string, maxRows = 100): ParseJob => ({
  kind: 'csv',
  buffer: Buffer.from(text),
  fileName: 'Log.csv',
  extension: '.csv',
  maxRows,
});
const GOOD = csvJob('Date,Category,Amount\n2025-01-01,Food,-1.25\n');
/** Two amounts against a limit of one: the worker answers a refusal (413), a failed job. */
const TOO_MANY = csvJob('Date,Category,Amount\n2025-01-01,Food,1\n2025-01-02,Food,2\n', 1);

const pools: WorkbookParserPool[] = [];
function pool(options: Partial<ParserPoolOptions> = {}): WorkbookParserPool {
  const created = new WorkbookParserPool({ maxWorkers: 2, maxQueue: 4, idleMs: 60_000, warmWorkers: 1, refillDelayMs: 20, ...options });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

/** Resolves once the worker thread has ended (a terminated worker's threadId turns −1). */
async function ended(worker: Worker): Promise<void> {
  if (worker.threadId !== -1) await once(worker, 'exit');
}

/** Polls until `check` holds (the pool starts replacements on a timer). */
async function eventually(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('WorkbookParserPool workers', () => {
  it('prewarm starts the one warm worker, and only one however often it is called', () => {
    const parsers = pool({ warmWorkers: 1 });
    expect(parsers.idleWorkers()).toHaveLength(0);
    parsers.prewarm(LIMITS.maxHeapMb);
    parsers.prewarm(LIMITS.maxHeapMb);
    const idle = parsers.idleWorkers();
    expect(idle).toHaveLength(1);
    expect(idle[0].threadId).toBeGreaterThan(0);
  });

  it('keeps a worker whose heap stayed small and gives it the next job', async () => {
    const parsers = pool({ retireAboveHeapBytes: Number.MAX_SAFE_INTEGER });
    parsers.prewarm(LIMITS.maxHeapMb);
    const [warm] = parsers.idleWorkers();
    const workbook = await parsers.run(GOOD, LIMITS);
    expect(workbook.sheets[0].rows).toEqual([
      { category: 'Food', subcategory: 'Food', description: '', amountCents: -125, date: '2025-01-01' },
    ]);
    expect(parsers.idleWorkers()).toEqual([warm]);
    expect(warm.threadId).toBeGreaterThan(0);
  });

  it('ends a worker whose heap grew past the threshold and starts a fresh one a moment later', async () => {
    // Any heap is past 0 bytes: every worker counts as one a big file left large.
    const parsers = pool({ retireAboveHeapBytes: 0, refillDelayMs: 50 });
    parsers.prewarm(LIMITS.maxHeapMb);
    const [warm] = parsers.idleWorkers();
    await parsers.run(GOOD, LIMITS);
    expect(parsers.idleWorkers()).toEqual([]); // not parked again, the replacement waits its delay
    await ended(warm);
    await eventually(() => parsers.idleWorkers().length === 1);
    const [fresh] = parsers.idleWorkers();
    expect(fresh).not.toBe(warm);
    expect(fresh.threadId).toBeGreaterThan(0);
  });

  it('ends a worker whose job answered more amounts than retireAfterRows, however small its heap', async () => {
    const parsers = pool({ retireAboveHeapBytes: Number.MAX_SAFE_INTEGER, retireAfterRows: 1, refillDelayMs: 50 });
    parsers.prewarm(LIMITS.maxHeapMb);
    const [warm] = parsers.idleWorkers();
    // Two amounts: past the limit of one.
    await parsers.run(csvJob('Date,Category,Amount\n2025-01-01,Food,1\n2025-01-02,Food,2\n'), LIMITS);
    expect(parsers.idleWorkers()).toEqual([]);
    await ended(warm);
    await eventually(() => parsers.idleWorkers().length === 1);
    expect(parsers.idleWorkers()[0]).not.toBe(warm);
  });

  it('keeps a worker whose job answered exactly retireAfterRows amounts', async () => {
    const parsers = pool({ retireAboveHeapBytes: Number.MAX_SAFE_INTEGER, retireAfterRows: 1 });
    parsers.prewarm(LIMITS.maxHeapMb);
    const [warm] = parsers.idleWorkers();
    await parsers.run(GOOD, LIMITS);
    expect(parsers.idleWorkers()).toEqual([warm]);
  });

  it('ends a worker that failed its job and replaces it', async () => {
    const parsers = pool({ retireAboveHeapBytes: Number.MAX_SAFE_INTEGER });
    parsers.prewarm(LIMITS.maxHeapMb);
    const [warm] = parsers.idleWorkers();
    const failure = await parsers.run(TOO_MANY, LIMITS).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(413);
    await ended(warm);
    await eventually(() => parsers.idleWorkers().length === 1);
    const [fresh] = parsers.idleWorkers();
    expect(fresh).not.toBe(warm);
    // The replacement works.
    expect((await parsers.run(GOOD, LIMITS)).sheets[0].rows).toHaveLength(1);
  });

  it('keeps one ready worker and ends the others once they were idle for idleMs', async () => {
    const parsers = pool({ maxWorkers: 2, warmWorkers: 1, idleMs: 100, retireAboveHeapBytes: Number.MAX_SAFE_INTEGER });
    // Two jobs at once: two workers, both parked afterwards.
    await Promise.all([parsers.run(GOOD, LIMITS), parsers.run(GOOD, LIMITS)]);
    const parked = parsers.idleWorkers();
    expect(parked).toHaveLength(2);
    await eventually(() => parsers.idleWorkers().length === 1);
    const [kept] = parsers.idleWorkers();
    const extra = parked.find((worker) => worker !== kept)!;
    await ended(extra);
    // The warm one waits without time limit.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(parsers.idleWorkers()).toEqual([kept]);
    expect(kept.threadId).toBeGreaterThan(0);
  });

  it('close ends every worker, also one that finishes its job after close, and starts no more', async () => {
    const parsers = pool({ maxWorkers: 2, warmWorkers: 1, retireAboveHeapBytes: Number.MAX_SAFE_INTEGER });
    parsers.prewarm(LIMITS.maxHeapMb);
    const [warm] = parsers.idleWorkers();
    const running = parsers.run(GOOD, LIMITS); // takes the warm worker
    const second = parsers.run(GOOD, LIMITS); // starts another
    await parsers.close();
    expect(parsers.idleWorkers()).toEqual([]);
    await Promise.all([running, second]);
    await ended(warm);
    expect(parsers.idleWorkers()).toEqual([]);
    parsers.prewarm(LIMITS.maxHeapMb);
    expect(parsers.idleWorkers()).toEqual([]);
  });

  it("closeWorkbookReaders ends the process pool's warm worker (nothing keeps the process alive)", async () => {
    defaultParserPool.prewarm(LIMITS.maxHeapMb);
    const [warm] = defaultParserPool.idleWorkers();
    expect(warm.threadId).toBeGreaterThan(0);
    await closeWorkbookReaders();
    expect(warm.threadId).toBe(-1);
    expect(defaultParserPool.idleWorkers()).toEqual([]);
  });
});
