import type { DashboardCountsDto, SavingsSubCategoriesDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/**
 * The retirement choice has its own id inside the `Analysis` tag: saving it reloads only the
 * choice, while the wizard's invalidation of `Analysis` (new data) reloads both reads.
 */
export const SAVINGS_SUBCATEGORIES_TAG = { type: 'Analysis', id: 'SAVINGS_SUBCATEGORIES' } as const;
/** The net-worth remote invalidates this id after every entry change; the plain tag is for sign-out and the like. */
const NETWORTH_DASHBOARD_TAG = { type: 'NetWorth', id: 'DASHBOARD' } as const;

/**
 * The dashboard's reads, injected into the one api slice. The welcome/summary
 * decision reads only `/summary/api/counts` (two COUNTs and a flag): the goals list and the
 * net-worth dashboard are read by the previews alone, under their remotes' own endpoints, so each
 * resource costs one request per page.
 */
export const summaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    summarySavingsSubCategories: build.query<SavingsSubCategoriesDto, void>({
      query: () => 'summary/api/get-savings-sub-categories',
      providesTags: [SAVINGS_SUBCATEGORIES_TAG],
    }),
    /**
     * Saves which savings subcategories count as retirement. The tile follows at once (the choice
     * is written into the cached read first); a failure puts the previous choice back, a success
     * reads the server's own list again (it keeps only names that are savings subcategories).
     */
    summarySetRetirementSubCategories: build.mutation<{ success: boolean; retirement_sub_categories?: string[] }, string[]>({
      query: (names) => ({ url: 'summary/api/set-retirement-sub-categories', method: 'POST', body: { retirementSubCategories: names } }),
      async onQueryStarted(names, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          summaryApi.util.updateQueryData('summarySavingsSubCategories', undefined, (draft) => {
            draft.retirement_sub_categories = [...names];
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          optimistic.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [SAVINGS_SUBCATEGORIES_TAG]),
    }),
    /**
     * Whatever changes a count invalidates it: a goal (Goals), an entry (NetWorth, and the
     * net-worth remote's DASHBOARD id), an upload (Analysis).
     */
    dashboardCounts: build.query<DashboardCountsDto, void>({
      query: () => 'summary/api/counts',
      providesTags: ['Goals', 'NetWorth', NETWORTH_DASHBOARD_TAG, 'Analysis'],
    }),
  }),
});

/** The stored analysis is read through the platform's endpoint, shared with the shell's header. */
export { useSummaryTransactionAnalysisQuery } from '@ontrack/shell/platform';

export const { useSummarySavingsSubCategoriesQuery, useSummarySetRetirementSubCategoriesMutation, useDashboardCountsQuery } = summaryApi;
