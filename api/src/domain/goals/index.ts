/** Savings goals: the projection and what the screen derives from it. */
export * from './goal';
export { CONTRIBUTION_MONTHLY_FACTORS, PROJECTION_MONTH_CAP, projectGoal } from './projection';
export * from './view';
export { assignTransactionIds } from './transactions';
export { MAX_SERIES_POINTS, thinSeries } from './series';
