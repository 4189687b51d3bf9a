import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

/** What the control of a field carries so that its label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The control (input, select, a custom input), given the id and aria attributes to spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field whose inline error is announced and tied to its control (aria-describedby),
 * the same in every form of every remote.
 */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ot-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <span id={`${id}-hint`} className="ot-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="ot-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The text typed, as it now stands (in place of onChange, for a field held as a string). */
  onValueChange?: (value: string) => void;
}

/** A FormField around a plain input. */
export function Field({ id, label, error, hint, onValueChange, ...input }: FieldProps) {
  const onChange = onValueChange ? (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value) : input.onChange;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} onChange={onChange} />}
    </FormField>
  );
}
