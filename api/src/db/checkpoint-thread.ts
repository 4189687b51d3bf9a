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
 * A second connection to a SQLite database file, on a worker thread of its own, that copies the
 * write-ahead log back into the database file when asked. A checkpoint reads and writes megabytes;
 * on the server's one connection it held the event loop (every request waiting) for as long.
 * Here the server's connection goes on meanwhile: reads never wait for a checkpoint, and a write
 * waits (SQLite's busy timeout) only while a TRUNCATE holds the log's write lock.
 * docs/decisions/sqlite-full-disk.md says how this keeps the log bounded.
 */
export class CheckpointThread {
  private readonly worker: Worker;
  /** Callers waiting for an answer, in the order they asked (the thread answers in that order). */
  private readonly waiting: ((answer: CheckpointAnswer) => void)[] = [];
  private closing: Promise<void> | null = null;
  private exited = false;

  constructor(file: string) {
    this.worker = new Worker(THREAD_PROGRAM, { eval: true, workerData: { driver: require.resolve('better-sqlite3'), file } });
    this.worker.on('message', (answer: CheckpointAnswer) => {
      this.waiting.shift()?.(answer);
      if (this.waiting.length === 0) this.worker.unref();
    });
    // A thread that dies answers whoever waits with its error; later asks are answered the same.
    const ended = (code: string, message: string) => {
      for (const resolve of this.waiting.splice(0)) resolve({ ok: false, error: { code, message } });
    };
    this.worker.on('error', (error: Error) => ended('THREAD_ERROR', error.message));
    this.worker.on('exit', () => {
      this.exited = true;
      ended('THREAD_EXITED', 'The checkpoint thread has ended.');
    });
    // Idle, it never keeps a process alive by itself (the database's close ends it, close below);
    // while someone waits for its answer, it does (ask).
    this.worker.unref();
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
      if (this.exited) return resolve();
      // Answered once its connection is closed; the thread then ends by itself.
      this.ask('close', () => resolve());
    });
    return this.closing;
  }

  private ask(message: CheckpointMode | 'close', answered: (answer: CheckpointAnswer) => void): void {
    this.waiting.push(answered);
    this.worker.ref();
    this.worker.postMessage(message);
  }
}
