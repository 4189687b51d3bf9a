import type { SpendingAnalysisDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';
import { normalizeSpendingAnalysis } from './normalize';

/**
 * The spending analysis, injected into the one api. It provides the
 * `Spending` tag, which the wizard invalidates once new data is processed, so the screen and the
 * dashboard preview refresh without a reload.
 */
export const spendingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spendingAnalysis: build.query<SpendingAnalysisDto, void>({
      query: () => 'spending/api/spending-analysis',
      transformResponse: (raw: unknown) => normalizeSpendingAnalysis(raw),
      providesTags: ['Spending'],
    }),
  }),
});

export const { useSpendingAnalysisQuery } = spendingApi;
