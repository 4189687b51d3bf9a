import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { selectAfterSignInPath, sessionApi, useAppSelector } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { SignUpModal } from './SignUpModal';

const TEMPLATES = {
  templates: [
    { id: 'wealth-whisperer', name: 'Wealth Whisperer Transaction Log', description: 'A log of every transaction.', isDefault: true },
    { id: '50-30-20', name: '50/30/20 Budget Template', description: 'Needs, wants, savings.', isDefault: false },
  ],
};
const PLANS = [
  { id: 1, plan_name: 'Monthly', price: 9.99, usage_limit: 10, descriptions: ['Monthly uploads'] },
  { id: 2, plan_name: 'Annual', price: 99, usage_limit: 100, descriptions: ['Two months free'] },
  { id: 3, plan_name: 'Lifetime', price: 249, usage_limit: 1000, descriptions: ['Pay once'] },
];

function stubAuth(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: { success: true, logged_in: false } },
    'GET /workflow/templates': { body: TEMPLATES },
    'GET /auth/pricing': { body: PLANS },
    ...routes,
  });
}

const SIGNED_IN = { success: true, logged_in: true, user: 'Ada', id: 7 };

/** What the session query said each time the page the answer sends us to rendered. */
let sessionSeenOnArrival: (boolean | undefined)[] = [];
function UploadStep() {
  const loggedIn = useAppSelector((state) => sessionApi.endpoints.sessionStatus.select()(state).data?.logged_in);
  sessionSeenOnArrival.push(loggedIn);
  return <p>Upload step marker</p>;
}
beforeEach(() => {
  sessionSeenOnArrival = [];
});

/**
 * Stands in for the shell's landing route: while signed out it shows the modal; once the session
 * says signed in it goes where sign-up asked (`selectAfterSignInPath`), else to /main.
 */
function LandingRoute({ onClose }: { onClose: () => void }) {
  const loggedIn = useAppSelector((state) => sessionApi.endpoints.sessionStatus.select()(state).data?.logged_in);
  const path = useAppSelector(selectAfterSignInPath);
  return loggedIn ? <Navigate to={path ?? '/main'} replace /> : <SignUpModal onClose={onClose} />;
}

function renderModal() {
  const onClose = jest.fn();
  const view = renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingRoute onClose={onClose} />} />
      <Route path="/main" element={<p>Main app marker</p>} />
      <Route path="/main/upload" element={<UploadStep />} />
    </Routes>,
  );
  return { ...view, onClose };
}

const submitButton = () => screen.getByRole('button', { name: 'Start My Financial Journey' });
const planGroup = () => screen.getByRole('radiogroup', { name: 'Choose your plan' });

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { email = 'ada@example.com', password = 'secret-pass', confirm }: { email?: string; password?: string; confirm?: string } = {},
) {
  confirm ??= password;
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(await screen.findByRole('radio', { name: /50\/30\/20 Budget Template/ }));
  await user.click(within(await screen.findByRole('radiogroup', { name: 'Choose your plan' })).getByRole('radio', { name: /Annual/ }));
}

describe('SignUpModal', () => {
  it('opens with every field empty and nothing chosen', async () => {
    stubAuth();
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Welcome to Your Financial Journey' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
    await screen.findByRole('radio', { name: /Wealth Whisperer/ });
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });

  it('enables submit only once email, password, confirm, template and plan are set and the passwords match', async () => {
    stubAuth();
    const user = userEvent.setup();
    renderModal();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    expect(submitButton()).toBeDisabled();
    await user.click(within(await screen.findByRole('radiogroup', { name: 'Choose your plan' })).getByRole('radio', { name: /Monthly/ }));
    // Everything but the template.
    expect(submitButton()).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Wealth Whisperer/ }));
    expect(submitButton()).toBeEnabled();

    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), '{Backspace}');
    expect(submitButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(submitButton()).toBeDisabled();
  });

  it('keeps submit disabled without a plan', async () => {
    stubAuth();
    const user = userEvent.setup();
    renderModal();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    await user.click(await screen.findByRole('radio', { name: /Wealth Whisperer/ }));
    await screen.findByRole('radiogroup', { name: 'Choose your plan' });
    expect(submitButton()).toBeDisabled();
  });

  it('shows "Passwords do not match" only when the confirmation is non-empty and differs', async () => {
    stubAuth();
    const user = userEvent.setup();
    renderModal();

    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pasX');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Confirm Password'));
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'secret-pass');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('lists the plans from /auth/pricing and flags the second one BEST VALUE', async () => {
    stubAuth();
    renderModal();
    await waitFor(() => expect(within(planGroup()).getAllByRole('radio')).toHaveLength(3));
    const [monthly, annual, lifetime] = within(planGroup()).getAllByRole('radio');
    expect(monthly).toHaveTextContent('Monthly');
    expect(monthly).toHaveTextContent('$9.99');
    expect(annual).toHaveTextContent('Annual');
    expect(annual).toHaveTextContent('BEST VALUE');
    expect(annual).toHaveTextContent('Two months free');
    expect(lifetime).toHaveTextContent('Lifetime');
    expect(screen.getAllByText('BEST VALUE')).toHaveLength(1);
    expect(monthly).not.toHaveTextContent('BEST VALUE');

    await userEvent.click(lifetime);
    expect(lifetime).toHaveAttribute('aria-checked', 'true');
    expect(annual).toHaveAttribute('aria-checked', 'false');
  });

  it('shows "Failed to load pricing data" when the plans cannot be loaded', async () => {
    stubAuth({ 'GET /auth/pricing': { status: 500, body: { error: 'Server error' } } });
    renderModal();
    expect(await screen.findByText('Failed to load pricing data')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Choose your plan' })).not.toBeInTheDocument();
  });

  it('shows "No pricing information available" for an empty plan list', async () => {
    stubAuth({ 'GET /auth/pricing': { body: [] } });
    renderModal();
    expect(await screen.findByText('No pricing information available')).toBeInTheDocument();
  });

  it('registers with the chosen template and plan, then follows the answered url signed in', async () => {
    const net = stubAuth({
      // Whether the screen re-reads the session or takes it from the answer, the user is signed in afterwards.
      'GET /auth/check-login-status': [{ body: { success: true, logged_in: false } }, { body: SIGNED_IN }],
      'POST /auth/register': { body: { ...SIGNED_IN, url: '/main/upload', csrf_token: 'tok-2' } },
    });
    const user = userEvent.setup();
    const { store } = renderModal();
    await waitFor(() => expect(store.getState().session.csrfToken).toBe('tok-1'));

    await fillForm(user, { email: '  ada@example.com ', password: 'secret-pass' });
    await user.click(submitButton());

    expect(await screen.findByText('Upload step marker')).toBeInTheDocument();
    expect(screen.queryByText('Main app marker')).not.toBeInTheDocument();
    const [register] = net.to('POST /auth/register');
    expect(register.json).toEqual({
      register_email: 'ada@example.com',
      register_password: 'secret-pass',
      register_password2: 'secret-pass',
      plan_id: 2,
      template_id: '50-30-20',
    });
    expect(register.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(net.to('POST /auth/register')).toHaveLength(1);
    // The shell only lets a signed-in session into /main: the session must say so on arrival.
    expect(sessionSeenOnArrival[0]).toBe(true);
    expect(store.getState().session.csrfToken).toBe('tok-2');
  });

  it('does not follow a url that leads outside the app', async () => {
    stubAuth({ 'POST /auth/register': { body: { ...SIGNED_IN, url: 'https://evil.example/main/upload', csrf_token: 'tok-2' } } });
    const user = userEvent.setup();
    renderModal();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Main app marker')).toBeInTheDocument();
    expect(screen.queryByText('Upload step marker')).not.toBeInTheDocument();
  });

  it("shows the server's error for a 400 answer and stays", async () => {
    stubAuth({ 'POST /auth/register': { status: 400, body: { success: false, error: 'An account with this email already exists.' } } });
    const user = userEvent.setup();
    renderModal();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.queryByText('Upload step marker')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows "Registration failed" when a refusal carries no error text', async () => {
    stubAuth({ 'POST /auth/register': { status: 400, body: {} } });
    const user = userEvent.setup();
    renderModal();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it.each([
    ['throttled (429)', { status: 429, body: {}, headers: { 'Retry-After': '600' } }, 'Too many attempts. Try again in 10 minutes.'],
    [
      'a server failure without a body',
      { status: 500, body: {} },
      'OnTrack is not available right now. Please try again in a few minutes.',
    ],
  ])('says what happened when %s', async (_case, answer, text) => {
    stubAuth({ 'POST /auth/register': answer });
    const user = userEvent.setup();
    renderModal();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says OnTrack could not be reached when the request does not reach the server', async () => {
    const net = stubAuth();
    const user = userEvent.setup();
    renderModal();
    await fillForm(user);
    const answer = net.mock.getMockImplementation()!;
    net.mock.mockImplementation(async (input, init) => {
      if (input instanceof Request && input.url.endsWith('/auth/register')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    await user.click(submitButton());
    expect(await screen.findByText('We could not reach OnTrack. Check your connection and try again.')).toBeInTheDocument();
  });

  it('Cancel and Escape call onClose', async () => {
    stubAuth();
    const user = userEvent.setup();
    const { onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('says so when no CSRF token can be had', async () => {
    stubAuth({ 'GET /auth/csrf-token': { status: 500, body: {} } });
    renderModal();
    expect(await screen.findByText('Failed to retrieve CSRF token')).toBeInTheDocument();
  });
});
