import { PasswordInput } from './PasswordInput';

interface FieldPair {
  password: string;
  confirm: string;
}

interface NewPasswordFieldsProps {
  /** The two inputs' ids and labels, as each form names them. */
  ids: FieldPair;
  labels: FieldPair;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

/** A new password and its confirmation (the change-password and reset forms). */
export function NewPasswordFields({ ids, labels, password, confirm, onPasswordChange, onConfirmChange }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        id={ids.password}
        label={labels.password}
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
      />
      <PasswordInput
        id={ids.confirm}
        label={labels.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
      />
    </>
  );
}
