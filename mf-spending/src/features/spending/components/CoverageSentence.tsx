import type { PeriodDataDto } from '@ontrack/api/contracts';
import { coverageSentence } from '@ontrack/api/domain';

/** `Your data covers 6 of these 12 months` under a period that holds fewer months of data than it spans; nothing otherwise. */
export function CoverageSentence({ period, className }: { period: PeriodDataDto; className: string }) {
  const sentence = coverageSentence(period);
  return sentence ? (
    <p className={className} data-testid="coverage-sentence">
      {sentence}
    </p>
  ) : null;
}
