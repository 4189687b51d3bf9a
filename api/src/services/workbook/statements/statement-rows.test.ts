import { centsFromText, isoDate, maskAccount, STATEMENT_HEADER, statementSheet, type StatementTransaction } from './statement-rows';
import { said } from '../../../domain/workbook/said';
import { englishText } from '../../../../test/support/reading-english';

describe('centsFromText', () => {
  it.each<[string, number | null]>([
    ['-34.51', -3451],
    ['0.01', 1],
    ['+5', 500],
    ['25.00', 2500],
    ['-34,51', -3451],
    ['.5', 50],
    ['12.345', 1235],
    ['-12.344', -1234],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1 234,56', 123456],
    ["1'234.50", 123450],
    ['1,234,567.89', 123456789],
    ['34.51-', -3451],
    ['-0.00', 0],
    ['', null],
    ['abc', null],
    ['1.2.3,4,5', null],
    ['-+3', null],
  ])('%s → %p cents (lone comma as decimal)', (text, cents) => {
    expect(centsFromText(text, 'decimal')).toBe(cents);
  });

  it('reads a lone comma before three digits as thousands when asked, and as decimal otherwise', () => {
    expect(centsFromText('1,234', 'thousands-when-three-digits')).toBe(123400);
    expect(centsFromText('-12,50', 'thousands-when-three-digits')).toBe(-1250);
    expect(centsFromText('1,234', 'decimal')).toBe(123);
  });

  it('gives amounts that are the exact double of the written decimal', () => {
    for (const text of ['0.1', '0.2', '-34.51', '1234567.89', '-0.07']) expect(centsFromText(text, 'decimal')! / 100).toBe(Number(text));
  });
});

describe('isoDate', () => {
  it('accepts real days only', () => {
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDate(2023, 2, 29)).toBeNull();
    expect(isoDate(2023, 13, 1)).toBeNull();
    expect(isoDate(2023, 4, 31)).toBeNull();
  });
});

describe('maskAccount', () => {
  it('hides all but the last four characters', () => {
    expect(maskAccount('NL26VAYB8060476890')).toBe('••••6890');
    expect(maskAccount('1234')).toBe('1234');
  });
});

describe('statementSheet', () => {
  const transaction = (currency: string | null, account: string | null): StatementTransaction => ({
    date: '2025-01-02',
    amountCents: -1999,
    description: 'Shop',
    memo: null,
    category: null,
    account,
    currency,
    reference: null,
  });

  it('writes the header, then rows with amounts as numbers, and the most common currency', () => {
    const grid = statementSheet(
      {
        transactions: [transaction('EUR', '111122223333'), transaction('EUR', '111122223333'), transaction('USD', null)],
        label: 'a test file',
      },
      'Sheet',
    );
    expect(grid.rows[0]).toEqual([...STATEMENT_HEADER]);
    expect(grid.rows[1]).toEqual(['2025-01-02', -19.99, 'Shop', null, null, '111122223333', 'EUR', null]);
    expect(grid.currency).toBe('EUR');
    expect(englishText(grid.note)).toBe('Read as a test file: 3 transactions of account ••••3333.');
  });

  it('names several accounts, masked, and what was left out; no currency when none is stated', () => {
    const grid = statementSheet(
      {
        transactions: [transaction(null, 'A-0001'), transaction(null, 'B-0002')],
        label: 'a test file',
        leftOut: said('reading.statement.pendingLeftOut', { count: 1 }),
      },
      'S',
    );
    expect(englishText(grid.note)).toBe(
      'Read as a test file: 2 transactions of 2 accounts (••••0001, ••••0002); 1 pending entry left out.',
    );
    expect(grid).not.toHaveProperty('currency');
  });
});
