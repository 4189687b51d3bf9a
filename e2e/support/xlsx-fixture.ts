import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ExcelJSModule from 'exceljs';

const requireFromApi = createRequire(path.resolve(__dirname, '../../api/package.json'));
const ExcelJS = requireFromApi('exceljs') as typeof ExcelJSModule;

/** A date cell as a spreadsheet holds it (midnight UTC of `iso`, `YYYY-MM-DD`). */
export const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** An .xlsx file written here, with exceljs (installed in the api workspace): one sheet per entry, its rows as given. */
export async function xlsxFile(sheets: Record<string, readonly (readonly unknown[])[]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
