/**
 * What the goals screen derives from a goal for display, pure and
 * shared with mf-goals through `@ontrack/api/domain`, so the screen and the server cannot disagree.
 */
import { addMonthsIso, calendarMonthsBetween, daysBetween, requireIsoDate } from '../calendar';
import { centsToDollars, roundToCents } from '../money';
import type { FutureTransaction, ProjectedGoal } from './goal';

export type ProgressColour = 'green' | 'yellow' | 'red';

/**
 * What each progress colour means, for the screens to say in words beside the bar, so the colour is
 * never the only way it is told (WCAG 1.4.1).
 */
export const PROGRESS_COLOUR_MEANINGS: Record<ProgressColour, string> = {
  green: 'On track',
  yellow: 'Slightly behind schedule',
  red: 'Behind schedule',
};

/** How far below the elapsed share of the period a goal may be and still show yellow. */
export const PROGRESS_TOLERANCE_POINTS = 10;
/** The period the elapsed share is measured over starts this many months before today. */
export const PROGRESS_BASELINE_MONTHS = 6;

/** currentAmount as a percent of targetAmount, rounded and clamped to 0–100. A target of 0 or less is complete. */
export function percentComplete(goal: Pick<ProjectedGoal, 'currentAmount' | 'targetAmount'>): number {
  const target = roundToCents(goal.targetAmount);
  if (target <= 0) return 100;
  const percent = Math.round((roundToCents(goal.currentAmount) / target) * 100);
  return Math.min(100, Math.max(0, percent));
}

/**
 * The share (0–100) of the period from six months before today to the target date that has passed,
 * counted in days. A target date at or before the period's start (more than six months ago) has no
 * time left: 100.
 */
export function elapsedSharePercent(targetDate: string, today: string): number {
  const start = requireIsoDate(addMonthsIso(today, -PROGRESS_BASELINE_MONTHS));
  const total = daysBetween(start, requireIsoDate(targetDate, 'target date'));
  if (total <= 0) return 100;
  return Math.min(100, (daysBetween(start, requireIsoDate(today, 'today')) / total) * 100);
}

/**
 * Green when on track; else yellow when the percent complete is at least the elapsed share of the
 * period minus 10 points; else red.
 */
export function progressColour(
  goal: Pick<ProjectedGoal, 'onTrack' | 'currentAmount' | 'targetAmount' | 'targetDate'>,
  today: string,
): ProgressColour {
  if (goal.onTrack) return 'green';
  return percentComplete(goal) >= elapsedSharePercent(goal.targetDate, today) - PROGRESS_TOLERANCE_POINTS ? 'yellow' : 'red';
}

/** The id of a goal's next future transaction: the highest existing id + 1, or goal id × 100 + 1 for the first. */
export function nextTransactionId(existing: readonly Pick<FutureTransaction, 'id'>[], goalId: number): number {
  if (existing.length === 0) return goalId * 100 + 1;
  return Math.max(...existing.map((transaction) => transaction.id)) + 1;
}

/** How much the projected balance at the target date falls short of the target, in dollars (0 when it does not). */
export function shortfall(goal: Pick<ProjectedGoal, 'targetAmount' | 'projectedAmountAtTarget'>): number {
  const missing = roundToCents(goal.targetAmount) - roundToCents(goal.projectedAmountAtTarget);
  return centsToDollars(Math.max(0, missing));
}

/**
 * Months the goal is late at its current pace: calendar months from the target date's month to the
 * projected completion's month, 0 when on track or not late. When the current pace never reaches the
 * target within the projection (projectedCompletion null) there is no finite delay: null, which the
 * screen shows as not reached within the projection.
 */
export function delayMonths(goal: Pick<ProjectedGoal, 'onTrack' | 'targetDate' | 'projectedCompletion'>): number | null {
  if (goal.onTrack) return 0;
  if (goal.projectedCompletion === null) return null;
  return Math.max(
    0,
    calendarMonthsBetween(requireIsoDate(goal.targetDate, 'target date'), requireIsoDate(goal.projectedCompletion, 'projected completion')),
  );
}

/**
 * How much the required contribution is above the current one, in whole percent (floored at 0).
 * null when it cannot be a percent: the requirement is infinite, or nothing is contributed today.
 */
export function contributionIncreasePercent(goal: Pick<ProjectedGoal, 'contributionAmount' | 'requiredContribution'>): number | null {
  const current = roundToCents(goal.contributionAmount);
  if (goal.requiredContribution === null || current <= 0) return null;
  const required = roundToCents(goal.requiredContribution);
  return Math.max(0, Math.round(((required - current) / current) * 100));
}

/** The sum, in dollars exact to the cent, of the transactions dated after today (the list's footer). */
export function futureTransactionsTotal(transactions: readonly Pick<FutureTransaction, 'amount' | 'date'>[], today: string): number {
  const cents = transactions
    .filter((transaction) => transaction.date > today)
    .reduce((sum, transaction) => sum + roundToCents(transaction.amount), 0);
  return centsToDollars(cents);
}
