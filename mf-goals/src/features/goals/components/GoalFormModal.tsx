import { useId, useState, type FormEvent } from 'react';
import { CONTRIBUTION_FREQUENCIES, GOAL_CATEGORIES, type GoalDto } from '@ontrack/api/contracts';
import { currencySymbol } from '@ontrack/api/domain';
import { useAppDispatch, useMoney } from '@ontrack/shell/platform';
import { ChevronDown, ChevronRight, Field, FormDialog, FormField, Select, useFormValues } from '@ontrack/shell/ui';
import { toGoalInput, useGoalsCreateMutation } from '../../../api/goals-api';
import { useGoalsTranslation } from '../../../i18n';
import { failureText } from '../lib/failure-text';
import { changedFields, goalToValues, newGoalValues, parseGoalForm, type GoalFormValues } from '../lib/goal-form';
import { CATEGORY_LABELS, FREQUENCY_LABELS } from '../lib/labels';
import { saveGoalChange } from '../lib/save-goal';

interface GoalFormModalProps {
  /** The goal to edit; none for a new one. */
  goal?: GoalDto;
  today: string;
  onClose: () => void;
}

/** Track a New Goal / Edit Your Goal. */
export function GoalFormModal({ goal, today, onClose }: GoalFormModalProps) {
  const { t } = useGoalsTranslation();
  const money = useMoney();
  const editing = goal !== undefined;
  const { values, set, textField, showErrors } = useFormValues<GoalFormValues>(
    () => (goal ? goalToValues(goal, money) : newGoalValues(today)),
    (typed) => parseGoalForm(typed, money).errors,
  );
  // The goal as the form was filled from it: what the person's edit is measured against.
  const [openedWith] = useState(goal);
  const [showAdvanced, setShowAdvanced] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useGoalsCreateMutation();
  const dispatch = useAppDispatch();
  const symbol = currencySymbol(money);
  const [updating, setUpdating] = useState(false);
  const busy = creating.isLoading || updating;
  const advancedId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    showErrors();
    const { fields, errors: found } = parseGoalForm(values, money);
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
      setFailure(failureText(caught, editing ? t('page.updateFailed') : t('form.createFailed')));
    }
  }

  const numberProps = { type: 'number', inputMode: 'decimal' as const, required: true };
  // Text, not a number input: amounts are typed the locale's way (`1.234,56`) and read by readAmount.
  const amountProps = { type: 'text', inputMode: 'decimal' as const, required: true, autoComplete: 'off' };
  const title = editing ? t('form.editTitle') : t('form.newTitle');
  const submitLabel = busy ? t('form.saving') : editing ? t('form.saveChanges') : t('form.track');

  return (
    <FormDialog title={title} onClose={onClose} onSubmit={onSubmit} submitLabel={submitLabel} busy={busy} failure={failure}>
      <Field
        id="goal-name"
        label={t('form.name')}
        {...textField('name')}
        placeholder={t('form.namePlaceholder')}
        maxLength={120}
        required
      />
      <div className="goals-form-row">
        <Field id="goal-current" label={t('form.current', { symbol })} {...amountProps} {...textField('currentAmount')} />
        <Field id="goal-target" label={t('form.target', { symbol })} {...amountProps} {...textField('targetAmount')} />
      </div>
      <Field id="goal-date" label={t('form.targetDate')} type="date" {...textField('targetDate')} required />
      <div className="goals-form-row">
        <Field id="goal-contribution" label={t('form.contribution', { symbol })} {...amountProps} {...textField('contributionAmount')} />
        <FormField id="goal-frequency" label={t('form.frequency')}>
          {(control) => (
            <Select
              {...control}
              value={values.contributionFrequency}
              options={CONTRIBUTION_FREQUENCIES}
              optionLabel={(frequency) => FREQUENCY_LABELS[frequency]()}
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
          {showAdvanced ? <ChevronDown size={16} /> : <ChevronRight size={16} />} {t('form.advanced')}
        </button>
        <div id={advancedId} hidden={!showAdvanced} className="goals-advanced__body">
          <FormField id="goal-category" label={t('form.category')}>
            {(control) => (
              <Select
                {...control}
                value={values.category}
                options={GOAL_CATEGORIES}
                optionLabel={(category) => CATEGORY_LABELS[category]()}
                onValueChange={(category) => set({ category })}
              />
            )}
          </FormField>
          <Field
            id="goal-interest"
            label={t('form.interest')}
            {...numberProps}
            min={0}
            step={0.1}
            {...textField('interestRate')}
            hint={t('form.interestHint')}
          />
        </div>
      </div>
    </FormDialog>
  );
}
