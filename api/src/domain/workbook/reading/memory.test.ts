/**
 * What reading a big log keeps: the parsing worker holds every row it read
 * until it answers, so each byte per row is 0.2 MB at 200,000 rows. Labels and dates repeat, so a
 * row should keep its own object and no copies of texts the sheet already holds.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseWorkbook } from './read-workbook';
import type { Cell } from '../types';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ROWS = 50_000;
const DAY_MS = 86_400_000;
const KINDS: Array<[string, string, string]> = [
  ['Oakwood Apartments rent', 'Housing', 'Rent'],
  ['Card payment, thank you', 'Transfer', 'Credit Card Payment'],
  ['Transfer to emergency fund', 'Savings', 'Emergency Fund'],
  ['Luigi Pizzeria', 'Food', 'Dining'],
];

function logGrid(): Cell[][] {
  const rows: Cell[][] = [['Date', 'Description', 'Category', 'Subcategory', 'Amount', 'Account']];
  for (let i = 0; i < ROWS; i += 1) {
    const [description, category, subcategory] = KINDS[i % KINDS.length];
    // A Date per row, as readers that do not share them hand them over.
    rows.push([
      new Date(Date.UTC(2024, 0, 1) + (i % 700) * DAY_MS),
      description,
      category,
      subcategory,
      -(1000 + (i % 997)) / 100,
      'Checking',
    ]);
  }
  return rows;
}

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

it('keeps under 100 bytes per row read from a 50,000-row log', () => {
  const grids = [{ name: 'Log', rows: logGrid() }];
  // A first reading compiles the reader's code, so that only the rows kept are measured.
  parseWorkbook(grids);
  const before = heapUsed();
  const workbook = parseWorkbook(grids);
  const kept = heapUsed() - before;
  expect(workbook.sheets[0].rows).toHaveLength(ROWS);
  expect(workbook.sheets[0].rows[0]).toEqual({
    category: 'Housing',
    subcategory: 'Rent',
    description: 'Oakwood Apartments rent',
    amountCents: -1000,
    date: '2024-01-01',
  });
  expect(kept / ROWS).toBeLessThan(100);
});
