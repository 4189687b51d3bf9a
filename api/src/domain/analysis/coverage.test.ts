import { comparableWindow, coverageSentence, noComparisonSentence } from './coverage';

describe('coverageSentence', () => {
  it('says how many months hold data when fewer than the window has', () => {
    expect(coverageSentence({ months_covered: 6, months_in_window: 12 })).toBe('Your data covers 6 of these 12 months');
    expect(coverageSentence({ months_covered: 1, months_in_window: 3 })).toBe('Your data covers 1 of these 3 months');
  });

  it('says nothing for a fully covered window or an analysis stored without coverage', () => {
    expect(coverageSentence({ months_covered: 12, months_in_window: 12 })).toBeNull();
    expect(coverageSentence({})).toBeNull();
  });
});

describe('comparableWindow', () => {
  it.each([
    [6, 12, true], // half its months: enough
    [5, 12, false],
    [2, 12, false],
    [2, 3, true],
    [1, 3, false],
    [3, 6, true],
  ])('%d of %d months → %s', (covered, inWindow, comparable) => {
    expect(comparableWindow({ months_covered: covered, months_in_window: inWindow })).toBe(comparable);
  });

  it('compares as before when the coverage is unknown', () => {
    expect(comparableWindow({})).toBe(true);
  });
});

describe('noComparisonSentence', () => {
  it('names the window and the months it holds', () => {
    expect(noComparisonSentence({ months_covered: 2, months_in_window: 12 })).toBe(
      'The previous 12 months hold only 2 months of data: no comparison',
    );
    expect(noComparisonSentence({ months_covered: 1, months_in_window: 6 })).toBe(
      'The previous 6 months hold only 1 month of data: no comparison',
    );
  });
});
