import type { PricingPlanDto, SessionDto, TemplateConfig, TransactionAnalysisDto, UserOptionsMetadataDto } from '@ontrack/api/contracts';
import { baseApi } from './base-api';

/**
 * The calls the shell itself needs: the session, the CSRF token, sign-out, and the reads several
 * remotes share (templates, plans, the stored analysis).
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
    /**
     * The stored analysis (`GET /summary/api/transaction-analysis`). Read by the shell's header
     * ("Last updated") and by the dashboard: one endpoint, so one request and one cache entry.
     */
    summaryTransactionAnalysis: build.query<TransactionAnalysisDto, void>({
      query: () => 'summary/api/transaction-analysis',
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
  useSummaryTransactionAnalysisQuery,
} = sessionApi;
