import type { FutureTransactionDto } from '@ontrack/api/contracts';
import { parseIsoDate } from '@ontrack/api/domain';
import { isWholeCents, numberOrZero } from './goal-form';

export interface TransactionFormValues {
  description: string;
  /** Always the positive size of the amount; the checkbox gives the direction. */
  amount: string;
  date: string;
  withdrawal: boolean;
}

export type TransactionFormErrors = Partial<Record<'description' | 'amount' | 'date', string>>;

export type TransactionDraft = Omit<FutureTransactionDto, 'id'>;

export function newTransactionValues(today: string): TransactionFormValues {
  return { description: '', amount: '', date: today, withdrawal: false };
}

export function transactionToValues(transaction: FutureTransactionDto): TransactionFormValues {
  return {
    description: transaction.description,
    amount: String(Math.abs(transaction.amount)),
    date: transaction.date,
    withdrawal: transaction.amount < 0,
  };
}

/** Description and date required, amount at least 0.01; a withdrawal is stored negative. */
export function parseTransactionForm(values: TransactionFormValues): { draft: TransactionDraft; errors: TransactionFormErrors } {
  const size = numberOrZero(values.amount);
  const errors: TransactionFormErrors = {};
  const description = values.description.trim();
  if (description === '') errors.description = 'Description is required.';
  if (size < 0.01) errors.amount = 'Amount must be at least $0.01.';
  else if (!isWholeCents(size)) errors.amount = 'Amount can have at most two decimals (cents).';
  if (values.date === '') errors.date = 'Date is required.';
  else if (!parseIsoDate(values.date)) errors.date = 'Date must be a real calendar date.';
  // 0 - 0 would be -0; keep a plain 0 for an empty field (it fails validation anyway).
  const amount = values.withdrawal && size !== 0 ? -size : size;
  return { draft: { description, amount, date: values.date }, errors };
}
