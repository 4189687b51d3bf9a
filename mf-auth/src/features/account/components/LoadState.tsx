import { Alert, Spinner } from '@ontrack/shell/ui';
import { useAuthTranslation } from '../../../i18n';

/** A section's read still under way: what the Account view's sections show until their data is there. */
interface LoadingRead {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * While an Account view section's read is not answered: a spinner saying `loading`, or, once it
 * failed, `failed` with a Retry button that reads it again.
 */
export function LoadState({ read, loading, failed }: { read: LoadingRead; loading: string; failed: string }) {
  const { t } = useAuthTranslation();
  if (!read.isError) return <Spinner label={loading} />;
  return (
    <>
      <Alert kind="error">{failed}</Alert>
      <div className="ot-actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={() => void read.refetch()} disabled={read.isFetching}>
          {read.isFetching ? t('retrying') : t('retry')}
        </button>
      </div>
    </>
  );
}
