import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { caretAfterFormat, EN_MARKS, formatValueInput, type NumberMarks } from '../lib/value-text';

type ValueInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (text: string) => void;
  /** The user's locale's decimal mark and thousands separator; en-US's when not given. */
  marks?: NumberMarks;
};

/**
 * A money field that accepts only numeric text and shows thousands separators as the user types
 *. The caret stays after the digit just typed, not at the end.
 */
export function ValueInput({ value, onValueChange, marks = EN_MARKS, ...rest }: ValueInputProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const formatted = formatValueInput(raw, marks);
    const caret = caretAfterFormat(raw, input.selectionStart ?? raw.length, formatted, marks);
    // Written to the field here, before React re-renders, so a refused character never shows and
    // the caret can be put back where it belongs.
    if (raw !== formatted) input.value = formatted;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
    onValueChange(formatted);
  }
  return <input {...rest} type="text" inputMode="decimal" autoComplete="off" value={value} onChange={onChange} />;
}
