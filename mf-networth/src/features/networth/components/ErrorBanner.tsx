import { X } from '@ontrack/shell/ui';
import { useNetWorthTranslation } from '../../../i18n';

/** The stored error, with a button that clears it. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useNetWorthTranslation();
  return (
    <div className="ot-alert ot-alert--error nw-banner" role="alert">
      <span>{message}</span>
      <button type="button" className="ot-icon-button" aria-label={t('dismiss')} onClick={onDismiss}>
        <X size={18} />
      </button>
    </div>
  );
}
