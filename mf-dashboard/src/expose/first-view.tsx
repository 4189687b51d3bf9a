import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { DashboardCountsDto, TransactionAnalysisDto } from '@ontrack/api/contracts';
import { serverCss } from '@ontrack/shell/federation/server-css';
import { analysisApi, createAppStore } from '@ontrack/shell/platform';
import { Spinner } from '@ontrack/shell/ui';
import { summaryApi } from '../api/summary-api';
import { Dashboard } from './Page';

/** The reads the dashboard's first view shows, as the API answers them to this user. */
export interface FirstViewInput {
  analysis: TransactionAnalysisDto;
  counts: DashboardCountsDto;
}

export interface FirstView {
  /** The dashboard section's markup, as the live `mf_dashboard/Page` first shows it with these reads answered. */
  html: string;
  /** The stylesheets that markup uses (this remote's). */
  css: string;
}

/** A preview as the shell shows it while its remote loads. */
function LoadingPreview() {
  return <Spinner label="Loading…" />;
}

/**
 * Run by the API for a signed-in page (issue 14, dist/server/first-view.js): the dashboard with the
 * user's figures in the HTML response, before any script. Nothing is hydrated: the shell swaps it for
 * the live section once that shows the same figures (SectionProps.onReady).
 */
export function renderFirstView({ analysis, counts }: FirstViewInput): FirstView {
  const store = createAppStore();
  store.dispatch(analysisApi.util.upsertQueryEntries([{ endpointName: 'summaryTransactionAnalysis', arg: undefined, value: analysis }]));
  store.dispatch(summaryApi.util.upsertQueryEntries([{ endpointName: 'dashboardCounts', arg: undefined, value: counts }]));
  const html = renderToString(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/main']}>
        <Dashboard onNavigate={() => undefined} RemotePreview={LoadingPreview} />
      </MemoryRouter>
    </Provider>,
    // Two renders share one page: ids of their own, apart from each other's and the live app's.
    { identifierPrefix: 'first-view-' },
  );
  // The cache would keep a timer per entry for a minute (RTK Query's unused-data expiry): this store is done with.
  store.dispatch(summaryApi.util.resetApiState());
  return { html, css: serverCss() };
}
