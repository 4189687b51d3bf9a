import { useTranslation } from 'react-i18next';
import { useState, type InputHTMLAttributes } from 'react';
import { FormField } from './FormField';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'autoComplete'> & {
  label: string;
  id: string;
  value: string;
  /** The text typed, as it now stands. */
  onValueChange: (value: string) => void;
  /** What a password manager offers: the password the user has (the default), or a new one. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A labelled password field (a FormField) with a Show/Hide toggle. */
export function PasswordInput({ label, id, onValueChange, autoComplete = 'current-password', ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <div className="ot-password">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            onChange={(e) => onValueChange(e.target.value)}
            {...inputProps}
          />
          <button
            type="button"
            className="ot-password__toggle"
            onClick={() => setVisible((v) => !v)}
            aria-label={t(visible ? 'ui.hideField' : 'ui.showField', { field: label.toLowerCase() })}
            aria-pressed={visible}
          >
            {visible ? t('ui.hide') : t('ui.show')}
          </button>
        </div>
      )}
    </FormField>
  );
}
