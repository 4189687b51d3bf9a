import '../ui/styles.css';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { BillingSummaryDto, SessionDto } from '@ontrack/api/contracts';
import { serverCss } from '@ontrack/shell/federation/server-css';
import { baseApi, createAppStore, type billingApi, type sessionApi } from '@ontrack/shell/platform';
import { AppTree } from '../app/App';
import { loadedModuleKey } from '../federation/loaded-modules';
import type { FirstViewState, QueryEntry } from './first-view-state';
import { seedQueries } from './seed-store';
import type { ServerSection } from './server-section';

/**
 * The shell's server-render bundle (`dist/server/first-view.js`, shell/federation/server-render.ts),
 * required by the API when it starts (api/src/http/first-view.ts): a page's first view rendered as
 * the browser's app renders it at the same path, over a store holding the same reads, with the
 * section a remote's server bundle gives. The page sends the reads along (`state`), and the
 * browser hydrates this very markup (hydrate.tsx).
 */
export { provideServerShare } from './server-share';

/** The session's reads every page starts from: its status (`{logged_in: false}` for a visitor) and, signed in, the billing summary. */
export function sessionQueries({ session, billing }: { session: SessionDto; billing?: BillingSummaryDto }): QueryEntry[] {
  const status: Parameters<typeof sessionApi.util.upsertQueryEntries>[0] = [
    { endpointName: 'sessionStatus', arg: undefined, value: session },
  ];
  const summary: Parameters<typeof billingApi.util.upsertQueryEntries>[0] = billing
    ? [{ endpointName: 'billingSummary', arg: undefined, value: billing }]
    : [];
  return [...status, ...summary];
}

export interface RenderedFirstView {
  html: string;
  /** The stylesheets the markup needs before any script: the shell's and the section's. */
  css: string;
  state: FirstViewState;
}

/** The app at `path` over these reads, with `section`'s module in hand. Throws what the render throws. */
export function renderFirstView({
  path,
  section,
  queries,
}: {
  path: string;
  section: ServerSection<never>;
  queries: QueryEntry[];
}): RenderedFirstView {
  const store = createAppStore();
  seedQueries(store, queries);
  const modules = new Map([[loadedModuleKey(section.remote, section.exposed), section.module]]);
  try {
    const html = renderToString(
      <MemoryRouter initialEntries={[path]}>
        <AppTree store={store} modules={modules} />
      </MemoryRouter>,
    );
    return {
      html,
      css: `${serverCss()}\n${section.css}`,
      state: { path, modules: [{ remote: section.remote, exposed: section.exposed }], queries },
    };
  } finally {
    // The cache would keep a timer per entry (RTK Query's unused-data expiry): this store is done with.
    store.dispatch(baseApi.util.resetApiState());
  }
}
