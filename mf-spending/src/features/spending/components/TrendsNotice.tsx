import { useSpendingTranslation } from '../../../i18n';
import type { AvailablePeriod } from '../lib/periods';

/**
 * Shown when the selected period has no earlier window to compare with: none at all, or one
 * holding too few months, which it names instead of a percentage change.
 */
export function TrendsNotice({ period, onUpload }: { period: AvailablePeriod; onUpload: () => void }) {
  const { t } = useSpendingTranslation();
  const thin = period.thinPrevious;
  return (
    <div className="ot-alert ot-alert--info spending-notice" role="status" data-testid="trends-notice">
      {thin && <p data-testid="no-comparison">{t('noComparison', { window: thin.months_in_window, count: thin.months_covered })}.</p>}
      <p>{t('trends.text', { count: period.months })}</p>
      <button type="button" className="ot-button" onClick={onUpload}>
        {t('trends.upload')}
      </button>
    </div>
  );
}
