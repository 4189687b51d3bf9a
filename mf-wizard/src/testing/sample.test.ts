import { SESSION, SOURCES, SOURCES_ROUTE, TEMPLATES } from './fixtures';
import { wizardSample } from './sample';

describe('the ?data=sample preview of the wizard', () => {
  it('answers the reads every wizard view makes, signed in with sources, and no step', () => {
    expect(wizardSample['GET /auth/check-login-status']()).toEqual(SESSION);
    expect(wizardSample['GET /workflow/templates']()).toEqual(TEMPLATES);
    expect(wizardSample[SOURCES_ROUTE]()).toEqual({ sources: SOURCES });
    expect(Object.keys(wizardSample).every((route) => route.startsWith('GET '))).toBe(true);
  });
});
