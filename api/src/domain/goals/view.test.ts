import {
  contributionIncreasePercent,
  delayMonths,
  elapsedSharePercent,
  futureTransactionsTotal,
  nextTransactionId,
  percentComplete,
  progressColour,
  shortfall,
} from './view';

const TODAY = '2025-05-14';

describe('percentComplete', () => {
  it.each([
    [250, 1000, 25],
    [333.33, 1000, 33], // 33.333 → 33
    [666.5, 1000, 67], // 66.65 → 67
    [4.99, 1000, 0], // 0.499 → 0
    [1500, 1000, 100], // clamped
    [0, 0.01, 0],
    [5, 0, 100], // a target of nothing is complete
  ])('%d of %d is %d %%', (currentAmount, targetAmount, expected) => {
    expect(percentComplete({ currentAmount, targetAmount })).toBe(expected);
  });
});

describe('progressColour', () => {
  // Six months before 2025-05-14 is 2024-11-14. To a target of 2025-11-14 the period is 365 days,
  // of which 181 have passed (Nov 14 → May 14): 181 / 365 = 49.59 %. Yellow from 49.59 − 10 = 39.59 %.
  it('computes the elapsed share of the six-month baseline period', () => {
    expect(elapsedSharePercent('2025-11-14', TODAY)).toBeCloseTo((181 / 365) * 100, 10);
    // Target before the period's start (more than six months ago): all of it has passed.
    expect(elapsedSharePercent('2024-10-01', TODAY)).toBe(100);
    // Target between the period's start and today: also capped at 100.
    expect(elapsedSharePercent('2025-02-01', TODAY)).toBe(100);
  });

  it('is green when on track, whatever the percent', () => {
    expect(progressColour({ onTrack: true, currentAmount: 0, targetAmount: 1000, targetDate: '2025-11-14' }, TODAY)).toBe('green');
  });

  it('is yellow at or above the elapsed share minus 10 points, red below', () => {
    const offTrack = { onTrack: false, targetAmount: 1000, targetDate: '2025-11-14' };
    expect(progressColour({ ...offTrack, currentAmount: 400 }, TODAY)).toBe('yellow'); // 40 ≥ 39.59
    expect(progressColour({ ...offTrack, currentAmount: 390 }, TODAY)).toBe('red'); // 39 < 39.59
  });

  it('asks for 90 % when the target date has passed', () => {
    const late = { onTrack: false, targetAmount: 1000, targetDate: '2025-03-01' };
    expect(progressColour({ ...late, currentAmount: 900 }, TODAY)).toBe('yellow');
    expect(progressColour({ ...late, currentAmount: 894 }, TODAY)).toBe('red'); // 89.4 → 89 < 90
  });
});

describe('nextTransactionId', () => {
  it('starts at goal id × 100 + 1', () => {
    expect(nextTransactionId([], 7)).toBe(701);
  });

  it('is the highest existing id plus one, whatever the order', () => {
    expect(nextTransactionId([{ id: 701 }, { id: 705 }, { id: 702 }], 7)).toBe(706);
  });
});

describe('shortfall', () => {
  it('is the target minus the projected amount, exact to the cent', () => {
    // 1000.00 − 799.99 = 200.01 (in floating point 1000 − 799.99 is 200.00999999999999)
    expect(shortfall({ targetAmount: 1000, projectedAmountAtTarget: 799.99 })).toBe(200.01);
  });

  it('is 0 when the projection reaches the target', () => {
    expect(shortfall({ targetAmount: 1000, projectedAmountAtTarget: 1000.5 })).toBe(0);
  });
});

describe('delayMonths', () => {
  it('counts calendar months from the target date to the current-pace completion', () => {
    expect(delayMonths({ onTrack: false, targetDate: '2025-12-14', projectedCompletion: '2026-02-14' })).toBe(2);
    // Month granularity: the 31st to the 1st of the next month is a month late.
    expect(delayMonths({ onTrack: false, targetDate: '2025-09-30', projectedCompletion: '2025-10-01' })).toBe(1);
  });

  it('is 0 when on track and null when the current pace never gets there', () => {
    expect(delayMonths({ onTrack: true, targetDate: '2025-12-14', projectedCompletion: '2025-10-14' })).toBe(0);
    expect(delayMonths({ onTrack: false, targetDate: '2025-12-14', projectedCompletion: null })).toBeNull();
  });
});

describe('contributionIncreasePercent', () => {
  it('is the rise from the current to the required contribution in whole percent', () => {
    // (129 − 100) / 100 = 29 %
    expect(contributionIncreasePercent({ contributionAmount: 100, requiredContribution: 129 })).toBe(29);
    // (38 − 30) / 30 = 26.67 % → 27
    expect(contributionIncreasePercent({ contributionAmount: 30, requiredContribution: 38 })).toBe(27);
  });

  it('has no percent for an infinite requirement or from nothing, and never goes negative', () => {
    expect(contributionIncreasePercent({ contributionAmount: 100, requiredContribution: null })).toBeNull();
    expect(contributionIncreasePercent({ contributionAmount: 0, requiredContribution: 50 })).toBeNull();
    // Rounded down to whole dollars, a requirement can sit just under the current 100.30.
    expect(contributionIncreasePercent({ contributionAmount: 100.3, requiredContribution: 100 })).toBe(0);
  });
});

describe('futureTransactionsTotal', () => {
  it('sums only the transactions dated after today, exact to the cent', () => {
    const list = [
      { amount: 100, date: '2025-05-14' }, // today: not future
      { amount: 0.1, date: '2025-05-15' },
      { amount: 0.2, date: '2025-06-01' },
      { amount: -50, date: '2026-01-01' },
      { amount: 999, date: '2025-01-01' }, // past
    ];
    // 0.10 + 0.20 − 50.00 = −49.70
    expect(futureTransactionsTotal(list, TODAY)).toBe(-49.7);
    expect(futureTransactionsTotal([], TODAY)).toBe(0);
  });
});
