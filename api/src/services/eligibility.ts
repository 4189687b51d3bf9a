import type { PricingPlan, User } from '../db/entities';
import { isEligible, paidPlanActive, startOfUtcMonth } from '../domain/trial';
import type { Repositories } from '../repositories/database';

export interface Eligibility {
  /** May the user upload now. */
  eligible: boolean;
  /** Uploads counted this calendar month (UTC). */
  usageUsed: number;
  plan: PricingPlan;
  /** A paid plan gives access now (paid, and within its period). */
  planActive: boolean;
}

/**
 * Whether the user may upload now: the rule is the domain's (trial running
 * or plan paid, and uses left this month), the plan and the month's uses are read here. The session
 * view and the upload step both ask this one function, so they cannot disagree. Read through
 * `repos`, so inside a transaction it holds no second connection.
 */
export async function readEligibility(repos: Repositories, user: User, nowMs: number): Promise<Eligibility> {
  const [plan, usageUsed] = await Promise.all([
    repos.plans.byIdOrFail(user.planId),
    repos.usage.countSince(user.id, startOfUtcMonth(nowMs)),
  ]);
  const planActive = paidPlanActive(
    { planPaid: user.planPaid, paidThroughMs: user.paidThrough, subscriptionStatus: user.subscriptionStatus },
    nowMs,
  );
  return withUses({ usageUsed, plan, planActive }, user, nowMs);
}

function withUses(read: Omit<Eligibility, 'eligible'>, user: User, nowMs: number): Eligibility {
  const { usageUsed, plan, planActive } = read;
  return { ...read, eligible: isEligible({ nowMs, trialEndsAtMs: user.trialEndsAt, planActive, usageUsed, usageLimit: plan.usageLimit }) };
}

/** The eligibility once one more use is counted, in the same month: what reading it again would answer. */
export function afterOneMoreUse(before: Eligibility, user: User, nowMs: number): Eligibility {
  return withUses({ usageUsed: before.usageUsed + 1, plan: before.plan, planActive: before.planActive }, user, nowMs);
}
