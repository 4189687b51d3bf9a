import { useId, type Ref } from 'react';
import { SOURCE_KINDS, type DataSourceKind } from '@ontrack/api/contracts';
import { FormField } from '@ontrack/shell/ui';
import { useWizardTranslation } from '../../../../i18n';
import { sourceKindChoice } from '../../lib/source-texts';

interface NewSourceFieldsProps {
  name: string;
  kind: DataSourceKind;
  onChange: (source: { name: string; kind: DataSourceKind }) => void;
  /** Why the name cannot be sent, once Next was tried. */
  nameError?: string;
  /** The name's input, which Next focuses when the name cannot be sent. */
  nameRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/** A new source's name and kind: what an import does to it (adds to an account, replaces a workbook). */
export function NewSourceFields({ name, kind, onChange, nameError, nameRef, disabled }: NewSourceFieldsProps) {
  const { t } = useWizardTranslation();
  const nameId = useId();
  const kindName = useId();
  return (
    <>
      <FormField id={nameId} label={t('source.name')} error={nameError}>
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            type="text"
            value={name}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onChange({ name: event.target.value, kind })}
          />
        )}
      </FormField>
      <fieldset className="wizard-source__kinds" disabled={disabled}>
        <legend>{t('source.kind')}</legend>
        {SOURCE_KINDS.map((option) => (
          <label key={option} className="wizard-source__kind">
            <input
              type="radio"
              name={kindName}
              value={option}
              checked={kind === option}
              onChange={() => onChange({ name, kind: option })}
            />
            {sourceKindChoice(option, t)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
