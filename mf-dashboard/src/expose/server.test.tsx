/**
 * The dashboard in a signed-in first view: rendered by the shell's server render with this remote's
 * section and the user's reads (server.ts), then hydrated by the app, as the API and the browser do.
 */
import { screen, waitFor } from '@testing-library/react';
import type { DashboardCountsDto, SessionDto, TransactionAnalysisDto } from '@ontrack/api/contracts';
import { stubFetch } from '../../../shell/testing/fetch-stub';
import { backToEnglish, clearFirstView, hydrateServed, serveFirstView, signedInQueries } from '../../../shell/testing/first-view';
import { loadRemoteModule } from '../../../shell/src/federation/load-remote';
import { analysisAnswer, countsAnswer, dashboardRoutes, NO_DATA, ROUTES } from '../testing/fixtures';
import { section } from './server';

jest.mock('../../../shell/src/federation/load-remote', () => ({
  loadRemoteModule: jest.fn(),
  initRemotes: jest.fn(),
  RemoteNotBuiltError: class RemoteNotBuiltError extends Error {},
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const WITH_ANALYSIS = { analysis: analysisAnswer(), counts: countsAnswer({ has_analysis: true, goals: 2 }) };

/** The first view of `/main/dashboard` for these reads; the previews' remotes are still on their way. */
async function serve(reads: { analysis: TransactionAnalysisDto; counts: DashboardCountsDto }, session: Partial<SessionDto> = {}) {
  load.mockImplementation((remote, exposed) =>
    remote === 'dashboard' && exposed === 'Page' ? Promise.resolve(section.module) : new Promise(() => undefined),
  );
  return serveFirstView('/main/dashboard', section, [...signedInQueries(session), ...section.queries(reads)]);
}

const amount = (root: HTMLElement, tile: string) => root.querySelector(`[data-testid="tile-${tile}-amount"]`);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  consoleError = jest.spyOn(console, 'error');
  window.scrollTo = jest.fn();
});
afterEach(() => {
  consoleError.mockRestore();
  clearFirstView();
});

describe('the dashboard first view', () => {
  it("shows the user's figures in the HTML, as the app shows them, the previews loading", async () => {
    const { root } = await serve(WITH_ANALYSIS);
    expect(amount(root, 'income')).toHaveTextContent('$61,246');
    expect(amount(root, 'expenses')).toHaveTextContent('$40,100');
    expect(root.querySelector('h1')).toHaveTextContent('Dashboard');
    for (const preview of ['preview-goals', 'preview-spending', 'preview-networth', 'preview-retirement'])
      expect(root.querySelector(`[data-testid="${preview}"]`)).not.toBeNull();
  });

  it('shows the welcome screen to a user with nothing yet, the summary without figures to one with goals only', async () => {
    const nothing = await serve({ analysis: NO_DATA, counts: countsAnswer() });
    expect(amount(nothing.root, 'income')).toBeNull();
    expect(nothing.root).toHaveTextContent('Upload');
    clearFirstView();
    const goalsOnly = await serve({ analysis: NO_DATA, counts: countsAnswer({ goals: 1 }) });
    expect(goalsOnly.root).toHaveTextContent('Financial Summary');
    expect(amount(goalsOnly.root, 'income')).toBeNull();
  });

  it("is hydrated as it is: the same elements, ids React's own on both sides, the analysis not read again", async () => {
    const net = stubFetch(dashboardRoutes({ [ROUTES.counts]: { body: WITH_ANALYSIS.counts } }));
    const { root, state } = await serve(WITH_ANALYSIS);
    const income = amount(root, 'income');
    const labelled = Array.from(root.querySelectorAll('[aria-labelledby]'), (element) => element.getAttribute('aria-labelledby'));

    await hydrateServed(root, state);
    expect(amount(root, 'income')).toBe(income);
    // Its labels keep the ids the server gave them (the retirement tile may join once its read is in).
    expect(Array.from(root.querySelectorAll('[aria-labelledby]'), (element) => element.getAttribute('aria-labelledby'))).toEqual(
      expect.arrayContaining(labelled),
    );
    // React reports any difference between the markup and its render as an error.
    expect(consoleError).not.toHaveBeenCalled();
    // The counts are read afresh whenever the dashboard shows; the analysis came with the page.
    await waitFor(() => expect(net.to(ROUTES.counts)).toHaveLength(1));
    expect(net.to(ROUTES.analysis)).toHaveLength(0);
    expect(screen.getByTestId('tile-income-amount')).toBe(income);
  });

  it('shows the figures in the home currency of the session it renders with, and hydrates them unchanged', async () => {
    const plain = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
    const CHF = { home_currency: 'CHF' };
    const chfSession = { body: { success: true, logged_in: true, id: 7, ...CHF } };
    stubFetch(dashboardRoutes({ [ROUTES.counts]: { body: WITH_ANALYSIS.counts }, [ROUTES.session]: chfSession }));
    const { root, state } = await serve(WITH_ANALYSIS, CHF);
    const income = amount(root, 'income');
    expect(plain(income)).toBe('CHF 61,246');
    expect(plain(amount(root, 'expenses'))).toBe('CHF 40,100');
    expect(income?.getAttribute('title')?.replace(/\u00a0/g, ' ')).toBe('CHF 61,245.50');

    await hydrateServed(root, state);
    expect(amount(root, 'income')).toBe(income);
    expect(plain(amount(root, 'income'))).toBe('CHF 61,246');
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('the dashboard first view in the user’s language', () => {
  afterEach(() => backToEnglish());

  it('speaks the language of the user’s locale, figures its way, whatever the browser prefers, and is hydrated so', async () => {
    const plain = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
    const GERMAN = { locale: 'de-DE' };
    const session = { body: { success: true, logged_in: true, id: 7, ...GERMAN } };
    stubFetch(dashboardRoutes({ [ROUTES.counts]: { body: WITH_ANALYSIS.counts }, [ROUTES.session]: session }));
    load.mockImplementation((remote, exposed) =>
      remote === 'dashboard' && exposed === 'Page' ? Promise.resolve(section.module) : new Promise(() => undefined),
    );
    const queries = [...signedInQueries(GERMAN), ...section.queries(WITH_ANALYSIS)];
    const { root, state } = await serveFirstView('/main/dashboard', section, queries, 'en-US');
    expect(state.language).toBe('de');
    expect(root).toHaveTextContent('Finanzübersicht');
    const income = amount(root, 'income');
    expect(plain(income)).toBe('61.246 $');

    await hydrateServed(root, state);
    expect(amount(root, 'income')).toBe(income);
    expect(plain(income)).toBe('61.246 $');
    expect(root).toHaveTextContent('Finanzübersicht');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
