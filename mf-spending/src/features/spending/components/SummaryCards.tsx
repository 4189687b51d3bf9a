import { useId } from 'react';
import type { PeriodDataDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { useSpendingTranslation } from '../../../i18n';
import { periodUnit } from '../lib/period-length';

function SummaryCard({ title, value, unit, tone }: { title: string; value: string; unit?: string; tone: string }) {
  const id = useId();
  return (
    <section className={`ot-card spending-card spending-card--${tone}`} aria-labelledby={id}>
      <h3 id={id} className="spending-card__title">
        {title}
      </h3>
      <p className="spending-card__value">
        {value}
        {unit && <span className="spending-card__unit"> {unit}</span>}
      </p>
    </section>
  );
}

/** Total Income, Total Expenses, Total Savings and Period Length of the selected period. */
export function SummaryCards({ period, payPeriodType }: { period: PeriodDataDto; payPeriodType: string }) {
  const money = useMoney();
  const { t } = useSpendingTranslation();
  return (
    <div className="spending-cards">
      <SummaryCard title={t('cards.income')} value={money.whole(period.total_income)} tone="income" />
      <SummaryCard title={t('cards.expenses')} value={money.whole(period.total_expenses)} tone="expenses" />
      <SummaryCard title={t('cards.savings')} value={money.whole(period.total_savings)} tone="savings" />
      <SummaryCard
        title={t('cards.length')}
        value={String(period.period_count)}
        unit={periodUnit(t, payPeriodType, period.period_count)}
        tone="length"
      />
    </div>
  );
}
