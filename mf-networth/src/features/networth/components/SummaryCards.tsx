import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { formatDollarsAndCents, formatWholeDollars } from '@ontrack/api/domain';

type Totals = NetWorthDashboardDto['currentTotals'];

const CARDS = [
  { key: 'assets', label: 'ASSETS' },
  { key: 'netWorth', label: 'NET WORTH' },
  { key: 'liabilities', label: 'LIABILITIES' },
] as const;

/** ASSETS, NET WORTH, LIABILITIES in whole dollars; the exact amount is the hover title. */
export function SummaryCards({ totals }: { totals: Totals }) {
  return (
    <dl className="nw-cards">
      {CARDS.map(({ key, label }) => {
        const value = totals[key];
        return (
          <div key={key} className={`nw-card nw-card--${key} ${value < 0 ? 'is-negative' : ''}`}>
            <dt>{label}</dt>
            <dd data-testid={`networth-card-${key}`} title={formatDollarsAndCents(value)}>
              {formatWholeDollars(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
