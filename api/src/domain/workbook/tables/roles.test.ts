import { roleOfLabel, type ColumnRole } from './roles';
import { typeValue } from '../rows/type-column';
import type { Cell } from '../types';

type Role = Exclude<ColumnRole, 'none'>;

describe('roleOfLabel: headers in German, French, Spanish, Dutch and Portuguese', () => {
  it.each<[string, Role, number]>([
    // German (DKB, Sparkasse, ING DE, Volksbank)
    ['Buchungstag', 'date', 1],
    ['Buchungsdatum', 'date', 1],
    ['Datum', 'date', 2],
    ['Wertstellung', 'date', 3],
    ['Betrag', 'amount', 1],
    ['Umsatz', 'amount', 1],
    ['Soll', 'out', 0],
    ['Haben', 'in', 0],
    ['Soll/Haben', 'type', 0],
    ['Auftraggeber', 'description', 1],
    ['Begünstigter', 'description', 0],
    ['Auftraggeber / Begünstigter', 'description', 0],
    ['Verwendungszweck', 'description', 2],
    ['Buchungstext', 'description', 3],
    ['Kategorie', 'category', 0],
    // Dutch (ING NL, Knab, Rabobank)
    ['Omschrijving', 'description', 1],
    ['Tegenrekeninghouder', 'description', 0],
    ['CreditDebet', 'type', 0],
    ['Af Bij', 'type', 0],
    ['Af/Bij', 'type', 0],
    ['Bedrag', 'amount', 1],
    // Spanish
    ['Fecha', 'date', 1],
    ['Fecha valor', 'date', 3],
    ['Concepto', 'description', 0],
    ['Importe', 'amount', 1],
    ['Categoría', 'category', 0],
    ['Subcategoría', 'subcategory', 0],
    ['Cantidad', 'amount', 2],
    ['Presupuesto', 'plan', 0],
    // French (accents dropped by normalizeLabel)
    ['Montant', 'amount', 1],
    ['Libellé', 'description', 0],
    ['Date de valeur', 'date', 3],
    ['Débit', 'out', 0],
    ['Crédit', 'in', 0],
    ['Catégorie', 'category', 0],
    // Portuguese
    ['Data', 'date', 2],
    ['Descrição', 'description', 0],
    ['Valor', 'amount', 2],
  ])('%j → %s (rank %d)', (label, role, rank) => {
    expect(roleOfLabel(label)).toEqual({ role, rank });
  });

  it('ranks a value date after the booking date, in German, French and Spanish alike', () => {
    for (const [booking, value] of [
      ['Buchungstag', 'Wertstellung'],
      ['Date', 'Date de valeur'],
      ['Fecha', 'Fecha valor'],
    ]) {
      expect(roleOfLabel(booking)!.rank).toBeLessThan(roleOfLabel(value)!.rank);
      expect(roleOfLabel(value)!.role).toBe('date');
    }
  });

  it('ranks a payee above the purpose and the booking text (Begünstigter, Verwendungszweck, Buchungstext)', () => {
    const ranks = ['Begünstigter', 'Auftraggeber', 'Verwendungszweck', 'Buchungstext'].map((label) => roleOfLabel(label)!.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(ranks).size).toBe(4);
  });
});

describe('roleOfLabel: a currency beside the word is stripped', () => {
  it.each<[string, Role]>([
    ['Betrag (EUR)', 'amount'],
    ['Betrag (€)', 'amount'],
    ['Amount in USD', 'amount'],
    ['Importe €', 'amount'],
    ['Montant EUR', 'amount'],
    ['Bedrag [EUR]', 'amount'],
    ['Debit (GBP)', 'out'],
    ['Credit in CHF', 'in'],
    ['Umsatz in EUR', 'amount'],
  ])('%j → %s', (label, role) => {
    expect(roleOfLabel(label)?.role).toBe(role);
  });

  it('keeps the rank of the bare word', () => {
    expect(roleOfLabel('Betrag (EUR)')).toEqual(roleOfLabel('Betrag'));
    expect(roleOfLabel('Amount in USD')).toEqual(roleOfLabel('Amount'));
  });

  it('finds no role where the bare word names none', () => {
    expect(roleOfLabel('Saldo (EUR)')).toBeNull();
    expect(roleOfLabel('Währung EUR')).toBeNull();
  });
});

describe('roleOfLabel: numbered descriptions rank after the unnumbered one', () => {
  it.each<[string, string]>([
    ['Description 1', 'Description'],
    ['Description 2', 'Description'],
    ['Payee 2', 'Payee'],
    ['Verwendungszweck 1', 'Verwendungszweck'],
    ['Libellé 2', 'Libellé'],
  ])('%j ranks one after %j', (numbered, plain) => {
    const base = roleOfLabel(plain)!;
    expect(roleOfLabel(numbered)).toEqual({ role: 'description', rank: base.rank + 1 });
  });

  it('numbers only descriptions: `Amount 2` and `Date 1` name no role', () => {
    expect(roleOfLabel('Amount 2')).toBeNull();
    expect(roleOfLabel('Date 1')).toBeNull();
  });
});

describe('typeValue: type column values of European banks', () => {
  it.each<[Cell, 'in' | 'out', string | null]>([
    ['C', 'in', null],
    ['D', 'out', null],
    ['c', 'in', null],
    ['H', 'in', null],
    ['S', 'out', null],
    ['Haben', 'in', null],
    ['Soll', 'out', null],
    ['Bij', 'in', null],
    ['Af', 'out', null],
    ['Debet', 'out', null],
    ['Credit', 'in', null],
    ['Ingreso', 'in', 'Income'],
    ['Ingresos', 'in', 'Income'],
    ['Gasto', 'out', 'Expense'],
    ['Gastos', 'out', 'Expense'],
    ['Einnahme', 'in', 'Income'],
    ['Ausgabe', 'out', 'Expense'],
  ])('%j → %s (%s)', (cell, direction, kind) => {
    expect(typeValue(cell)).toEqual({ direction, kind });
  });

  it.each<[Cell]>([['X'], ['Y'], ['Lastschrift SEPA'], [''], [1], [null]])('%j says no direction', (cell) => {
    expect(typeValue(cell)).toBeNull();
  });
});

describe('more banks’ headers', () => {
  it.each<[string, string, number]>([
    ['Buchung', 'date', 1], // ING Germany
    ["Date de l'opération", 'date', 1], // Société Générale
    ['dateOp', 'date', 1], // Boursorama
    ['Started Date', 'date', 1], // Revolut: the transaction's own date wins over Completed Date
    ['Completed Date', 'date', 2],
    ['Débit euros', 'out', 0], // Crédit Agricole
    ['Crédit euros', 'in', 0],
    ['Lastschrift in CHF', 'out', 0], // PostFinance
    ['Gutschrift in CHF', 'in', 0],
    ['Beguenstigter/Zahlungspflichtiger', 'description', 0], // Sparkasse
    ['Counter Party', 'description', 0], // Starling
    ['Spending Category', 'category', 0],
    ["Montant de l'opération", 'amount', 1],
  ])('%p names the %s role (rank %i)', (label, role, rank) => {
    expect(roleOfLabel(label)).toEqual({ role, rank });
  });
});

describe('roleOfLabel: names of an object’s built-ins', () => {
  it.each(['Constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('%p names no role', (label) => {
    expect(roleOfLabel(label)).toBeNull();
  });
});
