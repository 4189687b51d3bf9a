import type { PeriodKey } from '@ontrack/api/contracts';
import { periodData } from '../../../testing/spending-fixtures';
import { availablePeriods, hasAnyPeriod, resolvePeriod } from './periods';

const withWindows = (...keys: PeriodKey[]) => Object.fromEntries(keys.map((key) => [key, periodData({ total_income: 1000 })]));

describe('availablePeriods', () => {
  it.each<[string, PeriodKey[], string[]]>([
    [
      'all six windows',
      ['LY', '2LY', '6_months', '6_months_previous', '3_months', '3_months_previous'],
      ['12M:trends', '6M:trends', '3M:trends'],
    ],
    ['only the current windows', ['LY', '6_months', '3_months'], ['12M:current', '6M:current', '3M:current']],
    ['a short history', ['LY', '6_months', '3_months', '3_months_previous'], ['12M:current', '6M:current', '3M:trends']],
    ['a comparison window without its own window', ['2LY', '3_months'], ['3M:current']],
    ['nothing', [], []],
  ])('%s', (_name, keys, expected) => {
    const offered = availablePeriods(withWindows(...keys)).map((period) => `${period.id}:${period.hasTrends ? 'trends' : 'current'}`);
    expect(offered).toEqual(expected);
  });

  it('keeps the windows it compares', () => {
    const data = { LY: periodData({ total_income: 5 }), '2LY': periodData({ total_income: 4 }) };
    const [year] = availablePeriods(data);
    expect(year.months).toBe(12);
    expect(year.data.total_income).toBe(5);
    expect(year.previousData?.total_income).toBe(4);
  });
});

describe('availablePeriods: thin comparison windows', () => {
  const covering = (covered: number, inWindow: number) => periodData({ months_covered: covered, months_in_window: inWindow });

  it('compares with a previous window holding at least half its months', () => {
    const [year] = availablePeriods({ LY: covering(12, 12), '2LY': covering(6, 12) });
    expect(year).toMatchObject({ hasTrends: true, thinPrevious: null });
  });

  it('does not compare with one holding less than half, and keeps it to say so', () => {
    const thin = covering(2, 12);
    const [year] = availablePeriods({ LY: covering(12, 12), '2LY': thin });
    expect(year).toMatchObject({ hasTrends: false, previousData: null, thinPrevious: thin });
  });
});

describe('resolvePeriod', () => {
  const offered = availablePeriods(withWindows('LY', '6_months', '3_months'));
  it.each([
    [null, '12M'],
    ['6M', '6M'],
    ['3M', '3M'],
  ] as const)('choice %p → %p', (choice, id) => {
    expect(resolvePeriod(offered, choice)?.id).toBe(id);
  });

  it('falls back to the longest offered period when the choice is gone', () => {
    expect(resolvePeriod(availablePeriods(withWindows('6_months', '3_months')), '12M')?.id).toBe('6M');
  });

  it('is null when nothing is offered', () => {
    expect(resolvePeriod([], '3M')).toBeNull();
  });
});

describe('hasAnyPeriod', () => {
  it.each<[PeriodKey[], boolean]>([
    [[], false],
    [['3_months'], true],
    [['2LY'], true],
  ])('%p → %p', (keys, expected) => {
    expect(hasAnyPeriod(withWindows(...keys))).toBe(expected);
  });
});
