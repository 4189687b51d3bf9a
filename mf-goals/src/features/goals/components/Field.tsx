import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose inline error is announced and tied to it (aria-describedby). */
export function Field({ id, label, error, hint, ...input }: FieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ot-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <span id={`${id}-hint`} className="goals-hint">
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
