import { currencySymbol } from '@ontrack/api/domain';
import type { FormEvent } from 'react';
import type { FutureTransactionDto, GoalDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { Field, FormDialog, useFormValues } from '@ontrack/shell/ui';
import { useGoalsTranslation } from '../../../i18n';
import {
  newTransactionValues,
  parseTransactionForm,
  transactionToValues,
  type TransactionDraft,
  type TransactionFormValues,
} from '../lib/transaction-form';

interface TransactionModalProps {
  goal: GoalDto;
  /** The transaction to edit; none to plan a new one. */
  transaction?: FutureTransactionDto;
  today: string;
  onSave: (draft: TransactionDraft) => void;
  /** Editing only: asks for the delete confirmation. */
  onDelete?: () => void;
  onClose: () => void;
}

/** Plan Future Cash Flow / Edit Future Transaction. */
export function TransactionModal({ goal, transaction, today, onSave, onDelete, onClose }: TransactionModalProps) {
  const { t } = useGoalsTranslation();
  const money = useMoney();
  const editing = transaction !== undefined;
  const { values, set, textField, showErrors } = useFormValues<TransactionFormValues>(
    () => (transaction ? transactionToValues(transaction, money) : newTransactionValues(today)),
    (typed) => parseTransactionForm(typed, money).errors,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    showErrors();
    const { draft, errors: found } = parseTransactionForm(values, money);
    if (Object.keys(found).length > 0) return;
    onSave(draft);
  }

  const title = editing ? t('transaction.editTitle') : t('transaction.newTitle');
  const submitLabel = editing ? t('transaction.saveChanges') : t('transaction.add');
  const deleteButton = onDelete && (
    <button type="button" className="ot-button ot-button--danger goals-actions__left" onClick={onDelete}>
      {t('transaction.delete')}
    </button>
  );
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={onSubmit} submitLabel={submitLabel} actions={deleteButton}>
      <div className="goals-tx-goal">
        <strong>{goal.name}</strong>
        <span>{t('transaction.amounts', { current: money.whole(goal.currentAmount), target: money.whole(goal.targetAmount) })}</span>
      </div>
      <Field
        id="tx-description"
        label={t('transaction.description')}
        {...textField('description')}
        placeholder={t('transaction.descriptionPlaceholder')}
        maxLength={120}
        required
      />
      <Field
        id="tx-amount"
        label={t('transaction.amount', { symbol: currencySymbol(money) })}
        // Text: typed the locale's way (`1.234,56`), read by readAmount.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        {...textField('amount')}
        required
      />
      <Field id="tx-date" label={t('transaction.date')} type="date" {...textField('date')} required />
      <label className="ot-checkbox">
        <input type="checkbox" checked={values.withdrawal} onChange={(e) => set({ withdrawal: e.target.checked })} />
        {t('transaction.withdrawal')}
      </label>
      <ul className="goals-hints" aria-label={t('transaction.ideas')}>
        <li>{t('transaction.ideaBonus')}</li>
        <li>{t('transaction.ideaWithdrawal')}</li>
        <li>{t('transaction.ideaGift')}</li>
      </ul>
    </FormDialog>
  );
}
