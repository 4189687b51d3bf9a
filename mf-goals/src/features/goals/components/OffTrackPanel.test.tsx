import { months } from '../lib/labels';

describe('delay in months', () => {
  it.each([
    [0, '0 months'],
    [1, '1 month'],
    [8, '8 months'],
    [23, '23 months'],
    [24, '24 months (about 2 years)'],
    [502, '502 months (about 42 years)'],
  ])('%d → %s', (count, text) => expect(months(count)).toBe(text));
});
