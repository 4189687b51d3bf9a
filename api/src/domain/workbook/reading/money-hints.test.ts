import { guessTransactionType } from '../../analysis/guess-type';
import { parseWorkbook } from './read-workbook';
import type { Cell, ParsedTable } from '../types';
import { english } from '../../../../test/support/reading-english';

const read = (name: string, rows: Cell[][]) => parseWorkbook([{ name, rows }]).sheets;
const hintOf = (table: ParsedTable, category: string) => table.hints?.find(([c, s]) => c === category && s === category)?.[2];

describe('money hints: a category most of whose rows bring money in, its name saying nothing', () => {
  it('hints `in` a Spanish category of a signed log (Otras Ventajas), none for the spending', () => {
    const [table] = read('Movimientos', [
      ['Fecha', 'Categoría', 'Concepto', 'Importe'],
      ['2025-01-02', 'Otras Ventajas', 'Cashback tarjeta', 12.5],
      ['2025-02-02', 'Otras Ventajas', 'Cashback tarjeta', 8.1],
      ['2025-01-05', 'Supermercado', 'Mercadona', -54.3],
      ['2025-01-06', 'Supermercado', 'Lidl', -20],
    ]);
    expect(table.reading!.direction).toBe('signed');
    expect(hintOf(table, 'Otras Ventajas')).toBe('in');
    expect(hintOf(table, 'Supermercado')).toBeUndefined();
  });

  it('hints `in` a category named by a person (Paul flat), most rows in, one out', () => {
    const [table] = read('Log', [
      ['Date', 'Category', 'Description', 'Amount'],
      ['2025-01-01', 'Paul flat', 'Rent received', 700],
      ['2025-02-01', 'Paul flat', 'Rent received', 700],
      ['2025-02-10', 'Paul flat', 'Boiler repair', -150],
    ]);
    expect(hintOf(table, 'Paul flat')).toBe('in');
  });

  it('a category that says Income by name needs no hint (Salary, Nómina), and is Income all the same', () => {
    const [table] = read('Log', [
      ['Date', 'Category', 'Description', 'Amount'],
      ['2025-01-31', 'Salary', 'ACME', 3000],
      ['2025-02-28', 'Salary', 'ACME', 3000],
      ['2025-01-31', 'Nómina o Pensión', 'Empresa SL', 1800],
      ['2025-02-28', 'Nómina o Pensión', 'Empresa SL', 1800],
      ['2025-02-02', 'Rent', 'Landlord', -900],
    ]);
    expect(hintOf(table, 'Salary')).toBeUndefined();
    // `Nómina` is an income word of the guess now: the name says Income, so no hint is given.
    expect(hintOf(table, 'Nómina o Pensión')).toBeUndefined();
    expect(guessTransactionType('Nómina o Pensión', 'Nómina o Pensión')).toBe('Income');
  });

  it('a mixed category (one refund among purchases) gets no hint', () => {
    const [table] = read('Log', [
      ['Date', 'Category', 'Description', 'Amount'],
      ['2025-01-03', 'Shopping', 'Amazon', -30],
      ['2025-01-04', 'Shopping', 'Amazon', -20],
      ['2025-01-09', 'Shopping', 'Amazon refund', 15],
      ['2025-01-10', 'Vorteile', 'Cashback', 5],
    ]);
    expect(hintOf(table, 'Shopping')).toBeUndefined();
    expect(hintOf(table, 'Vorteile')).toBe('in');
  });

  it('a category with as many rows in as out gets no hint', () => {
    const [table] = read('Log', [
      ['Date', 'Category', 'Description', 'Amount'],
      ['2025-01-03', 'Deposit box', 'Cash in', 100],
      ['2025-01-04', 'Deposit box', 'Cash out', -100],
    ]);
    expect(hintOf(table, 'Deposit box')).toBeUndefined();
  });

  it('an unsigned log (every amount positive) gives no money hint', () => {
    const [table] = read('Log', [
      ['Date', 'Category', 'Description', 'Amount'],
      ['2025-01-03', 'Otras Ventajas', 'Cashback', 12],
      ['2025-01-04', 'Supermercado', 'Mercadona', 50],
    ]);
    expect(table.reading!.direction).toBe('unsigned');
    expect(table.hints).toEqual([]);
  });
});

describe('money hints with a Debit/Credit pair', () => {
  it('hints `in` a category most of whose rows are credits (English pair)', () => {
    const [table] = read('Bank', [
      ['Date', 'Category', 'Description', 'Debit', 'Credit'],
      ['2025-01-02', 'Perks', 'Cashback', null, 12.5],
      ['2025-02-02', 'Perks', 'Cashback', null, 3],
      ['2025-01-04', 'Groceries', 'Tesco', 40, null],
      ['2025-01-05', 'Salary', 'ACME', null, 2500],
    ]);
    expect(table.reading!.direction).toBe('pair');
    expect(hintOf(table, 'Perks')).toBe('in');
    expect(hintOf(table, 'Groceries')).toBeUndefined();
    expect(hintOf(table, 'Salary')).toBeUndefined();
  });

  it('hints `in` with a French Débit/Crédit pair, and none for a mixed category', () => {
    const [table] = read('Compte', [
      ['Date', 'Catégorie', 'Libellé', 'Débit', 'Crédit'],
      ['2025-01-02', 'Allocations familiales', 'CPAM', null, '25,00'],
      ['2025-01-20', 'Allocations familiales', 'Mutuelle', null, '18,40'],
      ['2025-01-04', 'Achats', 'Fnac', '60,00', null],
      ['2025-01-05', 'Achats', 'Fnac', '20,00', null],
      ['2025-01-06', 'Achats', 'Fnac avoir', null, '20,00'],
    ]);
    expect(table.reading!.direction).toBe('pair');
    expect(hintOf(table, 'Allocations familiales')).toBe('in');
    expect(hintOf(table, 'Achats')).toBeUndefined();
  });
});

describe('a type column whose values are not known', () => {
  it('says nothing where signs carry the direction: the column says what kind (Revolut, N26), and amounts are read by their signs', () => {
    const [table] = read('Log', [
      ['Date', 'Description', 'Type', 'Amount'],
      ['2025-01-02', 'Shop', 'CARD_PAYMENT', -20],
      ['2025-01-03', 'Pay', 'TOPUP', 1000],
      ['2025-01-04', 'Shop', 'CARD_PAYMENT', -5],
    ]);
    expect(table.reading!.direction).toBe('signed');
    expect(table.rows.map((row) => row.amountCents)).toEqual([-2000, 100000, -500]);
    expect(english(table.reading!.warnings).find((text) => text.startsWith('Column C'))).toBeUndefined();
  });

  it('warns for an unknown `Transaction type` column of unsigned amounts (German words), read without a direction', () => {
    const [table] = read('Log', [
      ['Buchungstag', 'Verwendungszweck', 'Betrag', 'Transaction type'],
      ['15.01.2025', 'Miete', '900,00', 'Dauerauftrag'],
      ['16.01.2025', 'REWE', '23,45', 'Kartenzahlung'],
    ]);
    expect(table.reading!.direction).toBe('unsigned');
    const warning = english(table.reading!.warnings).find((text) => text.startsWith('Column D'));
    expect(warning).toContain('"Dauerauftrag", "Kartenzahlung"');
    expect(warning).toContain('without a direction');
  });

  it('gives no such warning when the type column is understood', () => {
    const [table] = read('Log', [
      ['Date', 'Description', 'Type', 'Amount'],
      ['2025-01-02', 'Shop', 'Debit', 20],
      ['2025-01-03', 'Pay', 'Credit', 1000],
    ]);
    expect(table.reading!.direction).toBe('type-column');
    expect(english(table.reading!.warnings).some((text) => text.includes('not ones OnTrack knows'))).toBe(false);
  });
});

describe('H/S type values (Volksbank `Umsatz;Soll/Haben`)', () => {
  it('reads H as money in and S as money out', () => {
    const [table] = read('Umsaetze', [
      ['Buchungstag', 'Valuta', 'Verwendungszweck', 'Umsatz', 'Soll/Haben'],
      ['15.01.2025', '15.01.2025', 'Gehalt Januar', '2.500,00', 'H'],
      ['16.01.2025', '16.01.2025', 'Miete', '900,00', 'S'],
      ['17.01.2025', '17.01.2025', 'REWE', '23,45', 'S'],
    ]);
    expect(table.reading!.direction).toBe('type-column');
    expect(table.reading!.columns).toMatchObject({ date: 'A', amount: 'D', type: 'E' });
    expect(table.rows.map((row) => [row.date, row.description, row.amountCents])).toEqual([
      ['2025-01-15', 'Gehalt Januar', 250000],
      ['2025-01-16', 'Miete', -90000],
      ['2025-01-17', 'REWE', -2345],
    ]);
    expect(english(table.reading!.warnings).some((text) => text.includes('not ones OnTrack knows'))).toBe(false);
  });

  it('reads C/D (Knab CreditDebet) and Bij/Af (ING) alike', () => {
    const [knab] = read('Knab', [
      ['Transactiedatum', 'Omschrijving', 'Bedrag', 'CreditDebet'],
      ['20250102', 'Albert Heijn', '12,50', 'D'],
      ['20250103', 'Salaris', '2000,00', 'C'],
    ]);
    expect(knab.rows.map((row) => [row.date, row.amountCents])).toEqual([
      ['2025-01-02', -1250],
      ['2025-01-03', 200000],
    ]);
    const [ing] = read('ING', [
      ['Datum', 'Naam / Omschrijving', 'Af Bij', 'Bedrag (EUR)'],
      [20250102, 'Jumbo', 'Af', '7,25'],
      [20250103, 'Werkgever BV', 'Bij', '1500,00'],
    ]);
    expect(ing.reading!.direction).toBe('type-column');
    expect(ing.rows.map((row) => [row.date, row.description, row.amountCents])).toEqual([
      ['2025-01-02', 'Jumbo', -725],
      ['2025-01-03', 'Werkgever BV', 150000],
    ]);
  });

  // Volksbank's full header has several columns with nothing under them (Konto-Nr., BLZ,
  // Kundenreferenz): a worded header over an empty column does not split the table (tables/find-tables.ts).
  it('reads a Volksbank export whose Konto-Nr., BLZ and Kundenreferenz columns are empty as one log', () => {
    const [table] = read('Umsaetze', [
      [
        'Buchungstag',
        'Valuta',
        'Auftraggeber/Zahlungsempfänger',
        'Empfänger/Zahlungspflichtiger',
        'Konto-Nr.',
        'IBAN',
        'BLZ',
        'BIC',
        'Vorgang/Verwendungszweck',
        'Kundenreferenz',
        'Währung',
        'Umsatz',
        'Soll/Haben',
      ],
      [
        '15.01.2025',
        '15.01.2025',
        'Erika Mustermann',
        'ACME GmbH',
        '',
        'DE02120300000000202051',
        '',
        'BYLADEM1001',
        'Gehalt Januar',
        '',
        'EUR',
        '2.500,00',
        'H',
      ],
      [
        '16.01.2025',
        '16.01.2025',
        'Erika Mustermann',
        'REWE',
        '',
        'DE02500105170137075030',
        '',
        'INGDDEFFXXX',
        'Lastschrift REWE',
        '',
        'EUR',
        '23,45',
        'S',
      ],
    ]);
    expect(table.layout).toBe('transaction-log');
    expect(table.rows.map((row) => [row.date, row.amountCents])).toEqual([
      ['2025-01-15', 250000],
      ['2025-01-16', -2345],
    ]);
  });
});

describe('a refund category in a signed log', () => {
  it.each([
    ['Shopping', 'Refund'],
    ['Compras', 'Devolución'],
    ['Einkauf', 'Erstattung'],
  ])('%s / %s, whose money only comes in, gets no income hint: it lowers spending', (category, subcategory) => {
    const [table] = parseWorkbook([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Subcategory', 'Amount'],
          ['2025-01-02', category, subcategory, 25],
          ['2025-01-09', category, subcategory, 12.5],
          ['2025-01-10', 'Food', 'Groceries', -80],
        ],
      },
    ]).sheets;
    expect(table.hints).toEqual([]);
  });
});
