import type { RetirementField, RetirementPlanDto } from '@ontrack/api/contracts';
import { FormField } from '@ontrack/shell/ui';
import { FIELD_GROUPS, FIELD_LABELS, sourceText, type FieldErrors, type FormTexts } from '../lib/retirement-form';

interface RetirementFormProps {
  plan: RetirementPlanDto;
  texts: FormTexts;
  errors: FieldErrors;
  onChange: (field: RetirementField, text: string) => void;
}

/** The API's message with its field names as the labels the person sees. */
function readable(message: string): string {
  let text = message;
  for (const [field, label] of Object.entries(FIELD_LABELS)) text = text.replaceAll(field, label);
  return text;
}

/**
 * The inputs in three groups, each with where its value came from and, when it differs from what
 * the person's data says, a way back to that value.
 */
export function RetirementForm({ plan, texts, errors, onChange }: RetirementFormProps) {
  return (
    <div className="dash-retirement__groups">
      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.legend} className="dash-retirement__group">
          <legend>{group.legend}</legend>
          {group.fields.map((field) => {
            const label = FIELD_LABELS[field];
            const id = `retirement-${field}`;
            const derivedText = String(plan.derived.inputs[field]);
            const unchanged = texts[field].trim() === String(plan.inputs[field]);
            const hint = unchanged ? sourceText(plan.sources[field]) : 'Changed, not saved';
            const canReset = texts[field].trim() !== derivedText || plan.sources[field] === 'saved';
            return (
              <div key={field} className="dash-retirement__field">
                <FormField id={id} label={label} error={errors[field] && readable(errors[field])} hint={hint}>
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
                    aria-label={`Reset to derived: ${label}, ${derivedText} (${sourceText(plan.derived.sources[field])})`}
                    onClick={() => onChange(field, derivedText)}
                  >
                    Reset to derived
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
