import type { ReactNode } from 'react';
import { useMoney } from '@ontrack/shell/platform';

interface SummaryTileProps {
  id: string;
  label: string;
  /** In major units with cents; shown in whole units of the user's money, with the exact amount as the tooltip. */
  amount: number;
  detail?: ReactNode;
  children?: ReactNode;
}

/** One figure of the Financial Summary card. */
export function SummaryTile({ id, label, amount, detail, children }: SummaryTileProps) {
  const money = useMoney();
  const headingId = `dash-tile-${id}`;
  return (
    <section className={`dash-tile dash-tile--${id}`} aria-labelledby={headingId} data-testid={`tile-${id}`}>
      <h3 id={headingId} className="dash-tile__label">
        {label}
      </h3>
      <p className="dash-tile__amount" title={money.exact(amount)} data-testid={`tile-${id}-amount`}>
        {money.whole(amount)}
      </p>
      {detail !== undefined && (
        <p className="dash-tile__detail" data-testid={`tile-${id}-detail`}>
          {detail}
        </p>
      )}
      {children}
    </section>
  );
}
