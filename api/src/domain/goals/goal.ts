/**
 * A savings goal as a person states it and as its projection completes it: the words the goals
 * screens, the server and the projection share. Money in dollars with at most two decimals.
 */

export const GOAL_CATEGORIES = ['other', 'emergency', 'retirement', 'major-purchase', 'travel', 'education'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const CONTRIBUTION_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type ContributionFrequency = (typeof CONTRIBUTION_FREQUENCIES)[number];

/** A one-time (future) transaction; a negative amount is a withdrawal. */
export interface FutureTransaction {
  id: number;
  description: string;
  amount: number;
  date: string;
}

/** What a person states of a goal. */
export interface GoalInput {
  name: string;
  currentAmount: number;
  targetAmount: number;
  targetDate: string;
  category: GoalCategory;
  contributionAmount: number;
  contributionFrequency: ContributionFrequency;
  interestRate: number;
  oneTimeTransactions: FutureTransaction[];
}

/** One month of the projected balance. */
export interface ProjectionPoint {
  date: string;
  balance: number;
}

/** What the projection computes of a goal (projection.ts). */
export interface GoalProjection {
  projectedCompletion: string | null;
  series: ProjectionPoint[];
  onTrack: boolean;
  projectedAmountAtTarget: number;
  actualProjectedCompletion: string | null;
  /** null means infinite: the target date is not in the future. */
  requiredContribution: number | null;
}

/** A goal with its projection: what the goals screen shows. */
export type ProjectedGoal = GoalInput & GoalProjection;
