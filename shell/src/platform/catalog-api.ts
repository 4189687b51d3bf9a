import type { PricingPlanDto, TemplateConfig } from '@ontrack/api/contracts';
import { baseApi } from './base-api';

/**
 * What OnTrack offers, the same for everyone: the budget templates and the pricing plans. Read at
 * sign-up (mf-auth) and by the wizard (a template's steps).
 */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    workflowTemplates: build.query<{ templates: TemplateConfig[] }, void>({
      query: () => 'workflow/templates',
    }),
    authPricing: build.query<PricingPlanDto[], void>({
      query: () => 'auth/pricing',
    }),
  }),
});

export const { useWorkflowTemplatesQuery, useAuthPricingQuery } = catalogApi;
