import { useCallback, useEffect, useState } from 'react';
import { useNetWorthTranslation } from '../../../i18n';

/**
 * The screen's one stored error.
 * Every net-worth failure reads the same (section 8), in the interface's language as it is now;
 * the cause goes to the console (section 7).
 */
export function useStoredError() {
  const { t } = useNetWorthTranslation();
  const [failed, setFailed] = useState(false);
  const report = useCallback((cause: unknown) => {
    console.error('Net worth call failed', cause);
    setFailed(true);
  }, []);
  const clear = useCallback(() => setFailed(false), []);
  return { error: failed ? t('failure') : null, report, clear };
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
