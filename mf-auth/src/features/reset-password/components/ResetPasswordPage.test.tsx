import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { ResetPasswordPage } from './ResetPasswordPage';

const VALIDATE = 'GET /auth/api/validate-reset-token/tok-abc';
const RESET = 'POST /auth/api/reset-password/tok-abc';

function stubReset(routes: Record<string, StubRoute>) {
  return stubFetch({ 'GET /auth/csrf-token': { body: { csrf_token: 'csrf-1' } }, ...routes });
}

function renderPage(token: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/login" element={<p>Login page marker</p>} />
      <Route path="*" element={<ResetPasswordPage token={token} />} />
    </Routes>,
    { route: '/password-reset' },
  );
}

const newPassword = () => screen.getByLabelText('New Password');
const confirmPassword = () => screen.getByLabelText('Confirm New Password');
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

async function showForm(routes: Record<string, StubRoute> = {}) {
  const net = stubReset({ [VALIDATE]: { body: { valid: true } }, ...routes });
  const view = renderPage('tok-abc');
  await screen.findByRole('form', { name: 'Choose a new password' });
  return { net, ...view };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('shows "Invalid reset link." for an empty token without asking the server', () => {
    const net = stubReset({});
    renderPage('');
    expect(screen.getByTestId('reset-invalid')).toHaveTextContent('Invalid reset link.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/login');
    expect(net.requests).toHaveLength(0);
  });

  it('shows that it is checking the link while the validation runs', async () => {
    const answer = deferred<Response>();
    stubReset({ [VALIDATE]: () => answer.promise });
    renderPage('tok-abc');
    expect(await screen.findByText('Checking your reset link…')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    answer.resolve(jsonResponse({ valid: true }));
    expect(await screen.findByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('shows the invalid-link view for {valid: false}', async () => {
    stubReset({ [VALIDATE]: { body: { valid: false } } });
    renderPage('tok-abc');
    const view = await screen.findByTestId('reset-invalid');
    expect(view).toHaveTextContent('Invalid or expired reset token.');
    expect(view).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('Back to Login goes to /auth/login', async () => {
    stubReset({ [VALIDATE]: { body: { valid: false } } });
    renderPage('tok-abc');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByText('Login page marker')).toBeInTheDocument();
  });

  it('shows "Failed to validate reset token." when the validation request fails', async () => {
    stubReset({ [VALIDATE]: { status: 500, body: { error: 'Server error' } } });
    renderPage('tok-abc');
    const view = await screen.findByTestId('reset-invalid');
    expect(view).toHaveTextContent('Failed to validate reset token.');
    expect(view).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('keeps Reset Password disabled while a field is empty', async () => {
    await showForm();
    const user = userEvent.setup();
    expect(resetButton()).toBeDisabled();
    await user.type(newPassword(), 'long-enough-1');
    expect(resetButton()).toBeDisabled();
    await user.type(confirmPassword(), 'long-enough-1');
    expect(resetButton()).toBeEnabled();
    await user.clear(newPassword());
    expect(resetButton()).toBeDisabled();
  });

  it('refuses a password shorter than 8 characters without sending it', async () => {
    const { net } = await showForm();
    const user = userEvent.setup();
    await user.type(newPassword(), 'short77');
    await user.type(confirmPassword(), 'short77');
    await user.click(resetButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(net.to(RESET)).toHaveLength(0);
  });

  it('refuses passwords that do not match without sending them', async () => {
    const { net } = await showForm();
    const user = userEvent.setup();
    await user.type(newPassword(), 'long-enough-1');
    await user.type(confirmPassword(), 'long-enough-2');
    await user.click(resetButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(net.to(RESET)).toHaveLength(0);
  });

  it('on success shows Password Reset Successful and goes to /auth/login after 3 s', async () => {
    jest.useFakeTimers();
    const { net } = await showForm({ [RESET]: { body: { success: true, message: 'Your password has been changed.' } } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.type(newPassword(), 'long-enough-1');
    // Enter in the confirmation field submits.
    await user.type(confirmPassword(), 'long-enough-1{Enter}');

    const success = await screen.findByTestId('reset-success');
    expect(success).toHaveTextContent('Password Reset Successful');
    expect(success).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/auth/login');

    const [request] = net.to(RESET);
    expect(new URLSearchParams(request.body)).toEqual(
      new URLSearchParams({ reset_password: 'long-enough-1', confirm_password: 'long-enough-1' }),
    );
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.get('X-CSRFToken')).toBe('csrf-1');

    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByText('Login page marker')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Login page marker')).toBeInTheDocument();
  });

  it('falls back to the standard success message', async () => {
    await showForm({ [RESET]: { body: { success: true } } });
    const user = userEvent.setup();
    await user.type(newPassword(), 'long-enough-1');
    await user.type(confirmPassword(), 'long-enough-1');
    await user.click(resetButton());
    expect(await screen.findByTestId('reset-success')).toHaveTextContent(
      'Password reset successful! You can now log in with your new password.',
    );
  });

  it("turns into the invalid-link view with the server's error on a 400 answer", async () => {
    await showForm({ [RESET]: { status: 400, body: { success: false, error: 'Invalid or expired reset token.' } } });
    const user = userEvent.setup();
    await user.type(newPassword(), 'long-enough-1');
    await user.type(confirmPassword(), 'long-enough-1');
    await user.click(resetButton());
    const view = await screen.findByTestId('reset-invalid');
    expect(view).toHaveTextContent('Invalid or expired reset token.');
    expect(view).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps the form and shows the error (or the fallback) for other failures', async () => {
    await showForm({
      [RESET]: [
        { status: 500, body: { error: 'Database unavailable.' } },
        { status: 403, body: {} },
      ],
    });
    const user = userEvent.setup();
    await user.type(newPassword(), 'long-enough-1');
    await user.type(confirmPassword(), 'long-enough-1');
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    await user.click(resetButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.'));
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it.each([
    ['throttled (429)', { status: 429, body: {}, headers: { 'Retry-After': '120' } }, 'Too many attempts. Try again in 2 minutes.'],
    [
      'a server failure without a body',
      { status: 502, body: {} },
      'OnTrack is not available right now. Please try again in a few minutes.',
    ],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'We could not reach OnTrack. Check your connection and try again.',
    ],
  ])('keeps the form and says what happened when %s', async (_case, answer, text) => {
    await showForm({ [RESET]: answer as StubRoute });
    const user = userEvent.setup();
    await user.type(newPassword(), 'long-enough-1');
    await user.type(confirmPassword(), 'long-enough-1');
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('URL-decodes the token before validating and resetting with it', async () => {
    const net = stubReset({
      'GET /auth/api/validate-reset-token/a-b_c': { body: { valid: true } },
      'POST /auth/api/reset-password/a-b_c': { body: { success: true } },
    });
    renderPage('a%2Db%5Fc');
    await screen.findByRole('form', { name: 'Choose a new password' });
    expect(net.to('GET /auth/api/validate-reset-token/a-b_c')).toHaveLength(1);

    const user = userEvent.setup();
    await user.type(newPassword(), 'long-enough-1');
    await user.type(confirmPassword(), 'long-enough-1');
    await user.click(resetButton());
    await screen.findByTestId('reset-success');
    expect(net.to('POST /auth/api/reset-password/a-b_c')).toHaveLength(1);
  });

  it('treats a token that cannot be decoded as an invalid link', () => {
    const net = stubReset({});
    renderPage('%E0%A4%A');
    expect(screen.getByTestId('reset-invalid')).toHaveTextContent('Invalid reset link.');
    expect(net.requests).toHaveLength(0);
  });
});
