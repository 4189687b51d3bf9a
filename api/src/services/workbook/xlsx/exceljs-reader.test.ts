import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { RowBudget } from '../grids/row-budget';
import { readZipDirectory } from '../zip';
import { excelValueToCell, readXlsxGrids } from './exceljs-reader';

describe('excelValueToCell', () => {
  const date = new Date(Date.UTC(2025, 0, 2));
  it.each<[string, unknown, unknown]>([
    ['number', 12.5, 12.5],
    ['text', 'Rent', 'Rent'],
    ['boolean', true, true],
    ['date', date, date],
    ['empty', null, null],
    ['formula with a cached number', { formula: 'A1*2', result: 10 }, 10],
    ['formula with cached text', { formula: 'A1&"x"', result: 'Rentx' }, 'Rentx'],
    ['shared formula with a cached value', { sharedFormula: 'B2', result: 3 }, 3],
    ['formula never calculated', { formula: 'A1*2' }, null],
    ['formula with an error result', { formula: '1/0', result: { error: '#DIV/0!' } }, null],
    ['formula whose result is NaN (an error read as a number)', { formula: 'X', result: Number.NaN }, null],
    ['rich text', { richText: [{ text: 'Gro' }, { font: {}, text: 'ceries' }] }, 'Groceries'],
    ['hyperlink', { text: 'Bank', hyperlink: 'https://bank.example' }, 'Bank'],
    ['error', { error: '#N/A' }, null],
    ['invalid date', new Date(Number.NaN), null],
  ])('%s', (_name, value, expected) => {
    expect(excelValueToCell(value)).toEqual(expected);
  });
});

describe('readXlsxGrids', () => {
  async function read(book: ExcelJS.Workbook) {
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    return readXlsxGrids(buffer, await readZipDirectory(buffer, 64 * 1024 * 1024), new RowBudget(1000));
  }

  it("names the sheets, in the workbook's own order, and marks the hidden ones, from workbook.xml", async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('First').addRow(['a', 1]);
    book.addWorksheet('Second', { state: 'hidden' }).addRow(['b', 2]);
    book.addWorksheet('Third', { state: 'veryHidden' }).addRow(['c', 3]);
    const grids = await read(book);
    expect(grids!.map((grid) => [grid.name, grid.hidden ?? false, grid.rows])).toEqual([
      ['First', false, [['a', 1]]],
      ['Second', true, [['b', 2]]],
      ['Third', true, [['c', 3]]],
    ]);
  });

  it('reads the worksheets in the order the workbook lists them, whatever their part names', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('One').addRow(['one']);
    book.addWorksheet('Two').addRow(['two']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    // The workbook lists sheet2.xml first: swap the two <sheet> elements' relationship ids.
    const files = unzipSync(buffer);
    const xml = strFromU8(files['xl/workbook.xml']);
    const [first, second] = [...xml.matchAll(/<sheet [^>]*r:id="([^"]+)"/g)].map((match) => match[1]);
    files['xl/workbook.xml'] = strToU8(
      xml.replace(/(<sheet [^>]*r:id=")([^"]+)"/g, (_match, start: string, id: string) => `${start}${id === first ? second : first}"`),
    );
    const swapped = Buffer.from(zipSync(files));
    const grids = await readXlsxGrids(swapped, await readZipDirectory(swapped, 64 * 1024 * 1024), new RowBudget(1000));
    expect(grids!.map((grid) => [grid.name, grid.rows])).toEqual([
      ['One', [['two']]],
      ['Two', [['one']]],
    ]);
  });
});
