import { useAppSelector } from './hooks';
import { useSessionCsrfTokenQuery } from './session-api';
import { selectCsrfToken } from './session-slice';

/**
 * Makes sure a CSRF token is in the store (fetched on the sign-up, upload, options and categories
 * views) and tells whether it is there yet or failed to arrive.
 */
export function useCsrfToken(): { token: string | null; failed: boolean } {
  const token = useAppSelector(selectCsrfToken);
  const { isError } = useSessionCsrfTokenQuery(undefined, { skip: token !== null });
  return { token, failed: isError && token === null };
}
