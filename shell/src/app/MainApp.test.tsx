import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSummaryTransactionAnalysisQuery } from '@ontrack/shell/platform';
import { stubFetch } from '../../testing/fetch-stub';
import { currentModule, fakeRemote, load, location, renderMain, resetFakeRemotes, SESSION, sidebar } from './main-app-testing';

beforeEach(resetFakeRemotes);

/** A stored analysis, last updated on 21 November 2026, with this income. */
function analysisAnswer(income: number) {
  return {
    body: {
      message: 'ok',
      lastUpdated: '2026-11-21T09:30:00.000Z',
      income: { total: income },
      expense: { total: 0, percent_of_income: 0 },
      savings: { total: 0, percent_of_income: 0, categories: [] },
    },
  };
}

describe('MainApp', () => {
  it('shows the user and starts on the Dashboard section', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('remote-module')).toHaveAttribute('data-module', 'dashboard/Page');
    await waitFor(() => expect(screen.getByTestId('signed-in-user')).toHaveTextContent('Ada Lovelace'));
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['Savings Goals', '/main/goals', 'goals/Page'],
    ['Retirement', '/main/retirement', 'dashboard/Retirement'],
    ['Spending', '/main/spending', 'spending/Page'],
    ['Net Worth', '/main/net-worth', 'networth/Page'],
    ['Dashboard', '/main/dashboard', 'dashboard/Page'],
  ])('goes to %s at %s, loading %s', async (title, path, module) => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    // Start somewhere else so that every click really changes the section.
    renderMain(title === 'Dashboard' ? '/main/spending' : '/main/dashboard');
    await screen.findByTestId('remote-module');
    const scrolls = (window.scrollTo as jest.Mock).mock.calls.length;

    await userEvent.click(within(sidebar()).getByRole('link', { name: title }));

    expect(location()).toBe(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', module));
    expect(load).toHaveBeenLastCalledWith(module.split('/')[0], module.split('/')[1]);
    expect(within(sidebar()).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
    expect((window.scrollTo as jest.Mock).mock.calls.length).toBeGreaterThan(scrolls);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('draws the navigation icons as hidden SVG icons beside text labels (no text glyphs)', () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    const bars = [sidebar(), screen.getByRole('navigation', { name: 'Sections' })];
    for (const bar of bars) {
      const links = within(bar)
        .getAllByRole('link')
        .filter((link) => link.closest('nav'));
      expect(links).toHaveLength(5);
      for (const link of links) {
        const icon = link.querySelector('svg');
        expect(icon).not.toBeNull();
        expect(icon).toHaveAttribute('aria-hidden', 'true');
        // The accessible name is the text label alone, with nothing but letters and spaces.
        expect(link.textContent?.trim()).toMatch(/^[A-Za-z ]+$/);
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
    await userEvent.click(within(bottomBar).getByRole('link', { name: 'Goals' }));
    expect(location()).toBe('/main/goals');
    expect(screen.getByRole('heading', { level: 1, name: 'Savings Goals' })).toBeInTheDocument();
    expect(within(bottomBar).getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'goals/Page'));
  });

  it('lets a section switch to another one through onNavigate', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    renderMain();
    await userEvent.click(await screen.findByRole('button', { name: 'dashboard/Page go to net worth' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Net Worth' })).toBeInTheDocument();
    expect(location()).toBe('/main/net-worth');
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'networth/Page'));
  });

  it("hands the dashboard a RemotePreview that loads each remote's Preview in its own boundary", async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
    load.mockImplementation((remote, module) => {
      if (remote === 'dashboard') {
        return Promise.resolve({
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
        });
      }
      if (remote === 'goals') return Promise.reject(new Error('goals is down'));
      return Promise.resolve(fakeRemote(remote, module));
    });
    renderMain();
    const spendingPreview = await screen.findByRole('button', { name: 'spending/Preview go to net worth' });
    // The goals preview failed alone: its own message, the spending preview still works.
    expect(await screen.findByText(/Savings goals preview/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('goals', 'Preview');
    await userEvent.click(spendingPreview);
    expect(screen.getByRole('heading', { level: 1, name: 'Net Worth' })).toBeInTheDocument();
  });

  it('shows Last updated in the header once the analysis carries it', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': analysisAnswer(1),
    });
    renderMain('/main/spending');
    const stamp = await screen.findByTestId('last-updated');
    expect(stamp).toHaveTextContent(/^Last updated Nov 21, 2026/);
    expect(stamp.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T09:30:00.000Z');
  });

  it('opens the import history from Last updated, and closes it again', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': analysisAnswer(1),
      'GET /workflow/api/imports': { body: { imports: [] } },
    });
    renderMain('/main/spending');
    await userEvent.click(await screen.findByRole('button', { name: /Last updated Nov 21, 2026.*: show the import history/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import history' });
    expect(await within(dialog).findByText('Nothing imported yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Import history' })).not.toBeInTheDocument();
  });

  it('leaves Last updated to the Financial Summary on the dashboard, so it shows once there', async () => {
    const http = stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': analysisAnswer(1),
    });
    const { store } = renderMain();
    await waitFor(() => expect(store.getState().api.queries['summaryTransactionAnalysis(undefined)']?.status).toBe('fulfilled'));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('last-updated')).not.toBeInTheDocument();

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Savings Goals' }));
    expect(await screen.findByTestId('last-updated')).toHaveTextContent(/^Last updated Nov 21, 2026/);
    expect(http.to('GET /summary/api/transaction-analysis')).toHaveLength(1);
  });

  it('shares one request for the stored analysis between the header and the dashboard', async () => {
    const http = stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /summary/api/transaction-analysis': analysisAnswer(1234),
    });
    function DashboardUsingTheSharedRead() {
      const { data } = useSummaryTransactionAnalysisQuery();
      return <p>{data?.message === 'ok' ? `Income ${data.income.total}` : 'loading'}</p>;
    }
    load.mockImplementation((remote, module) =>
      Promise.resolve(remote === 'dashboard' ? { default: DashboardUsingTheSharedRead } : fakeRemote(remote, module)),
    );
    renderMain();
    expect(await screen.findByText('Income 1234')).toBeInTheDocument();
    // The header reads it on the dashboard too (and shows it on every other section).
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Spending' }));
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
});
