import { render, screen } from '@testing-library/react';
import { Field, FormField } from './FormField';

describe('FormField', () => {
  it('labels its control, and ties the hint to it', () => {
    render(
      <FormField id="goal-rate" label="Annual Interest Rate (%)" hint="What the savings earn a year.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Annual Interest Rate (%)');
    expect(input).toHaveAttribute('id', 'goal-rate');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('What the savings earn a year.');
  });

  it('marks the control invalid and describes it by the error first, then the hint', () => {
    render(
      <FormField id="entry-category" label="Category" error="Choose a category." hint="Where it belongs.">
        {(control) => (
          <select {...control}>
            <option>Cash</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'entry-category-error entry-category-hint');
    expect(select).toHaveAccessibleDescription('Choose a category. Where it belongs.');
  });

  it('leaves aria-describedby off when there is nothing to describe', () => {
    render(<Field id="entry-name" label="Name" defaultValue="Checking" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveValue('Checking');
  });
});
