import type { GoalDto, NetWorthDashboardDto, SavingsSubCategoriesDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/**
 * The retirement choice has its own id inside the `Analysis` tag: saving it reloads only the
 * choice, while the wizard's invalidation of `Analysis` (new data) reloads both reads.
 */
export const SAVINGS_SUBCATEGORIES_TAG = { type: 'Analysis', id: 'SAVINGS_SUBCATEGORIES' } as const;
/** The net-worth remote invalidates this id after every entry change; the plain tag is for sign-out and the like. */
const NETWORTH_DASHBOARD_TAG = { type: 'NetWorth', id: 'DASHBOARD' } as const;

/**
 * The dashboard's reads (product.md section 7), injected into the one api slice. Goals and net
 * worth are read here only to decide between the welcome screen and the summary: the previews
 * themselves belong to their remotes. Their URLs may also be read by those remotes under other
 * endpoint names; that is two cache entries of one answer, not a clash.
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
    dashboardGoalsCount: build.query<number, void>({
      query: () => 'goals/api/savings-goals',
      transformResponse: (answer: { result?: GoalDto[] }) => (Array.isArray(answer?.result) ? answer.result.length : 0),
      providesTags: ['Goals'],
    }),
    dashboardNetWorthEntryCount: build.query<number, void>({
      query: () => 'networth/api/networth/dashboard',
      transformResponse: (answer: Partial<NetWorthDashboardDto>) => (Array.isArray(answer?.entries) ? answer.entries.length : 0),
      providesTags: ['NetWorth', NETWORTH_DASHBOARD_TAG],
    }),
  }),
});

/** The stored analysis is read through the platform's endpoint, shared with the shell's header. */
export { useSummaryTransactionAnalysisQuery } from '@ontrack/shell/platform';

export const {
  useSummarySavingsSubCategoriesQuery,
  useSummarySetRetirementSubCategoriesMutation,
  useDashboardGoalsCountQuery,
  useDashboardNetWorthEntryCountQuery,
} = summaryApi;
