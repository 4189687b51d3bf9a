import { csrfTokenReceived } from './session-slice';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** Minimal view of the store the base query needs; the full RootState lives in store.ts. */
interface StateWithCsrf {
  session: { csrfToken: string | null };
}

/**
 * Tag types of every domain. Remotes may add their own with `enhanceEndpoints({addTagTypes})`,
 * but listing the cross-cutting ones here lets the shell invalidate them (e.g. after sign-out).
 */
export const CORE_TAGS = ['Session', 'Options', 'Analysis', 'Spending', 'Goals', 'NetWorth'] as const;

/**
 * The one RTK Query api slice of the whole app. Remotes add endpoints with `injectEndpoints`
 * (names prefixed by domain: `goalsList`, `spendingAnalysis`); nobody else calls `createApi`.
 * Every call sends the session cookie and the CSRF token (product.md section 7).
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithCsrf).session.csrfToken;
    if (token) headers.set('X-CSRFToken', token);
    return headers;
  },
});

const CSRF_REFUSED = 'CSRF token is missing or invalid.';

function isCsrfRefusal(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 403 && (error.data as { error?: unknown } | undefined)?.error === CSRF_REFUSED;
}

/**
 * Wraps every call:
 * - a state-changing call made before any CSRF token is known (e.g. after a page reload) first
 *   fetches one; a call refused for a stale token (the session rotated) fetches a new one and is
 *   sent once more;
 * - a 401 means the session is gone (expired, or ended by a password reset elsewhere): the session
 *   is fetched again, which signs the user out of the screen (product.md section 4).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const method = (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
  const changesState = method !== 'GET' && method !== 'HEAD';
  const refreshCsrfToken = async () => {
    const answer = await rawBaseQuery('auth/csrf-token', api, extraOptions);
    const token = (answer.data as { csrf_token?: unknown } | undefined)?.csrf_token;
    if (typeof token === 'string') api.dispatch(csrfTokenReceived(token));
  };

  if (changesState && !(api.getState() as StateWithCsrf).session.csrfToken) await refreshCsrfToken();
  let result = await rawBaseQuery(args, api, extraOptions);
  if (changesState && isCsrfRefusal(result.error)) {
    await refreshCsrfToken();
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error?.status === 401) {
    api.dispatch(baseApi.util.invalidateTags(['Session']));
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: CORE_TAGS,
  endpoints: () => ({}),
});

/** Pulls the server's `{error}` message out of an RTK Query error, with a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (data && typeof data === 'object' && 'error' in data && typeof (data as { error: unknown }).error === 'string') {
    return (data as { error: string }).error;
  }
  return fallback;
}
