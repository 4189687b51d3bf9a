import type { PeriodDataDto } from '@ontrack/api/contracts';
import { coverageSentence } from '@ontrack/api/domain';
import { useSpendingTranslation } from '../../../i18n';

/** `Your data covers 6 of these 12 months` under a period that holds fewer months of data than it spans; nothing otherwise. */
export function CoverageSentence({ period, className }: { period: PeriodDataDto; className: string }) {
  const { t } = useSpendingTranslation();
  // The domain decides whether to say it (coverage.ts); the words are the user's language.
  const sentence =
    coverageSentence(period) === null ? null : t('coverage', { covered: period.months_covered, count: period.months_in_window });
  return sentence ? (
    <p className={className} data-testid="coverage-sentence">
      {sentence}
    </p>
  ) : null;
}
