import type { DashboardCountsDto, TransactionAnalysisDto } from '@ontrack/api/contracts';
import { serverCss } from '@ontrack/shell/federation/server-css';
import type { analysisApi } from '@ontrack/shell/platform';
import type { ServerSection } from '@ontrack/shell/prerender/server-section';
import type { summaryApi } from '../api/summary-api';
import * as page from './Page';

/** The reads the dashboard's first view shows, as the API answers them to the signed-in user. */
export interface DashboardReads {
  analysis: TransactionAnalysisDto;
  counts: DashboardCountsDto;
}

/**
 * This remote's server-render bundle (`dist/server/first-view.js`): the Dashboard section, which the
 * shell's server bundle renders in the app's routes for a signed-in `/main` with the user's figures
 * (shell/src/prerender/server.tsx); the browser hydrates that markup with this same `./Page`.
 */
export const section: ServerSection<DashboardReads> = {
  remote: 'dashboard',
  exposed: 'Page',
  module: page,
  queries: ({ analysis, counts }) => {
    const stored: Parameters<typeof analysisApi.util.upsertQueryEntries>[0] = [
      { endpointName: 'summaryTransactionAnalysis', arg: undefined, value: analysis },
    ];
    const counted: Parameters<typeof summaryApi.util.upsertQueryEntries>[0] = [
      { endpointName: 'dashboardCounts', arg: undefined, value: counts },
    ];
    return [...stored, ...counted];
  },
  // Every stylesheet this bundle imported (the section's), registered as its modules loaded.
  css: serverCss(),
};
