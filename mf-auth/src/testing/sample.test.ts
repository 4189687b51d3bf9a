import { TEMPLATES } from '@ontrack/api/domain';
import { authSample, SAMPLE_PLANS } from './sample';

describe('the ?data=sample preview of the landing', () => {
  it("answers a visitor's reads: signed out, two plans, the built-in templates", () => {
    expect(authSample['GET /auth/check-login-status']()).toEqual({ success: true, logged_in: false });
    expect(authSample['GET /auth/pricing']()).toBe(SAMPLE_PLANS);
    expect(SAMPLE_PLANS).toHaveLength(2);
    expect(authSample['GET /workflow/templates']().templates).toBe(TEMPLATES);
  });
});
