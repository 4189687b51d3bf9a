import { noComparisonSentence } from '@ontrack/api/domain';
import type { AvailablePeriod } from '../lib/periods';

/**
 * Shown when the selected period has no earlier window to compare with: none at all, or one
 * holding too few months, which it names instead of a percentage change.
 */
export function TrendsNotice({ period, onUpload }: { period: AvailablePeriod; onUpload: () => void }) {
  return (
    <div className="ot-alert ot-alert--info spending-notice" role="status" data-testid="trends-notice">
      {period.thinPrevious && <p data-testid="no-comparison">{noComparisonSentence(period.thinPrevious)}.</p>}
      <p>
        Trends need an earlier period to compare with. Upload data covering the {period.months} months before this period to see how your
        money changes.
      </p>
      <button type="button" className="ot-button" onClick={onUpload}>
        Upload More Data
      </button>
    </div>
  );
}
