import { formatWholeDollars } from '@ontrack/api/domain';
import { useState, type FormEvent } from 'react';
import type { FutureTransactionDto, GoalDto } from '@ontrack/api/contracts';
import { Field, FormActions, Modal } from '@ontrack/shell/ui';
import {
  newTransactionValues,
  parseTransactionForm,
  transactionToValues,
  type TransactionDraft,
  type TransactionFormErrors,
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
  const editing = transaction !== undefined;
  const [values, setValues] = useState<TransactionFormValues>(() =>
    transaction ? transactionToValues(transaction) : newTransactionValues(today),
  );
  // After a first attempt, messages follow the typing so a fixed field clears at once.
  const [submitted, setSubmitted] = useState(false);
  const errors: TransactionFormErrors = submitted ? parseTransactionForm(values).errors : {};

  function change<K extends keyof TransactionFormValues>(key: K, value: TransactionFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const { draft, errors: found } = parseTransactionForm(values);
    if (Object.keys(found).length > 0) return;
    onSave(draft);
  }

  const title = editing ? 'Edit Future Transaction' : 'Plan Future Cash Flow';
  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <div className="goals-tx-goal">
          <strong>{goal.name}</strong>
          <span>
            Current: {formatWholeDollars(goal.currentAmount)} · Target: {formatWholeDollars(goal.targetAmount)}
          </span>
        </div>
        <Field
          id="tx-description"
          label="Description"
          value={values.description}
          error={errors.description}
          placeholder="e.g. Year-end bonus"
          maxLength={120}
          onChange={(e) => change('description', e.target.value)}
          required
        />
        <Field
          id="tx-amount"
          label="Amount ($)"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={values.amount}
          error={errors.amount}
          onChange={(e) => change('amount', e.target.value)}
          required
        />
        <Field
          id="tx-date"
          label="Date"
          type="date"
          value={values.date}
          error={errors.date}
          onChange={(e) => change('date', e.target.value)}
          required
        />
        <label className="ot-checkbox">
          <input type="checkbox" checked={values.withdrawal} onChange={(e) => change('withdrawal', e.target.checked)} />
          This will take money out of savings
        </label>
        <ul className="goals-hints" aria-label="Ideas">
          <li>Expecting a bonus or a tax refund? Add it here and see how much sooner you get there.</li>
          <li>Planning a withdrawal, such as a down payment or a big purchase? Tick the box above so it comes out of savings.</li>
          <li>A gift from family or friends counts too.</li>
        </ul>
        <FormActions submitLabel={editing ? 'Save Changes' : 'Add to Plan'} onCancel={onClose}>
          {onDelete && (
            <button type="button" className="ot-button ot-button--danger goals-actions__left" onClick={onDelete}>
              Delete
            </button>
          )}
        </FormActions>
      </form>
    </Modal>
  );
}
