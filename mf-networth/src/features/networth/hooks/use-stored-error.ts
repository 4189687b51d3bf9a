import { useCallback, useEffect, useState } from 'react';
import { NETWORTH_ERROR } from '../lib/messages';

/**
 * The screen's one stored error.
 * Every net-worth failure reads the same (section 8); the cause goes to the console (section 7).
 */
export function useStoredError() {
  const [error, setError] = useState<string | null>(null);
  const report = useCallback((cause: unknown) => {
    console.error('Net worth call failed', cause);
    setError(NETWORTH_ERROR);
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { error, report, clear };
}

/**
 * Stores a query's failure. RTK Query gives each failure a new error object, so a later failure
 * is stored again even after the user cleared the previous one.
 */
export function useReportFailure(cause: unknown, report: (cause: unknown) => void): void {
  useEffect(() => {
    if (cause) report(cause);
  }, [cause, report]);
}
