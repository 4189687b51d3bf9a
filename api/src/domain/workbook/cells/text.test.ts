import { cellText, isTotalLabel, labelText, MAX_LABEL_LENGTH, normalizeLabel, sectionTitle } from './text';
import type { Cell } from '../types';

describe('normalizeLabel', () => {
  it.each<[Cell, string]>([
    ['Sub-Category', 'subcategory'],
    ['  sub category ', 'subcategory'],
    ['SUBCATEGORY:', 'subcategory'],
    ['Amount ($)', 'amount'],
    ['% of income', '%ofincome'],
    [42, '42'],
    [null, ''],
  ])('%p → %p', (cell, label) => {
    expect(normalizeLabel(cell)).toBe(label);
  });
});

describe('cellText', () => {
  it('collapses whitespace and writes dates as YYYY-MM-DD', () => {
    expect(cellText('  Rent\n and\tpower ')).toBe('Rent and power');
    expect(cellText(new Date(Date.UTC(2025, 0, 2)))).toBe('2025-01-02');
    expect(cellText(false)).toBe('false');
  });

  it.each<[string, string]>([
    ['Rent', 'Rent'],
    ['Oakwood Apartments rent', 'Oakwood Apartments rent'],
    ['Rent  and power', 'Rent and power'],
    ['Rent\tpower', 'Rent power'],
    ['Rent\u00a0power', 'Rent power'],
    [' Rent', 'Rent'],
    ['Rent ', 'Rent'],
    ['\u3000Rent', 'Rent'],
    ['', ''],
    [' ', ''],
  ])('tidies %j to %j, tidy text answered as it is', (cell, text) => {
    expect(cellText(cell)).toBe(text);
    expect(labelText(cell)).toBe(text);
  });

  it('cuts a label at MAX_LABEL_LENGTH and trims the cut', () => {
    expect(labelText(`${'a'.repeat(MAX_LABEL_LENGTH - 1)} tail`)).toBe('a'.repeat(MAX_LABEL_LENGTH - 1));
    expect(labelText('b'.repeat(MAX_LABEL_LENGTH))).toBe('b'.repeat(MAX_LABEL_LENGTH));
  });
});

describe('isTotalLabel', () => {
  it.each<[string, boolean]>([
    ['Total', true],
    ['TOTAL', true],
    ['Total Income', true],
    ['Housing total', true],
    ['Subtotal', true],
    ['Sub-total', true],
    ['Sub total', true],
    ['Grand Total', true],
    ['Totals', true],
    ['Totally awesome', false],
    ['Subtotals', true],
    ['Rent', false],
    ['', false],
  ])('%p → %p', (text, total) => {
    expect(isTotalLabel(text)).toBe(total);
  });
});

describe('sectionTitle', () => {
  it.each<[Cell[], string | null]>([
    [['Income'], 'Income'],
    [[null, ' NEEDS: ', ''], 'NEEDS'],
    [['Wants'], 'Wants'],
    [['Savings'], 'Savings'],
    [['Debt'], 'Debt'],
    [['Expenses'], 'Expenses'],
    [['Income', 100], null], // a row with an amount is data
    [['Income', 'Salary'], null],
    [['Housing'], null],
    [[5], null],
    [[], null],
  ])('%p → %p', (row, title) => {
    expect(sectionTitle(row)).toBe(title);
  });
});
