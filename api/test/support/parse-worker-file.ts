/**
 * Under jest the parsing worker runs the TypeScript sources: jest.config.ts maps the pool's
 * src/services/workbook/worker/parse-worker-file.ts here, and the worker thread starts from
 * parse-worker.cjs, which registers ts-node (transpile only) before loading them. Production
 * runs the compiled thread.js and never loads ts-node.
 */
import path from 'node:path';
import type { ParseWorkerFile } from '../../src/services/workbook/worker/parse-worker-file';

export const PARSE_WORKER_FILE: ParseWorkerFile = { filename: path.join(__dirname, 'parse-worker.cjs') };
