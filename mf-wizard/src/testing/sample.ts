/**
 * What a `?data=sample` standalone preview shows (`npm run serve -w @ontrack/mf-wizard`,
 * shell/federation/preview-server.ts): the test fixtures' templates, a signed-in session, earlier
 * options and the user's sources, by "METHOD path". The steps themselves (uploads) need the API.
 */
import { EARLIER_OPTIONS, SESSION, SOURCES, SOURCES_ROUTE, TEMPLATES } from './fixtures';

export const wizardSample = {
  'GET /auth/csrf-token': () => ({ csrf_token: 'sample' }),
  'GET /auth/check-login-status': () => SESSION,
  'GET /workflow/templates': () => TEMPLATES,
  'GET /auth/api/user-options-metadata': () => EARLIER_OPTIONS,
  [SOURCES_ROUTE]: () => ({ sources: SOURCES }),
};
