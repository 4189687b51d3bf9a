import type { ReactNode } from 'react';
import { FormField } from '@ontrack/shell/ui';

/** An Account view setting picked from a list: its label and hint, its options, and what choosing one does. */
export function SettingSelect({
  id,
  label,
  hint,
  value,
  onChoose,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChoose: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}) {
  return (
    <FormField id={id} label={label} hint={hint}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChoose(event.target.value)}>
          {children}
        </select>
      )}
    </FormField>
  );
}
