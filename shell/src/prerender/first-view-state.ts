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
 * the server rendered from, and the section's module. Sent in the page as the JSON block
 * FIRST_VIEW_STATE_ID (api/src/http/prerendered-page.ts).
 */
export interface FirstViewState {
  path: string;
  modules: FirstViewModule[];
  queries: QueryEntry[];
}

export const FIRST_VIEW_STATE_ID = 'ontrack-first-view';

/** The page's first-view state; null on a page that came without one (or with one unreadable). */
export function readFirstViewState(): FirstViewState | null {
  const block = document.getElementById(FIRST_VIEW_STATE_ID);
  if (!block) return null;
  try {
    const state = JSON.parse(block.textContent ?? '') as Partial<FirstViewState> | null;
    return state && typeof state.path === 'string' && Array.isArray(state.modules) && Array.isArray(state.queries)
      ? (state as FirstViewState)
      : null;
  } catch {
    return null;
  }
}
