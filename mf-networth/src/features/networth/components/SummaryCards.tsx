import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { useNetWorthTranslation } from '../../../i18n';

type Totals = NetWorthDashboardDto['currentTotals'];

const CARDS = ['assets', 'netWorth', 'liabilities'] as const;

/** ASSETS, NET WORTH, LIABILITIES in whole units of the user's currency; the exact amount is the hover title. */
export function SummaryCards({ totals }: { totals: Totals }) {
  const { t } = useNetWorthTranslation();
  const money = useMoney();
  const labels = { assets: t('cards.assets'), netWorth: t('cards.netWorth'), liabilities: t('cards.liabilities') };
  return (
    <dl className="nw-cards">
      {CARDS.map((key) => {
        const value = totals[key];
        return (
          <div key={key} className={`nw-card nw-card--${key} ${value < 0 ? 'is-negative' : ''}`}>
            <dt>{labels[key]}</dt>
            <dd data-testid={`networth-card-${key}`} title={money.exact(value)}>
              {money.whole(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
