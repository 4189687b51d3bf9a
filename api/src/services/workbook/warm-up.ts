/**
 * A fresh parsing worker reads a small generated log once before its first job. Without it the
 * first upload a worker gets runs exceljs, the zip and XML code and the layouts in V8's
 * interpreter and pays their one-time set-up: a 10k-row file took ~390 ms there against ~220 ms
 * in a worker that had read one before. Workers are started ahead (worker-pool.ts), so this costs
 * the user nothing; a job that arrives meanwhile waits for it.
 */
import ExcelJS from 'exceljs';
import { parseJob } from './read-grids';
import { readZipDirectory } from './zip-directory';

const WARM_UP_ROWS = 2000;
const DAY_MS = 86_400_000;

async function warmUpWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Log');
  sheet.addRow(['Date', 'Description', 'Category', 'Subcategory', 'Amount']);
  for (let i = 0; i < WARM_UP_ROWS; i += 1) {
    const row = sheet.addRow([new Date(Date.UTC(2024, 0, 1) + (i % 365) * DAY_MS), `Shop ${i % 7}`, i % 5 === 0 ? 'Income' : 'Food', `Kind ${i % 3}`, ((i % 13) - 6) * 12.34]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Never fails: a worker that could not warm up still reads files, only slower the first time. */
export async function warmUp(): Promise<void> {
  try {
    const buffer = await warmUpWorkbook();
    const zipDirectory = await readZipDirectory(buffer, 64 * 1024 * 1024);
    await parseJob({ kind: 'xlsx', buffer, csvSheetName: 'warm-up', maxRows: WARM_UP_ROWS * 2, zipDirectory });
  } catch {
    // nothing to do
  }
}
