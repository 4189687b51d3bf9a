import { readSheetTables } from './read-sheet';
import { type ReadSettings } from './settings';
import { createSheetParser, HEAD_ROWS } from './streamed-sheet';
import type { Cell, ParsedTable, SheetGrid } from '../types';
import { english } from '../../../../test/support/reading-english';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The grid pushed row by row as a reader would, pushed again into a whole-grid parser when asked. */
function streamed(grid: SheetGrid, read: ReadSettings = {}): { tables: ParsedTable[]; mode: string; restarted: boolean } {
  const { name, rows, ...meta } = grid;
  const parser = createSheetParser(name, read);
  if (rows.every((row) => parser.pushRow(row))) return { tables: parser.finish(meta), mode: parser.mode, restarted: false };
  const whole = createSheetParser(name, read, { wholeGrid: true });
  for (const row of rows) expect(whole.pushRow(row)).toBe(true);
  return { tables: whole.finish(meta), mode: whole.mode, restarted: true };
}

const CATEGORIES: Array<[string, string]> = [
  ['Food', 'Groceries'],
  ['Food', 'Dining'],
  ['Income', 'Salary'],
  ['Housing', 'Rent'],
  ['Transport', 'Fuel'],
];

/** A log of `count` rows under `titles`, with the rows a reading skips mixed in (blank, total, balance, placeholder, repeated header). */
function logGrid(
  count: number,
  {
    titles = [['Household log 2024'], []] as Cell[][],
    date = (i: number): Cell => d(`2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`),
    amount = (i: number): Cell => (i % 7 === 0 ? 2500 : -((i % 50) + 1.25)),
  } = {},
): Cell[][] {
  const header: Cell[] = ['Date', 'Description', 'Category', 'Subcategory', 'Amount', 'Account'];
  const rows: Cell[][] = [...titles, header];
  for (let i = 0; i < count; i += 1) {
    const [category, subcategory] = CATEGORIES[i % CATEGORIES.length];
    if (i % 97 === 5) rows.push([]);
    else if (i % 211 === 7) rows.push([date(i), 'Subtotal', 'Total', '', 1234]);
    else if (i % 389 === 11) rows.push([date(i), 'Opening balance', 'Balance', 'Balance', 500]);
    else if (i % 401 === 13) rows.push([date(i), 'Pending', category, subcategory, '-']);
    else if (i % 997 === 17) rows.push([...header]);
    else rows.push([date(i), `Shop ${i % 13}`, category, subcategory, amount(i), i % 2 ? 'Card' : 'Checking']);
  }
  return rows;
}

/** Cells beside a log row, from column H on (the log's columns are A to F). */
const beside = (row: Cell[], cells: Cell[]): Cell[] => [...row, ...new Array<Cell>(7 - row.length).fill(null), ...cells];

function expectSameAsWholeGrid(grid: SheetGrid, read: ReadSettings = {}): { mode: string; restarted: boolean } {
  const result = streamed(grid, read);
  expect(result.tables).toEqual(readSheetTables(grid, read));
  return result;
}

describe('createSheetParser: a sheet read as its rows come in, exactly as the whole grid reads', () => {
  it('streams a long log whose header is within the first rows, with every kind of skipped row, a currency and fractions of a cent', () => {
    const rows = logGrid(3000, { amount: (i) => (i % 7 === 0 ? 2500 : i % 11 === 0 ? -12.3456 : -((i % 50) + 1.25)) });
    const { mode, restarted } = expectSameAsWholeGrid({ name: 'Log', rows, currency: 'EUR', hidden: true });
    expect(mode).toBe('log');
    expect(restarted).toBe(false);
    const [table] = streamed({ name: 'Log', rows }).tables;
    expect(table.reading?.skipped).toMatchObject({
      blank: expect.any(Number),
      totals: expect.any(Number),
      balances: expect.any(Number),
      placeholders: expect.any(Number),
      headers: expect.any(Number),
    });
    expect(english(table.reading?.warnings).join(' ')).toMatch(/more than two decimals/);
    expect(table.range).toBe(`A3:F${rows.length}`);
  });

  it('finds the header on the last row streaming allows (row 15) and reads the titles above it', () => {
    const titles: Cell[][] = [['Transactions 2024'], ...Array.from({ length: 13 }, (_, i): Cell[] => (i % 2 ? [] : [`Note ${i}`]))];
    const rows = logGrid(1000, { titles });
    expect(rows[14][0]).toBe('Date');
    expect(expectSameAsWholeGrid({ name: 'Log', rows }).mode).toBe('log');
  });

  it('reads a log whose header comes later than that as a whole grid', () => {
    const titles: Cell[][] = Array.from({ length: 20 }, (_, i): Cell[] => [`Instructions, line ${i + 1}`]);
    expect(expectSameAsWholeGrid({ name: 'Log', rows: logGrid(1000, { titles }) }).mode).toBe('grid');
  });

  it('reads an unsigned log, and a Money in / Money out pair, as they stream', () => {
    expect(expectSameAsWholeGrid({ name: 'Log', rows: logGrid(1200, { amount: (i) => (i % 5) + 10 }) }).mode).toBe('log');
    const pair: Cell[][] = [['Date', 'Payee', 'Category', 'Money In', 'Money Out']];
    for (let i = 0; i < 1200; i += 1)
      pair.push([
        d(`2024-03-${String(1 + (i % 28)).padStart(2, '0')}`),
        `Payee ${i % 9}`,
        i % 3 ? 'Food' : 'Pay',
        i % 3 ? null : 1000,
        i % 3 ? 12.5 : null,
      ]);
    expect(expectSameAsWholeGrid({ name: 'Register', rows: pair }).mode).toBe('log');
  });

  it('holds day/month text dates back until the column decides their order (a day above 12 late in the sheet)', () => {
    // 01/02/2024 … 12/12/2024 read both ways; only row 1,500's 25/12/2024 says day first.
    const date = (i: number): Cell =>
      i === 1500 ? '25/12/2024' : `${String(1 + (i % 12)).padStart(2, '0')}/${String(1 + (i % 11)).padStart(2, '0')}/2024`;
    const rows = logGrid(2000, { date });
    expect(expectSameAsWholeGrid({ name: 'Log', rows }).mode).toBe('log');
    const [table] = streamed({ name: 'Log', rows }).tables;
    expect(table.reading?.dates.order).toBe('DMY');
    // Still undecided without it: read month-first, with the warning naming an example.
    const undecided = logGrid(2000, {
      date: (i) => `${String(1 + (i % 12)).padStart(2, '0')}/${String(1 + (i % 11)).padStart(2, '0')}/2024`,
    });
    expectSameAsWholeGrid({ name: 'Log', rows: undecided });
    expect(english(streamed({ name: 'Log', rows: undecided }).tables[0].reading?.warnings)[0]).toMatch(/could be month-first or day-first/);
  });

  it('asks for the whole grid again when a row past the first ones could start another table (a budget beside the log)', () => {
    const rows = logGrid(2000);
    rows[1500] = beside(rows[1500], ['Category', 'Actual']);
    rows[1501] = beside(rows[1501], ['Rent', 1200]);
    rows[1502] = beside(rows[1502], ['Power', 80]);
    const { mode, restarted } = expectSameAsWholeGrid({ name: 'Log', rows });
    expect(restarted).toBe(true);
    expect(mode).toBe('grid');
    expect(readSheetTables({ name: 'Log', rows })).toHaveLength(2);
  });

  it('reads the whole grid when the first rows hold a header-like row below the log header, past the first rows', () => {
    const rows = logGrid(1000);
    rows[200] = beside(rows[200], ['Budget', 'Actual']);
    expect(expectSameAsWholeGrid({ name: 'Log', rows }).mode).toBe('grid');
  });

  it('reads the whole grid for two tables in the first rows, a type column, or settings for the sheet', () => {
    const twoTables = logGrid(1000).map((row, i) =>
      i === 2 ? [...row, null, 'Category', 'Budget'] : i === 3 ? [...row, null, 'Rent', 1200] : row,
    );
    expect(expectSameAsWholeGrid({ name: 'Log', rows: twoTables }).mode).toBe('grid');

    const typed = logGrid(1000).map((row, i) =>
      i === 2 ? [...row, 'Type'] : row.length > 0 && i > 2 ? [...row, i % 7 === 0 ? 'Income' : 'Expense'] : row,
    );
    expect(expectSameAsWholeGrid({ name: 'Log', rows: typed }).mode).toBe('grid');

    const rows = logGrid(1000);
    expect(expectSameAsWholeGrid({ name: 'Log', rows }, { sheets: { Log: { tables: [{ date_order: 'DMY' }] } } }).mode).toBe('grid');
    const [table] = readSheetTables({ name: 'Log', rows });
    expect(expectSameAsWholeGrid({ name: 'Log', rows }, { remembered: { [table.signature!]: { skip: true } } }).mode).toBe('grid');
    expect(expectSameAsWholeGrid({ name: 'Log', rows }, { gridOf: 'Log' }).mode).toBe('grid');
  });

  it('reads a sheet of fewer rows than it keeps first as the whole grid, whatever it holds', () => {
    expect(HEAD_ROWS).toBe(515);
    expect(expectSameAsWholeGrid({ name: 'Log', rows: logGrid(HEAD_ROWS - 10) }).mode).toBe('head');
    expect(expectSameAsWholeGrid({ name: 'Empty', rows: [['nothing here'], []] }).mode).toBe('head');
  });
});
