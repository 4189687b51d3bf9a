import type { FutureTransactionDto, GoalDto, GoalInputDto } from '@ontrack/api/contracts';
import { nextTransactionId } from '@ontrack/api/domain';
import { toGoalInput } from '../../../api/goals-api';
import type { TransactionDraft } from './transaction-form';

/** Oldest first; equal dates keep the order they were planned in (ids grow). */
export function sortedByDate(transactions: readonly FutureTransactionDto[]): FutureTransactionDto[] {
  return [...transactions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** The goal as it is saved with one more transaction, whose id follows. */
export function withTransactionAdded(goal: GoalDto, draft: TransactionDraft): GoalInputDto {
  const input = toGoalInput(goal);
  const id = nextTransactionId(input.oneTimeTransactions, goal.id);
  return { ...input, oneTimeTransactions: [...input.oneTimeTransactions, { id, ...draft }] };
}

export function withTransactionReplaced(goal: GoalDto, id: number, draft: TransactionDraft): GoalInputDto {
  const input = toGoalInput(goal);
  return {
    ...input,
    oneTimeTransactions: input.oneTimeTransactions.map((transaction) => (transaction.id === id ? { id, ...draft } : transaction)),
  };
}

export function withTransactionRemoved(goal: GoalDto, id: number): GoalInputDto {
  const input = toGoalInput(goal);
  return { ...input, oneTimeTransactions: input.oneTimeTransactions.filter((transaction) => transaction.id !== id) };
}
