import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions } from './FormActions';

describe('FormActions', () => {
  it('offers Cancel and the submit button, in that order after any extra button', async () => {
    const onCancel = jest.fn();
    render(
      <form>
        <FormActions submitLabel="Save Entry" onCancel={onCancel}>
          <button type="button">Delete</button>
        </FormActions>
      </form>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Delete', 'Cancel', 'Save Entry']);
    expect(screen.getByRole('button', { name: 'Save Entry' })).toHaveAttribute('type', 'submit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('holds both buttons while busy, and only submit when it cannot submit yet', () => {
    const { rerender } = render(<FormActions submitLabel="Saving…" onCancel={jest.fn()} busy />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    rerender(<FormActions submitLabel="Send Instructions" onCancel={jest.fn()} canSubmit={false} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send Instructions' })).toBeDisabled();
  });
});
