import { useId } from 'react';
import type { PeriodDataDto } from '@ontrack/api/contracts';
import { useLocale } from '@ontrack/shell/platform';
import { useSpendingTranslation } from '../../../i18n';
import { financialHealth, formatRatio } from '../lib/health';

/** Expense ratio (expenses / income) and savings rate (savings / income) of the selected period. */
export function FinancialHealthPanel({ period }: { period: PeriodDataDto }) {
  const id = useId();
  const { t } = useSpendingTranslation();
  const locale = useLocale();
  const { expenseRatio, savingsRate } = financialHealth(period);
  return (
    <section className="ot-card spending-health" aria-labelledby={id}>
      <h3 id={id}>{t('health.title')}</h3>
      <dl className="spending-health__metrics">
        <div>
          <dt>{t('health.expenseRatio')}</dt>
          <dd data-testid="expense-ratio">{formatRatio(expenseRatio, locale)}</dd>
          <dd className="spending-health__hint">{t('health.expenseHint')}</dd>
        </div>
        <div>
          <dt>{t('health.savingsRate')}</dt>
          <dd data-testid="savings-rate">{formatRatio(savingsRate, locale)}</dd>
          <dd className="spending-health__hint">{t('health.savingsHint')}</dd>
        </div>
      </dl>
      {expenseRatio === null && <p className="spending-health__note">{t('health.noIncome')}</p>}
    </section>
  );
}
