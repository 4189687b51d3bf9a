import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { AccountView } from './AccountView';
import english from '../../../locales/en.json';

const DELETE_QUESTION = english.delete.question;

const SESSION = { success: true, logged_in: true, user: 'ann@example.com', email: 'ann@example.com', plan_id: 1 };

function stubAccount(routes: { password?: StubRoute; remove?: StubRoute } = {}) {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: SESSION },
    'GET /account/locale': { body: { locale: null } },
    'GET /account/home-currency': { body: { home_currency: 'EUR', proposed: null } },
    'POST /account/password': routes.password ?? {
      body: { success: true, message: 'Your password has been changed. Other devices have been signed out.' },
    },
    'POST /account/delete': routes.remove ?? { body: { success: true } },
  });
}

function renderAccount() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<div>Landing marker</div>} />
      <Route path="*" element={<AccountView />} />
    </Routes>,
    { route: '/main' },
  );
}

async function fillPassword(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('AccountView: change password', () => {
  it('sends the three fields and says it worked, emptying the form', async () => {
    const net = stubAccount();
    renderAccount();
    await fillPassword('old passphrase', 'new passphrase', 'new passphrase');
    expect(await screen.findByText('Your password has been changed. Other devices have been signed out.')).toBeInTheDocument();
    expect(net.to('POST /account/password')[0].json).toEqual({
      current_password: 'old passphrase',
      new_password: 'new passphrase',
      confirm_password: 'new passphrase',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server’s refusal (a wrong current password)', async () => {
    stubAccount({ password: { status: 400, body: { success: false, error: 'Your current password is not correct.' } } });
    renderAccount();
    await fillPassword('wrong one', 'new passphrase', 'new passphrase');
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });

  it.each([
    ['a short new password', ['old passphrase', 'short', 'short'], 'Password must be at least 8 characters long'],
    ['a confirmation that differs', ['old passphrase', 'new passphrase', 'other passphrase'], 'Passwords do not match'],
    ['no current password', ['', 'new passphrase', 'new passphrase'], 'Current password is required.'],
  ])('stops %s before any call', async (_case, [current, next, confirm], message) => {
    const net = stubAccount();
    renderAccount();
    await fillPassword(current, next, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(net.to('POST /account/password')).toHaveLength(0);
  });
});

describe('AccountView: download and delete', () => {
  it('offers all of the data as a download', () => {
    stubAccount();
    renderAccount();
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('asks for confirmation with the password, deletes, and leaves for the landing page', async () => {
    const net = stubAccount();
    renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account' });
    expect(within(dialog).getByText(DELETE_QUESTION)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Enter your password to delete your account.')).toBeInTheDocument();
    expect(net.to('POST /account/delete')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Landing marker')).toBeInTheDocument();
    expect(net.to('POST /account/delete')[0].json).toEqual({ password: 'correct horse battery' });
  });

  it('keeps the dialog open with the reason when the password is wrong', async () => {
    stubAccount({
      remove: { status: 400, body: { success: false, error: 'That password is not correct: your account was not deleted.' } },
    });
    renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('That password is not correct: your account was not deleted.')).toBeInTheDocument();
    expect(screen.queryByText('Landing marker')).not.toBeInTheDocument();
  });

  it('closes the dialog with Escape, deleting nothing', async () => {
    const net = stubAccount();
    renderAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.to('POST /account/delete')).toHaveLength(0);
  });
});
