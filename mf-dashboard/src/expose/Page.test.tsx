import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { baseApi, dataUpdated, type PreviewProps, type PreviewRemote, type Section } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../shell/testing/fetch-stub';
import { summaryApi } from '../api/summary-api';
import DashboardPage from './Page';
import { analysisAnswer, dashboardRoutes, goalsAnswer, netWorthAnswer, NO_DATA, ROUTES } from '../testing/fixtures';
import { planAnswer } from '../testing/retirement-fixtures';

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
    ['an analysis', { [ROUTES.analysis]: { body: analysisAnswer() } }],
    ['one savings goal', { [ROUTES.goals]: { body: goalsAnswer(1) } }],
    ['one net-worth entry', { [ROUTES.netWorth]: { body: netWorthAnswer(1) } }],
  ])('%s alone turns the summary on', async (_case, overrides) => {
    renderDashboard(dashboardRoutes(overrides));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(welcomeHeading()).not.toBeInTheDocument();
  });

  it('shows a loading state, not the welcome screen, until the sources have answered', async () => {
    const goals = deferred<Response>();
    renderDashboard(dashboardRoutes({ [ROUTES.goals]: () => goals.promise }));
    expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
    // Analysis and net worth are empty, but goals may still turn the summary on.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(welcomeHeading()).not.toBeInTheDocument();
    goals.resolve(jsonResponse(goalsAnswer(2)));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
  });

  it('does not claim there is nothing when a source failed: the summary shows with the failure in place', async () => {
    const failing = { status: 500, body: { success: false, error: 'boom' } };
    const { net } = renderDashboard(dashboardRoutes({ [ROUTES.analysis]: [failing, failing, { body: analysisAnswer() }] }));
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch analysis data')).toBeInTheDocument();
    expect(welcomeHeading()).not.toBeInTheDocument();
    // It stays put (no loop of retries) until the user asks again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const tries = net.to(ROUTES.analysis).length;
    expect(tries).toBeLessThanOrEqual(2);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('tile-income-amount')).toHaveTextContent('$61,246');
    expect(net.to(ROUTES.analysis)).toHaveLength(tries + 1);
  });
});

describe('Dashboard: previews', () => {
  it('renders the goals, spending and net-worth previews through the passed RemotePreview, with onNavigate', async () => {
    const { onNavigate, rendered } = renderDashboard(dashboardRoutes({ [ROUTES.analysis]: { body: analysisAnswer() } }));
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
    const { onNavigate } = renderDashboard(dashboardRoutes({ [ROUTES.goals]: { body: goalsAnswer(1) } }));
    const panel = await screen.findByRole('region', { name: 'Retirement preview' });
    const { projection } = planAnswer();
    expect(await within(panel).findByTestId('retirement-preview-readiness')).toHaveTextContent(`${Math.round(projection.fundedRatio * 100)}%`);
    expect(within(panel).getByTestId('retirement-preview-chance')).toHaveTextContent(`${projection.successProbability.toFixed(1)}%`);
    expect(panel).toHaveTextContent('Chance the money lasts to 90');
    await userEvent.click(within(panel).getByRole('button', { name: 'Open Retirement' }));
    expect(onNavigate).toHaveBeenCalledWith('retirement');
  });

  it('has no add, edit or delete controls of its own', async () => {
    renderDashboard(dashboardRoutes({ [ROUTES.analysis]: { body: analysisAnswer() } }));
    await screen.findByRole('heading', { name: 'Financial Summary' });
    expect(screen.queryByRole('button', { name: /^(add|edit|delete)\b/i })).not.toBeInTheDocument();
  });

  it('dims a preview panel under its own loading overlay while that data reloads', async () => {
    // Each phase of the test holds the goals answer back until it says so.
    let held: Promise<void> | null = null;
    const { store } = renderDashboard(
      dashboardRoutes({
        [ROUTES.analysis]: { body: analysisAnswer() },
        [ROUTES.goals]: () => (held ? held.then(() => jsonResponse(goalsAnswer(1))) : { body: goalsAnswer(1) }),
      }),
      { goalsRead: true },
    );
    await screen.findByRole('heading', { name: 'Financial Summary' });
    await waitFor(() => expect(screen.queryByTestId('preview-goals-overlay')).not.toBeInTheDocument());

    // The dashboard's own count of goals, read again on its own, is not the preview reloading.
    const own = deferred<void>();
    held = own.promise;
    const ownRead = store.dispatch(summaryApi.endpoints.dashboardGoalsCount.initiate(undefined, { forceRefetch: true }));
    await waitFor(() => expect(summaryApi.endpoints.dashboardGoalsCount.select()(store.getState()).status).toBe('pending'));
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
  /** The analysis answers No data until the test says new data was stored. */
  function analysisThatChanges() {
    const state = { stored: false };
    const route: StubRoute = () => ({ body: state.stored ? analysisAnswer() : NO_DATA });
    return { state, route };
  }

  it('reads the analysis again when the data-updated counter changes, and the summary replaces the welcome screen', async () => {
    const analysis = analysisThatChanges();
    const { net, store } = renderDashboard(dashboardRoutes({ [ROUTES.analysis]: analysis.route }));
    await screen.findByRole('heading', { name: 'Are you on track?' });
    expect(net.to(ROUTES.analysis)).toHaveLength(1);

    analysis.state.stored = true;
    act(() => {
      store.dispatch(dataUpdated());
    });
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(net.to(ROUTES.analysis)).toHaveLength(2);
    expect(await screen.findByTestId('tile-income-amount')).toHaveTextContent('$61,246');
  });

  it('reads it again when the wizard invalidates the Analysis tag', async () => {
    const analysis = analysisThatChanges();
    const { net, store } = renderDashboard(dashboardRoutes({ [ROUTES.analysis]: analysis.route }));
    await screen.findByRole('heading', { name: 'Are you on track?' });

    analysis.state.stored = true;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Analysis', 'Spending']));
    });
    expect(await screen.findByRole('heading', { name: 'Financial Summary' })).toBeInTheDocument();
    expect(net.to(ROUTES.analysis)).toHaveLength(2);
  });

  it('reads it once, not twice, when the wizard does both at the same moment', async () => {
    const analysis = analysisThatChanges();
    const { net, store } = renderDashboard(dashboardRoutes({ [ROUTES.analysis]: analysis.route }));
    await screen.findByRole('heading', { name: 'Are you on track?' });

    analysis.state.stored = true;
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Analysis', 'Spending']));
      store.dispatch(dataUpdated());
    });
    await screen.findByRole('heading', { name: 'Financial Summary' });
    await screen.findByTestId('tile-retirement-amount');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(net.to(ROUTES.analysis)).toHaveLength(2);
  });

  it('also refreshes the retirement choice and the spending data when the counter changes', async () => {
    const { net, store } = renderDashboard(dashboardRoutes({ [ROUTES.analysis]: { body: analysisAnswer() } }));
    await screen.findByTestId('tile-retirement-amount');
    expect(net.to(ROUTES.subcategories)).toHaveLength(1);

    act(() => {
      store.dispatch(dataUpdated());
    });
    await waitFor(() => expect(net.to(ROUTES.subcategories)).toHaveLength(2));
    expect(net.to(ROUTES.analysis)).toHaveLength(2);
    // Goals and net worth did not change with the upload: not read again.
    expect(net.to(ROUTES.goals)).toHaveLength(1);
    expect(net.to(ROUTES.netWorth)).toHaveLength(1);
  });
});

describe('Dashboard: goals and net worth changed elsewhere', () => {
  it('counts goals and entries afresh each time it shows, without flashing the welcome screen', async () => {
    let entries = 0;
    const net = stubFetch(dashboardRoutes({ [ROUTES.netWorth]: () => ({ body: netWorthAnswer(entries) }) }));
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
    expect(net.to(ROUTES.netWorth)).toHaveLength(2);
    expect(net.to(ROUTES.goals)).toHaveLength(2);
  });
});

describe('Dashboard without the shell', () => {
  it('shows a note in place of the remote previews when no RemotePreview is given', async () => {
    stubFetch(dashboardRoutes({ [ROUTES.goals]: { body: goalsAnswer(3) } }));
    renderWithProviders(<DashboardPage onNavigate={jest.fn()} />);
    await screen.findByRole('heading', { name: 'Financial Summary' });
    expect(screen.getAllByText('This preview shows inside OnTrack.')).toHaveLength(3);
  });
});
