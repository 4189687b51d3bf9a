import type { RetirementField, RetirementPlanDto } from '@ontrack/api/contracts';
import { currencySymbol } from '@ontrack/api/domain';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { FormField } from '@ontrack/shell/ui';
import { useDashboardTranslation, type DashboardT } from '../../../i18n';
import { fieldErrorText } from '../lib/field-error';
import {
  FIELD_GROUPS,
  fieldLabels,
  fieldText,
  sourceText,
  type FieldErrors,
  type FieldGroup,
  type FormTexts,
} from '../lib/retirement-form';

interface RetirementFormProps {
  plan: RetirementPlanDto;
  texts: FormTexts;
  errors: FieldErrors;
  onChange: (field: RetirementField, text: string) => void;
}

function legendOf(t: DashboardT, legend: FieldGroup['legend']): string {
  if (legend === 'you') return t('form.you');
  return legend === 'money' ? t('form.money') : t('form.assumptions');
}

/**
 * The inputs in three groups, each with where its value came from and, when it differs from what
 * the person's data says, a way back to that value.
 */
export function RetirementForm({ plan, texts, errors, onChange }: RetirementFormProps) {
  const { t } = useDashboardTranslation();
  const money = useMoney();
  const labels = fieldLabels(t, currencySymbol(money));
  const dates = useDates();
  return (
    <div className="dash-retirement__groups">
      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.legend} className="dash-retirement__group">
          <legend>{legendOf(t, group.legend)}</legend>
          {group.fields.map((field) => {
            const label = labels[field];
            const id = `retirement-${field}`;
            const derivedText = fieldText(field, plan.derived.inputs[field], money);
            const unchanged = texts[field].trim() === fieldText(field, plan.inputs[field], money);
            const hint = unchanged ? sourceText(plan.sources[field], t, dates, plan.bases?.[field]) : t('form.changed');
            const canReset = texts[field].trim() !== derivedText || plan.sources[field] === 'saved';
            const error = errors[field];
            return (
              <div key={field} className="dash-retirement__field">
                <FormField id={id} label={label} error={error && fieldErrorText(error, t, labels)} hint={hint}>
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={texts[field]}
                      onChange={(event) => onChange(field, event.target.value)}
                    />
                  )}
                </FormField>
                {canReset && (
                  <button
                    type="button"
                    className="ot-button ot-button--secondary dash-retirement__reset"
                    // Starts with the visible words, then says which field and the value it goes back to.
                    aria-label={t('form.resetLabel', {
                      label,
                      value: derivedText,
                      source: sourceText(plan.derived.sources[field], t, dates, plan.derived.bases?.[field]),
                    })}
                    onClick={() => onChange(field, derivedText)}
                  >
                    {t('form.reset')}
                  </button>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
