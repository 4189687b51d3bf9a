import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterSignInPathSet, createAppStore } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { loadRemoteModule } from '../federation/load-remote';
import { AppRoutes } from './AppRoutes';

jest.mock('../federation/load-remote', () => {
  class RemoteNotBuiltError extends Error {
    constructor(readonly remote: string) {
      super(`The ${remote} section is not available in this build.`);
    }
  }
  return {
    RemoteNotBuiltError,
    initRemotes: jest.fn(),
    // Every remote module is a stand-in that shows its name and the props it got.
    loadRemoteModule: jest.fn((remote: string, module: string) =>
      Promise.resolve({
        default: (props: object) => (
          <div data-testid="remote-module" data-module={`${remote}/${module}`}>
            {`${remote}/${module} ${JSON.stringify(props)}`}
          </div>
        ),
      }),
    ),
  };
});

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const SIGNED_IN = {
  success: true,
  logged_in: true,
  user: 'Ada Lovelace',
  steps: [
    { id: 1, name: 'upload', path: '/main/upload', next_step: 2 },
    { id: 2, name: 'options', path: '/main/options', next_step: 3 },
    { id: 3, name: 'categories', path: '/main/categories', next_step: 4 },
    { id: 4, name: 'dashboard', path: '/main/dashboard', next_step: null },
  ],
};
const SIGNED_OUT = { success: true, logged_in: false };

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const remoteModule = () => screen.findByTestId('remote-module');

beforeEach(() => {
  load.mockClear();
  window.scrollTo = jest.fn();
});

describe('AppRoutes', () => {
  it('shows the auth Landing at / to a signed-out visitor', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_OUT } });
    renderAt('/');
    const landing = await remoteModule();
    expect(landing).toHaveAttribute('data-module', 'auth/Landing');
    expect(landing).toHaveTextContent('auth/Landing {}');
    expect(location()).toBe('/');
  });

  it('redirects a signed-in user from / to /main/dashboard and shows the main application', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_IN } });
    const { store } = renderAt('/');

    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    const sidebar = await screen.findByRole('complementary', { name: 'Main navigation' });
    const sections = within(sidebar)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/^\S+\s/, '').trim());
    expect(sections).toEqual(['Dashboard', 'Savings Goals', 'Retirement', 'Spending', 'Net Worth']);
    expect(within(sidebar).getByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await remoteModule()).toHaveAttribute('data-module', 'dashboard/Page');
    expect(screen.queryByText(/auth\/Landing/)).not.toBeInTheDocument();
    // The final step (next_step null) is 4, so everything up to 5 is reachable.
    expect(store.getState().wizard.activeStep).toBe(5);
  });

  it('sends a user who just signed up to the path the answer named, once', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_IN } });
    const store = createAppStore();
    store.dispatch(afterSignInPathSet('/main/upload'));
    renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { route: '/', store },
    );
    await waitFor(() => expect(location()).toBe('/main/upload'));
    // The wizard opens over the main app.
    expect(await screen.findByText(/wizard\/Wizard/)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.afterSignInPath).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(location()).toBe('/main/upload');
  });

  it('sends a signed-out visitor at /main back to /', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_OUT } });
    renderAt('/main');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await remoteModule()).toHaveAttribute('data-module', 'auth/Landing');
    expect(screen.queryByRole('complementary', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it.each([
    ['/main', 'Dashboard', '/main/dashboard'],
    ['/main/', 'Dashboard', '/main/dashboard'],
    ['/main/dashboard', 'Dashboard', '/main/dashboard'],
    ['/main/goals', 'Savings Goals', '/main/goals'],
    ['/main/retirement', 'Retirement', '/main/retirement'],
    ['/main/spending', 'Spending', '/main/spending'],
    ['/main/spending/transactions', 'Spending', '/main/spending/transactions'],
    ['/main/net-worth', 'Net Worth', '/main/net-worth'],
    ['/main/account', 'Account', '/main/account'],
    ['/main/plans', 'Plans & billing', '/main/plans'],
  ])('opens %s on %s, at %s', async (path, title, address) => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_IN } });
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(location()).toBe(address);
  });

  it.each(['/main/nope', '/main/goals/2', '/elsewhere'])('says %s is not found, inside the app, with the way home', async (path) => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_IN } });
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-module')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/main/dashboard');
  });

  it('treats a failed status check as signed out', async () => {
    stubFetch({ 'GET /auth/check-login-status': { status: 500, body: { error: 'Server error' } } });
    renderAt('/main/dashboard');
    await waitFor(() => expect(location()).toBe('/'));
    expect(await remoteModule()).toHaveAttribute('data-module', 'auth/Landing');
  });

  it('renders ResetPassword with the token at /password-reset/abc without asking for the session', async () => {
    const net = stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_OUT } });
    renderAt('/password-reset/abc');
    const page = await remoteModule();
    expect(page).toHaveAttribute('data-module', 'auth/ResetPassword');
    expect(page).toHaveTextContent('auth/ResetPassword {"token":"abc"}');
    expect(location()).toBe('/password-reset/abc');
    expect(net.to('GET /auth/check-login-status')).toHaveLength(0);
  });

  it('renders ResetPassword with an empty token at /password-reset', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_IN } });
    renderAt('/password-reset');
    expect(await remoteModule()).toHaveTextContent('auth/ResetPassword {"token":""}');
    expect(location()).toBe('/password-reset');
  });

  it('keeps any deeper /password-reset path reachable signed out, as one (invalid) token', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_OUT } });
    renderAt('/password-reset/abc/def');
    expect(await remoteModule()).toHaveTextContent('auth/ResetPassword {"token":"abc/def"}');
    expect(location()).toBe('/password-reset/abc/def');
  });

  it('opens the Landing on the sign-in card at /auth/login', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_OUT } });
    renderAt('/auth/login');
    expect(await remoteModule()).toHaveTextContent('auth/Landing {"initialMode":"signin"}');
  });

  it('removes ?refreshUser from the URL and keeps the other parameters', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_OUT } });
    renderAt('/?refreshUser=1&plan=2');
    await waitFor(() => expect(location()).toBe('/?plan=2'));

    stubFetch({ 'GET /auth/check-login-status': { body: SIGNED_OUT } });
    renderAt('/?refreshUser=1');
    await waitFor(() => expect(screen.getAllByTestId('location')[1].textContent).toBe('/'));
  });

  it('reloads the session when ?refreshUser is present', async () => {
    const net = stubFetch({ 'GET /auth/check-login-status': [{ body: SIGNED_OUT }, { body: SIGNED_IN }] });
    renderAt('/main?refreshUser=1');
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as Ada Lovelace');
    expect(net.to('GET /auth/check-login-status')).toHaveLength(2);
  });

  it('signs out through the main app: Logout lands on the Landing at /', async () => {
    const net = stubFetch({
      'GET /auth/check-login-status': [{ body: SIGNED_IN }, { body: SIGNED_OUT }],
      'GET /auth/csrf-token': { body: { csrf_token: 'tok' } },
      'POST /auth/logout': { body: { success: true } },
    });
    renderAt('/main');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(screen.getByTestId('remote-module')).toHaveAttribute('data-module', 'auth/Landing'));
    expect(net.to('POST /auth/logout')).toHaveLength(1);
    expect(screen.queryByRole('complementary', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('shows Loading… while the session is being asked', async () => {
    const answer = deferred<Response>();
    stubFetch({ 'GET /auth/check-login-status': () => answer.promise });
    renderAt('/');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(load).not.toHaveBeenCalled();

    answer.resolve(jsonResponse(SIGNED_OUT));
    expect(await remoteModule()).toHaveAttribute('data-module', 'auth/Landing');
  });
});
