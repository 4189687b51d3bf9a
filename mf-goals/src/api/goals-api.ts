import type { GoalDto, GoalInputDto, GoalShareDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/** The fields a client sends for a goal: everything the server computes is left out (server.md section 5). */
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
 * Savings goals calls (product.md section 7), injected into the one api. Every write puts the
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
     * Saves a whole goal. The screen shows the change at once (product.md section 8: transaction
     * changes update the screen immediately); the server's answer then replaces the goal, because
     * computed fields come only from the server. A failure puts the previous goal back.
     */
    goalsUpdate: build.mutation<GoalDto, { id: number; goal: GoalInputDto }>({
      query: ({ id, goal }) => ({ url: `goals/api/goals/${id}`, method: 'PUT', body: toGoalInput(goal) }),
      transformResponse: (answer: { goal: GoalDto }) => answer.goal,
      async onQueryStarted({ id, goal }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          goalsApi.util.updateQueryData('goalsList', undefined, (goals) => {
            const index = goals.findIndex((candidate) => candidate.id === id);
            if (index >= 0) goals[index] = { ...goals[index], ...toGoalInput(goal) };
          }),
        );
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(
            goalsApi.util.updateQueryData('goalsList', undefined, (goals) => {
              const index = goals.findIndex((candidate) => candidate.id === id);
              if (index >= 0) goals[index] = saved;
            }),
          );
        } catch {
          optimistic.undo();
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

export const { useGoalsListQuery, useGoalsCreateMutation, useGoalsUpdateMutation, useGoalsDeleteMutation, useGoalsShareMutation, useGoalsRevokeShareMutation } = goalsApi;
