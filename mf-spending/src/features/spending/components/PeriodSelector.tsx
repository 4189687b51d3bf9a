import { useSpendingTranslation } from '../../../i18n';
import type { AvailablePeriod, PeriodChoiceId } from '../lib/periods';

/** 12 / 6 / 3 Months, only those the data has, each saying whether it can show trends. */
export function PeriodSelector({
  periods,
  selected,
  onSelect,
}: {
  periods: readonly AvailablePeriod[];
  selected: PeriodChoiceId;
  onSelect: (id: PeriodChoiceId) => void;
}) {
  const { t } = useSpendingTranslation();
  return (
    <div className="spending-periods" role="group" aria-label={t('periods.label')}>
      {periods.map((period) => (
        <button
          key={period.id}
          type="button"
          className={`spending-period ${period.id === selected ? 'is-selected' : ''}`}
          aria-pressed={period.id === selected}
          onClick={() => onSelect(period.id)}
        >
          <span className="spending-period__label">{t('periods.months', { count: period.months })}</span>
          <span className={`spending-period__status ${period.hasTrends ? 'has-trends' : ''}`}>
            {period.hasTrends ? t('periods.trends') : t('periods.currentOnly')}
          </span>
        </button>
      ))}
    </div>
  );
}
