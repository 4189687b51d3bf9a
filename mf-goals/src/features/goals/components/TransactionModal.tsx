import { currencySymbol } from '@ontrack/api/domain';
import type { FormEvent } from 'react';
import type { FutureTransactionDto, GoalDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { Field, FormDialog, useFormValues } from '@ontrack/shell/ui';
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
  const money = useMoney();
  const editing = transaction !== undefined;
  const { values, set, textField, showErrors } = useFormValues<TransactionFormValues>(
    () => (transaction ? transactionToValues(transaction) : newTransactionValues(today)),
    (typed) => parseTransactionForm(typed).errors,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    showErrors();
    const { draft, errors: found } = parseTransactionForm(values);
    if (Object.keys(found).length > 0) return;
    onSave(draft);
  }

  const title = editing ? 'Edit Future Transaction' : 'Plan Future Cash Flow';
  const submitLabel = editing ? 'Save Changes' : 'Add to Plan';
  const deleteButton = onDelete && (
    <button type="button" className="ot-button ot-button--danger goals-actions__left" onClick={onDelete}>
      Delete
    </button>
  );
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={onSubmit} submitLabel={submitLabel} actions={deleteButton}>
      <div className="goals-tx-goal">
        <strong>{goal.name}</strong>
        <span>
          Current: {money.whole(goal.currentAmount)} · Target: {money.whole(goal.targetAmount)}
        </span>
      </div>
      <Field
        id="tx-description"
        label="Description"
        {...textField('description')}
        placeholder="e.g. Year-end bonus"
        maxLength={120}
        required
      />
      <Field
        id="tx-amount"
        label={`Amount (${currencySymbol(money)})`}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        {...textField('amount')}
        required
      />
      <Field id="tx-date" label="Date" type="date" {...textField('date')} required />
      <label className="ot-checkbox">
        <input type="checkbox" checked={values.withdrawal} onChange={(e) => set({ withdrawal: e.target.checked })} />
        This will take money out of savings
      </label>
      <ul className="goals-hints" aria-label="Ideas">
        <li>Expecting a bonus or a tax refund? Add it here and see how much sooner you get there.</li>
        <li>Planning a withdrawal, such as a down payment or a big purchase? Tick the box above so it comes out of savings.</li>
        <li>A gift from family or friends counts too.</li>
      </ul>
    </FormDialog>
  );
}
