import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { fakeGoalsServer, goalDto, TODAY } from '../../../testing/goals-server';
import { GoalsPage } from './GoalsPage';

const SNIPPET = '<div data-ontrack-goal="share-token-1"></div><script src="http://localhost/remotes/goals/embed.js"></script>';

async function openShare() {
  const user = userEvent.setup();
  renderWithProviders(<GoalsPage today={TODAY} />);
  await user.click(await screen.findByRole('button', { name: 'Share Emergency fund' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Share “Emergency fund”' }) };
}

describe('sharing a goal', () => {
  it('asks the server for a share once and shows the snippet to paste', async () => {
    const { net } = fakeGoalsServer([goalDto(1)]);
    const { dialog } = await openShare();
    expect(await within(dialog).findByLabelText('Embed code')).toHaveValue(SNIPPET);
    expect(net.to('POST /goals/api/goals/1/share')).toHaveLength(1);
    expect(net.to('POST /goals/api/goals/1/share')[0].headers.get('X-CSRFToken')).toBe('tok-1');
  });

  it('copies the snippet to the clipboard', async () => {
    fakeGoalsServer([goalDto(1)]);
    const { user, dialog } = await openShare();
    await within(dialog).findByLabelText('Embed code');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Copied to the clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(SNIPPET);
  });

  it('selects the snippet for Ctrl+C when the clipboard is refused', async () => {
    fakeGoalsServer([goalDto(1)]);
    const { user, dialog } = await openShare();
    const field = await within(dialog).findByLabelText<HTMLTextAreaElement>('Embed code');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText(/Press Ctrl\+C/)).toBeInTheDocument();
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(SNIPPET.length);
  });

  it('revokes the share', async () => {
    const { net } = fakeGoalsServer([goalDto(1)]);
    const { user, dialog } = await openShare();
    await within(dialog).findByLabelText('Embed code');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText(/Sharing stopped/)).toBeInTheDocument();
    expect(net.to('DELETE /goals/api/goals/1/share')).toHaveLength(1);
    expect(within(dialog).queryByLabelText('Embed code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why sharing failed and lets the person try again', async () => {
    const { net } = fakeGoalsServer([goalDto(1)], {
      'POST /goals/api/goals/1/share': [
        { status: 500, body: { success: false, error: 'Sharing is unavailable right now.' } },
        { status: 201, body: { token: 't', snippet: 'SNIP' } },
      ],
    });
    const { user, dialog } = await openShare();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sharing is unavailable right now.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Embed code')).toHaveValue('SNIP');
    expect(net.to('POST /goals/api/goals/1/share')).toHaveLength(2);
  });

  it('shows a failed revoke and keeps the snippet', async () => {
    fakeGoalsServer([goalDto(1)], { 'DELETE /goals/api/goals/1/share': { status: 500, body: {} } });
    const { user, dialog } = await openShare();
    await within(dialog).findByLabelText('Embed code');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to revoke the share. Please try again.');
    expect(within(dialog).getByLabelText('Embed code')).toBeInTheDocument();
  });
});
