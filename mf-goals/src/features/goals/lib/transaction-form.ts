import type { FutureTransactionDto } from '@ontrack/api/contracts';
import { DEFAULT_MONEY_FORMAT, parseIsoDate, type MoneyFormat } from '@ontrack/api/domain';
import { amountText, i18n, readAmount } from '@ontrack/shell/platform';
import { GOALS_NAMESPACE } from '../../../i18n';
import { isWholeCents } from './goal-form';

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

/** The transaction as the form shows it: its size written the user's way (`money`'s locale). */
export function transactionToValues(transaction: FutureTransactionDto, money: MoneyFormat = DEFAULT_MONEY_FORMAT): TransactionFormValues {
  return {
    description: transaction.description,
    amount: amountText(Math.abs(transaction.amount), money),
    date: transaction.date,
    withdrawal: transaction.amount < 0,
  };
}

/**
 * Description and date required, amount read the locale's way (readAmount) and at least 0.01
 * (written in `money`); a withdrawal is stored negative.
 */
export function parseTransactionForm(
  values: TransactionFormValues,
  money: MoneyFormat = DEFAULT_MONEY_FORMAT,
): { draft: TransactionDraft; errors: TransactionFormErrors } {
  const read = readAmount(values.amount, money);
  const size = 'amount' in read ? read.amount : 0;
  const errors: TransactionFormErrors = {};
  const description = values.description.trim();
  if (description === '') errors.description = t('transaction.descriptionRequired');
  if ('error' in read) errors.amount = read.error;
  else if (size < 0.01) errors.amount = t('transaction.amountMinimum', { minimum: money.exact(0.01) });
  else if (!isWholeCents(size)) errors.amount = t('transaction.amountCents');
  if (values.date === '') errors.date = t('transaction.dateRequired');
  else if (!parseIsoDate(values.date)) errors.date = t('transaction.dateInvalid');
  // 0 - 0 would be -0; keep a plain 0 for an empty field (it fails validation anyway).
  const amount = values.withdrawal && size !== 0 ? -size : size;
  return { draft: { description, amount, date: values.date }, errors };
}
