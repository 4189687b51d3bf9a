import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ValueInput } from './ValueInput';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="value">Value</label>
      <ValueInput id="value" value={value} onValueChange={setValue} />
      <output data-testid="saved">{value}</output>
    </>
  );
}

describe('ValueInput', () => {
  it('is a text field with the decimal keypad, holding only formatted numeric text', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('Value');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '9x8,7-6.5.43');
    expect(input).toHaveValue('9,876.54');
    expect(screen.getByTestId('saved')).toHaveTextContent('9,876.54');
  });

  it('keeps the caret after the digit typed in the middle, even when a comma appears before it', async () => {
    const user = userEvent.setup();
    render(<Field initial="1,234" />);
    const input = screen.getByLabelText<HTMLInputElement>('Value');
    await user.type(input, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('15,234');
    expect(input.selectionStart).toBe(2);
    await user.type(input, '0', { initialSelectionStart: 2, initialSelectionEnd: 2, skipClick: true });
    expect(input).toHaveValue('150,234');
    expect(input.selectionStart).toBe(3);
    await user.type(input, '7', { initialSelectionStart: 3, initialSelectionEnd: 3, skipClick: true });
    expect(input).toHaveValue('1,507,234');
    expect(input.selectionStart).toBe(5);
  });

  it('refuses a letter, leaving the caret right after the same digit', async () => {
    const user = userEvent.setup();
    render(<Field initial="1,234" />);
    const input = screen.getByLabelText<HTMLInputElement>('Value');
    await user.type(input, 'k', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('1,234');
    expect(input.selectionStart).toBe(3);
  });

  it('Backspace removes a digit and regroups the rest', async () => {
    const user = userEvent.setup();
    render(<Field initial="12,345" />);
    const input = screen.getByLabelText<HTMLInputElement>('Value');
    await user.type(input, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('1,245');
    expect(input.selectionStart).toBe(3);
  });
});
