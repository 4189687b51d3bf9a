import { act, waitFor } from '@testing-library/react';
import type { BillingSummaryDto, SessionDto } from '@ontrack/api/contracts';
import { createAppStore, loadAllCatalogues, setLanguage } from '@ontrack/shell/platform';
import type { WindowWithFirstView } from '../src/prerender/boot-state';
import type { FirstViewState, QueryEntry } from '../src/prerender/first-view-state';
import { startFirstView } from '../src/prerender/hydrate';
import { renderFirstView, sessionQueries } from '../src/prerender/server';
import type { ServerSection } from '../src/prerender/server-section';

/**
 * A page sent with a first view, as the API sends it (api/src/http/prerendered-page.ts), and the
 * app hydrating it, as the browser does: for tests of the first view (shell/src/prerender/) and of
 * a remote's section in it. The test mocks shell/src/federation/load-remote.ts, as the section's
 * module is loaded before hydrating.
 */

/** A signed-in user's session's reads (a trial far from its end: no banner). */
export function signedInQueries(session: Partial<SessionDto> = {}): QueryEntry[] {
  const billing: BillingSummaryDto = {
    success: true,
    payments_configured: true,
    plan_active: false,
    subscription_status: null,
    paid_through: null,
    can_manage_billing: false,
  };
  const user: SessionDto = {
    success: true,
    logged_in: true,
    id: 7,
    user: 'ada@example.com',
    email: 'ada@example.com',
    trial_ends_at: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    steps: [],
    ...session,
  };
  return sessionQueries({ session: user, billing });
}

/** A visitor's: nobody signed in. */
export function visitorQueries(): QueryEntry[] {
  return sessionQueries({ session: { success: true, logged_in: false } });
}

/**
 * The server's render of `path` in #root, at that URL, with the boot script run on it (it keeps
 * presses until the app handles them); for a browser preferring `locale` (the request's
 * `Accept-Language`; en-US by default), every catalogue loaded first as the API does.
 */
export async function serveFirstView(path: string, section: ServerSection<never>, queries: QueryEntry[], locale?: string) {
  await loadAllCatalogues();
  const { html, state, language } = renderFirstView({ path, section, queries, locale });
  document.documentElement.lang = language;
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    `<div id="root" data-first-view="${path.startsWith('/main') ? 'main' : 'landing'}">${html}</div>` +
    '<script type="application/json" id="ontrack-start">{"hints":[],"scripts":[],"start":"intent"}</script>';
  // A fresh copy each time: the boot script runs once, when it loads.
  await jest.isolateModulesAsync(async () => {
    await import('../src/prerender/boot');
  });
  return { root: document.getElementById('root')!, state };
}

/** The app starting on the served first view; resolves once it has hydrated it. */
export async function hydrateServed(root: HTMLElement, state: FirstViewState): Promise<void> {
  await act(() => startFirstView(root, createAppStore(), state));
  await waitFor(() => expect(root).toHaveAttribute('data-hydrated'));
}

/** Undoes serveFirstView (and whatever the app rendered). */
export function clearFirstView(): void {
  delete (window as WindowWithFirstView).__ontrackFirstView;
  document.body.innerHTML = '';
}

/** The app back in English after a first view in another language (the instance is the process's one). */
export async function backToEnglish(): Promise<void> {
  await act(() => setLanguage('en'));
}
