import { parseWorkbook } from './read-workbook';
import { findTables } from '../tables/find-tables';
import type { Cell, ParsedTable } from '../types';
import { english } from '../../../../test/support/reading-english';

const read = (name: string, rows: Cell[][]) => parseWorkbook([{ name, rows }]).sheets;
const brief = (table: ParsedTable) => table.rows.map((row) => [row.category, row.subcategory, row.description, row.amountCents]);

describe('a description column holding one value in every row says nothing of the row (findTables)', () => {
  it('reads the log by `Description 1` when `Description` is the account product in every row (UBS)', () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Description 1', 'Amount'],
      ['2025-01-03', 'UBS Personal Account', 'Migros Zurich', -45.2],
      ['2025-01-05', 'UBS Personal Account', 'Salary ACME AG', 5200],
      ['2025-01-07', 'UBS Personal Account', 'SBB Ticket', -12],
    ];
    const [frame] = findTables(rows);
    expect(frame.kind).toBe('log');
    expect(frame.roles.description).toBe(2);
    expect(frame.descriptions).toEqual([2, 1]);
    const [table] = read('UBS', rows);
    expect(table.rows.map((row) => row.description)).toEqual(['Migros Zurich', 'Salary ACME AG', 'SBB Ticket']);
  });

  it('reads it by `Payee` when `Description` repeats one text, the Payee further right', () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Amount', 'Payee'],
      ['2025-02-01', 'Card purchase', -30, 'Tesco'],
      ['2025-02-02', 'Card purchase', -8.5, 'Pret A Manger'],
      ['2025-02-03', 'Card purchase', -60, 'Shell'],
    ];
    const [frame] = findTables(rows);
    expect(frame.roles.description).toBe(3);
    const [table] = read('Card', rows);
    expect(brief(table)).toEqual([
      ['Uncategorized', 'Tesco', 'Tesco', -3000],
      ['Uncategorized', 'Pret A Manger', 'Pret A Manger', -850],
      ['Uncategorized', 'Shell', 'Shell', -6000],
    ]);
  });

  it('keeps `Description` first when it varies (the numbered one only ranks after it)', () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Description 1', 'Amount'],
      ['2025-01-03', 'Migros', 'Card 1234', -45],
      ['2025-01-05', 'Coop', 'Card 1234', -12],
    ];
    expect(findTables(rows)[0].roles.description).toBe(1);
  });

  it('keeps the only description even when it holds one value in every row', () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Amount'],
      ['2025-01-03', 'Standing order', -500],
      ['2025-02-03', 'Standing order', -500],
    ];
    expect(findTables(rows)[0].roles.description).toBe(1);
  });

  it('falls back to the repeated column in a row whose better description is blank', () => {
    const [table] = read('UBS', [
      ['Date', 'Description', 'Description 1', 'Amount'],
      ['2025-01-03', 'UBS Personal Account', 'Migros Zurich', -45],
      ['2025-01-04', 'UBS Personal Account', null, -5],
      ['2025-01-05', 'UBS Personal Account', 'Coop', -10],
    ]);
    expect(table.rows.map((row) => row.description)).toEqual(['Migros Zurich', 'UBS Personal Account', 'Coop']);
  });
});

describe('a Category column with nothing under it: the log is read as a bank export by payee', () => {
  it('reads an empty Category column as no category (English export)', () => {
    const rows: Cell[][] = [
      ['Date', 'Category', 'Description', 'Amount'],
      ['2025-03-01', null, 'NETFLIX.COM 1234567', -15.99],
      ['2025-03-02', '', 'ALDI SUED', -42.1],
      ['2025-03-03', null, 'Transfer to savings', -200],
    ];
    const [frame] = findTables(rows);
    expect(frame.roles.category).toBeUndefined();
    const [table] = read('Export', rows);
    expect(brief(table)).toEqual([
      ['Uncategorized', 'NETFLIX.COM', 'NETFLIX.COM 1234567', -1599],
      ['Uncategorized', 'ALDI SUED', 'ALDI SUED', -4210],
      ['Transfer', 'Transfer to savings', 'Transfer to savings', -20000],
    ]);
    expect(table.reading!.columns.category).toBeUndefined();
  });

  it('reads empty Kategorie and Unterkategorie columns as none (German export), payees hinted by direction', () => {
    const rows: Cell[][] = [
      ['Buchungstag', 'Kategorie', 'Unterkategorie', 'Auftraggeber / Begünstigter', 'Betrag (EUR)'],
      ['15.01.2025', null, null, 'REWE Markt GmbH', '-23,45'],
      ['16.01.2025', null, null, 'Arbeitgeber GmbH', '2.500,00'],
    ];
    const [frame] = findTables(rows);
    expect(frame.roles.category).toBeUndefined();
    expect(frame.roles.subcategory).toBeUndefined();
    const [table] = read('Girokonto', rows);
    expect(brief(table)).toEqual([
      ['Uncategorized', 'REWE Markt GmbH', 'REWE Markt GmbH', -2345],
      ['Uncategorized', 'Arbeitgeber GmbH', 'Arbeitgeber GmbH', 250000],
    ]);
    expect(table.rows.map((row) => row.date)).toEqual(['2025-01-15', '2025-01-16']);
    expect(table.hints).toEqual(
      expect.arrayContaining([
        ['Uncategorized', 'REWE Markt GmbH', 'out'],
        ['Uncategorized', 'Arbeitgeber GmbH', 'in'],
      ]),
    );
  });

  it('keeps a Category column that holds even one category: its blank cells read Uncategorized', () => {
    const [table] = read('Export', [
      ['Date', 'Category', 'Description', 'Amount'],
      ['2025-03-01', 'Streaming', 'NETFLIX.COM', -15.99],
      ['2025-03-02', null, 'ALDI SUED', -42.1],
    ]);
    expect(brief(table)).toEqual([
      ['Streaming', 'Streaming', 'NETFLIX.COM', -1599],
      ['Uncategorized', 'Uncategorized', 'ALDI SUED', -4210],
    ]);
  });
});

describe('balance lines in a log’s descriptions', () => {
  it('skips `Saldo inicial` / `Saldo final` rows, and counts `Saldo Bizum` and a `Solde prix prestations` fee', () => {
    const [table] = read('Movimientos', [
      ['Fecha', 'Concepto', 'Importe'],
      ['2025-01-01', 'Saldo inicial', 1000],
      ['2025-01-02', 'Saldo Bizum', -20],
      ['2025-01-03', 'Solde prix prestations', -3],
      ['2025-01-04', 'Saldo final', 977],
    ]);
    expect(table.rows.map((row) => [row.description, row.amountCents])).toEqual([
      ['Saldo Bizum', -2000],
      ['Solde prix prestations', -300],
    ]);
    expect(table.reading!.skipped.balances).toBe(2);
  });

  it('skips `Kontostand` and `Anfangssaldo` rows of a German log', () => {
    const [table] = read('Konto', [
      ['Buchungstag', 'Verwendungszweck', 'Betrag'],
      ['01.01.2025', 'Anfangssaldo', '1.000,00'],
      ['15.01.2025', 'REWE', '-23,45'],
      ['31.01.2025', 'Kontostand', '976,55'],
    ]);
    expect(table.rows.map((row) => row.description)).toEqual(['REWE']);
    expect(table.reading!.skipped.balances).toBe(2);
  });
});

describe('dates the values leave open, read day-first where the file comes from (no warning then)', () => {
  const dates = (name: string, rows: Cell[][], decimal?: ',' | '.') => {
    const [table] = parseWorkbook([{ name, rows, ...(decimal ? { decimal } : {}) }]).sheets;
    return {
      order: table.reading!.dates.order,
      from: table.reading!.dates.from,
      warned: english(table.reading!.warnings).some((text) => text.startsWith('Dates such as')),
    };
  };

  it.each<[string, Cell[][], ',' | '.' | undefined]>([
    [
      'a German header (Buchungstag)',
      [
        ['Buchungstag', 'Verwendungszweck', 'Betrag'],
        ['02/01/2025', 'Edeka', -35.2],
        ['03/01/2025', 'Lohn', 2100],
      ],
      undefined,
    ],
    [
      'dotted dates under an English header',
      [
        ['Date', 'Payee', 'Amount'],
        ['02.01.25', 'Edeka', -35.2],
        ['03.01.25', 'Lohn', 2100],
      ],
      undefined,
    ],
    [
      'a decimal-comma CSV (Crédit Agricole: Date | Libellé)',
      [
        ['Date', 'Libellé', 'Montant'],
        ['02/01/2025', 'LECLERC', '-45,10'],
        ['05/01/2025', 'SALAIRE', '2500,00'],
      ],
      ',',
    ],
  ])('%s', (_name, rows, decimal) => {
    expect(dates('bank', rows, decimal)).toEqual({ order: 'DMY', from: '2025-01-02', warned: false });
  });

  it('keeps a US file month-first, and says the dates could be either', () => {
    expect(
      dates('bank', [
        ['Date', 'Payee', 'Amount'],
        ['02/01/2025', 'Shop', -35.2],
        ['03/01/2025', 'Pay', 2100],
      ]),
    ).toEqual({ order: 'MDY', from: '2025-02-01', warned: true });
  });
});
