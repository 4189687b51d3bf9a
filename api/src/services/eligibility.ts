import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import { PricingPlan, UsageEvent, type User } from '../db/entities';
import { isEligible, startOfUtcMonth } from '../domain/trial';

export interface Eligibility {
  /** May the user upload now. */
  eligible: boolean;
  /** Uploads counted this calendar month (UTC). */
  usageUsed: number;
  plan: PricingPlan;
}

/**
 * Whether the user may upload now (server.md section 2): the rule is the domain's (trial running
 * or plan paid, and uses left this month), the plan and the month's uses are read here. The session
 * view and the upload step both ask this one function, so they cannot disagree. Read through
 * `manager`, so inside a transaction it holds no second connection.
 */
export async function readEligibility(manager: EntityManager, user: User, nowMs: number): Promise<Eligibility> {
  const [plan, usageUsed] = await Promise.all([
    manager.getRepository(PricingPlan).findOneByOrFail({ id: user.planId }),
    manager.getRepository(UsageEvent).countBy({ userId: user.id, createdAt: MoreThanOrEqual(startOfUtcMonth(nowMs)) }),
  ]);
  const eligible = isEligible({ nowMs, trialEndsAtMs: user.trialEndsAt, planPaid: user.planPaid, usageUsed, usageLimit: plan.usageLimit });
  return { eligible, usageUsed, plan };
}
