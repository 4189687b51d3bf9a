import { CSRF_REFUSED_CODE } from '@ontrack/api/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { shownLanguage } from './i18n';
import { csrfTokenReceived, selectCsrfToken, signedOut, type SessionState } from './session-slice';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';

/** Minimal view of the store the base query needs; the full RootState lives in store.ts. */
interface StateWithSession {
  session: SessionState;
}

/**
 * Tag types of every domain. Remotes may add their own with `enhanceEndpoints({addTagTypes})`,
 * but listing the cross-cutting ones here lets the shell invalidate them (e.g. after sign-out).
 */
const CORE_TAGS = ['Session', 'Options', 'Analysis', 'Spending', 'Goals', 'NetWorth', 'Transactions', 'Imports', 'Sources'] as const;

/**
 * The one RTK Query api slice of the whole app. Remotes add endpoints with `injectEndpoints`
 * (names prefixed by domain: `goalsList`, `spendingAnalysis`); nobody else calls `createApi`.
 * Every call sends the session cookie, the CSRF token and the interface's language.
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = selectCsrfToken(getState() as StateWithSession);
    if (token) headers.set('X-CSRFToken', token);
    // The API writes its messages in the language the interface shows (a visitor's choice on the
    // landing may differ from the browser's languages); a signed-in user's locale decides there anyway.
    const language = shownLanguage();
    if (language) headers.set('Accept-Language', language);
    return headers;
  },
});

/** A 403 for a missing or stale CSRF token, known by its code: its message is in the user's language. */
function isCsrfRefusal(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 403 && (error.data as { code?: unknown } | undefined)?.code === CSRF_REFUSED_CODE;
}

/**
 * Wraps every call:
 * - a state-changing call made before any CSRF token is known (e.g. after a page reload) first
 *   fetches one; a call refused for a stale token (the session rotated) fetches a new one and is
 *   sent once more;
 * - a 401 means the session is gone (expired, or ended by a password reset elsewhere): everything
 *   of the user is forgotten, and the screens, asking again, find nobody signed in — nor any of the previous user's figures once someone signs in on this tab.
 */
// Its answers keep fetchBaseQuery's meta (request and response), so an endpoint can read a header.
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const method = (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
  const changesState = method !== 'GET' && method !== 'HEAD';
  const refreshCsrfToken = async () => {
    const answer = await rawBaseQuery('auth/csrf-token', api, extraOptions);
    const token = (answer.data as { csrf_token?: unknown } | undefined)?.csrf_token;
    if (typeof token === 'string') api.dispatch(csrfTokenReceived(token));
  };

  if (changesState && !selectCsrfToken(api.getState() as StateWithSession)) await refreshCsrfToken();
  let result = await rawBaseQuery(args, api, extraOptions);
  if (changesState && isCsrfRefusal(result.error)) {
    await refreshCsrfToken();
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error?.status === 401 && someoneSignedIn(api.getState())) forgetSignedInUser(api.dispatch);
  return result;
};

/**
 * Whether this tab still believes someone is signed in (its session answer says so). Only then does
 * a 401 forget: the screens still shown ask again, and their own 401s must not empty the cache once
 * more (each emptying makes them ask again) before the session answer puts the sign-in page up. A
 * wrong password's 401 on the sign-in page forgets nothing either.
 */
function someoneSignedIn(state: unknown): boolean {
  const root = state as Parameters<typeof baseApi.util.selectInvalidatedBy>[0];
  return baseApi.util
    .selectInvalidatedBy(root, ['Session'])
    .some(({ queryCacheKey }) => (root.api.queries[queryCacheKey]?.data as { logged_in?: unknown } | undefined)?.logged_in === true);
}

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: CORE_TAGS,
  endpoints: () => ({}),
});

/**
 * Nothing of one person may reach the next one's screens: empties the whole API cache and resets
 * the per-user state. `signedOut` resets the session (CSRF token, where to go after sign-in), and
 * the wizard's step and the data-updates count listen for it too, as must any
 * slice a remote injects. Run on sign-out, on every sign-in, and when any call answers 401.
 * Screens still shown ask again.
 */
export function forgetSignedInUser(dispatch: (action: UnknownAction) => unknown): void {
  dispatch(signedOut());
  dispatch(baseApi.util.resetApiState());
}

/** Pulls the server's `{error}` message out of an RTK Query error, with a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') {
    return (data as { error: string }).error;
  }
  return fallback;
}
