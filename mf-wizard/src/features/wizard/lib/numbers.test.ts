import { countOf, formatWholeNumber } from './numbers';

describe('formatWholeNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
  ])('%d is written %s', (value, text) => {
    expect(formatWholeNumber(value)).toBe(text);
  });
});

describe('countOf', () => {
  it.each([
    [0, '0 transactions'],
    [1, '1 transaction'],
    [2, '2 transactions'],
    [1234, '1,234 transactions'],
  ])('%d → %s', (count, text) => {
    expect(countOf(count, 'transaction')).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });
});
