import type { GoalConflictDto, GoalDto, GoalInputDto, GoalShareDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/** The fields a client sends for a goal: everything the server computes is left out. */
export function toGoalInput(goal: GoalDto | GoalInputDto): GoalInputDto {
  return {
    name: goal.name,
    currentAmount: goal.currentAmount,
    targetAmount: goal.targetAmount,
    targetDate: goal.targetDate,
    category: goal.category,
    contributionAmount: goal.contributionAmount,
    contributionFrequency: goal.contributionFrequency,
    interestRate: goal.interestRate,
    oneTimeTransactions: goal.oneTimeTransactions.map(({ id, description, amount, date }) => ({ id, description, amount, date })),
  };
}

/**
 * The goal a 409 of `PUT /goals/api/goals/{id}` carries (the goal was changed elsewhere: this is it
 * now), or null for any other failure.
 */
export function conflictGoal(failure: unknown): GoalDto | null {
  const { status, data } = (failure ?? {}) as { status?: unknown; data?: Partial<GoalConflictDto> };
  const goal = data?.goal;
  return status === 409 && goal && typeof goal.id === 'number' && typeof goal.version === 'number' ? goal : null;
}

/**
 * Puts `goal` into the cached list in place of the cached goal with its id, if `replaces(cached)`.
 * Answers may arrive after a newer version of the goal was read (another tab's edit, a re-read of
 * the list), so every write of a server goal below replaces only an older version.
 */
const putGoal = (goal: GoalDto, replaces: (cached: GoalDto) => boolean) =>
  goalsApi.util.updateQueryData('goalsList', undefined, (goals) => {
    const index = goals.findIndex((candidate) => candidate.id === goal.id);
    if (index >= 0 && replaces(goals[index])) goals[index] = goal;
  });

/**
 * Savings goals calls, injected into the one api. Every write puts the
 * server's answer into the cached list itself. Creating and deleting also invalidate `Goals`, because
 * the dashboard's count of goals changes; an update changes no count, so it reads nothing again.
 */
export const goalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    goalsList: build.query<GoalDto[], void>({
      query: () => 'goals/api/savings-goals',
      transformResponse: (answer: { result: GoalDto[] }) => answer.result,
      providesTags: ['Goals'],
    }),
    goalsCreate: build.mutation<GoalDto, GoalInputDto>({
      query: (goal) => ({ url: 'goals/api/goals', method: 'POST', body: toGoalInput(goal) }),
      async onQueryStarted(_goal, { dispatch, queryFulfilled }) {
        try {
          const { data: created } = await queryFulfilled;
          dispatch(goalsApi.util.updateQueryData('goalsList', undefined, (goals) => void goals.push(created)));
        } catch {
          // The caller shows the failure.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Goals']),
    }),
    /**
     * Saves a whole goal, made on `version` (the goal's version it was read at; the server answers 409
     * with the goal as it is now when that is not the stored one). The screen shows the change at
     * once; the server's
     * answer then replaces the goal, because computed fields come only from the server. A 409 puts
     * the goal it carries in place; any other failure puts the previous goal back, unless a newer
     * version has arrived meanwhile (an undo never wipes a later saved change). Screens save through
     * saveGoalChange (features/goals/save-goal.ts), which also re-applies a change after a 409.
     */
    goalsUpdate: build.mutation<GoalDto, { id: number; version: number; goal: GoalInputDto }>({
      query: ({ id, version, goal }) => ({ url: `goals/api/goals/${id}`, method: 'PUT', body: { ...toGoalInput(goal), version } }),
      transformResponse: (answer: { goal: GoalDto }) => answer.goal,
      async onQueryStarted({ id, goal }, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle;
        const before = goalsApi.endpoints.goalsList
          .select()(lifecycle.getState())
          .data?.find((candidate) => candidate.id === id);
        // Shown at once with the computed fields as they were (and the version it was made on).
        if (before) dispatch(putGoal({ ...before, ...toGoalInput(goal) }, () => true));
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(putGoal(saved, (cached) => cached.version <= saved.version));
        } catch (failure) {
          const current = conflictGoal((failure as { error?: unknown }).error);
          if (current) dispatch(putGoal(current, (cached) => cached.version <= current.version));
          else if (before) dispatch(putGoal(before, (cached) => cached.version === before.version));
        }
      },
    }),
    goalsDelete: build.mutation<{ success: boolean }, number>({
      query: (id) => ({ url: `goals/api/goals/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(goalsApi.util.updateQueryData('goalsList', undefined, (goals) => goals.filter((goal) => goal.id !== id)));
        } catch {
          // The caller shows the failure.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Goals']),
    }),
    goalsShare: build.mutation<GoalShareDto, number>({
      query: (id) => ({ url: `goals/api/goals/${id}/share`, method: 'POST' }),
    }),
    goalsRevokeShare: build.mutation<{ success: boolean }, number>({
      query: (id) => ({ url: `goals/api/goals/${id}/share`, method: 'DELETE' }),
    }),
  }),
});

// No hook for goalsUpdate: edits go through saveGoal (features/goals/lib/save-goal.ts), which
// applies a change again to the goal a 409 carries.
export const { useGoalsListQuery, useGoalsCreateMutation, useGoalsDeleteMutation, useGoalsShareMutation, useGoalsRevokeShareMutation } =
  goalsApi;
