import type { FutureTransactionDto, GoalDto } from '@ontrack/api/contracts';
import { futureTransactionsTotal, type MoneyFormat } from '@ontrack/api/domain';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { RowActions } from '@ontrack/shell/ui';
import { useGoalsTranslation } from '../../../i18n';
import { sortedByDate } from '../lib/transactions';

interface FutureTransactionsProps {
  goal: GoalDto;
  today: string;
  /** Absent in preview mode: no edit or delete controls there. */
  onEdit?: (transaction: FutureTransactionDto) => void;
  onDelete?: (transaction: FutureTransactionDto) => void;
}

/** `+$500` for money in, `-$300` for a withdrawal (in whole units of `money`). */
export const signedAmount = (amount: number, money: MoneyFormat) => `${amount < 0 ? '' : '+'}${money.whole(amount)}`;

/** A goal's one-time transactions: sorted by date, scrolling past about 12rem, with the future-dated sum. */
export function FutureTransactions({ goal, today, onEdit, onDelete }: FutureTransactionsProps) {
  const { t } = useGoalsTranslation();
  const money = useMoney();
  const dates = useDates();
  const headingId = `goal-${goal.id}-transactions`;
  const transactions = sortedByDate(goal.oneTimeTransactions);
  return (
    <section className="goals-transactions" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('transactions.title')}</h4>
      {transactions.length === 0 ? (
        <p className="goals-muted">{t('transactions.none')}</p>
      ) : (
        <>
          {/* Focusable so a keyboard can scroll it (WCAG 2.1.1); a list, named by its heading. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable list must take focus to be scrolled by keyboard */}
          <ul className="goals-transactions__list" tabIndex={0} aria-labelledby={headingId}>
            {transactions.map((transaction) => (
              <li key={transaction.id} className={transaction.date > today ? '' : 'is-past'}>
                <span className="goals-transactions__date">{dates.shortDate(transaction.date)}</span>
                <span className="goals-transactions__description">{transaction.description}</span>
                <span className={`goals-transactions__amount ${transaction.amount < 0 ? 'is-out' : 'is-in'}`}>
                  {signedAmount(transaction.amount, money)}
                </span>
                {onEdit && onDelete && (
                  <RowActions
                    label={transaction.description}
                    onEdit={() => onEdit(transaction)}
                    onDelete={() => onDelete(transaction)}
                    className="goals-transactions__actions"
                    buttonClassName="ot-link-button"
                    deleteClassName="goals-danger-link"
                  />
                )}
              </li>
            ))}
          </ul>
          <p className="goals-transactions__total">
            {t('transactions.total')}{' '}
            <strong data-testid={`goal-${goal.id}-future-total`}>
              {signedAmount(futureTransactionsTotal(goal.oneTimeTransactions, today), money)}
            </strong>
          </p>
        </>
      )}
    </section>
  );
}
