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

/**
 * A 401 from any call means the session is gone (expired, or ended by a password reset elsewhere):
 * the session is fetched again, which signs the user out of the screen (product.md section 4).
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
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
