import '../ui/styles.css';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { BillingSummaryDto, SessionDto } from '@ontrack/api/contracts';
import { serverCss } from '@ontrack/shell/federation/server-css';
import { billingApi, createAppStore, sessionApi } from '@ontrack/shell/platform';
import { MainApp } from '../app/MainApp';
import { FirstViewSlot } from '../federation/first-view-slot';

/** Where the section's own first view goes in the chrome's markup (the API puts it there). */
export const SECTION_SLOT = '<div data-ontrack-section-slot=""></div>';

export interface MainChrome {
  /** The signed-in app's chrome at /main (sidebar, bars, the section's heading) with SECTION_SLOT where the section shows. */
  html: string;
  /** The stylesheets that markup uses (the shell's). */
  css: string;
}

/**
 * Run by the API for a signed-in page (issue 14, dist/server/main-chrome.js): the chrome the live
 * MainApp first renders for this user, around the section's server-rendered first view. Nothing is
 * hydrated; the live app replaces both once the section is ready (hand-over.ts).
 */
export function renderMainChrome({ session, billing }: { session: SessionDto; billing: BillingSummaryDto }): MainChrome {
  const store = createAppStore();
  store.dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'sessionStatus', arg: undefined, value: session }]));
  store.dispatch(billingApi.util.upsertQueryEntries([{ endpointName: 'billingSummary', arg: undefined, value: billing }]));
  const html = renderToString(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/main']}>
        <FirstViewSlot.Provider value={<div data-ontrack-section-slot="" />}>
          <MainApp />
        </FirstViewSlot.Provider>
      </MemoryRouter>
    </Provider>,
    // Two renders share one page: ids of their own, apart from each other's and the live app's.
    { identifierPrefix: 'chrome-' },
  );
  // The cache would keep a timer per entry for a minute (RTK Query's unused-data expiry): this store is done with.
  store.dispatch(sessionApi.util.resetApiState());
  return { html, css: serverCss() };
}
