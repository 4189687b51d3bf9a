/**
 * A fresh parsing worker reads a small generated log before its first job (WARM_UP_READS times).
 * Without it the first upload a worker gets runs the zip and XML code and the layouts in V8's
 * interpreter and pays their one-time set-up, which makes that upload markedly slower than the
 * next (api/bench/pipeline.ts measures a first upload to a warm worker). Workers are started ahead
 * (pool.ts), so this costs the user nothing; a job that arrives meanwhile ends it after the read
 * under way. The workbook is kept as bytes (warm-up-workbook.ts) so that the worker does not load
 * exceljs only to write it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { readZipDirectory } from '../zip';
import { parseJob } from './parse-job';
import { WARM_UP_ROWS, WARM_UP_XLSX_BASE64 } from './warm-up-workbook';

/**
 * Reads of the warm-up log: once runs every path, but V8 optimizes the per-cell and per-row code
 * only after many more calls; ten still end well before a freshly started worker is first needed.
 */
const WARM_UP_READS = 10;

/**
 * Never fails: a worker that could not warm up still reads files, only slower the first time.
 * `wanted`: asked between reads, false once a job is waiting, which then waits only for the read
 * under way (each read lets the worker receive a job that arrived meanwhile).
 */
export async function warmUp(wanted: () => boolean = () => true): Promise<void> {
  try {
    const buffer = Buffer.from(WARM_UP_XLSX_BASE64, 'base64');
    const zipDirectory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    for (let read = 0; read < WARM_UP_READS && wanted(); read += 1) {
      await parseJob({ kind: 'xlsx', buffer, fileName: 'warm-up.xlsx', extension: '.xlsx', maxRows: WARM_UP_ROWS * 2, zipDirectory });
      await nextTurn();
    }
  } catch {
    // nothing to do
  }
}
