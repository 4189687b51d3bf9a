import * as XLSX from '@e965/xlsx';
import type { SheetGrid } from '../../../domain/workbook/types';
import { RowBudget } from '../grids/row-budget';
import { readSheetJsGrids } from './sheetjs-reader';

/** A workbook of four small sheets written by SheetJS; `Hidden` per sheet as SheetJS keeps it (0 shown, 1 hidden, 2 very hidden). */
function workbookBytes(bookType: 'xls' | 'xlsx', hidden: (0 | 1 | 2)[]): Buffer {
  const workbook = XLSX.utils.book_new();
  const names = ['Log', 'Lists', 'Calc', 'Shown'];
  names.forEach((name, index) =>
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['Sheet', name],
        ['Row', index + 1],
      ]),
      name,
    ),
  );
  workbook.Workbook = { Sheets: names.map((name, index) => ({ name, Hidden: hidden[index] })) };
  return XLSX.write(workbook, { bookType, type: 'buffer' }) as Buffer;
}

const flags = (grids: SheetGrid[]) => grids.map((grid) => [grid.name, grid.hidden ?? false]);

describe('readSheetJsGrids', () => {
  it.each<['.xls' | '.xlsx']>([['.xls'], ['.xlsx']])(
    'marks the sheets a %s workbook hides (Hidden 1 or 2) and reads them all the same',
    (extension) => {
      const grids = readSheetJsGrids(workbookBytes(extension === '.xls' ? 'xls' : 'xlsx', [0, 1, 2, 0]), extension, new RowBudget(100));
      expect(flags(grids)).toEqual([
        ['Log', false],
        ['Lists', true],
        ['Calc', true],
        ['Shown', false],
      ]);
      expect(grids[2].rows).toEqual([
        ['Sheet', 'Calc'],
        ['Row', 3],
      ]);
      expect(grids[0]).not.toHaveProperty('hidden');
    },
  );

  it('marks nothing in a workbook without sheet properties', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['a', 1]]), 'Only');
    const grids = readSheetJsGrids(XLSX.write(workbook, { bookType: 'xls', type: 'buffer' }) as Buffer, '.xls', new RowBudget(100));
    expect(grids).toEqual([{ name: 'Only', rows: [['a', 1]] }]);
    expect(grids[0]).not.toHaveProperty('hidden');
  });
});
