import '../ui/styles.css';
import type { BillingSummaryDto, SessionDto } from '@ontrack/api/contracts';
import { billingApi, createAppStore, sessionApi } from '@ontrack/shell/platform';
import { renderOnServer, type ServerRender } from '@ontrack/shell/platform/server-render';
import { MainApp } from '../app/MainApp';
import { FirstViewSlot } from '../federation/first-view-slot';

/** Where the section's own first view goes in the chrome's markup (the API puts it there). */
export const SECTION_SLOT = '<div data-ontrack-section-slot=""></div>';

/**
 * Run by the API for a signed-in page: the chrome the live
 * MainApp first renders for this user (sidebar, bars, the section's heading, the trial banner when
 * due) with SECTION_SLOT where the section shows, and the shell's stylesheets. Nothing is hydrated;
 * the live app replaces both once the section is ready (hand-over.ts).
 */
export function renderMainChrome({ session, billing }: { session: SessionDto; billing: BillingSummaryDto }): ServerRender {
  const store = createAppStore();
  store.dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'sessionStatus', arg: undefined, value: session }]));
  store.dispatch(billingApi.util.upsertQueryEntries([{ endpointName: 'billingSummary', arg: undefined, value: billing }]));
  return renderOnServer(
    store,
    <FirstViewSlot.Provider value={<div data-ontrack-section-slot="" />}>
      <MainApp />
    </FirstViewSlot.Provider>,
    'chrome-',
  );
}
