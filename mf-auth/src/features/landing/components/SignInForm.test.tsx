import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analysisApi, sessionApi } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { SignInForm } from './SignInForm';

const SESSION = { success: true, logged_in: true, user: 'Ada', id: 7 };

function stubAuth(login: StubRoute) {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: SESSION },
    'POST /auth/login': login,
  });
}

function renderForm() {
  const onForgotPassword = jest.fn();
  const view = renderWithProviders(<SignInForm onForgotPassword={onForgotPassword} />);
  return { ...view, onForgotPassword };
}

const signIn = () => screen.getByRole('button', { name: 'Sign In' });

describe('SignInForm', () => {
  it('needs both email and password', async () => {
    stubAuth({ body: SESSION });
    const user = userEvent.setup();
    renderForm();
    expect(signIn()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(signIn()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(signIn()).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), '  ');
    expect(signIn()).toBeDisabled();
  });

  it('POSTs /auth/login with email, password and remember, with the CSRF token', async () => {
    const net = stubAuth({ body: { ...SESSION, csrf_token: 'tok-2' } });
    const user = userEvent.setup();
    const { store } = renderForm();

    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(signIn());

    await waitFor(() => expect(net.to('POST /auth/login')).toHaveLength(1));
    const [login] = net.to('POST /auth/login');
    expect(login.json).toEqual({ email: 'ada@example.com', password: 'correct horse', remember: false });
    expect(login.headers.get('X-CSRFToken')).toBe('tok-1');
    // The shell reads the session query to move on to /main.
    await waitFor(() =>
      expect(sessionApi.endpoints.sessionStatus.select()(store.getState()).data).toMatchObject({ logged_in: true, user: 'Ada' }),
    );
    expect(store.getState().session.csrfToken).toBe('tok-2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forgets whatever an earlier user left in this tab when someone signs in, keeping the new session and token', async () => {
    const net = stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
      'GET /summary/api/transaction-analysis': { body: { message: 'ok', owner: 'Ann' } },
      'POST /auth/login': { body: { ...SESSION, csrf_token: 'tok-2' } },
    });
    const user = userEvent.setup();
    const { store } = renderForm();
    const earlier = store.dispatch(analysisApi.endpoints.summaryTransactionAnalysis.initiate());
    await earlier;
    earlier.unsubscribe();
    expect(analysisApi.endpoints.summaryTransactionAnalysis.select()(store.getState()).data).toEqual({ message: 'ok', owner: 'Ann' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(signIn());

    await waitFor(() =>
      expect(sessionApi.endpoints.sessionStatus.select()(store.getState()).data).toMatchObject({ logged_in: true, user: 'Ada' }),
    );
    expect(analysisApi.endpoints.summaryTransactionAnalysis.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().session.csrfToken).toBe('tok-2');
    expect(net.to('POST /auth/login')).toHaveLength(1);
  });

  it('sends remember: true when Remember me is ticked (submitting with Enter)', async () => {
    const net = stubAuth({ body: SESSION });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(net.to('POST /auth/login')).toHaveLength(1));
    expect(net.to('POST /auth/login')[0].json).toEqual({ email: 'ada@example.com', password: 'pw', remember: true });
  });

  it.each([
    ['401 with a server message', { status: 401, body: { success: false, error: 'Wrong password for this account.' } }],
    ['400 validation answer', { status: 400, body: { success: false, error: 'Email is required.' } }],
  ])('shows exactly "Invalid email or password" for a %s, and clears the password', async (_case, answer) => {
    stubAuth(answer);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(signIn());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it.each([
    [
      'throttled (429), from Retry-After in whole minutes',
      { status: 429, body: { success: false, error: 'Too many sign-in attempts.' }, headers: { 'Retry-After': '840' } },
      'Too many attempts. Try again in 14 minutes.',
    ],
    [
      'throttled (429) for under a minute',
      { status: 429, body: {}, headers: { 'Retry-After': '20' } },
      'Too many attempts. Try again in 1 minute.',
    ],
    ['throttled (429) without Retry-After', { status: 429, body: {} }, 'Too many attempts. Try again in a few minutes.'],
    [
      'a server failure with its message',
      { status: 503, body: { success: false, error: 'The service is temporarily unavailable. Please try again in a moment.' } },
      'The service is temporarily unavailable. Please try again in a moment.',
    ],
    [
      'a server failure without a body',
      { status: 500, body: {} },
      'OnTrack is not available right now. Please try again in a few minutes.',
    ],
    [
      "a proxy's error page",
      () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      'OnTrack is not available right now. Please try again in a few minutes.',
    ],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'We could not reach OnTrack. Check your connection and try again.',
    ],
  ])('says what happened, not "Invalid email or password", for %s', async (_case, answer, text) => {
    stubAuth(answer);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(signIn());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('Forgot password? calls onForgotPassword and sends nothing', async () => {
    const net = stubAuth({ body: SESSION });
    const { onForgotPassword } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    expect(net.to('POST /auth/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    stubAuth({ body: SESSION });
    renderForm();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
