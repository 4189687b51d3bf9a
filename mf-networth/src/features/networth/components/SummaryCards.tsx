import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';

type Totals = NetWorthDashboardDto['currentTotals'];

const CARDS = [
  { key: 'assets', label: 'ASSETS' },
  { key: 'netWorth', label: 'NET WORTH' },
  { key: 'liabilities', label: 'LIABILITIES' },
] as const;

/** ASSETS, NET WORTH, LIABILITIES in whole units of the user's currency; the exact amount is the hover title. */
export function SummaryCards({ totals }: { totals: Totals }) {
  const money = useMoney();
  return (
    <dl className="nw-cards">
      {CARDS.map(({ key, label }) => {
        const value = totals[key];
        return (
          <div key={key} className={`nw-card nw-card--${key} ${value < 0 ? 'is-negative' : ''}`}>
            <dt>{label}</dt>
            <dd data-testid={`networth-card-${key}`} title={money.exact(value)}>
              {money.whole(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
