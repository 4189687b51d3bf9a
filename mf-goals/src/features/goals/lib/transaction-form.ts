import type { FutureTransactionDto } from '@ontrack/api/contracts';
import { DEFAULT_MONEY_FORMAT, parseIsoDate, type MoneyFormat } from '@ontrack/api/domain';
import { i18n } from '@ontrack/shell/platform';
import { GOALS_NAMESPACE } from '../../../i18n';
import { isWholeCents, numberOrZero } from './goal-form';

export interface TransactionFormValues {
  description: string;
  /** Always the positive size of the amount; the checkbox gives the direction. */
  amount: string;
  date: string;
  withdrawal: boolean;
}

const t = i18n.getFixedT(null, GOALS_NAMESPACE);

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

/** Description and date required, amount at least 0.01 (written in `money`); a withdrawal is stored negative. */
export function parseTransactionForm(
  values: TransactionFormValues,
  money: MoneyFormat = DEFAULT_MONEY_FORMAT,
): { draft: TransactionDraft; errors: TransactionFormErrors } {
  const size = numberOrZero(values.amount);
  const errors: TransactionFormErrors = {};
  const description = values.description.trim();
  if (description === '') errors.description = t('transaction.descriptionRequired');
  if (size < 0.01) errors.amount = t('transaction.amountMinimum', { minimum: money.exact(0.01) });
  else if (!isWholeCents(size)) errors.amount = t('transaction.amountCents');
  if (values.date === '') errors.date = t('transaction.dateRequired');
  else if (!parseIsoDate(values.date)) errors.date = t('transaction.dateInvalid');
  // 0 - 0 would be -0; keep a plain 0 for an empty field (it fails validation anyway).
  const amount = values.withdrawal && size !== 0 ? -size : size;
  return { draft: { description, amount, date: values.date }, errors };
}
