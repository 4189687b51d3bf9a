import { useId } from 'react';
import type { PeriodDataDto } from '@ontrack/api/contracts';
import { financialHealth, formatRatio } from '../lib/health';

/** Expense ratio (expenses / income) and savings rate (savings / income) of the selected period. */
export function FinancialHealthPanel({ period }: { period: PeriodDataDto }) {
  const id = useId();
  const { expenseRatio, savingsRate } = financialHealth(period);
  return (
    <section className="ot-card spending-health" aria-labelledby={id}>
      <h3 id={id}>Financial Health</h3>
      <dl className="spending-health__metrics">
        <div>
          <dt>Expense Ratio</dt>
          <dd data-testid="expense-ratio">{formatRatio(expenseRatio)}</dd>
          <dd className="spending-health__hint">of income spent</dd>
        </div>
        <div>
          <dt>Savings Rate</dt>
          <dd data-testid="savings-rate">{formatRatio(savingsRate)}</dd>
          <dd className="spending-health__hint">of income saved</dd>
        </div>
      </dl>
      {expenseRatio === null && (
        <p className="spending-health__note">No income was recorded in this period, so these ratios cannot be worked out.</p>
      )}
    </section>
  );
}
