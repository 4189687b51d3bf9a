import { DEFAULT_LOCALE, LANGUAGES, type Language } from '@ontrack/api/domain';
import type { RemoteKey } from '../federation/remote-manifest';

/** A read as the store holds it: an entry of RTK Query's `upsertQueryEntries`. */
export interface QueryEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** An exposed module a first view shows (`remote/./exposed`). */
export interface FirstViewModule {
  remote: RemoteKey;
  exposed: string;
}

/**
 * What the browser needs to render exactly what the server rendered, and so hydrate it: the reads
 * the server rendered from, the section's module, and the language and browser's locale it was
 * rendered in (server-language.ts). Sent in the page as the JSON block FIRST_VIEW_STATE_ID
 * (api/src/http/prerendered-page.ts).
 */
export interface FirstViewState {
  path: string;
  modules: FirstViewModule[];
  queries: QueryEntry[];
  /** The language the markup speaks: the app switches to it before hydrating. */
  language: Language;
  /** The browser's locale as the server took it (`Accept-Language`): what `useLocale` reads while hydrating. */
  locale: string;
}

export const FIRST_VIEW_STATE_ID = 'ontrack-first-view';

/** The page's first-view state; null on a page that came without one (or with one unreadable). */
export function readFirstViewState(): FirstViewState | null {
  const block = document.getElementById(FIRST_VIEW_STATE_ID);
  if (!block) return null;
  try {
    const state = JSON.parse(block.textContent ?? '') as Partial<FirstViewState> | null;
    if (!state || typeof state.path !== 'string' || !Array.isArray(state.modules) || !Array.isArray(state.queries)) return null;
    // A page from a server before languages (English, en-US) is hydrated as it was rendered.
    const language = (LANGUAGES as readonly unknown[]).includes(state.language) ? (state.language as Language) : 'en';
    const locale = typeof state.locale === 'string' ? state.locale : DEFAULT_LOCALE;
    return { path: state.path, modules: state.modules, queries: state.queries, language, locale };
  } catch {
    return null;
  }
}
