import { ENGLISH } from '../../../testing/english';
import type { SessionDto } from '@ontrack/api/contracts';
import { ineligibleReason } from './eligibility';

const NOW = Date.parse('2025-06-15T12:00:00Z');
const session = (fields: Partial<SessionDto>): SessionDto => ({ success: true, logged_in: true, ...fields });

describe('ineligibleReason', () => {
  it('is null while the user may upload, or before the session is known', () => {
    expect(ineligibleReason(session({ eligible: true, usage_used: 9, usage_limit: 10 }), NOW, ENGLISH)).toBeNull();
    expect(ineligibleReason(session({}), NOW, ENGLISH)).toBeNull();
    expect(ineligibleReason(undefined, NOW, ENGLISH)).toBeNull();
  });

  it('names the usage limit when the month is used up', () => {
    expect(
      ineligibleReason(session({ eligible: false, usage_used: 10, usage_limit: 10, trial_ends_at: '2025-06-20T00:00:00Z' }), NOW, ENGLISH),
    ).toBe('You have used all 10 uploads of your plan this month. Uploads open again next month, or upgrade your plan for more.');
  });

  it('says the trial is over when it ended', () => {
    expect(
      ineligibleReason(session({ eligible: false, usage_used: 1, usage_limit: 10, trial_ends_at: '2025-06-01T00:00:00Z' }), NOW, ENGLISH),
    ).toBe('Your free trial has ended. Upgrade your plan to upload new data.');
  });

  it('falls back to a general reason', () => {
    expect(ineligibleReason(session({ eligible: false }), NOW, ENGLISH)).toBe('Uploading is not available on your account right now.');
  });
});
