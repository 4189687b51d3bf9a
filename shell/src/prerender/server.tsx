import '../ui/styles.css';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { BillingSummaryDto, SessionDto } from '@ontrack/api/contracts';
import { DEFAULT_LOCALE, canonicalLocale, type Language } from '@ontrack/api/domain';
import { serverCss } from '@ontrack/shell/federation/server-css';
import { FirstViewLocale, baseApi, createAppStore, loadAllCatalogues, type billingApi, type sessionApi } from '@ontrack/shell/platform';
import { AppTree } from '../app/App';
import { loadedModuleKey } from '../federation/loaded-modules';
import type { FirstViewState, QueryEntry } from './first-view-state';
import { seedQueries } from './seed-store';
import { firstViewLanguage, i18nIn } from './server-language';
import type { ServerSection } from './server-section';

/**
 * The shell's server-render bundle (`dist/server/first-view.js`, shell/federation/server-render.ts),
 * required by the API when it starts (api/src/http/first-view.ts): a page's first view rendered as
 * the browser's app renders it at the same path, over a store holding the same reads, with the
 * section a remote's server bundle gives. The page sends the reads along (`state`), and the
 * browser hydrates this very markup (hydrate.tsx).
 */
export { provideServerShare } from './server-share';

/**
 * Loads every language's catalogue of every namespace registered so far (the shell's and those of
 * the remotes' bundles required before): called once at start, awaited before any render.
 */
export const loadCatalogues = (): Promise<void> => loadAllCatalogues();

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
  /** The language the markup speaks, for `<html lang>`. */
  language: Language;
}

/**
 * The app at `path` over these reads, with `section`'s module in hand, in the user's language (the
 * session's locale), else in that of `locale` (the browser's, from the request's `Accept-Language`),
 * which figures follow where the user has none. Throws what the render throws.
 */
export function renderFirstView({
  path,
  section,
  queries,
  locale,
}: {
  path: string;
  section: ServerSection<never>;
  queries: QueryEntry[];
  locale?: string | null;
}): RenderedFirstView {
  const browserLocale = canonicalLocale(locale) ?? DEFAULT_LOCALE;
  const language = firstViewLanguage(queries, browserLocale);
  const store = createAppStore();
  seedQueries(store, queries);
  const modules = new Map([[loadedModuleKey(section.remote, section.exposed), section.module]]);
  try {
    const html = renderToString(
      <I18nextProvider i18n={i18nIn(language)}>
        <FirstViewLocale.Provider value={browserLocale}>
          <MemoryRouter initialEntries={[path]}>
            <AppTree store={store} modules={modules} />
          </MemoryRouter>
        </FirstViewLocale.Provider>
      </I18nextProvider>,
    );
    return {
      html,
      css: `${serverCss()}\n${section.css}`,
      state: { path, modules: [{ remote: section.remote, exposed: section.exposed }], queries, language, locale: browserLocale },
      language,
    };
  } finally {
    // The cache would keep a timer per entry (RTK Query's unused-data expiry): this store is done with.
    store.dispatch(baseApi.util.resetApiState());
  }
}
