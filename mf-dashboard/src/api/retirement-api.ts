import type { RetirementInputsDto, RetirementPlanDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/**
 * The plan is derived from the stored analysis and net worth: it lives inside the `Analysis` tag
 * (a new upload or a changed retirement choice reloads it) and follows net-worth changes too.
 */
const RETIREMENT_PLAN_TAG = { type: 'Analysis', id: 'RETIREMENT_PLAN' } as const;
const SAVINGS_SUBCATEGORIES_TAG = { type: 'Analysis', id: 'SAVINGS_SUBCATEGORIES' } as const;
const NETWORTH_DASHBOARD_TAG = { type: 'NetWorth', id: 'DASHBOARD' } as const;

/** The retirement planner's reads and its save, injected into the one api slice. */
export const retirementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retirementPlan: build.query<RetirementPlanDto, void>({
      query: () => 'retirement/api/plan',
      providesTags: [RETIREMENT_PLAN_TAG, SAVINGS_SUBCATEGORIES_TAG, 'NetWorth', NETWORTH_DASHBOARD_TAG],
    }),
    /**
     * Computes without saving, as the person types. A query keyed by the inputs: an answer for
     * inputs no longer shown never replaces the current one, and inputs seen again are answered
     * from the cache.
     */
    retirementProjection: build.query<RetirementProjectionDto, RetirementInputsDto>({
      query: (inputs) => ({ url: 'retirement/api/projection', method: 'POST', body: { inputs } }),
      keepUnusedDataFor: 30,
    }),
    /** Saves the fields given; null puts a field back to its derived value. Answers the plan. */
    retirementSavePlan: build.mutation<RetirementPlanDto, Partial<Record<keyof RetirementInputsDto, number | null>>>({
      query: (inputs) => ({ url: 'retirement/api/plan', method: 'PUT', body: { inputs } }),
      async onQueryStarted(_inputs, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(retirementApi.util.upsertQueryData('retirementPlan', undefined, data));
        } catch {
          // The form shows the error; the plan read stays as it was.
        }
      },
    }),
  }),
});

export const { useRetirementPlanQuery, useRetirementProjectionQuery, useRetirementSavePlanMutation } = retirementApi;
