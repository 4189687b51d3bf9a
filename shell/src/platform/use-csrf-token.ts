import { useCallback } from 'react';
import { useAppSelector } from './hooks';
import { useLazySessionCsrfTokenQuery, useSessionCsrfTokenQuery } from './session-api';

/**
 * Makes sure a CSRF token is in the store (fetched on the sign-up, upload, options and categories
 * views, product.md section 7) and tells whether it is there yet or failed to arrive.
 */
export function useCsrfToken(): { token: string | null; failed: boolean } {
  const token = useAppSelector((state) => state.session.csrfToken);
  const { isError } = useSessionCsrfTokenQuery(undefined, { skip: token !== null });
  return { token, failed: isError && token === null };
}

/** For submit handlers: the stored token, or one fetched now; null when none can be had. */
export function useEnsureCsrfToken(): () => Promise<string | null> {
  const token = useAppSelector((state) => state.session.csrfToken);
  const [fetchToken] = useLazySessionCsrfTokenQuery();
  return useCallback(async () => {
    if (token) return token;
    try {
      return (await fetchToken().unwrap()).csrf_token;
    } catch {
      return null;
    }
  }, [token, fetchToken]);
}
