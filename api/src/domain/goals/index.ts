/** Savings goals: the projection and what the screen derives from it. */
export {
  CONTRIBUTION_FREQUENCIES,
  GOAL_CATEGORIES,
  type ContributionFrequency,
  type FutureTransaction,
  type GoalCategory,
  type GoalInput,
  type GoalProjection,
  type ProjectedGoal,
  type ProjectionPoint,
} from './goal';
export { CONTRIBUTION_MONTHLY_FACTORS, PROJECTION_MONTH_CAP, projectGoal } from './projection';
export {
  PROGRESS_BASELINE_MONTHS,
  PROGRESS_COLOUR_MEANINGS,
  PROGRESS_TOLERANCE_POINTS,
  contributionIncreasePercent,
  delayMonths,
  elapsedSharePercent,
  futureTransactionsTotal,
  nextTransactionId,
  percentComplete,
  progressColour,
  shortfall,
  type ProgressColour,
} from './view';
export { assignTransactionIds } from './transactions';
export { MAX_SERIES_POINTS, thinSeries } from './series';
