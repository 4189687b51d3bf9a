import { TRIAL_ENDED, uploadsUsedUp, type SessionDto } from '@ontrack/api/contracts';
import type { Translate } from './translate';

/**
 * Why uploading is blocked for a user whose session says `eligible:false`, or null when it is not blocked.
 */
export function ineligibleReason(session: SessionDto | undefined, nowMs: number, t: Translate): string | null {
  if (!session || session.eligible !== false) return null;
  const { usage_used: used, usage_limit: limit } = session;
  if (typeof used === 'number' && typeof limit === 'number' && used >= limit) {
    return uploadsUsedUp(limit);
  }
  const trialEnd = session.trial_ends_at ? Date.parse(session.trial_ends_at) : Number.NaN;
  if (!Number.isNaN(trialEnd) && trialEnd <= nowMs) {
    return TRIAL_ENDED;
  }
  return t('upload.unavailable');
}
