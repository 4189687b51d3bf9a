import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('offers Edit then Delete, each named after the row, Delete with its own class', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    render(
      <RowActions
        label="Boat, Jan 5"
        onEdit={onEdit}
        onDelete={onDelete}
        className="actions"
        buttonClassName="link"
        deleteClassName="danger"
      />,
    );
    expect(
      screen.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-label'), button.className]),
    ).toEqual([
      ['Edit', 'Edit Boat, Jan 5', 'link'],
      ['Delete', 'Delete Boat, Jan 5', 'link danger'],
    ]);
    expect(screen.getByRole('button', { name: 'Edit Boat, Jan 5' }).parentElement).toHaveClass('actions');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Boat, Jan 5' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Boat, Jan 5' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
