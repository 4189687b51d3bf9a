import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function renderConfirm(props: { busy?: boolean; confirmLabel?: string } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog title="Delete goal" message="Delete this goal?" onConfirm={onConfirm} onCancel={onCancel} {...props}>
      <p>Emergency fund · $5,000</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Delete goal' }) };
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('ConfirmDialog', () => {
  it('asks the question, shows what goes, and confirms only on the confirm button', async () => {
    const { dialog, onConfirm, onCancel } = renderConfirm();
    expect(dialog).toHaveTextContent('Delete this goal?');
    expect(dialog).toHaveTextContent('Emergency fund · $5,000');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('starts with focus away from the confirm button, so Enter does not confirm', async () => {
    const { onConfirm } = renderConfirm();
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with Cancel and with Escape', async () => {
    const { onCancel } = renderConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy, says so and neither button nor Escape does anything', async () => {
    const { onConfirm, onCancel } = renderConfirm({ busy: true });
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes another confirm label', () => {
    renderConfirm({ confirmLabel: 'Revoke' });
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });
});
