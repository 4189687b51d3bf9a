import { englishText } from '../../../../test/support/reading-english';
import { AppError } from '../../../errors';
import { workbookLimits } from '../limits';
import { checkWorkbookFile } from './check';
import { readGrids } from '../worker/parse-job';

const LIMITS = workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 });
const SEMICOLONS = 'Date;Category;Amount\r\n2025-01-01;Food;"1.234,56"\r\n2025-01-02;Rent;900\r\n2025-01-03;Fun;12,5\r\n';
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checkWorkbookFile: text whatever its name', () => {
  it.each<[string, Buffer, string | undefined]>([
    ['budget.csv', Buffer.from(SEMICOLONS), undefined],
    [
      'budget.xlsx',
      Buffer.from(SEMICOLONS),
      'The file "budget.xlsx" holds text, not a workbook: it was read as CSV (semicolon-separated).',
    ],
    [
      'Budget 2025.XLS',
      utf16le(SEMICOLONS.replace(/;/g, '\t')),
      'The file "Budget 2025.XLS" holds text, not a workbook: it was read as CSV (tab-separated).',
    ],
    ['export.tsv', Buffer.from(SEMICOLONS.replace(/;/g, '\t')), 'The file "export.tsv" was read as CSV (tab-separated).'],
    ['C:\\fakepath\\export.txt', Buffer.from(SEMICOLONS.replace(/;/g, '|')), 'The file "export.txt" was read as CSV (pipe-separated).'],
  ])('reads %s as CSV', async (fileName, buffer, note) => {
    const job = await checkWorkbookFile({ buffer, fileName }, LIMITS);
    expect(job.kind).toBe('csv');
    const grids = await readGrids(job);
    expect(grids).toHaveLength(1);
    expect(englishText(grids[0].note)).toBe(note ?? null);
    expect(grids[0].rows).toEqual([
      ['Date', 'Category', 'Amount'],
      ['2025-01-01', 'Food', '1.234,56'],
      ['2025-01-02', 'Rent', 900],
      ['2025-01-03', 'Fun', '12,5'],
    ]);
  });

  it('names the sheet after the file, without its extension', async () => {
    const job = await checkWorkbookFile({ buffer: Buffer.from(SEMICOLONS), fileName: 'Household.xlsx' }, LIMITS);
    expect((await readGrids(job))[0].name).toBe('Household');
  });

  it.each([
    ['budget.xls', /named \.xls but holds plain text in HTML or XML/],
    ['budget.xlsx', /named \.xlsx but holds plain text in HTML or XML/],
  ])('refuses a web page named %s (415)', async (fileName, pattern) => {
    const error = await refusal(
      checkWorkbookFile({ buffer: Buffer.from('<html><body><table><tr><td>Date</td></tr></table></body></html>'), fileName }, LIMITS),
    );
    expect({ status: error.status, message: error.message }).toEqual({ status: 415, message: expect.stringMatching(pattern) });
  });

  it.each([
    ['binary bytes named .xlsx', Buffer.from([0x41, 0x00, 0xff, 0x13, 0x88, 0x00]), 'budget.xlsx'],
    ['binary bytes named .txt', Buffer.from([0x41, 0x00, 0xff, 0x13, 0x88, 0x00]), 'budget.txt'],
    ['a UTF-16 BOM before bytes that are not UTF-16', Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41]), 'budget.csv'],
  ])('still refuses %s as not a spreadsheet (415)', async (_name, buffer, fileName) => {
    const error = await refusal(checkWorkbookFile({ buffer, fileName }, LIMITS));
    expect({ status: error.status, message: error.message }).toEqual({
      status: 415,
      message: expect.stringMatching(/is not a spreadsheet OnTrack can read/),
    });
  });

  it('still refuses other extensions (415)', async () => {
    const error = await refusal(checkWorkbookFile({ buffer: Buffer.from(SEMICOLONS), fileName: 'budget.pdf' }, LIMITS));
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/not \.pdf files/);
  });
});
