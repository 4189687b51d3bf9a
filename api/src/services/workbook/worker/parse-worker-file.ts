/**
 * The file a parsing worker runs: thread.js beside this module in `dist`, or thread.ts where the
 * process runs the sources through ts-node's require hook (`node -r ts-node/register`, as the
 * server-process tests do), which worker threads inherit with the process's options. Under jest
 * there is no such hook: jest maps this module to test/support/parse-worker-file.ts, which names a
 * test-only bootstrap instead.
 */

export interface ParseWorkerFile {
  filename: string;
  /** Node options for the worker thread (none: the process's own). */
  execArgv?: string[];
}

export const PARSE_WORKER_FILE: ParseWorkerFile = { filename: require.resolve('./thread') };
