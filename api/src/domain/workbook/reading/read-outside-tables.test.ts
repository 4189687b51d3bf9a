import { parseWorkbook } from './read-workbook';
import type { Cell, ParsedTable, SheetGrid } from '../types';
import { english } from '../../../../test/support/reading-english';

const read = (grids: SheetGrid[]) => parseWorkbook(grids).sheets;
const brief = (table: ParsedTable) => table.rows.map((row) => [row.category, row.subcategory, row.amountCents]);
const monthSheet = (name: string, income: number, rent: number, food: number): SheetGrid => ({
  name,
  rows: [
    ['Income', income],
    [],
    ['Expense', 'Amount'],
    ['Rent', rent],
    ['Food', food],
    ['Total', rent + food],
    ['Savings', income - rent - food],
  ],
});

describe('income written outside the tables of month-named sheets', () => {
  const tables = read([monthSheet('May', 5000, 1200, 300), monthSheet('June', 5200, 1200, 350)]);

  it('gives each sheet a one-row income table, dated by the sheet’s month', () => {
    expect(tables.map((table) => [table.name, table.layout, table.range])).toEqual([
      ['May', 'per-period', 'A3:B7'],
      ['May', 'per-period', 'A1:B1'],
      ['June', 'per-period', 'A3:B7'],
      ['June', 'per-period', 'A1:B1'],
    ]);
    expect(brief(tables[1])).toEqual([['Income', 'Income', 500000]]);
    expect(brief(tables[3])).toEqual([['Income', 'Income', 520000]]);
    expect(tables[1].period).toEqual({ month: 5, year: null });
    expect(tables[3].period).toEqual({ month: 6, year: null });
    expect(english(tables[1].reading!.warnings)).toContain(
      '"Income" (5,000.00) is written outside the tables: read as this sheet\'s income.',
    );
    expect(tables[1].reading!.suggested).toBe(true);
  });

  it('drops each sheet’s `Savings` row (income less expenses) with a warning', () => {
    expect(brief(tables[0])).toEqual([
      ['Expense', 'Rent', 120000],
      ['Expense', 'Food', 30000],
    ]);
    expect(brief(tables[2])).toEqual([
      ['Expense', 'Rent', 120000],
      ['Expense', 'Food', 35000],
    ]);
    expect(english(tables[0].reading!.warnings)).toContain(
      '"Savings" (3,500.00) is this sheet\'s income less its expenses: worked out, not money moved, so not counted.',
    );
    expect(english(tables[2].reading!.warnings)).toContain(
      '"Savings" (3,650.00) is this sheet\'s income less its expenses: worked out, not money moved, so not counted.',
    );
    expect(tables[0].reading!.rows).toBe(2);
    expect(tables[0].reading!.skipped.totals).toBe(2); // the Total line and the Savings line
  });

  it('reads a Spanish sheet alike (`Ingresos | 2.500,00`, `Ahorro` under the total)', () => {
    const [gastos, ingresos] = read([
      {
        name: 'Mayo',
        rows: [['Ingresos', '2.500,00'], [], ['Gasto', 'Importe'], ['Alquiler', 900], ['Comida', 250], ['Total', 1150], ['Ahorro', 1350]],
      },
    ]);
    expect(brief(ingresos)).toEqual([['Income', 'Ingresos', 250000]]);
    expect(ingresos.period).toEqual({ month: 5, year: null });
    expect(brief(gastos)).toEqual([
      ['Gasto', 'Alquiler', 90000],
      ['Gasto', 'Comida', 25000],
    ]);
  });
});

describe('a sheet whose tables already hold its income', () => {
  it('does not count the figure written outside, and says so', () => {
    const tables = read([
      {
        name: 'May',
        rows: [['Income', 5000], [], ['Category', 'Amount'], ['Salary', 4800], ['Rent', 1200], ['Food', 300]],
      },
    ]);
    expect(tables).toHaveLength(1);
    expect(english(tables[0].reading!.warnings)).toContain(
      '"Income" (5,000.00) in A1 is not counted: the tables already hold this sheet\'s income.',
    );
  });

  it('says a balance written outside is not counted, and adds no table for it', () => {
    const tables = read([
      { name: 'Budget', rows: [['Starting balance', 1200], [], ['Category', 'Amount'], ['Salary', 4800], ['Rent', 1200]] },
    ]);
    expect(tables).toHaveLength(1);
    expect(english(tables[0].reading!.warnings)).toContain(
      '"Starting balance" (1,200.00) in A1 is a balance, not money in or out: not counted.',
    );
  });
});

describe('stacked blocks: a plan’s title over the first, Actual over the second', () => {
  const stacked = (title: string, actualTitle = 'Actual', months = ['Jan', 'Feb', 'Mar']): Cell[][] => [
    [title],
    ['Category', ...months],
    ['Rent', 1000, 1000, 1000],
    ['Food', 300, 300, 300],
    [],
    [actualTitle],
    ['Category', ...months],
    ['Rent', 1000, 1000, 1000],
    ['Food', 280, 310, 295],
  ];

  it('reads a block titled as a plan as what happened when the user says so (plan_as_actual), by its range', () => {
    const rows = stacked('Budget');
    const [plan] = read([{ name: 'Household', rows }]);
    expect(plan.plan).toBe(true);
    const [asActual] = parseWorkbook([{ name: 'Household', rows }], {
      sheets: { Household: { tables: [{ range: plan.range, plan_as_actual: true }] } },
    }).sheets;
    expect(asActual.plan).toBe(false);
    expect(english(asActual.reading!.warnings).join(' ')).not.toMatch(/plan/i);
    expect(asActual.rows.map((row) => row.amountCents)).toEqual([100000, 100000, 100000, 30000, 30000, 30000]);
  });

  it.each([['Budget'], ['Projected 2024'], ['Presupuesto'], ['Budgeted:'], ['Estimated']])(
    '%j over the first grid makes it a plan, the Actual grid counted',
    (title) => {
      const [plan, actual] = read([{ name: 'Household', rows: stacked(title) }]);
      expect([plan.layout, actual.layout]).toEqual(['month-grid', 'month-grid']);
      expect(plan.plan).toBe(true);
      expect(plan.reading!.layout).toBe('plan');
      expect(plan.reading!.suggested).toBe(false);
      expect(actual.plan).toBe(false);
      expect(actual.reading!.suggested).toBe(true);
      expect(actual.rows).toHaveLength(6);
    },
  );

  it('reads Spanish month headers under `Presupuesto` and `Real` the same way', () => {
    const [plan, actual] = read([{ name: 'Hoja1', rows: stacked('Presupuesto', 'Real', ['Enero', 'Febrero', 'Marzo']) }]);
    expect(plan.plan).toBe(true);
    expect(actual.plan).toBe(false);
    expect(actual.months).toEqual([
      { month: 1, year: null },
      { month: 2, year: null },
      { month: 3, year: null },
    ]);
  });

  it('does not make a plan of a grid under `Monthly Budget` (a title naming the workbook)', () => {
    const tables = read([
      {
        name: 'Sheet1',
        rows: [['Monthly Budget'], ['Category', 'Jan', 'Feb'], ['Rent', 1000, 1000], ['Food', 280, 310]],
      },
    ]);
    expect(tables).toHaveLength(1);
    expect(tables[0].plan).toBe(false);
    expect(tables[0].reading!.suggested).toBe(true);
  });

  it('does not make a plan of a grid under `Household Budget 2024`', () => {
    const [table] = read([{ name: 'Sheet1', rows: [['Household Budget 2024'], ['Category', 'Jan', 'Feb'], ['Rent', 1000, 1000]] }]);
    expect(table.plan).toBe(false);
    expect(table.months).toEqual([
      { month: 1, year: 2024 },
      { month: 2, year: 2024 },
    ]);
  });

  it('a longer first block keeps a `Planned` title out of reach of the Actual grid', () => {
    const rows = stacked('Planned');
    rows.splice(4, 0, ['Power', 60, 60, 60], ['Phone', 30, 30, 30], ['Fuel', 90, 90, 90]);
    const [plan, actual] = read([{ name: 'Household', rows }]);
    expect(plan.plan).toBe(true);
    expect(actual.plan).toBe(false);
  });

  // `Planned`, `Forecast` and `Plan` are plan titles by PLAN_TITLE too, which looks six rows up;
  // the Actual grid's own nearest title decides first (titles.ts), so only the first block is a plan.
  it.each([['Planned'], ['Forecast'], ['Plan']])('%j over a short first grid makes only that one a plan', (title) => {
    const [plan, actual] = read([{ name: 'Household', rows: stacked(title) }]);
    expect(plan.plan).toBe(true);
    expect(actual.plan).toBe(false);
  });
});

describe('a log’s preamble above its header', () => {
  it('warns when one of the lines above the header holds a figure (Kontostand), four lines counted', () => {
    const [table] = read([
      {
        name: 'Girokonto',
        rows: [
          ['Kontonummer:', 'DE12500105170648489890'],
          ['Zeitraum:', 'Januar 2025'],
          ['Kontostand:', '5.000,01 EUR'],
          ['Kunde:', 'Erika Mustermann'],
          [],
          ['Buchungstag', 'Auftraggeber / Begünstigter', 'Verwendungszweck', 'Betrag (EUR)'],
          ['15.01.2025', 'REWE Markt', 'Einkauf', '-23,45'],
          ['31.01.2025', 'ACME GmbH', 'Gehalt', '2.500,00'],
        ],
      },
    ]);
    expect(table.rows).toHaveLength(2);
    expect(english(table.reading!.warnings)).toContain(
      'The 4 lines above the header (such as "Kontostand: 5.000,01 EUR") are not transactions: not read, not counted.',
    );
  });

  it('warns for one line holding a balance (French `Solde au 31/01/2025 | 1 234,56`)', () => {
    const [table] = read([
      {
        name: 'Compte',
        rows: [
          ['Solde au 31/01/2025', '1 234,56'],
          ['Date', 'Libellé', 'Montant'],
          ['15/01/2025', 'Carrefour', '-42,10'],
        ],
      },
    ]);
    expect(english(table.reading!.warnings)).toContain(
      'The line above the header (such as "Solde au 31/01/2025 1 234,56") is not transactions: not read, not counted.',
    );
  });

  it('names the first line with a figure (DKB: `Kontostand vom 31.01.2025: | 5.000,01 €` under the account line)', () => {
    const [table] = read([
      {
        name: 'DKB',
        rows: [
          ['Girokonto', 'DE12500105170648489890'],
          [],
          ['Kontostand vom 31.01.2025:', '5.000,01 €'],
          [],
          ['Buchungsdatum', 'Wertstellung', 'Verwendungszweck', 'Betrag (€)'],
          ['15.01.25', '15.01.25', 'REWE Markt', '-23,45'],
        ],
      },
    ]);
    expect(table.rows.map((row) => [row.date, row.amountCents])).toEqual([['2025-01-15', -2345]]);
    expect(english(table.reading!.warnings)).toContain(
      'The 2 lines above the header (such as "Kontostand vom 31.01.2025: 5.000,01 €") are not transactions: not read, not counted.',
    );
  });

  // A preamble line may hold its label and figure in one cell.
  it('warns when the figure shares one cell with its label (`Kontostand: 5.000,01 EUR` in column A)', () => {
    const [table] = read([
      {
        name: 'Konto',
        rows: [
          ['Umsätze'],
          ['Kunde: Erika Mustermann'],
          ['Kontostand: 5.000,01 EUR'],
          ['Zeitraum: Januar 2025'],
          ['Buchungstag', 'Verwendungszweck', 'Betrag'],
          ['15.01.2025', 'REWE', '-23,45'],
        ],
      },
    ]);
    expect(english(table.reading!.warnings).some((text) => text.includes('above the header'))).toBe(true);
  });

  it('says nothing of a preamble that holds no figure', () => {
    const [table] = read([
      {
        name: 'Girokonto',
        rows: [
          ['Umsätze Girokonto'],
          ['Kunde:', 'Erika Mustermann'],
          ['Zeitraum:', 'Januar 2025'],
          ['Buchungstag', 'Verwendungszweck', 'Betrag'],
          ['15.01.2025', 'REWE', '-23,45'],
        ],
      },
    ]);
    expect(table.rows).toHaveLength(1);
    expect(english(table.reading!.warnings).some((text) => text.includes('above the header'))).toBe(false);
  });
});

describe('a labelled income figure skipped by its range', () => {
  it('is read, not counted, and says it was skipped', () => {
    const rows: Cell[][] = [['Income', 5000], [], ['Expense', 'Amount'], ['Rent', 1500], ['Food', 400]];
    const tables = parseWorkbook([{ name: 'May', rows }], { sheets: { May: { tables: [{ range: 'A1:B1', skip: true }] } } }).sheets;
    const figure = tables.find((table) => table.range === 'A1:B1')!;
    expect(figure.skip).toBe(true);
    expect(figure.reading!.suggested).toBe(false);
    expect(english(figure.reading!.warnings)).toContain('Skipped as you chose.');
  });
});

describe('budgets in Portuguese and Spanish: section titles and plan/actual columns', () => {
  it.each<[string, Cell[][]]>([
    [
      'Portuguese: Receitas and Despesas over Categoria | Orçado | Real',
      [
        ['Categoria', 'Orçado', 'Real'],
        ['Receitas'],
        ['Salário', 5000, 5000],
        ['Despesas'],
        ['Aluguel', 1500, 1500],
        ['Mercado', 700, 600],
        ['Total', 7200, 7100],
      ],
    ],
    [
      'Spanish: Ingresos and Gastos over Concepto | Presupuesto | Gastado',
      [
        ['Concepto', 'Presupuesto', 'Gastado'],
        ['Ingresos'],
        ['Nómina', 5000, 5000],
        ['Gastos'],
        ['Alquiler', 1500, 1500],
        ['Supermercado', 700, 600],
      ],
    ],
  ])('%s: income and spending apart, the plan not counted', (_name, rows) => {
    const [table] = parseWorkbook([{ name: 'Orçamento', rows }]).sheets;
    expect(table.reading).toMatchObject({ layout: 'periods', suggested: true, money: { in: 5000, out: 2100 } });
  });
});
