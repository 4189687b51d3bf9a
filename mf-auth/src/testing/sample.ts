/**
 * What a `?data=sample` standalone preview shows (`npm run serve -w @ontrack/mf-auth`,
 * shell/federation/preview-server.ts): a visitor's landing with two plans and the built-in
 * templates, by "METHOD path". Signing in and up need the API.
 */
import type { PricingPlanDto } from '@ontrack/api/contracts';
import { TEMPLATES } from '@ontrack/api/domain';

export const SAMPLE_PLANS: PricingPlanDto[] = [
  { id: 1, plan_name: 'Monthly', price: 9.99, usage_limit: 10, descriptions: ['10 uploads a month'] },
  { id: 2, plan_name: 'Annual', price: 99, usage_limit: 100, descriptions: ['Two months free'] },
];

export const authSample = {
  'GET /auth/csrf-token': () => ({ csrf_token: 'sample' }),
  'GET /auth/check-login-status': () => ({ success: true, logged_in: false }),
  'GET /auth/pricing': () => SAMPLE_PLANS,
  'GET /workflow/templates': () => ({ templates: TEMPLATES }),
};
