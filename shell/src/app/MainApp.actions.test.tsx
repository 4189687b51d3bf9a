import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, csrfTokenReceived } from '@ontrack/shell/platform';
import { stubFetch } from '../../testing/fetch-stub';
import { fakeRemote, load, location, RemoteNotBuiltError, renderMain, resetFakeRemotes, SESSION, sidebar } from './main-app-testing';

beforeEach(resetFakeRemotes);

describe('MainApp: logging out and the update-data wizard', () => {
  it('Logout POSTs /auth/logout, clears the session and goes to /', async () => {
    const net = stubFetch({
      // After logout the server no longer knows the user.
      'GET /auth/check-login-status': [{ body: SESSION }, { body: { success: true, logged_in: false } }],
      'POST /auth/logout': { body: { success: true } },
    });
    const store = createAppStore();
    store.dispatch(csrfTokenReceived('tok-9'));
    renderMain('/main/spending', store);
    await screen.findByTestId('remote-module');

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Landing marker')).toBeInTheDocument();
    expect(location()).toBe('/');
    const [logout] = net.to('POST /auth/logout');
    expect(logout.headers.get('X-CSRFToken')).toBe('tok-9');
    const { session, wizard, dataUpdates } = store.getState();
    expect({ session, wizard, dataUpdates }).toEqual({
      session: { csrfToken: null, afterSignInPath: null },
      wizard: { activeStep: 1 },
      dataUpdates: { count: 0 },
    });
    // The cached API state is dropped: the old user's session is not kept around.
    await waitFor(() =>
      expect(store.getState().api.queries['sessionStatus(undefined)']?.data).toEqual({ success: true, logged_in: false }),
    );
    // (The header's last-updated query may be re-requested while the page unmounts; it holds nothing of the old user.)
    const kept = Object.entries(store.getState().api.queries).filter(([key]) => key !== 'sessionStatus(undefined)');
    expect(kept.filter(([, entry]) => entry?.data !== undefined && entry?.data !== null)).toEqual([]);
  });

  it('fetches a CSRF token first when logging out without one', async () => {
    const net = stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /auth/csrf-token': { body: { csrf_token: 'fresh' } },
      'POST /auth/logout': { body: { success: true } },
    });
    renderMain();
    await screen.findByTestId('remote-module');
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Landing marker')).toBeInTheDocument();
    expect(net.to('POST /auth/logout')[0].headers.get('X-CSRFToken')).toBe('fresh');
  });

  it('shows "Failed to logout" and stays when logout fails', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'POST /auth/logout': { status: 500, body: { error: 'Server error' } },
    });
    const store = createAppStore();
    store.dispatch(csrfTokenReceived('tok'));
    renderMain('/main/dashboard', store);
    await screen.findByTestId('remote-module');

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));

    expect(await within(sidebar()).findByRole('alert')).toHaveTextContent('Failed to logout');
    expect(location()).toBe('/main/dashboard');
    expect(screen.queryByText('Landing marker')).not.toBeInTheDocument();
    expect(store.getState().session.csrfToken).toBe('tok');
  });

  it('Upload Data opens the wizard placeholder at /main/upload over the section; Close returns to it', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    load.mockImplementation((remote, module) =>
      remote === 'wizard' ? Promise.reject(new RemoteNotBuiltError('wizard')) : Promise.resolve(fakeRemote(remote, module)),
    );
    renderMain('/main/spending');
    await screen.findByTestId('remote-module');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Upload Data' }));

    expect(location()).toBe('/main/upload');
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Data' });
    expect(load).toHaveBeenCalledWith('wizard', 'Wizard');
    // The section stays behind the modal, still the current one in the navigation.
    expect(screen.getByRole('heading', { level: 1, name: 'Spending' })).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Spending' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/main/spending');
  });

  it('renders the wizard remote with onClose when it is built (also from the top-bar icon)', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    await screen.findByTestId('remote-module');

    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Upload Data' }));

    expect(location()).toBe('/main/upload');
    const wizard = await screen.findByText('wizard/Wizard');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close wizard' }));
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(screen.queryByText('wizard/Wizard')).not.toBeInTheDocument();
  });

  it.each(['/main/options', '/main/categories'])('keeps the wizard open at %s', async (route) => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain(route);
    expect(await screen.findByText('wizard/Wizard')).toBeInTheDocument();
    // Opened on a step, the page has the dashboard behind the wizard.
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
