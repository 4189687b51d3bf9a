import { cellText, isTotalLabel, normalizeLabel, sectionTitle } from './cells';
import type { Cell } from './types';

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
