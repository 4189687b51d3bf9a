import { Worker } from 'node:worker_threads';

/** SQLite's checkpoint modes this module runs (sqlite-checkpoints.ts says when each). */
export type CheckpointMode = 'PASSIVE' | 'TRUNCATE';

/**
 * What a checkpoint came to: done (`busy` when another connection's write or read kept a TRUNCATE
 * from finishing: it then copied what it could, as a PASSIVE one does), or the error SQLite gave,
 * its code kept so database-errors.ts can tell a full disk.
 */
export type CheckpointAnswer = { ok: true; busy: boolean } | { ok: false; error: { code: string; message: string } };

/**
 * The thread's program. Plain JavaScript given to the Worker as text, so the same code runs from
 * `dist` and under jest (which cannot load a TypeScript file in a worker); it needs nothing but the
 * driver, whose path it is given. Its own connection opens at the first checkpoint, with no busy
 * timeout: a TRUNCATE that meets the server's open write gives up at once instead of waiting.
 * Messages are answered one by one, in order.
 */
const THREAD_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db = null;
parentPort.on('message', (mode) => {
  if (mode === 'close') {
    try { if (db) db.close(); } finally { parentPort.postMessage({ ok: true, busy: false }); parentPort.close(); }
    return;
  }
  try {
    if (db === null) db = new Database(workerData.file, { fileMustExist: true, timeout: 0 });
    const [row] = db.pragma(mode === 'TRUNCATE' ? 'wal_checkpoint(TRUNCATE)' : 'wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true, busy: row.busy !== 0 });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: { code: String(error && error.code), message: String(error && error.message) } });
  }
});
`;

/**
 * How long a thread that ended unexpectedly waits before it starts again: `firstMs`, doubled for each
 * thread in a row that ended before it answered anything, up to `lastMs`. A thread that dies at once
 * (a driver that cannot load, say) is then started once a minute, not in a loop that holds a core.
 * Nothing is logged: no logger reaches db/ (createDataSource is given none, server.ts holds it).
 */
export interface RestartDelays {
  firstMs: number;
  lastMs: number;
}

export const DEFAULT_RESTART_DELAYS: RestartDelays = { firstMs: 1_000, lastMs: 60_000 };

/** The wait before the next start, after `endedInARow` threads ended without answering (1 for the first). */
export function restartDelayMs(endedInARow: number, delays: RestartDelays = DEFAULT_RESTART_DELAYS): number {
  return Math.min(delays.lastMs, delays.firstMs * 2 ** Math.max(0, endedInARow - 1));
}

/**
 * A second connection to a SQLite database file, on a worker thread of its own, that copies the
 * write-ahead log back into the database file when asked. A checkpoint reads and writes megabytes;
 * on the server's one connection it held the event loop (every request waiting) for as long.
 * Here the server's connection goes on meanwhile: reads never wait for a checkpoint, and a write
 * waits (SQLite's busy timeout) only while a TRUNCATE holds the log's write lock.
 * docs/decisions/sqlite-full-disk.md says how this keeps the log bounded.
 *
 * A thread that ends unless closed (a crash, terminated) starts again after restartDelayMs; without
 * it no checkpoint would run and the log would grow without bound. Meanwhile a checkpoint answers
 * THREAD_RESTARTING at once, a failure like a busy one: the next tick or turn asks again.
 */
export class CheckpointThread {
  /** The running thread; null while waiting to start again, or once closed. */
  private worker: Worker | null = null;
  /** Callers waiting for an answer, in the order they asked (the thread answers in that order). */
  private readonly waiting: ((answer: CheckpointAnswer) => void)[] = [];
  private closing: Promise<void> | null = null;
  private exited = false;
  /** Threads in a row that ended before answering anything (restartDelayMs). */
  private endedInARow = 0;
  private restartTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly file: string,
    private readonly restartDelays: RestartDelays = DEFAULT_RESTART_DELAYS,
  ) {
    this.start();
  }

  /** Runs a checkpoint of `mode` on the thread; never rejects. */
  checkpoint(mode: CheckpointMode): Promise<CheckpointAnswer> {
    if (this.closing || this.exited)
      return Promise.resolve({ ok: false, error: { code: 'THREAD_EXITED', message: 'The checkpoint thread is closed.' } });
    return new Promise((resolve) => this.ask(mode, resolve));
  }

  /** Closes the thread's connection (after the checkpoints asked for); the thread ends. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      if (this.restartTimer) clearTimeout(this.restartTimer);
      // Answered once its connection is closed, the thread then ending by itself; at once when none runs.
      this.ask('close', () => {
        if (!this.worker) this.exited = true;
        resolve();
      });
    });
    return this.closing;
  }

  private start(): void {
    const worker = new Worker(THREAD_PROGRAM, { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file: this.file } });
    this.worker = worker;
    worker.on('message', (answer: CheckpointAnswer) => {
      this.endedInARow = 0;
      this.waiting.shift()?.(answer);
      if (this.waiting.length === 0) worker.unref();
    });
    // A thread that dies answers whoever waits with its error.
    const ended = (code: string, message: string) => {
      for (const resolve of this.waiting.splice(0)) resolve({ ok: false, error: { code, message } });
    };
    worker.on('error', (error: Error) => ended('THREAD_ERROR', error.message));
    worker.on('exit', () => {
      this.worker = null;
      ended('THREAD_EXITED', 'The checkpoint thread has ended.');
      if (this.closing) {
        this.exited = true;
        return;
      }
      this.endedInARow += 1;
      this.restartTimer = setTimeout(
        () => {
          this.restartTimer = null;
          this.start();
        },
        restartDelayMs(this.endedInARow, this.restartDelays),
      );
      // Waiting to start again keeps no process alive, as an idle thread does not.
      this.restartTimer.unref();
    });
    // Idle, it never keeps a process alive by itself (the database's close ends it, close above);
    // while someone waits for its answer, it does (ask).
    worker.unref();
  }

  private ask(message: CheckpointMode | 'close', answered: (answer: CheckpointAnswer) => void): void {
    if (!this.worker)
      return answered({ ok: false, error: { code: 'THREAD_RESTARTING', message: 'The checkpoint thread is starting again.' } });
    this.waiting.push(answered);
    this.worker.ref();
    this.worker.postMessage(message);
  }
}

/** Tests only: the running thread's Worker (null while it starts again), so a test can terminate it. */
export function checkpointWorkerForTests(thread: CheckpointThread): Worker | null {
  return thread['worker'];
}
