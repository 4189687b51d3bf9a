/**
 * A valid `POST /goals/api/goals` body: an emergency fund of $100 toward
 * $1,000 by 2025-12-14, $100 a month, no interest, no one-time transactions. Tests override what
 * they are about.
 */
export function goalBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Emergency fund',
    currentAmount: 100,
    targetAmount: 1000,
    targetDate: '2025-12-14',
    category: 'emergency',
    contributionAmount: 100,
    contributionFrequency: 'monthly',
    interestRate: 0,
    oneTimeTransactions: [],
    ...overrides,
  };
}
