import type { DashboardCountsDto, TransactionAnalysisDto } from '@ontrack/api/contracts';
import { analysisApi, createAppStore } from '@ontrack/shell/platform';
import { renderOnServer, type ServerRender } from '@ontrack/shell/platform/server-render';
import { Spinner } from '@ontrack/shell/ui';
import { summaryApi } from '../api/summary-api';
import { Dashboard } from './Page';

/** The reads the dashboard's first view shows, as the API answers them to this user. */
export interface FirstViewInput {
  analysis: TransactionAnalysisDto;
  counts: DashboardCountsDto;
}

/** A preview as the shell shows it while its remote loads. */
function LoadingPreview() {
  return <Spinner label="Loading…" />;
}

/**
 * Run by the API for a signed-in page: the dashboard section's
 * markup as the live `mf_dashboard/Page` first shows it with these reads answered, and this remote's
 * stylesheets, before any script. Nothing is hydrated: the shell swaps it for the live section once
 * that shows the same figures (SectionProps.onReady).
 */
export function renderFirstView({ analysis, counts }: FirstViewInput): ServerRender {
  const store = createAppStore();
  store.dispatch(analysisApi.util.upsertQueryEntries([{ endpointName: 'summaryTransactionAnalysis', arg: undefined, value: analysis }]));
  store.dispatch(summaryApi.util.upsertQueryEntries([{ endpointName: 'dashboardCounts', arg: undefined, value: counts }]));
  return renderOnServer(store, <Dashboard onNavigate={() => undefined} RemotePreview={LoadingPreview} />, 'first-view-');
}
