/** Plan eligibility rules (server.md section 2): pure so screens and server agree. */
import { DAY_MS } from './calendar';

export const TRIAL_DAYS = 7;

export function trialEndsAt(createdAtMs: number): number {
  return createdAtMs + TRIAL_DAYS * DAY_MS;
}

export interface EligibilityInput {
  nowMs: number;
  trialEndsAtMs: number;
  planPaid: boolean;
  usageUsed: number;
  usageLimit: number;
}

/** Uploads are allowed while the trial runs or the plan is paid, and the month's quota is not used up. */
export function isEligible({ nowMs, trialEndsAtMs, planPaid, usageUsed, usageLimit }: EligibilityInput): boolean {
  const active = planPaid || nowMs < trialEndsAtMs;
  return active && usageUsed < usageLimit;
}

/** Start of the calendar month (UTC) containing `nowMs`: usage counts from here. */
export function startOfUtcMonth(nowMs: number): number {
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}
