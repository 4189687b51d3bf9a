import { percentOf } from '@ontrack/api/domain';
import { toCents } from './money';

describe('toCents', () => {
  it.each([
    [0, 0],
    [0.1 + 0.2, 30],
    [1234.56, 123456],
    [-19.99, -1999],
    [100, 10000],
  ])('%p dollars → %p cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
});

// The screen's percents are the server's (health.ts, change.ts use it on positive wholes).
describe('percentOf', () => {
  it.each([
    [250000, 400000, 62.5],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [-5000, 100000, -5],
    [400000, 400000, 100],
  ])('%p of %p → %p %%', (numerator, denominator, percent) => {
    expect(percentOf(numerator, denominator)).toBe(percent);
  });
});
