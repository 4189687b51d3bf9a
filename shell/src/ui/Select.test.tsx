import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

describe('Select', () => {
  it('offers each value as an option, shown by its label, and hands back the value chosen', async () => {
    const onValueChange = jest.fn();
    render(
      <Select
        aria-label="Frequency"
        value="monthly"
        options={['weekly', 'monthly'] as const}
        optionLabel={(value) => value.toUpperCase()}
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Frequency' });
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['weekly', 'WEEKLY'],
      ['monthly', 'MONTHLY'],
    ]);
    expect(select).toHaveValue('monthly');
    await userEvent.selectOptions(select, 'WEEKLY');
    expect(onValueChange).toHaveBeenCalledWith('weekly');
  });

  it('shows the value itself without labels, and the empty label when there is nothing to choose', () => {
    const { unmount } = render(<Select aria-label="Type" value="Income" options={['Income', 'Expense']} onValueChange={jest.fn()} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Income', 'Expense']);
    unmount();
    render(<Select aria-label="Category" value="" options={[]} emptyLabel="No categories" onValueChange={jest.fn()} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No categories']);
  });
});
