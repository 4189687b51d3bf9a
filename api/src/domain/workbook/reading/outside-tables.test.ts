import { computedRowIndexes, labelledFigures, type SheetMoney } from './outside-tables';
import { findTables } from '../tables/find-tables';
import type { Cell, PairHint, SheetRow } from '../types';

const figuresOf = (rows: Cell[][]) => labelledFigures(rows, findTables(rows));
const expenseTable: Cell[][] = [
  ['Expense', 'Amount'],
  ['Rent', 1200],
  ['Food', 300],
];

describe('labelledFigures: a label and a number alone on a row outside the tables', () => {
  it('reads `Income | 5000` above a table as income', () => {
    const rows: Cell[][] = [['Income', 5000], [], ...expenseTable];
    expect(figuresOf(rows)).toEqual([{ row: 0, labelColumn: 0, valueColumn: 1, label: 'Income', cents: 500000, kind: 'income' }]);
  });

  it('reads `Monthly income: | | 3200` beside a table, across a gap, its colon dropped', () => {
    const rows: Cell[][] = [...expenseTable, [], [null, null, null, 'Monthly income:', null, 3200]];
    expect(figuresOf(rows)).toEqual([{ row: 4, labelColumn: 3, valueColumn: 5, label: 'Monthly income', cents: 320000, kind: 'income' }]);
  });

  it('reads `Ingresos | 2.500,00` (Spanish, the amount as text with a decimal comma) as income', () => {
    const rows: Cell[][] = [['Ingresos', '2.500,00'], [], ['Gasto', 'Importe'], ['Alquiler', 900], ['Comida', 250]];
    expect(figuresOf(rows)).toEqual([{ row: 0, labelColumn: 0, valueColumn: 1, label: 'Ingresos', cents: 250000, kind: 'income' }]);
  });

  it('reads income words of other languages the guess knows (Gehalt, Salaire, Salário) and `Total income` as income', () => {
    const rows: Cell[][] = [['Gehalt', 3100], ['Salaire', '2 400,00'], ['Salário', 2000], ['Total income', 5500], [], ...expenseTable];
    expect(figuresOf(rows).map(({ label, cents, kind }) => [label, cents, kind])).toEqual([
      ['Gehalt', 310000, 'income'],
      ['Salaire', 240000, 'income'],
      ['Salário', 200000, 'income'],
      ['Total income', 550000, 'income'],
    ]);
  });

  // `Einkommen` is an income word of the guess (analysis/guess-type.ts), so the row is an income figure.
  it('reads `Einkommen | 4000` (German, named in outside-tables.ts) as income', () => {
    expect(figuresOf([['Einkommen', 4000], [], ...expenseTable])).toEqual([
      { row: 0, labelColumn: 0, valueColumn: 1, label: 'Einkommen', cents: 400000, kind: 'income' },
    ]);
  });

  it('reads `Starting balance | 1200` and `Kontostand | 5.000,01` as balances, not income', () => {
    const rows: Cell[][] = [['Starting balance', 1200], ['Kontostand', '5.000,01'], [], ...expenseTable];
    expect(figuresOf(rows).map(({ label, cents, kind }) => [label, cents, kind])).toEqual([
      ['Starting balance', 120000, 'balance'],
      ['Kontostand', 500001, 'balance'],
    ]);
  });

  it('takes no row of three cells, a label without a number, a zero, or a label the reading does not know', () => {
    const rows: Cell[][] = [
      ['Income', 5000, 'per month'],
      ['Income', 'see the Pay sheet'],
      ['Income', 0],
      ['Groceries', 400],
      [5000, 'Income'],
      [],
      ...expenseTable,
    ];
    expect(figuresOf(rows)).toEqual([]);
  });

  it('takes no label and figure too far apart (three columns between them)', () => {
    const rows: Cell[][] = [['Income', null, null, null, 5000], [], ...expenseTable];
    expect(figuresOf(rows)).toEqual([]);
    expect(figuresOf([['Income', null, null, 5000], [], ...expenseTable])).toHaveLength(1);
  });

  it('takes no row inside a table, even one labelled Income', () => {
    const rows: Cell[][] = [
      ['Category', 'Amount'],
      ['Income', 5000],
      ['Rent', 1200],
    ];
    expect(figuresOf(rows)).toEqual([]);
  });
});

const row = (category: string, subcategory: string, amountCents: number): SheetRow => ({
  category,
  subcategory,
  description: '',
  amountCents,
});
/** One table whose rows from `firstBelowTotal` on stand under its total line. */
function table(rows: SheetRow[], firstBelowTotal = Infinity, hints: Map<string, PairHint> = new Map()): SheetMoney['tables'][number] {
  return { rows, hints, belowTotal: (r) => rows.indexOf(r) >= firstBelowTotal };
}

describe('computedRowIndexes: a row equal to income less expenses, under the totals', () => {
  it('finds `Savings` under the total when the income is a labelled figure', () => {
    const expenses = table([row('Expense', 'Rent', 120000), row('Expense', 'Food', 30000), row('Expense', 'Savings', 350000)], 2);
    const income = table([row('Income', 'Income', 500000)]);
    expect(computedRowIndexes({ tables: [expenses, income], incomeOutside: 0 })).toEqual([[2], []]);
    // The same with the income given as the sheet's figure outside the tables.
    expect(computedRowIndexes({ tables: [expenses], incomeOutside: 500000 })).toEqual([[2]]);
  });

  it('finds it when the income is a row of the same table', () => {
    const budget = table(
      [row('Salary', 'Salary', 420000), row('Rent', 'Rent', 150000), row('Food', 'Food', 50000), row('Savings', 'Savings', 220000)],
      3,
    );
    expect(computedRowIndexes({ tables: [budget], incomeOutside: 0 })).toEqual([[3]]);
  });

  it('finds it when expenses are written as negative numbers', () => {
    const budget = table(
      [row('Income', 'Pay', 300000), row('Bills', 'Rent', -100000), row('Bills', 'Phone', -5000), row('Left over', 'Left over', 195000)],
      3,
    );
    expect(computedRowIndexes({ tables: [budget], incomeOutside: 0 })).toEqual([[3]]);
  });

  it('finds other result words (Net, Difference, Ahorro) the same way', () => {
    for (const label of ['Net', 'Difference', 'Remaining', 'Ahorro']) {
      const budget = table([row('Gastos', 'Alquiler', 80000), row('Gastos', label, 120000)], 1);
      expect(computedRowIndexes({ tables: [budget], incomeOutside: 200000 })).toEqual([[1]]);
    }
  });

  it('keeps a zero-based budget’s `Savings` line among the expenses (no total above it)', () => {
    const budget = table([row('Expense', 'Rent', 120000), row('Expense', 'Savings', 350000), row('Expense', 'Food', 30000)]);
    expect(computedRowIndexes({ tables: [budget], incomeOutside: 500000 })).toEqual([[]]);
  });

  it('keeps a `Savings` row under the total that is not income less expenses', () => {
    const budget = table([row('Expense', 'Rent', 120000), row('Expense', 'Food', 30000), row('Expense', 'Savings', 100000)], 2);
    expect(computedRowIndexes({ tables: [budget], incomeOutside: 500000 })).toEqual([[]]);
  });

  it('finds nothing when the sheet has no income', () => {
    const budget = table([row('Expense', 'Rent', 120000), row('Expense', 'Food', 30000), row('Expense', 'Savings', 150000)], 2);
    expect(computedRowIndexes({ tables: [budget], incomeOutside: 0 })).toEqual([[]]);
    expect(computedRowIndexes({ tables: [budget, table([])], incomeOutside: 0 })).toEqual([[], []]);
  });
});
