/**
 * A transaction log's bank reference column (`Reference`, `FITID`, `Buchungsreferenz`,
 * `Referencia`): each row's bank id, read into `SheetRow.reference` (trimmed, absent when blank), by
 * which an account source adds a statement without duplicates (domain/sources/dedupe.ts). Nothing
 * else of a reading changes by it: a budget's `Reference` column reads as it did.
 */
import { parseWorkbook } from './read-workbook';
import { createSheetParser } from './streamed-sheet';
import { findTables } from '../tables/find-tables';
import { referenceRank } from '../tables/roles';
import type { Cell, ParsedTable } from '../types';

const read = (rows: Cell[][], name = 'Log') => parseWorkbook([{ name, rows }]).sheets;
const references = (table: ParsedTable) => table.rows.map((row) => row.reference);

describe('referenceRank: the words a bank export names its transaction reference by', () => {
  it.each<[string, number]>([
    ['Reference', 1],
    ['FITID', 0],
    ['Transaction ID', 0],
    ['Bank reference', 0],
    ['AcctSvcrRef', 0],
    ['Referenz', 1],
    ['Buchungsreferenz', 0],
    ['Referencia', 1],
    ['Référence', 1],
    ['Referentie', 1],
    ['References', 1],
  ])('%p (rank %i)', (label, rank) => {
    expect(referenceRank(label)).toBe(rank);
  });

  it.each<[Cell]>([['Description'], ['Amount'], ['constructor'], [''], [42], [null]])('%p names no reference', (label) => {
    expect(referenceRank(label)).toBeNull();
  });
});

describe('a log reads its reference column into each row', () => {
  it('English: `Reference`, trimmed, absent where blank; the reading names no new column', () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Amount', 'Reference'],
      ['2025-01-03', 'Coffee Shop', -4.5, '  TX-001 '],
      ['2025-01-03', 'Coffee Shop', -4.5, 'TX-002'],
      ['2025-01-05', 'Salary', 2500, ''],
      ['2025-01-06', 'Bakery', -3, 123456],
    ];
    const [frame] = findTables(rows);
    expect(frame.kind).toBe('log');
    expect(frame.reference).toBe(3);
    expect(frame.roles).toEqual({ date: 0, description: 1, amount: 2 });
    const [table] = read(rows);
    expect(references(table)).toEqual(['TX-001', 'TX-002', undefined, '123456']);
    expect(table.rows[2]).not.toHaveProperty('reference');
    // The rest of each row as before.
    expect(table.rows.map((row) => [row.date, row.description, row.amountCents])).toEqual([
      ['2025-01-03', 'Coffee Shop', -450],
      ['2025-01-03', 'Coffee Shop', -450],
      ['2025-01-05', 'Salary', 250000],
      ['2025-01-06', 'Bakery', -300],
    ]);
  });

  it('German: `Buchungsreferenz` before a plain `Referenz`, wherever it stands', () => {
    const rows: Cell[][] = [
      ['Buchungstag', 'Referenz', 'Auftraggeber/Empfänger', 'Verwendungszweck', 'Betrag (EUR)', 'Buchungsreferenz'],
      ['03.01.2025', 'R1', 'REWE Markt', 'Einkauf', '-12,50', 'B-100'],
      ['04.01.2025', 'R2', 'Arbeitgeber GmbH', 'Gehalt', '2.500,00', 'B-101'],
    ];
    const [frame] = findTables(rows);
    expect(frame.reference).toBe(5);
    const [table] = read(rows);
    expect(references(table)).toEqual(['B-100', 'B-101']);
    expect(table.rows.map((row) => row.description)).toEqual(['REWE Markt', 'Arbeitgeber GmbH']);
  });

  it('Spanish: `Referencia`', () => {
    const rows: Cell[][] = [
      ['Fecha', 'Concepto', 'Importe', 'Referencia'],
      ['03/01/2025', 'Mercadona', '-23,40', '0001'],
      ['04/01/2025', 'Nómina', '1.800,00', '0002'],
    ];
    const [table] = read(rows);
    expect(references(table)).toEqual(['0001', '0002']);
    expect(table.rows.map((row) => row.amountCents)).toEqual([-2340, 180000]);
  });

  it('a log without one reads no reference at all', () => {
    const [table] = read([
      ['Date', 'Description', 'Amount'],
      ['2025-01-03', 'Coffee Shop', -4.5],
    ]);
    expect(table.rows[0]).toEqual({
      category: 'Uncategorized',
      subcategory: 'Coffee Shop',
      description: 'Coffee Shop',
      amountCents: -450,
      date: '2025-01-03',
    });
  });

  it('a log streamed in row by row reads it too', () => {
    const parser = createSheetParser('Log', {});
    const rows: Cell[][] = [['Date', 'Payee', 'Amount', 'FITID']];
    for (let i = 0; i < 300; i += 1) rows.push([`2025-01-${String(1 + (i % 28)).padStart(2, '0')}`, `Shop ${i % 7}`, -1 - i, `F${i}`]);
    for (const row of rows) expect(parser.pushRow(row)).toBe(true);
    const [table] = parser.finish({});
    expect(table.rows).toHaveLength(300);
    expect(table.rows[0].reference).toBe('F0');
    expect(table.rows[299].reference).toBe('F299');
  });
});

describe('a budget with a `Reference` column reads as before', () => {
  it('the column is no reference, and its texts still name the rows of a block without labels', () => {
    const rows: Cell[][] = [
      ['Reference', 'Budget', 'Actual'],
      ['Rent', 900, 900],
      ['Groceries', 400, 385.5],
    ];
    const [frame] = findTables(rows);
    expect(frame.kind).toBe('periods');
    expect(frame).not.toHaveProperty('reference');
    const [table] = read(rows, 'Budget');
    expect(table.rows.map((row) => [row.category, row.subcategory, row.amountCents])).toEqual([
      ['Reference', 'Rent', 90000],
      ['Reference', 'Groceries', 38550],
    ]);
    for (const row of table.rows) expect(row).not.toHaveProperty('reference');
  });

  it('beside a category column, it changes nothing of the rows', () => {
    const rows: Cell[][] = [
      ['Category', 'Reference', 'Budget', 'Actual'],
      ['Rent', 'R-1', 900, 900],
      ['Groceries', 'R-2', 400, 385.5],
    ];
    const [table] = read(rows, 'Budget');
    const [withoutColumn] = read(
      rows.map((row) => [row[0], row[2], row[3]]),
      'Budget',
    );
    expect(table.rows).toEqual(withoutColumn.rows);
  });
});
