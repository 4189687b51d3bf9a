import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './FormField';
import { FormDialog } from './FormDialog';
import { useFormValues } from './use-form-values';

interface Values {
  name: string;
  color: string;
}

const check = (values: Values) => (values.name.trim() ? {} : { name: 'Name is required.' });

function NameDialog({ onSave, failure }: { onSave: (values: Values) => void; failure?: string }) {
  const { values, textField, set, showErrors } = useFormValues<Values>(() => ({ name: '', color: 'red' }), check);
  return (
    <FormDialog
      title="Name It"
      onClose={jest.fn()}
      onSubmit={(event) => {
        event.preventDefault();
        showErrors();
        if (Object.keys(check(values)).length === 0) onSave(values);
      }}
      submitLabel="Save"
      failure={failure}
      actions={
        <button type="button" onClick={() => set({ color: 'blue' })}>
          Blue
        </button>
      }
    >
      <Field id="name" label="Name" {...textField('name')} />
    </FormDialog>
  );
}

describe('FormDialog and useFormValues', () => {
  it('is a dialog whose form is named by its title, with the extra buttons, Cancel and submit', () => {
    render(<NameDialog onSave={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Name It' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Name It' })).toHaveAttribute('novalidate');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['', 'Blue', 'Cancel', 'Save']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the last failure above the fields', () => {
    render(<NameDialog onSave={jest.fn()} failure="The server said no." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server said no.');
  });

  it('shows no message before a first submit, then follows the typing', async () => {
    const onSave = jest.fn();
    render(<NameDialog onSave={onSave} />);
    const name = screen.getByLabelText('Name');
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(name, 'Boat');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Blue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Boat', color: 'blue' });
  });
});
