import type { SessionDto } from '@ontrack/api/contracts';

/**
 * Why uploading is blocked for a user whose session says `eligible:false` (server.md section 2:
 * trial over and plan unpaid, or the month's uploads used up), or null when it is not blocked.
 */
export function ineligibleReason(session: SessionDto | undefined, nowMs: number): string | null {
  if (!session || session.eligible !== false) return null;
  const { usage_used: used, usage_limit: limit } = session;
  if (typeof used === 'number' && typeof limit === 'number' && used >= limit) {
    return `You have used all ${limit} uploads of your plan this month. Uploads open again next month, or upgrade your plan for more.`;
  }
  const trialEnd = session.trial_ends_at ? Date.parse(session.trial_ends_at) : Number.NaN;
  if (!Number.isNaN(trialEnd) && trialEnd <= nowMs) {
    return 'Your free trial has ended. Upgrade your plan to upload new data.';
  }
  return 'Uploading is not available on your account right now.';
}
