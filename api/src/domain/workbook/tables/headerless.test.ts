import { headerFor, headerlessColumns } from './headerless';
import { parseWorkbook } from '../reading/read-workbook';
import type { Cell } from '../types';
import { english } from '../../../../test/support/reading-english';

describe('headerlessColumns: a bank export with no header row, told by what its columns hold', () => {
  it.each<[string, Cell[][], ReturnType<typeof headerlessColumns>]>([
    [
      'US text dates, signed amounts, a payee and a running balance after the amount',
      [
        ['02/01/2025', '-45.20', 'STARBUCKS 123', '1200.00'],
        ['02/03/2025', '-12.00', 'UBER TRIP', '1188.00'],
        ['02/05/2025', '2500.00', 'PAYROLL ACME', '3688.00'],
      ],
      { date: 0, amount: 1, description: 2 },
    ],
    [
      'day-first dates, the payee before decimal-comma amounts',
      [
        ['15.01.2025', 'REWE', '-12,50'],
        ['16.01.2025', 'Gehalt', '2.000,00'],
        ['20.01.2025', 'Miete', '-800,00'],
      ],
      { date: 0, amount: 2, description: 1 },
    ],
    [
      'an account number column and compact dates after it (numbers as a CSV reader makes them)',
      [
        [12345678, 20250102, 'Albert Heijn', -23.4],
        [12345678, 20250103, 'Salaris', 2100],
        [12345678, 20250107, 'NS Reizen', -8.6],
      ],
      { date: 1, amount: 3, description: 2 },
    ],
  ])('%s', (_name, rows, columns) => {
    expect(headerlessColumns(rows)).toEqual(columns);
  });

  it.each<[string, Cell[][]]>([
    ['fewer than three rows', [['02/01/2025', '-45.20', 'STARBUCKS']]],
    [
      'no date column',
      [
        ['a', 1.5, 'x'],
        ['b', 2.5, 'y'],
        ['c', 3.5, 'z'],
      ],
    ],
    [
      'counts, not money (whole numbers only)',
      [
        ['2025-01-02', 3, 'apples'],
        ['2025-01-03', 4, 'pears'],
        ['2025-01-04', 5, 'plums'],
      ],
    ],
  ])('reads nothing from %s', (_name, rows) => {
    expect(headerlessColumns(rows)).toBeNull();
  });

  it('puts role names at the columns found and nothing elsewhere', () => {
    expect(headerFor({ date: 1, amount: 3, description: null }, 5)).toEqual([null, 'Date', null, 'Amount', null]);
  });
});

describe('a headerless sheet through parseWorkbook', () => {
  it('is read as a log under the header its contents give, and says so', () => {
    const [table] = parseWorkbook([
      {
        name: 'export',
        rows: [
          ['15.01.2025', 'REWE', '-12,50'],
          ['16.01.2025', 'Gehalt', '2.000,00'],
          ['20.01.2025', 'Miete', '-800,00'],
        ],
      },
    ]).sheets;
    expect(table.reading).toMatchObject({
      layout: 'log',
      range: 'A1:C4',
      columns: { date: 'A', description: 'B', amount: 'C' },
      rows: 3,
      money: { in: 2000, out: 812.5 },
      suggested: true,
      dates: { order: 'DMY' },
    });
    expect(english(table.reading!.warnings)[0]).toBe(
      'This sheet has no header row, so its columns were told by what they hold: dates in A, amounts in C, descriptions in B (the header OnTrack added is row 1 of the range). Check them, or choose the columns.',
    );
  });

  it('leaves a sheet with a header, or with the user’s own settings, to them', () => {
    const withHeader = parseWorkbook([
      {
        name: 'log',
        rows: [
          ['Date', 'Amount', 'Payee'],
          ['2025-01-02', -5.5, 'Cafe'],
          ['2025-01-03', -7.25, 'Bakery'],
          ['2025-01-04', 100, 'Refund'],
        ],
      },
    ]).sheets[0];
    expect(english(withHeader.reading!.warnings).join(' ')).not.toMatch(/no header row/);
    const rows: Cell[][] = [
      ['2025-01-02', '-5.50', 'Cafe'],
      ['2025-01-03', '-7.25', 'Bakery'],
      ['2025-01-04', '100.00', 'Refund'],
    ];
    const adjusted = parseWorkbook([{ name: 'log', rows }], {
      sheets: { log: { tables: [{ header_row: 1, columns: { date: 'A', amount: 'B', description: 'C' } }] } },
    }).sheets[0];
    expect(english(adjusted.reading!.warnings).join(' ')).not.toMatch(/no header row/);
  });
});

describe('a card export with Charge and Payment columns', () => {
  it.each<[string, Cell[]]>([
    ['Charge | Payment', ['Date', 'Description', 'Charge', 'Payment']],
    ['Charges | Payments, Payment first', ['Transaction Date', 'Merchant', 'Payments', 'Charges']],
  ])('reads %s as a pair: charges out, payments in', (_name, header) => {
    const chargeFirst = header[2] === 'Charge';
    const row = (date: string, name: string, charge: number | null, payment: number | null): Cell[] => [
      date,
      name,
      ...(chargeFirst ? [charge, payment] : [payment, charge]),
    ];
    const [table] = parseWorkbook([
      {
        name: 'card',
        rows: [header, row('2025-01-02', 'Shop', 40, null), row('2025-01-05', 'Thank you', null, 40), row('2025-01-06', 'Cafe', 4.5, null)],
      },
    ]).sheets;
    expect(table.reading).toMatchObject({
      layout: 'log',
      direction: 'pair',
      money: { in: 40, out: 44.5 },
      columns: chargeFirst ? { out: 'C', in: 'D' } : { in: 'C', out: 'D' },
    });
  });

  it('reads a Payment column alone as no pair (a budget log’s payments are money out)', () => {
    const [table] = parseWorkbook([
      {
        name: 'bills',
        rows: [
          ['Date', 'Bill', 'Payment'],
          ['2025-01-02', 'Rent', 900],
          ['2025-01-05', 'Power', 60],
        ],
      },
    ]).sheets;
    expect(table.reading!.columns).not.toHaveProperty('in');
  });
});

describe('headerlessColumns: the amount among balances', () => {
  it('takes the column with both signs over balances before it (ABN AMRO: account, currency, date, balance before, balance after, date, amount)', () => {
    const rows: Cell[][] = [
      [123456789, 'EUR', 20250102, 1000.5, 990.3, 20250102, -10.2, 'BEA NR:1 ALBERT HEIJN'],
      [123456789, 'EUR', 20250103, 990.3, 3090.3, 20250103, 2100, 'SALARIS ACME'],
      [123456789, 'EUR', 20250104, 3090.3, 3000.15, 20250104, -90.15, 'NS REIZEN'],
    ];
    expect(headerlessColumns(rows)).toEqual({ date: 2, amount: 6, description: 7 });
  });
});
