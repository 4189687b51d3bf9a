import { useState, type ChangeEvent } from 'react';

/** A message per field; a field without one is fine. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** The fields whose value is text: what a text, number or date input holds. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

/**
 * What a form holds while a person types, and its messages: none until a first submit, then the
 * check of what it holds now, so a fixed field clears at once as they type.
 */
export function useFormValues<Values extends object>(initial: () => Values, check: (values: Values) => FormErrors<Values>) {
  const [values, setValues] = useState<Values>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: FormErrors<Values> = submitted ? check(values) : {};

  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));

  /** A text input's value, message and onChange for one field (spread on `Field` or an input). */
  const textField = (key: TextKey<Values>) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [key]: event.target.value } as Partial<Values>),
  });

  /** A submit was tried: messages show from now on. */
  const showErrors = () => setSubmitted(true);

  return { values, errors, set, textField, showErrors };
}
