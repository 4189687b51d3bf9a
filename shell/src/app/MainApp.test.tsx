import type { ComponentType } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, csrfTokenReceived, sectionShown, useSummaryTransactionAnalysisQuery } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../testing/fetch-stub';
import { loadRemoteModule, RemoteNotBuiltError } from '../federation/load-remote';
import { MainApp } from './MainApp';
import { clearPrerenderedPage, servePrerenderedPage } from '../../testing/prerendered-page';

jest.mock('../federation/load-remote', () => {
  class RemoteNotBuiltError extends Error {
    constructor(readonly remote: string) {
      super(`The ${remote} section is not available in this build.`);
    }
  }
  return { RemoteNotBuiltError, initRemotes: jest.fn(), loadRemoteModule: jest.fn() };
});

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** Each remote module shows its name; section pages get a button that uses their onNavigate prop. */
function fakeRemote(remote: string, module: string) {
  return {
    default: ({ onNavigate, onClose }: { onNavigate?: (section: string) => void; onClose?: () => void }) => (
      <div data-testid="remote-module" data-module={`${remote}/${module}`}>
        {remote}/{module}
        {onNavigate && (
          <button type="button" onClick={() => onNavigate('net-worth')}>
            {`${remote}/${module} go to net worth`}
          </button>
        )}
        {onClose && (
          <button type="button" onClick={onClose}>
            Close wizard
          </button>
        )}
      </div>
    ),
  };
}

const SESSION = { success: true, logged_in: true, user: 'Ada Lovelace' };

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function renderMain(route = '/main', store = createAppStore()) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<div>Landing marker</div>} />
        <Route path="*" element={<MainApp />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, store },
  );
}

const sidebar = () => screen.getByRole('complementary', { name: 'Main navigation' });
const currentModule = () => screen.getAllByTestId('remote-module').find((node) => !node.closest('[role="dialog"]'));
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  load.mockReset();
  load.mockImplementation(async (remote, module) => fakeRemote(remote, module) as never);
  window.scrollTo = jest.fn();
});

describe('MainApp', () => {
  it('shows the user and starts on the Dashboard section', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('remote-module')).toHaveAttribute('data-module', 'dashboard/Page');
    await waitFor(() => expect(screen.getByTestId('signed-in-user')).toHaveTextContent('Ada Lovelace'));
    expect(within(sidebar()).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['Savings Goals', 'goals/Page'],
    ['Retirement', 'dashboard/Retirement'],
    ['Spending', 'spending/Page'],
    ['Net Worth', 'networth/Page'],
    ['Dashboard', 'dashboard/Page'],
  ])('switches to %s in place, loading %s', async (title, module) => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    const store = createAppStore();
    // Start somewhere else so that every click really changes the section.
    store.dispatch(sectionShown(title === 'Dashboard' ? 'spending' : 'summary'));
    renderMain('/main', store);
    await screen.findByTestId('remote-module');
    const scrolls = (window.scrollTo as jest.Mock).mock.calls.length;

    await userEvent.click(within(sidebar()).getByRole('button', { name: title }));

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', module));
    expect(load).toHaveBeenLastCalledWith(module.split('/')[0], module.split('/')[1]);
    expect(within(sidebar()).getByRole('button', { name: title })).toHaveAttribute('aria-current', 'page');
    expect(location()).toBe('/main');
    expect((window.scrollTo as jest.Mock).mock.calls.length).toBeGreaterThan(scrolls);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('draws the navigation icons as hidden SVG icons beside text labels (no text glyphs)', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    const bars = [sidebar(), screen.getByRole('navigation', { name: 'Sections' })];
    for (const bar of bars) {
      const buttons = within(bar)
        .getAllByRole('button')
        .filter((button) => button.closest('nav'));
      expect(buttons).toHaveLength(5);
      for (const button of buttons) {
        const icon = button.querySelector('svg');
        expect(icon).not.toBeNull();
        expect(icon).toHaveAttribute('aria-hidden', 'true');
        // The accessible name is the text label alone, with nothing but letters and spaces.
        expect(button.textContent?.trim()).toMatch(/^[A-Za-z ]+$/);
      }
    }
    const upload = screen.getByRole('banner').querySelector('button[aria-label="Upload Data"]');
    expect(upload?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(upload?.textContent).toBe('');
  });

  it('switches sections from the mobile bottom bar too', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    const bottomBar = screen.getByRole('navigation', { name: 'Sections' });
    await userEvent.click(within(bottomBar).getByRole('button', { name: 'Goals' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Savings Goals' })).toBeInTheDocument();
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'goals/Page'));
  });

  it('lets a section switch to another one through onNavigate', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    const { store } = renderMain();
    await userEvent.click(await screen.findByRole('button', { name: 'dashboard/Page go to net worth' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Net Worth' })).toBeInTheDocument();
    expect(store.getState().navigation.section).toBe('net-worth');
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'networth/Page'));
  });

  it("hands the dashboard a RemotePreview that loads each remote's Preview in its own boundary", async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    load.mockImplementation(async (remote, module) => {
      if (remote === 'dashboard') {
        return {
          default: ({
            RemotePreview,
            onNavigate,
          }: {
            RemotePreview: ComponentType<{ remote: string; props: object }>;
            onNavigate: (s: string) => void;
          }) => (
            <div data-testid="dashboard-page">
              <RemotePreview remote="spending" props={{ onNavigate }} />
              <RemotePreview remote="goals" props={{ onNavigate }} />
            </div>
          ),
        } as never;
      }
      if (remote === 'goals') throw new Error('goals is down');
      return fakeRemote(remote, module) as never;
    });
    renderMain();
    const spendingPreview = await screen.findByRole('button', { name: 'spending/Preview go to net worth' });
    // The goals preview failed alone: its own message, the spending preview still works.
    expect(await screen.findByText(/Savings goals preview/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('goals', 'Preview');
    await userEvent.click(spendingPreview);
    expect(screen.getByRole('heading', { level: 1, name: 'Net Worth' })).toBeInTheDocument();
  });

  it('shows the dashboard when the workflow lands on /main/dashboard', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    const store = createAppStore();
    store.dispatch(sectionShown('spending'));
    renderMain('/main/dashboard', store);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument());
    expect(store.getState().navigation.section).toBe('summary');
  });

  it('shows Last updated in the header once the analysis carries it', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': {
        body: {
          message: 'ok',
          lastUpdated: '2026-11-21T09:30:00.000Z',
          income: { total: 1 },
          expense: { total: 0, percent_of_income: 0 },
          savings: { total: 0, percent_of_income: 0, categories: [] },
        },
      },
    });
    const store = createAppStore();
    store.dispatch(sectionShown('spending'));
    renderMain('/main', store);
    const stamp = await screen.findByTestId('last-updated');
    expect(stamp).toHaveTextContent(/^Last updated Nov 21, 2026/);
    expect(stamp.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T09:30:00.000Z');
  });

  it('opens the import history from Last updated, and closes it again', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': {
        body: {
          message: 'ok',
          lastUpdated: '2026-11-21T09:30:00.000Z',
          income: { total: 1 },
          expense: { total: 0, percent_of_income: 0 },
          savings: { total: 0, percent_of_income: 0, categories: [] },
        },
      },
      'GET /workflow/api/imports': { body: { imports: [] } },
    });
    const store = createAppStore();
    store.dispatch(sectionShown('spending'));
    renderMain('/main', store);
    await userEvent.click(await screen.findByRole('button', { name: /Last updated Nov 21, 2026.*: show the import history/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import history' });
    expect(await within(dialog).findByText('Nothing imported yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Import history' })).not.toBeInTheDocument();
  });

  it('leaves Last updated to the Financial Summary on the dashboard, so it shows once there', async () => {
    const http = stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': {
        body: {
          message: 'ok',
          lastUpdated: '2026-11-21T09:30:00.000Z',
          income: { total: 1 },
          expense: { total: 0, percent_of_income: 0 },
          savings: { total: 0, percent_of_income: 0, categories: [] },
        },
      },
    });
    const { store } = renderMain();
    await waitFor(() => expect(store.getState().api.queries['summaryTransactionAnalysis(undefined)']?.status).toBe('fulfilled'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('last-updated')).not.toBeInTheDocument();

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Savings Goals' }));
    expect(await screen.findByTestId('last-updated')).toHaveTextContent(/^Last updated Nov 21, 2026/);
    expect(http.to('GET /summary/api/transaction-analysis')).toHaveLength(1);
  });

  it('shares one request for the stored analysis between the header and the dashboard', async () => {
    const http = stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': {
        body: {
          message: 'ok',
          lastUpdated: '2026-11-21T09:30:00.000Z',
          income: { total: 1234 },
          expense: { total: 0, percent_of_income: 0 },
          savings: { total: 0, percent_of_income: 0, categories: [] },
        },
      },
    });
    load.mockImplementation(async (remote, module) => {
      if (remote !== 'dashboard') return fakeRemote(remote, module) as never;
      function DashboardUsingTheSharedRead() {
        const { data } = useSummaryTransactionAnalysisQuery();
        return <p>{data?.message === 'ok' ? `Income ${data.income.total}` : 'loading'}</p>;
      }
      return { default: DashboardUsingTheSharedRead } as never;
    });
    renderMain();
    expect(await screen.findByText('Income 1234')).toBeInTheDocument();
    // The header reads it on the dashboard too (and shows it on every other section).
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Spending' }));
    expect(await screen.findByTestId('last-updated')).toBeInTheDocument();
    expect(http.to('GET /summary/api/transaction-analysis')).toHaveLength(1);
  });

  it('shows no Last updated before any analysis', async () => {
    const http = stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': { body: { message: 'No data' } },
    });
    const { store } = renderMain();
    await waitFor(() => expect(http.to('GET /summary/api/transaction-analysis')).toHaveLength(1));
    await waitFor(() => expect(store.getState().api.queries['summaryTransactionAnalysis(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByTestId('last-updated')).not.toBeInTheDocument();
  });

  it('Logout POSTs /auth/logout, clears the session and goes to /', async () => {
    const net = stubFetch({
      // After logout the server no longer knows the user.
      'GET /auth/check-login-status': [{ body: SESSION }, { body: { success: true, logged_in: false } }],
      'POST /auth/logout': { body: { success: true } },
    });
    const store = createAppStore();
    store.dispatch(csrfTokenReceived('tok-9'));
    store.dispatch(sectionShown('spending'));
    renderMain('/main', store);
    await screen.findByTestId('remote-module');

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Landing marker')).toBeInTheDocument();
    expect(location()).toBe('/');
    const [logout] = net.to('POST /auth/logout');
    expect(logout.headers.get('X-CSRFToken')).toBe('tok-9');
    const { session, wizard, navigation, dataUpdates } = store.getState();
    expect({ session, wizard, navigation, dataUpdates }).toEqual({
      session: { csrfToken: null, afterSignInPath: null },
      wizard: { activeStep: 1 },
      navigation: { section: 'summary' },
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
    renderMain('/main', store);
    await screen.findByTestId('remote-module');

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Logout' }));

    expect(await within(sidebar()).findByRole('alert')).toHaveTextContent('Failed to logout');
    expect(location()).toBe('/main');
    expect(screen.queryByText('Landing marker')).not.toBeInTheDocument();
    expect(store.getState().session.csrfToken).toBe('tok');
  });

  it('Upload Data opens the wizard placeholder at /main/upload when the wizard is not built; Close returns to /main', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    load.mockImplementation(async (remote, module) => {
      if (remote === 'wizard') throw new RemoteNotBuiltError('wizard');
      return fakeRemote(remote, module) as never;
    });
    renderMain();
    await screen.findByTestId('remote-module');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Upload Data' }));

    expect(location()).toBe('/main/upload');
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Data' });
    expect(load).toHaveBeenCalledWith('wizard', 'Wizard');
    // The section stays behind the modal.
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/main');
  });

  it('renders the wizard remote with onClose when it is built (also from the top-bar icon)', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    await screen.findByTestId('remote-module');

    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Upload Data' }));

    expect(location()).toBe('/main/upload');
    const wizard = await screen.findByText('wizard/Wizard');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close wizard' }));
    await waitFor(() => expect(location()).toBe('/main'));
    expect(screen.queryByText('wizard/Wizard')).not.toBeInTheDocument();
  });

  it.each(['/main/options', '/main/categories'])('keeps the wizard open at %s', async (route) => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain(route);
    expect(await screen.findByText('wizard/Wizard')).toBeInTheDocument();
  });
});

describe('MainApp on a page that came with the dashboard first view', () => {
  const serveFirstView = (pendingButton = -1) =>
    servePrerenderedPage(
      'main',
      '<button type="button" class="ot-button">Upload Data</button><p data-testid="tile-income-amount">$4,000</p>',
      pendingButton,
    );

  /** A dashboard that says it shows its figures when asked to. */
  function readyDashboard() {
    return {
      default: ({ onReady }: { onReady?: () => void }) => (
        <div data-testid="remote-module">
          <button type="button" onClick={() => onReady?.()}>
            Show figures
          </button>
        </div>
      ),
    };
  }

  afterEach(clearPrerenderedPage);

  it('keeps it until the dashboard is ready, then shows the live page and presses again a button pressed meanwhile', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    const root = serveFirstView(0);
    load.mockImplementation(async (remote, module) => (remote === 'dashboard' ? readyDashboard() : fakeRemote(remote, module)) as never);
    renderWithProviders(
      <>
        <MainApp />
        <LocationProbe />
      </>,
      { route: '/main', container: root },
    );
    const showFigures = await screen.findByText('Show figures', { selector: 'button' });
    // Loaded, but not ready: the first view stays, the live page hidden.
    expect(document.getElementById('ontrack-prerender')).not.toBeNull();
    expect(root.hidden).toBe(true);

    showFigures.click();
    await waitFor(() => expect(document.getElementById('ontrack-prerender')).toBeNull());
    expect(root.hidden).toBe(false);
    // "Upload Data" was pressed on the first view: pressed again on the live chrome.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/main/upload'));
  });

  it('goes at once when the dashboard cannot be loaded', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    const root = serveFirstView();
    load.mockRejectedValue(new Error('remote down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<MainApp />, { route: '/main', container: root });
    expect(await screen.findByTestId('remote-problem')).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('ontrack-prerender')).toBeNull());
    expect(root.hidden).toBe(false);
  });

  it('goes after a while when the dashboard loads but never says it is ready (it failed while rendering, say)', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
      const root = serveFirstView();
      // A dashboard that shows something but never calls onReady.
      load.mockImplementation(
        async (remote, module) =>
          (remote === 'dashboard' ? { default: () => <p>Silent dashboard</p> } : fakeRemote(remote, module)) as never,
      );
      renderWithProviders(<MainApp />, { route: '/main', container: root });
      await screen.findByText('Silent dashboard');
      act(() => jest.advanceTimersByTime(3_900));
      expect(document.getElementById('ontrack-prerender')).not.toBeNull();
      act(() => jest.advanceTimersByTime(200));
      expect(document.getElementById('ontrack-prerender')).toBeNull();
      expect(root.hidden).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes at once when another section shows first', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    const root = serveFirstView();
    const store = createAppStore();
    store.dispatch(sectionShown('savings-goals'));
    renderWithProviders(<MainApp />, { route: '/main', container: root, store });
    await waitFor(() => expect(document.getElementById('ontrack-prerender')).toBeNull());
    expect(root.hidden).toBe(false);
  });
});
