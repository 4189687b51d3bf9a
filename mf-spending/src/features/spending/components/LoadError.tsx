import { Alert } from '@ontrack/shell/ui';
import { useSpendingTranslation } from '../../../i18n';

/**
 * A failed analysis load. The spec gives one text for goals, analysis and spending load failures,
 * "Unable to load goals" (`loadError.text`), so that is what shows, with a way to try again.
 */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useSpendingTranslation();
  return (
    <Alert kind="error">
      <p className="spending-load-error__text">{t('loadError.text')}</p>
      <button type="button" className="ot-button ot-button--secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? t('loadError.retrying') : t('loadError.retry')}
      </button>
    </Alert>
  );
}
