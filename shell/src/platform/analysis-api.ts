import type { TransactionAnalysisDto } from '@ontrack/api/contracts';
import { baseApi } from './base-api';

/**
 * The user's stored analysis (`GET /summary/api/transaction-analysis`). Read by the shell's header
 * ("Last updated") and by the dashboard: one endpoint, so one request and one cache entry.
 */
export const analysisApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    summaryTransactionAnalysis: build.query<TransactionAnalysisDto, void>({
      query: () => 'summary/api/transaction-analysis',
      providesTags: ['Analysis'],
    }),
  }),
});

export const { useSummaryTransactionAnalysisQuery } = analysisApi;
