import { useId, useState, type FormEvent } from 'react';
import {
  CONTRIBUTION_FREQUENCIES,
  GOAL_CATEGORIES,
  GOAL_CATEGORY_LABELS,
  type ContributionFrequency,
  type GoalDto,
} from '@ontrack/api/contracts';
import { currencySymbol } from '@ontrack/api/domain';
import { useAppDispatch, useMoney } from '@ontrack/shell/platform';
import { ChevronDown, ChevronRight, Field, FormDialog, FormField, Select, useFormValues } from '@ontrack/shell/ui';
import { toGoalInput, useGoalsCreateMutation } from '../../../api/goals-api';
import { failureText } from '../lib/failure-text';
import { changedFields, goalToValues, newGoalValues, parseGoalForm, type GoalFormValues } from '../lib/goal-form';
import { saveGoalChange } from '../lib/save-goal';

export const FREQUENCY_LABELS: Record<ContributionFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};

interface GoalFormModalProps {
  /** The goal to edit; none for a new one. */
  goal?: GoalDto;
  today: string;
  onClose: () => void;
}

/** Track a New Goal / Edit Your Goal. */
export function GoalFormModal({ goal, today, onClose }: GoalFormModalProps) {
  const editing = goal !== undefined;
  const { values, set, textField, showErrors } = useFormValues<GoalFormValues>(
    () => (goal ? goalToValues(goal) : newGoalValues(today)),
    (typed) => parseGoalForm(typed).errors,
  );
  // The goal as the form was filled from it: what the person's edit is measured against.
  const [openedWith] = useState(goal);
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useGoalsCreateMutation();
  const dispatch = useAppDispatch();
  const money = useMoney();
  const symbol = currencySymbol(money);
  const [updating, setUpdating] = useState(false);
  const busy = creating.isLoading || updating;
  const advancedId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    showErrors();
    const { fields, errors: found } = parseGoalForm(values);
    if (found.interestRate) setShowAdvanced(true);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      if (goal && openedWith) {
        // Only the fields changed here are the edit: applied to the goal as it is when saved, they keep
        // whatever another tab changed meanwhile (its transactions, its other fields).
        const edits = changedFields(openedWith, fields);
        setUpdating(true);
        try {
          await dispatch(saveGoalChange(goal, (current) => ({ ...toGoalInput(current), ...edits })));
        } finally {
          setUpdating(false);
        }
      } else await create({ ...fields, oneTimeTransactions: [] }).unwrap();
      onClose();
    } catch (caught) {
      setFailure(failureText(caught, editing ? 'Failed to update goal' : 'Failed to create goal'));
    }
  }

  const numberProps = { type: 'number', inputMode: 'decimal' as const, required: true };
  const amountProps = { ...numberProps, step: 0.01 };
  const title = editing ? 'Edit Your Goal' : 'Track a New Goal';
  const submitLabel = busy ? 'Saving…' : editing ? 'Save Changes' : 'Track This Goal';

  return (
    <FormDialog title={title} onClose={onClose} onSubmit={onSubmit} submitLabel={submitLabel} busy={busy} failure={failure}>
      <Field id="goal-name" label="Goal Name" {...textField('name')} placeholder="e.g. Emergency fund" maxLength={120} required />
      <div className="goals-form-row">
        <Field id="goal-current" label={`Current Amount (${symbol})`} {...amountProps} min={0} {...textField('currentAmount')} />
        <Field id="goal-target" label={`Target Amount (${symbol})`} {...amountProps} min={0.01} {...textField('targetAmount')} />
      </div>
      <Field id="goal-date" label="Target Date" type="date" {...textField('targetDate')} required />
      <div className="goals-form-row">
        <Field
          id="goal-contribution"
          label={`Contribution Amount (${symbol})`}
          {...amountProps}
          min={0}
          {...textField('contributionAmount')}
        />
        <FormField id="goal-frequency" label="Contribution Frequency">
          {(control) => (
            <Select
              {...control}
              value={values.contributionFrequency}
              options={CONTRIBUTION_FREQUENCIES}
              optionLabel={(frequency) => FREQUENCY_LABELS[frequency]}
              onValueChange={(contributionFrequency) => set({ contributionFrequency })}
            />
          )}
        </FormField>
      </div>

      <div className="goals-advanced">
        <button
          type="button"
          className="goals-advanced__toggle"
          aria-expanded={showAdvanced}
          aria-controls={advancedId}
          onClick={() => setShowAdvanced((open) => !open)}
        >
          {showAdvanced ? <ChevronDown size={16} /> : <ChevronRight size={16} />} Advanced Options
        </button>
        <div id={advancedId} hidden={!showAdvanced} className="goals-advanced__body">
          <FormField id="goal-category" label="Category">
            {(control) => (
              <Select
                {...control}
                value={values.category}
                options={GOAL_CATEGORIES}
                optionLabel={(category) => GOAL_CATEGORY_LABELS[category]}
                onValueChange={(category) => set({ category })}
              />
            )}
          </FormField>
          <Field
            id="goal-interest"
            label="Annual Interest Rate (%)"
            {...numberProps}
            min={0}
            step={0.1}
            {...textField('interestRate')}
            hint="What the savings earn a year, e.g. 2 for a high-yield savings account."
          />
        </div>
      </div>
    </FormDialog>
  );
}
