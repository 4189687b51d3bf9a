import { isBalanceLabel, normalizeLabel } from './text';
import { monthFromName, parseDateCell } from './dates';
import { parseMonthHeader } from './months';
import type { Cell, GridMonth } from '../types';

describe('normalizeLabel drops accents, not letters', () => {
  it.each<[string, string]>([
    ['Débit', 'debit'],
    ['Crédit', 'credit'],
    ['Begünstigter', 'begunstigter'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Descrição', 'descricao'],
    ['Categoría', 'categoria'],
    ['Libellé opération', 'libelleoperation'],
    ['Date de valeur', 'datedevaleur'],
  ])('%j → %j', (label, normalized) => {
    expect(normalizeLabel(label)).toBe(normalized);
  });

  it('reads a label with and without its accents alike', () => {
    expect(normalizeLabel('Begünstigter')).toBe(normalizeLabel('Begunstigter'));
    expect(normalizeLabel('Fecha Operación')).toBe(normalizeLabel('fecha operacion'));
  });
});

describe('isBalanceLabel in five languages', () => {
  it.each<[string]>([
    ['Closing balance'],
    ['Opening Balance'],
    ['Kontostand'],
    ['Kontostand: 5.000,01 EUR'],
    ['Anfangssaldo'],
    ['Endsaldo'],
    ['Saldo inicial'],
    ['Saldo final'],
    ['Saldo anterior'],
    ['Solde final'],
    ['Solde initial'],
    ['Solde au 31/01/2025'],
    ['Beginsaldo'],
    ['Eindsaldo'],
  ])('%j is a balance', (label) => {
    expect(isBalanceLabel(label)).toBe(true);
  });

  it.each<[string]>([
    ['Solde prix prestations'], // a bank's fee row: "solde" is not followed by a balance word
    ['Saldo Bizum'], // a Bizum transfer's description
    ['Saldo'], // the word alone says no balance
    ['Saldo tarjeta'],
    ['Balance transfer fee'],
    ['Groceries'],
  ])('%j is not a balance', (label) => {
    expect(isBalanceLabel(label)).toBe(false);
  });
});

describe('compact YYYYMMDD dates (ING and many banks)', () => {
  it.each<[Cell, string | null]>([
    [20250102, '2025-01-02'],
    ['20250102', '2025-01-02'],
    [' 20250102 ', '2025-01-02'],
    [20241231, '2024-12-31'],
    ['20240229', '2024-02-29'],
    [20251340, null], // month 13
    ['20251340', null],
    [20250230, null], // 30 February
    ['20230229', null], // not a leap year
    [19491231, null], // before 1950
    ['2025010', null], // seven digits
  ])('%p → %p', (cell, iso) => {
    expect(parseDateCell(cell)).toBe(iso);
  });

  it('reads compact dates the same in either date order', () => {
    expect(parseDateCell('20250102', 'DMY')).toBe('2025-01-02');
    expect(parseDateCell(20250102, 'DMY')).toBe('2025-01-02');
  });
});

describe('monthFromName in six languages', () => {
  it.each<[string, number]>([
    ['März', 3],
    ['maerz', 3],
    ['août', 8],
    ['AOÛT', 8],
    ['septiembre', 9],
    ['okt', 10],
    ['Okt.', 10],
    ['maio', 5],
    ['dez', 12],
    ['Dezember', 12],
    ['janv.', 1],
    ['févr', 2],
    ['mei', 5],
    ['outubro', 10],
  ])('%j → %d', (name, month) => {
    expect(monthFromName(name)).toBe(month);
  });

  it.each<[string]>([['set'], ['out'], ['Maybe'], ['Total']])('%j is no month (English words are not Portuguese short forms)', (name) => {
    expect(monthFromName(name)).toBeNull();
  });
});

describe('parseMonthHeader with marks, spacing, case and other languages', () => {
  it.each<[Cell, GridMonth | null]>([
    ['Jan ✓', { month: 1, year: null }],
    ['Feb ✔', { month: 2, year: null }],
    ['March  ', { month: 3, year: null }],
    ['  April\t', { month: 4, year: null }],
    ['JANUARY', { month: 1, year: null }],
    ['Februar 2025', { month: 2, year: 2025 }],
    ['März 2024', { month: 3, year: 2024 }],
    ['déc.', { month: 12, year: null }],
    ['févr. 2025', { month: 2, year: 2025 }],
    ['Mai-24', { month: 5, year: 2024 }],
    ['Okt 25', { month: 10, year: 2025 }],
    ['Septiembre', { month: 9, year: null }],
    ['Mai ✓', { month: 5, year: null }],
  ])('%p → %p', (cell, month) => {
    expect(parseMonthHeader(cell)).toEqual(month);
  });
});
