/** Wire types of savings goals (product.md section 3, server.md sections 5 and 8). Types only here. */
export const GOAL_CATEGORIES = ['other', 'emergency', 'retirement', 'major-purchase', 'travel', 'education'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GOAL_CATEGORY_LABELS: Record<GoalCategory, string> = {
  other: 'General',
  emergency: 'Emergency Fund',
  retirement: 'Retirement',
  'major-purchase': 'Major Purchase',
  travel: 'Travel',
  education: 'Education',
};

export const CONTRIBUTION_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type ContributionFrequency = (typeof CONTRIBUTION_FREQUENCIES)[number];

/** A one-time (future) transaction; a negative amount is a withdrawal. */
export interface FutureTransactionDto {
  id: number;
  description: string;
  amount: number;
  date: string;
}

/** What a client sends; any computed field it adds is ignored. */
export interface GoalInputDto {
  name: string;
  currentAmount: number;
  targetAmount: number;
  targetDate: string;
  category: GoalCategory;
  contributionAmount: number;
  contributionFrequency: ContributionFrequency;
  interestRate: number;
  oneTimeTransactions: FutureTransactionDto[];
}

export interface ProjectionPointDto {
  date: string;
  balance: number;
}

/** A goal as the server answers it, with the computed fields of server.md section 5. */
export interface GoalDto extends GoalInputDto {
  id: number;
  projectedCompletion: string | null;
  series: ProjectionPointDto[];
  onTrack: boolean;
  projectedAmountAtTarget: number;
  actualProjectedCompletion: string | null;
  /** null means infinite: the target date is not in the future. */
  requiredContribution: number | null;
}

export interface GoalShareDto {
  token: string;
  snippet: string;
}

/** `GET /goals/api/public/{token}`: the read-only card, nothing else of the user. */
export interface PublicGoalDto {
  name: string;
  currentAmount: number;
  targetAmount: number;
  targetDate: string;
  onTrack: boolean;
  projectedCompletion: string | null;
  series: ProjectionPointDto[];
}
