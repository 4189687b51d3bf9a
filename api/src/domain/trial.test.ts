import { isEligible, nextPaidThrough, paidPlanActive, RENEWAL_GRACE_MS, startOfUtcMonth, TRIAL_DAYS, trialEndsAt } from './trial';

const DAY = 24 * 60 * 60 * 1000;
const created = Date.UTC(2025, 4, 14, 9, 30);

describe('trialEndsAt', () => {
  it('ends the trial seven days after sign-up, to the millisecond', () => {
    expect(TRIAL_DAYS).toBe(7);
    expect(trialEndsAt(created)).toBe(created + 7 * DAY);
  });
});

describe('isEligible', () => {
  const base = { trialEndsAtMs: trialEndsAt(created), planActive: false, usageUsed: 0, usageLimit: 10 };

  it('allows uploads while the trial runs', () => {
    expect(isEligible({ ...base, nowMs: created })).toBe(true);
    expect(isEligible({ ...base, nowMs: base.trialEndsAtMs - 1 })).toBe(true);
  });

  it('stops them the moment the trial is over when the plan is not paid', () => {
    expect(isEligible({ ...base, nowMs: base.trialEndsAtMs })).toBe(false);
    expect(isEligible({ ...base, nowMs: base.trialEndsAtMs + 30 * DAY })).toBe(false);
  });

  it('allows them on a paid plan after the trial', () => {
    expect(isEligible({ ...base, planActive: true, nowMs: base.trialEndsAtMs + 365 * DAY })).toBe(true);
  });

  it('stops them once the month’s usage reaches the limit, trial or paid', () => {
    expect(isEligible({ ...base, nowMs: created, usageUsed: 9 })).toBe(true);
    expect(isEligible({ ...base, nowMs: created, usageUsed: 10 })).toBe(false);
    expect(isEligible({ ...base, nowMs: created, usageUsed: 11 })).toBe(false);
    expect(isEligible({ ...base, planActive: true, nowMs: created, usageUsed: 10 })).toBe(false);
    expect(isEligible({ ...base, planActive: true, nowMs: created, usageUsed: 9 })).toBe(true);
  });

  it('allows nothing with a limit of zero', () => {
    expect(isEligible({ ...base, planActive: true, nowMs: created, usageLimit: 0 })).toBe(false);
  });
});

describe('startOfUtcMonth', () => {
  it.each([
    [Date.UTC(2025, 2, 15, 10, 20), Date.UTC(2025, 2, 1)],
    [Date.UTC(2025, 2, 1), Date.UTC(2025, 2, 1)],
    [Date.UTC(2025, 2, 31, 23, 59, 59, 999), Date.UTC(2025, 2, 1)],
    [Date.UTC(2024, 11, 31, 23, 59), Date.UTC(2024, 11, 1)],
    [Date.UTC(2024, 1, 29, 12), Date.UTC(2024, 1, 1)],
    [Date.UTC(2025, 0, 1, 0, 0, 0, 1), Date.UTC(2025, 0, 1)],
  ])('puts %p in the month starting at %p', (now, start) => {
    expect(startOfUtcMonth(now)).toBe(start);
  });

  it('goes by UTC, not the local time zone', () => {
    // 2025-03-01T00:30+02:00 is still February in UTC.
    expect(startOfUtcMonth(Date.parse('2025-03-01T00:30:00+02:00'))).toBe(Date.UTC(2025, 1, 1));
    // 2025-02-28T22:30-05:00 is already March in UTC.
    expect(startOfUtcMonth(Date.parse('2025-02-28T22:30:00-05:00'))).toBe(Date.UTC(2025, 2, 1));
  });
});

describe('paidPlanActive', () => {
  const periodEnd = Date.UTC(2025, 5, 14);

  it('is never active when the plan is not paid', () => {
    expect(paidPlanActive({ planPaid: false, paidThroughMs: null, subscriptionStatus: null }, created)).toBe(false);
    expect(paidPlanActive({ planPaid: false, paidThroughMs: periodEnd, subscriptionStatus: 'active' }, created)).toBe(false);
  });

  it('has no end for a plan paid once (Lifetime)', () => {
    expect(paidPlanActive({ planPaid: true, paidThroughMs: null, subscriptionStatus: null }, created + 10_000 * DAY)).toBe(true);
  });

  it('ends a cancelled subscription exactly at its period end', () => {
    const state = { planPaid: true, paidThroughMs: periodEnd, subscriptionStatus: 'canceled' };
    expect(paidPlanActive(state, periodEnd - 1)).toBe(true);
    expect(paidPlanActive(state, periodEnd)).toBe(false);
  });

  it('gives a renewing subscription a day past its period end for the renewal to arrive, and no more', () => {
    const state = { planPaid: true, paidThroughMs: periodEnd, subscriptionStatus: 'active' };
    expect(RENEWAL_GRACE_MS).toBe(DAY);
    expect(paidPlanActive(state, periodEnd + DAY - 1)).toBe(true);
    expect(paidPlanActive(state, periodEnd + DAY)).toBe(false);
    expect(paidPlanActive({ ...state, subscriptionStatus: 'past_due' }, periodEnd)).toBe(false);
  });
});

describe('nextPaidThrough', () => {
  const paid = Date.UTC(2025, 5, 14);
  const next = paid + 30 * DAY;

  it('carries access to the new period end only with a verified payment', () => {
    expect(nextPaidThrough(paid, next, true)).toBe(next);
    // The period rolled over, or the renewal failed: nothing new was paid for.
    expect(nextPaidThrough(paid, next, false)).toBe(paid);
  });

  it('lets any event bring the end closer, never a payment take it back', () => {
    expect(nextPaidThrough(next, paid, false)).toBe(paid);
    expect(nextPaidThrough(next, paid, true)).toBe(next);
  });

  it('takes the period end when none was recorded', () => {
    expect(nextPaidThrough(null, next, false)).toBe(next);
    expect(nextPaidThrough(null, next, true)).toBe(next);
  });
});
