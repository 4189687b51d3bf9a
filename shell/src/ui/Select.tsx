import type { SelectHTMLAttributes } from 'react';

interface SelectProps<Value extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  value: Value;
  options: readonly Value[];
  onValueChange: (value: Value) => void;
  /** What an option shows; the value itself when not given. */
  optionLabel?: (value: Value) => string;
  /** The one (empty) option shown when there are no options. */
  emptyLabel?: string;
}

/** A select of a list of values, each an option; the value comes back typed as one of them. */
export function Select<Value extends string>({
  value,
  options,
  onValueChange,
  optionLabel = (option) => option,
  emptyLabel,
  ...select
}: SelectProps<Value>) {
  return (
    <select {...select} value={value} onChange={(event) => onValueChange(event.target.value as Value)}>
      {options.length === 0 && emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
}
