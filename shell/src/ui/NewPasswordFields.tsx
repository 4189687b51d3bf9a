import { useState } from 'react';
import { PasswordInput } from './PasswordInput';

interface FieldPair {
  password: string;
  confirm: string;
}

interface NewPasswordValue extends FieldPair {
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

interface NewPasswordFieldsProps extends NewPasswordValue {
  /** The two inputs' ids and labels, as each form names them. */
  ids: FieldPair;
  labels: FieldPair;
  /** Both inputs required (the sign-up form's browser checks). */
  required?: boolean;
  /** The new password's least length, as the browser checks it. */
  minLength?: number;
  /** The confirmation marked invalid (aria-invalid) while it differs. */
  confirmInvalid?: boolean;
}

/** A new password and its confirmation (the sign-up, change-password and reset forms). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { ids, labels, password, confirm, onPasswordChange, onConfirmChange, required, minLength, confirmInvalid } = props;
  // The two inputs differ only in what they hold.
  const inputs = [
    { id: ids.password, label: labels.password, value: password, onValueChange: onPasswordChange, minLength },
    { id: ids.confirm, label: labels.confirm, value: confirm, onValueChange: onConfirmChange, 'aria-invalid': confirmInvalid },
  ];
  return (
    <>
      {inputs.map((input) => (
        <PasswordInput key={input.id} {...input} autoComplete="new-password" required={required} />
      ))}
    </>
  );
}

/**
 * The state of a new password and its confirmation: `fields` spreads onto NewPasswordFields,
 * `clear` empties both.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const fields: NewPasswordValue = { password, confirm, onPasswordChange: setPassword, onConfirmChange: setConfirm };
  function clear() {
    setPassword('');
    setConfirm('');
  }
  return { password, confirm, fields, clear };
}
