import type { PricingPlanDto, SessionDto, TemplateConfig, TransactionAnalysisDto, UserOptionsMetadataDto } from '@ontrack/api/contracts';
import { baseApi } from './base-api';

/**
 * The calls the shell itself needs: the session, the CSRF token, sign-out, and the lists several
 * remotes read (templates, plans).
 */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionCsrfToken: build.query<{ csrf_token: string }, void>({
      query: () => 'auth/csrf-token',
      keepUnusedDataFor: 0,
    }),
    sessionStatus: build.query<SessionDto, void>({
      query: () => 'auth/check-login-status',
      providesTags: ['Session'],
    }),
    sessionLogout: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
    workflowTemplates: build.query<{ templates: TemplateConfig[] }, void>({
      query: () => 'workflow/templates',
    }),
    authPricing: build.query<PricingPlanDto[], void>({
      query: () => 'auth/pricing',
    }),
    sessionOptionsMetadata: build.query<UserOptionsMetadataDto, void>({
      query: () => 'auth/api/user-options-metadata',
      providesTags: ['Options'],
    }),
    /** The header's "Last updated": when the stored analysis was computed, null before any. */
    sessionAnalysisLastUpdated: build.query<string | null, void>({
      query: () => 'summary/api/transaction-analysis',
      transformResponse: (answer: TransactionAnalysisDto) => (answer.message === 'ok' && answer.lastUpdated ? answer.lastUpdated : null),
      providesTags: ['Analysis'],
    }),
  }),
});

export const {
  useSessionCsrfTokenQuery,
  useLazySessionCsrfTokenQuery,
  useSessionStatusQuery,
  useSessionLogoutMutation,
  useWorkflowTemplatesQuery,
  useAuthPricingQuery,
  useSessionOptionsMetadataQuery,
  useSessionAnalysisLastUpdatedQuery,
} = sessionApi;
