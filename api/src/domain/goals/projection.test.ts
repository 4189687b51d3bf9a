import type { FutureTransaction, GoalInput } from './goal';
import { projectGoal } from './projection';

/**
 * Every expectation below is worked by hand; the arithmetic is in the
 * comments. Month m's date is today + m months (day clamped); one-time amounts dated up to that date
 * are added first, then the monthly contribution, then × (1 + rate/1200).
 */
const TODAY = '2025-05-14';

let nextId = 1;
const tx = (date: string, amount: number, description = 'one-time'): FutureTransaction => ({ id: nextId++, description, amount, date });

function goal(overrides: Partial<GoalInput>): GoalInput {
  return {
    name: 'Test goal',
    currentAmount: 0,
    targetAmount: 1000,
    targetDate: '2026-05-14',
    category: 'other',
    contributionAmount: 0,
    contributionFrequency: 'monthly',
    interestRate: 0,
    oneTimeTransactions: [],
    ...overrides,
  };
}

const balances = (series: { balance: number }[]) => series.map((point) => point.balance);
const dates = (series: { date: string }[]) => series.map((point) => point.date);

describe('projectGoal', () => {
  it('monthly, no interest, off track: completion after the target date and the closed-form requirement', () => {
    // B0 = 100, +100 a month. T = Dec − May = 7.
    // m1..m9: 200, 300, …, 1000; m9 (2026-02-14) is the first ≥ 1000 and after the target date → stop.
    const result = projectGoal(goal({ currentAmount: 100, contributionAmount: 100, targetDate: '2025-12-14' }), TODAY);
    expect(dates(result.series)).toEqual([
      '2025-05-14',
      '2025-06-14',
      '2025-07-14',
      '2025-08-14',
      '2025-09-14',
      '2025-10-14',
      '2025-11-14',
      '2025-12-14',
      '2026-01-14',
      '2026-02-14',
    ]);
    expect(balances(result.series)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(result.projectedCompletion).toBe('2026-02-14');
    // Balance at month T = 7: 800 < 1000.
    expect(result.projectedAmountAtTarget).toBe(800);
    expect(result.onTrack).toBe(false);
    // r = 0: P = (1000 − 100) / 7 = 128.571… → 129.
    expect(result.requiredContribution).toBe(129);
    // Paying 129: 100 + 129·7 = 1003 ≥ 1000 at month 7 = 2025-12-14 (≥ target date).
    expect(result.actualProjectedCompletion).toBe('2025-12-14');
  });

  it('weekly, no interest: 52/12 a month, exact to the cent without drift', () => {
    // $10 a week = 10 × 52 / 12 = 43.333… a month.
    // m1 = 43.333… → 43.33; m2 = 86.666… → 86.67; m3 = 130; m12 = 12 × 43.333… = 520 exactly.
    const result = projectGoal(
      goal({ contributionAmount: 10, contributionFrequency: 'weekly', targetAmount: 520, targetDate: '2026-05-14' }),
      TODAY,
    );
    expect(balances(result.series).slice(0, 4)).toEqual([0, 43.33, 86.67, 130]);
    expect(result.series).toHaveLength(13); // m12 reaches 520 on the target date itself → stop
    expect(result.series[12]).toEqual({ date: '2026-05-14', balance: 520 });
    expect(result.projectedAmountAtTarget).toBe(520);
    expect(result.onTrack).toBe(true);
    expect(result.projectedCompletion).toBe('2026-05-14');
    // On track: the current contribution, and the same completion.
    expect(result.requiredContribution).toBe(10);
    expect(result.actualProjectedCompletion).toBe('2026-05-14');
  });

  it('weekly off track: the requirement converts back × 12/52 and is rounded to whole dollars', () => {
    // $30 a week = 30 × 52 / 12 = 130 a month. T = Nov − May = 6: m6 = 780 < 1000.
    // m7 = 910 (2025-12-14), m8 = 1040 (2026-01-14) → completion, after the target date → stop.
    const result = projectGoal(goal({ contributionAmount: 30, contributionFrequency: 'weekly', targetDate: '2025-11-30' }), TODAY);
    expect(result.projectedAmountAtTarget).toBe(780);
    expect(result.onTrack).toBe(false);
    expect(result.projectedCompletion).toBe('2026-01-14');
    expect(result.series).toHaveLength(9);
    // Monthly P = 1000 / 6 = 166.666…; weekly = 166.666… × 12 / 52 = 38.46… → 38.
    expect(result.requiredContribution).toBe(38);
    // Paying $38 a week = 164.666… a month: m6 = 988 < 1000, m7 = 1152.67 → 2025-12-14.
    // (Rounding the requirement down costs a month; the card shows what paying $38 really gives.)
    expect(result.actualProjectedCompletion).toBe('2025-12-14');
  });

  it('biweekly with interest: compounding and the closed form with g = 1.01', () => {
    // $60 every two weeks = 60 × 26 / 12 = 130 a month; 12 % a year → r = 0.01, g = 1.01. T = 3.
    // m1 = (1000 + 130) × 1.01 = 1141.30
    // m2 = (1141.30 + 130) × 1.01 = 1284.013 → 1284.01
    // m3 = (1284.013 + 130) × 1.01 = 1428.15313 → 1428.15 < 1500: off track
    // m4 = (1428.15313 + 130) × 1.01 = 1573.7346… ≥ 1500 on 2025-09-14 → completion, stop.
    const result = projectGoal(
      goal({
        currentAmount: 1000,
        contributionAmount: 60,
        contributionFrequency: 'biweekly',
        interestRate: 12,
        targetAmount: 1500,
        targetDate: '2025-08-14',
      }),
      TODAY,
    );
    expect(balances(result.series)).toEqual([1000, 1141.3, 1284.01, 1428.15, 1573.73]);
    expect(result.projectedAmountAtTarget).toBe(1428.15);
    expect(result.onTrack).toBe(false);
    expect(result.projectedCompletion).toBe('2025-09-14');
    // P = (1500 − 1000 × 1.01³) / (1.01 × (1.01³ − 1) / 0.01)
    //   = (1500 − 1030.301) / (1.01 × 3.0301) = 469.699 / 3.060401 = 153.476…
    // biweekly = 153.476… × 12 / 26 = 70.83… → 71.
    expect(result.requiredContribution).toBe(71);
    // Paying 71 biweekly = 153.8333… a month:
    // m1 = 1153.8333 × 1.01 = 1165.3417; m2 = 1319.175 × 1.01 = 1332.3668; m3 = 1486.2001 × 1.01 = 1501.06 ≥ 1500.
    expect(result.actualProjectedCompletion).toBe('2025-08-14');
  });

  it('monthly with interest and no contribution, on track by a few cents', () => {
    // 1000 at 12 %: m1 = 1010, m2 = 1020.10, m3 = 1030.301 → 1030.30 ≥ 1030 on the target date → stop.
    const result = projectGoal(goal({ currentAmount: 1000, interestRate: 12, targetAmount: 1030, targetDate: '2025-08-14' }), TODAY);
    expect(balances(result.series)).toEqual([1000, 1010, 1020.1, 1030.3]);
    expect(result.projectedAmountAtTarget).toBe(1030.3);
    expect(result.onTrack).toBe(true);
    expect(result.projectedCompletion).toBe('2025-08-14');
    expect(result.requiredContribution).toBe(0);
    expect(result.actualProjectedCompletion).toBe('2025-08-14');
  });

  it('adds a past-dated deposit in month 1 and a withdrawal in the month its date is reached', () => {
    // B0 = 500, +100 a month. Deposit 200 dated 2025-04-01 (before today) → month 1.
    // Withdrawal −150 dated 2025-07-20: m2 is 07-14 (too early), m3 is 08-14 → month 3.
    // m1 = 500 + 200 + 100 = 800; m2 = 900; m3 = 900 − 150 + 100 = 850; m4 = 950 (T = Sep − May = 4).
    // m5 = 1050 ≥ 1010 on 2025-10-14 → completion, stop.
    const result = projectGoal(
      goal({
        currentAmount: 500,
        contributionAmount: 100,
        targetAmount: 1010,
        targetDate: '2025-09-30',
        // Given out of date order on purpose.
        oneTimeTransactions: [tx('2025-07-20', -150, 'new tyres'), tx('2025-04-01', 200, 'bonus')],
      }),
      TODAY,
    );
    expect(balances(result.series)).toEqual([500, 800, 900, 850, 950, 1050]);
    expect(result.projectedAmountAtTarget).toBe(950);
    expect(result.onTrack).toBe(false);
    expect(result.projectedCompletion).toBe('2025-10-14');
    // P = (1010 − 500 − (200 − 150)) / 4 = 460 / 4 = 115.
    expect(result.requiredContribution).toBe(115);
    // Paying 115: m1 = 815, m2 = 930, m3 = 895, m4 = 1010 ≥ 1010 on 2025-09-14 (before the target
    // date: no stop yet, but it is the completion), m5 = 1125 → stop.
    expect(result.actualProjectedCompletion).toBe('2025-09-14');
  });

  it('leaves one-time amounts added after month T out of the closed form', () => {
    // T = 2. A deposit of 5000 dated 2025-08-01 lands in month 3 (08-14), after T: it must not count.
    // m1 = 100, m2 = 200 < 1000: off track. P = (1000 − 0) / 2 = 500.
    const result = projectGoal(
      goal({ contributionAmount: 100, targetDate: '2025-07-31', oneTimeTransactions: [tx('2025-08-01', 5000)] }),
      TODAY,
    );
    expect(result.projectedAmountAtTarget).toBe(200);
    expect(result.requiredContribution).toBe(500);
    // Current pace: m3 = 200 + 5000 + 100 = 5300 ≥ 1000 on 2025-08-14 → completion, stop.
    expect(result.projectedCompletion).toBe('2025-08-14');
    expect(balances(result.series)).toEqual([0, 100, 200, 5300]);
    // Paying 500: m1 = 500, m2 = 1000 ≥ 1000 on 07-14 (completion; before 07-31, so on), m3 = 6500 → stop.
    expect(result.actualProjectedCompletion).toBe('2025-07-14');
  });

  it('a target date in the past: amount at target counts today and earlier, requirement infinite', () => {
    // T = Mar − May = −2 ≤ 0: amount at target = 300 + 100 (dated today) = 400; the June deposit is not counted.
    // Simulation: m1 (06-14) = 300 + 100 + 1000 + 50 = 1450 ≥ 1000 and after the target date → stop.
    const result = projectGoal(
      goal({
        currentAmount: 300,
        contributionAmount: 50,
        targetDate: '2025-03-01',
        oneTimeTransactions: [tx('2025-05-14', 100), tx('2025-06-01', 1000)],
      }),
      TODAY,
    );
    expect(result.projectedAmountAtTarget).toBe(400);
    expect(result.onTrack).toBe(false);
    expect(result.requiredContribution).toBeNull();
    expect(result.actualProjectedCompletion).toBeNull();
    expect(result.series).toEqual([
      { date: '2025-05-14', balance: 300 },
      { date: '2025-06-14', balance: 1450 },
    ]);
    expect(result.projectedCompletion).toBe('2025-06-14');
  });

  it('a target date later this month (T = 0): off track means infinite, on track keeps the contribution', () => {
    // T = 0: amount at target = currentAmount = 900 < 1000 → infinite.
    const behind = projectGoal(goal({ currentAmount: 900, contributionAmount: 200, targetDate: '2025-05-31' }), TODAY);
    expect(behind.projectedAmountAtTarget).toBe(900);
    expect(behind.onTrack).toBe(false);
    expect(behind.requiredContribution).toBeNull();
    // m1 (06-14) = 1100 ≥ 1000, after 05-31 → completion and stop.
    expect(behind.projectedCompletion).toBe('2025-06-14');
    expect(behind.series).toHaveLength(2);

    // 1000 ≥ 1000: on track; completion is month 1 (the projection starts at month 1, not today).
    const done = projectGoal(goal({ currentAmount: 1000, contributionAmount: 200, targetDate: '2025-05-31' }), TODAY);
    expect(done.onTrack).toBe(true);
    expect(done.projectedAmountAtTarget).toBe(1000);
    expect(done.requiredContribution).toBe(200);
    expect(done.projectedCompletion).toBe('2025-06-14');
    expect(done.actualProjectedCompletion).toBe('2025-06-14');
  });

  it('clears the completion when the balance drops back below the target; the next crossing counts', () => {
    // B0 = 900, +100 a month, −300 dated 2025-06-20 (month 2). T = 5 (2025-10-14).
    // m1 = 1000 ≥ 1000 (06-14): completion 06-14, but before the target date → go on.
    // m2 = 1000 − 300 + 100 = 800 → cleared. m3 = 900. m4 = 1000 (09-14): completion again.
    // m5 = 1100 on 10-14 ≥ target date → stop.
    const result = projectGoal(
      goal({
        currentAmount: 900,
        contributionAmount: 100,
        targetDate: '2025-10-14',
        oneTimeTransactions: [tx('2025-06-20', -300, 'car repair')],
      }),
      TODAY,
    );
    expect(balances(result.series)).toEqual([900, 1000, 800, 900, 1000, 1100]);
    expect(result.projectedCompletion).toBe('2025-09-14');
    expect(result.projectedAmountAtTarget).toBe(1100);
    expect(result.onTrack).toBe(true);
    expect(result.requiredContribution).toBe(100);
    expect(result.actualProjectedCompletion).toBe('2025-09-14');
  });

  it('stops after 600 months when the target is never reached', () => {
    // $1 a month towards a million: 600 months later the balance is 600, never ≥ the target.
    const result = projectGoal(goal({ contributionAmount: 1, targetAmount: 1_000_000, targetDate: '2026-05-14' }), TODAY);
    expect(result.series).toHaveLength(601);
    expect(result.series[600]).toEqual({ date: '2075-05-14', balance: 600 });
    expect(result.projectedCompletion).toBeNull();
    // T = 12: 12 < 1 000 000. P = 1 000 000 / 12 = 83 333.33… → 83 333.
    expect(result.projectedAmountAtTarget).toBe(12);
    expect(result.requiredContribution).toBe(83_333);
    // Paying 83 333: m12 = 999 996 < 1 000 000; m13 = 1 083 329 on 2026-06-14.
    expect(result.actualProjectedCompletion).toBe('2026-06-14');
  });

  it('runs to month T when the target date is more than 600 months away', () => {
    // 2025-05 → 2100-05 is 75 years = 900 months.
    const result = projectGoal(goal({ contributionAmount: 0, targetAmount: 100, targetDate: '2100-05-14' }), TODAY);
    expect(result.series).toHaveLength(901);
    expect(result.series[900].date).toBe('2100-05-14');
    expect(result.projectedAmountAtTarget).toBe(0);
    // P = 100 / 900 = 0.11… → 0 (rounded to whole dollars, floored at 0).
    expect(result.requiredContribution).toBe(0);
    expect(result.actualProjectedCompletion).toBeNull();
  });

  it('clamps month dates to the month end (Jan 31 → Feb 29 in a leap year) and dates amounts by them', () => {
    // Today 2024-01-31: m1 = 2024-02-29, m2 = 2024-03-31, m3 = 2024-04-30, m4 = 2024-05-31.
    // A deposit of 5 dated 02-29 is in month 1; one of 7 dated 03-01 is in month 2.
    // m1 = 0 + 5 + 10 = 15; m2 = 15 + 7 + 10 = 32; m3 = 42; m4 = 52.
    const result = projectGoal(
      goal({
        contributionAmount: 10,
        targetAmount: 52,
        targetDate: '2024-05-31',
        oneTimeTransactions: [tx('2024-03-01', 7), tx('2024-02-29', 5)],
      }),
      '2024-01-31',
    );
    expect(result.series).toEqual([
      { date: '2024-01-31', balance: 0 },
      { date: '2024-02-29', balance: 15 },
      { date: '2024-03-31', balance: 32 },
      { date: '2024-04-30', balance: 42 },
      { date: '2024-05-31', balance: 52 },
    ]);
    expect(result.onTrack).toBe(true);
    expect(result.projectedCompletion).toBe('2024-05-31');

    // Not a leap year: 2025-01-31 + 1 month is 2025-02-28.
    expect(
      projectGoal(goal({ targetDate: '2025-03-31' }), '2025-01-31')
        .series.slice(1, 3)
        .map((p) => p.date),
    ).toEqual(['2025-02-28', '2025-03-31']);
  });

  it('keeps cents exact in one-time amounts (0.1 + 0.2 is 0.30)', () => {
    // m1 = 0.10 + 0.20 = 0.30 exactly, not 0.30000000000000004.
    const result = projectGoal(
      goal({ targetAmount: 0.3, targetDate: '2025-06-14', oneTimeTransactions: [tx('2025-05-20', 0.1), tx('2025-06-01', 0.2)] }),
      TODAY,
    );
    expect(result.series[1]).toEqual({ date: '2025-06-14', balance: 0.3 });
    expect(result.projectedAmountAtTarget).toBe(0.3);
    expect(result.onTrack).toBe(true);
  });

  it('refuses a date that is not real', () => {
    expect(() => projectGoal(goal({ targetDate: '2025-02-30' }), TODAY)).toThrow(RangeError);
    expect(() => projectGoal(goal({}), '14/05/2025')).toThrow(RangeError);
  });
});
