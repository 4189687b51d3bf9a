import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { baseApi, dataUpdated, type PreviewProps, type PreviewRemote, type Section } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../shell/testing/fetch-stub';
import { summaryApi } from '../api/summary-api';
import DashboardPage from './Page';
import { analysisAnswer, countsAnswer, dashboardRoutes, goalsAnswer, NO_DATA, ROUTES } from '../testing/fixtures';
import { DEFAULT_RETIREMENT_INPUTS } from '@ontrack/api/domain';
import { ALL_DEFAULT_SOURCES, planAnswer, RETIREMENT_ROUTES } from '../testing/retirement-fixtures';

/** Stands in for the goals remote's own read behind its preview. */
const fakeGoalsRemoteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testGoalsPreviewList: build.query<unknown, void>({ query: () => 'goals/api/savings-goals', providesTags: ['Goals'] }),
  }),
});

function FakeGoalsPreviewData() {
  fakeGoalsRemoteApi.useTestGoalsPreviewListQuery();
  return null;
}

const PREVIEW_SECTIONS: Record<PreviewRemote, Section> = { goals: 'savings-goals', spending: 'spending', networth: 'net-worth' };

/** Stands in for the shell's RemotePreview and records what the dashboard hands it. */
function fakeRemotePreview({ goalsRead = false } = {}) {
  const rendered: { remote: PreviewRemote; props: PreviewProps }[] = [];
  function FakeRemotePreview({ remote, props }: { remote: PreviewRemote; props: PreviewProps }) {
    rendered.push({ remote, props });
    return (
      <>
        {remote === 'goals' && goalsRead && <FakeGoalsPreviewData />}
        <button type="button" onClick={() => props.onNavigate(PREVIEW_SECTIONS[remote])}>
          Open {remote} preview
        </button>
      </>
    );
  }
  return { FakeRemotePreview, rendered };
}

function renderDashboard(routes: Record<string, StubRoute> = dashboardRoutes(), options: { goalsRead?: boolean } = {}) {
  const net = stubFetch(routes);
  const onNavigate = jest.fn();
  const { FakeRemotePreview, rendered } = fakeRemotePreview(options);
  const view = renderWithProviders(
    <Routes>
      <Route path="/main/upload" element={<p>The wizard is open</p>} />
      <Route path="*" element={<DashboardPage onNavigate={onNavigate} RemotePreview={FakeRemotePreview} />} />
    </Routes>,
    { route: '/main' },
  );
  return { net, onNavigate, rendered, ...view };
}

/** A user with a stored analysis: the counts say so and the analysis answers. */
const WITH_ANALYSIS = { [ROUTES.analysis]: { body: analysisAnswer() }, [ROUTES.counts]: { body: countsAnswer({ has_analysis: true }) } };

const welcomeHeading = () => screen.queryByRole('heading', { name: 'Are you on track?' });
const summaryHeading = () => screen.queryByRole('heading', { name: 'Financial Summary' });

describe('Dashboard: welcome or summary', () => {
  it('welcomes a user with no analysis, no goal and no net-worth entry, and offers the three ways in', async () => {
    const { onNavigate } = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Are you on track?' })).toBeInTheDocument();
    expect(summaryHeading()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start Goal Tracking' }));
    expect(onNavigate).toHaveBeenLastCalledWith('savings-goals');
    await userEvent.click(screen.getByRole('button', { name: 'Track Net Worth' }));
    expect(onNavigate).toHaveBeenLastCalledWith('net-worth');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Data' }));
    expect(await screen.findByText('The wizard is open')).toBeInTheDocument();
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it.each<[string, Partial<Record<string, StubRoute>>]>([
    ['an analysis', WITH_ANALYSIS],
    ['one savings goal', { [ROUTES.counts]: { body: countsAnswer({ goals: 1 }) } }],
    ['one net-worth entry', { [ROUTES.counts]: { body: countsAnswer({ networth_entries: 1 }) } }],
  ])('%s alone turns the summary on', async (_case, overrides) => {
    renderDashboard(dashboardRoutes(overrides));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(welcomeHeading()).not.toBeInTheDocument();
  });

  it('shows a loading state, not the welcome screen, until the counts have answered', async () => {
    const counts = deferred<Response>();
    renderDashboard(dashboardRoutes({ [ROUTES.counts]: () => counts.promise }));
    expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(welcomeHeading()).not.toBeInTheDocument();
    counts.resolve(jsonResponse(countsAnswer({ goals: 2 })));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
  });

  it('decides from the counts alone: neither the goals list nor the net-worth dashboard is read for it', async () => {
    const { net } = renderDashboard(dashboardRoutes({ [ROUTES.counts]: { body: countsAnswer({ goals: 3, networth_entries: 2 }) } }));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(net.to(ROUTES.counts)).toHaveLength(1);
    expect(net.to(ROUTES.goals)).toHaveLength(0);
    expect(net.to(ROUTES.netWorth)).toHaveLength(0);
  });

  it('asks for each resource once on one page: the summary and a preview reading the same list share one request', async () => {
    const { net } = renderDashboard(
      dashboardRoutes({ ...WITH_ANALYSIS, [ROUTES.counts]: { body: countsAnswer({ has_analysis: true, goals: 1 }) } }),
      { goalsRead: true },
    );
    expect(await screen.findByTestId('tile-income-amount')).toHaveTextContent('$61,246');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    const paths = net.requests.map((call) => `${call.method} ${call.path}`);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    expect(net.to(ROUTES.goals)).toHaveLength(1);
  });

  it('does not claim there is nothing when the counts failed: the summary shows', async () => {
    const failing = { status: 500, body: { success: false, error: 'boom' } };
    renderDashboard(dashboardRoutes({ [ROUTES.counts]: failing }));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(welcomeHeading()).not.toBeInTheDocument();
  });

  it('shows a failed analysis read in place of the figures, and reads it again on Retry', async () => {
    const failing = { status: 500, body: { success: false, error: 'boom' } };
    let healthy = false;
    const { net } = renderDashboard(
      dashboardRoutes({ ...WITH_ANALYSIS, [ROUTES.analysis]: () => (healthy ? { body: analysisAnswer() } : failing) }),
    );
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch analysis data')).toBeInTheDocument();
    expect(welcomeHeading()).not.toBeInTheDocument();
    // It stays put (no loop of retries) until the user asks again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const tries = net.to(ROUTES.analysis).length;
    expect(tries).toBeLessThanOrEqual(2);
    healthy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('tile-income-amount')).toHaveTextContent('$61,246');
    expect(net.to(ROUTES.analysis)).toHaveLength(tries + 1);
  });
});

describe('Dashboard: previews', () => {
  it('renders the goals, spending and net-worth previews through the passed RemotePreview, with onNavigate', async () => {
    const { onNavigate, rendered } = renderDashboard(dashboardRoutes(WITH_ANALYSIS));
    await screen.findByRole('heading', { name: 'Financial Summary' });

    expect([...new Set(rendered.map((call) => call.remote))]).toEqual(['goals', 'spending', 'networth']);
    expect(rendered.every((call) => call.props.onNavigate === onNavigate)).toBe(true);

    for (const [label, remote] of [
      ['Savings goals preview', 'goals'],
      ['Spending preview', 'spending'],
      ['Net worth preview', 'networth'],
    ] as const) {
      await userEvent.click(within(screen.getByRole('region', { name: label })).getByRole('button', { name: `Open ${remote} preview` }));
      expect(onNavigate).toHaveBeenLastCalledWith(PREVIEW_SECTIONS[remote]);
    }
  });

  it('shows the retirement preview: readiness and the chance of success of the saved plan, leading to the retirement section', async () => {
    const { onNavigate } = renderDashboard(dashboardRoutes({ [ROUTES.counts]: { body: countsAnswer({ goals: 1 }) } }));
    const panel = await screen.findByRole('region', { name: 'Retirement preview' });
    const { projection } = planAnswer();
    expect(await within(panel).findByTestId('retirement-preview-readiness')).toHaveTextContent(
      `${Math.round(projection.fundedRatio * 100)}%`,
    );
    expect(within(panel).getByTestId('retirement-preview-chance')).toHaveTextContent(`${projection.successProbability.toFixed(1)}%`);
    expect(panel).toHaveTextContent('Chance the money lasts to 90');
    await userEvent.click(within(panel).getByRole('button', { name: 'Open Retirement' }));
    expect(onNavigate).toHaveBeenCalledWith('retirement');
  });

  it('the retirement preview caps readiness at "more than 3× your target" and says when the plan stands on defaults only', async () => {
    const inputs = { ...DEFAULT_RETIREMENT_INPUTS, annualExpenses: 1229 };
    const plan = planAnswer({ inputs, sources: ALL_DEFAULT_SOURCES }, {}, { incomeMissing: false, basis: 'defaults', monthsCovered: null });
    expect(plan.projection.fundedRatio).toBeGreaterThan(3);
    renderDashboard({
      ...dashboardRoutes({ [ROUTES.counts]: { body: countsAnswer({ goals: 1 }) } }),
      [RETIREMENT_ROUTES.plan]: { body: plan },
    });
    const panel = await screen.findByRole('region', { name: 'Retirement preview' });
    expect(await within(panel).findByTestId('retirement-preview-readiness')).toHaveTextContent('more than 3× your target');
    expect(panel).not.toHaveTextContent(/\d{4}%/);
    expect(within(panel).getByTestId('retirement-preview-basis')).toHaveTextContent('Built on default figures only, not on your data');
  });

  it('has no add, edit or delete controls of its own', async () => {
    renderDashboard(dashboardRoutes(WITH_ANALYSIS));
    await screen.findByRole('heading', { name: 'Financial Summary' });
    expect(screen.queryByRole('button', { name: /^(add|edit|delete)\b/i })).not.toBeInTheDocument();
  });

  it('dims a preview panel under its own loading overlay while that data reloads', async () => {
    // Each phase of the test holds the goals answer back until it says so.
    let held: Promise<void> | null = null;
    const { store } = renderDashboard(
      dashboardRoutes({
        [ROUTES.analysis]: { body: analysisAnswer() },
        [ROUTES.counts]: () =>
          held
            ? held.then(() => jsonResponse(countsAnswer({ has_analysis: true, goals: 1 })))
            : { body: countsAnswer({ has_analysis: true, goals: 1 }) },
        [ROUTES.goals]: () => (held ? held.then(() => jsonResponse(goalsAnswer(1))) : { body: goalsAnswer(1) }),
      }),
      { goalsRead: true },
    );
    await screen.findByRole('heading', { name: 'Financial Summary' });
    await waitFor(() => expect(screen.queryByTestId('preview-goals-overlay')).not.toBeInTheDocument());

    // The dashboard's own counts, read again on their own, are not the preview reloading.
    const own = deferred<void>();
    held = own.promise;
    const ownRead = store.dispatch(summaryApi.endpoints.dashboardCounts.initiate(undefined, { forceRefetch: true }));
    await waitFor(() => expect(summaryApi.endpoints.dashboardCounts.select()(store.getState()).status).toBe('pending'));
    expect(screen.queryByTestId('preview-goals-overlay')).not.toBeInTheDocument();
    own.resolve();
    await ownRead;
    ownRead.unsubscribe();

    const reload = deferred<void>();
    held = reload.promise;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Goals']));
    });
    expect(await screen.findByTestId('preview-goals-overlay')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Savings goals preview' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('preview-spending-overlay')).not.toBeInTheDocument();
    expect(screen.queryByTestId('preview-networth-overlay')).not.toBeInTheDocument();

    reload.resolve();
    await waitFor(() => expect(screen.queryByTestId('preview-goals-overlay')).not.toBeInTheDocument());
  });
});

describe('Dashboard: refresh after new data', () => {
  /** The analysis (and the counts' flag) answer No data until the test says new data was stored. */
  function analysisThatChanges() {
    const state = { stored: false };
    const routes: Record<string, StubRoute> = {
      [ROUTES.analysis]: () => ({ body: state.stored ? analysisAnswer() : NO_DATA }),
      [ROUTES.counts]: () => ({ body: countsAnswer({ has_analysis: state.stored }) }),
    };
    return { state, routes };
  }

  it('reads the analysis again when the data-updated counter changes, and the summary replaces the welcome screen', async () => {
    const analysis = analysisThatChanges();
    const { net, store } = renderDashboard(dashboardRoutes(analysis.routes));
    await screen.findByRole('heading', { name: 'Are you on track?' });
    expect(net.to(ROUTES.counts)).toHaveLength(1);
    // The welcome screen needs no analysis: the counts said there is none.
    expect(net.to(ROUTES.analysis)).toHaveLength(0);

    analysis.state.stored = true;
    act(() => {
      store.dispatch(dataUpdated());
    });
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(net.to(ROUTES.counts)).toHaveLength(2);
    expect(net.to(ROUTES.analysis)).toHaveLength(1);
    expect(await screen.findByTestId('tile-income-amount')).toHaveTextContent('$61,246');
  });

  it('reads it again when the wizard invalidates the Analysis tag', async () => {
    const analysis = analysisThatChanges();
    const { net, store } = renderDashboard(dashboardRoutes(analysis.routes));
    await screen.findByRole('heading', { name: 'Are you on track?' });

    analysis.state.stored = true;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Analysis', 'Spending']));
    });
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(net.to(ROUTES.counts)).toHaveLength(2);
  });

  it('reads it once, not twice, when the wizard does both at the same moment', async () => {
    const analysis = analysisThatChanges();
    const { net, store } = renderDashboard(dashboardRoutes(analysis.routes));
    await screen.findByRole('heading', { name: 'Are you on track?' });

    analysis.state.stored = true;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Analysis', 'Spending']));
      store.dispatch(dataUpdated());
    });
    await screen.findByRole('heading', { name: 'Financial Summary' });
    await screen.findByTestId('tile-retirement-amount');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(net.to(ROUTES.counts)).toHaveLength(2);
    expect(net.to(ROUTES.analysis)).toHaveLength(1);
  });

  it('also refreshes the retirement choice and the spending data when the counter changes', async () => {
    const { net, store } = renderDashboard(dashboardRoutes(WITH_ANALYSIS));
    await screen.findByTestId('tile-retirement-amount');
    expect(net.to(ROUTES.subcategories)).toHaveLength(1);

    act(() => {
      store.dispatch(dataUpdated());
    });
    await waitFor(() => expect(net.to(ROUTES.subcategories)).toHaveLength(2));
    expect(net.to(ROUTES.analysis)).toHaveLength(2);
    // The counts follow the upload (has_analysis); the goals list and net worth are the previews' to read.
    expect(net.to(ROUTES.counts)).toHaveLength(2);
    expect(net.to(ROUTES.goals)).toHaveLength(0);
    expect(net.to(ROUTES.netWorth)).toHaveLength(0);
  });
});

describe('Dashboard: goals and net worth changed elsewhere', () => {
  it('counts goals and entries afresh each time it shows, without flashing the welcome screen', async () => {
    let entries = 0;
    const net = stubFetch(dashboardRoutes({ [ROUTES.counts]: () => ({ body: countsAnswer({ networth_entries: entries }) }) }));
    const { FakeRemotePreview } = fakeRemotePreview();
    const page = <DashboardPage onNavigate={jest.fn()} RemotePreview={FakeRemotePreview} />;
    const { store, unmount } = renderWithProviders(page);
    await screen.findByRole('heading', { name: 'Are you on track?' });
    unmount();

    // An entry is added in the net-worth section; the dashboard's cached count still says 0.
    entries = 1;
    renderWithProviders(page, { store });
    expect(welcomeHeading()).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(net.to(ROUTES.counts)).toHaveLength(2);
  });
});

describe('Dashboard without the shell', () => {
  it('shows a note in place of the remote previews when no RemotePreview is given', async () => {
    stubFetch(dashboardRoutes({ [ROUTES.counts]: { body: countsAnswer({ goals: 3 }) } }));
    renderWithProviders(<DashboardPage onNavigate={jest.fn()} />);
    await screen.findByRole('heading', { name: 'Financial Summary' });
    expect(screen.getAllByText('This preview shows inside OnTrack.')).toHaveLength(3);
  });
});
