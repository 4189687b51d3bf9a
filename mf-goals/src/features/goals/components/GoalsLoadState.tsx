import { Alert, Spinner } from '@ontrack/shell/ui';
import { useGoalsTranslation } from '../../../i18n';

/** Loading and failure of the goal list, alike on the page and in the preview. */
export function GoalsLoading() {
  const { t } = useGoalsTranslation();
  return <Spinner label={t('load.loading')} />;
}

export function GoalsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useGoalsTranslation();
  return (
    <div className="goals-load-failed">
      <Alert kind="error">{t('load.failed')}</Alert>
      <button type="button" className="ot-button ot-button--secondary" onClick={onRetry}>
        {t('load.retry')}
      </button>
    </div>
  );
}
