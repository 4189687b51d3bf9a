import { useMemo } from 'react';
import { useMoney } from '@ontrack/shell/platform';
import { useNetWorthTranslation } from '../../../i18n';
import { Chart } from '@ontrack/shell/ui/chart';
import { breakdownChartOptions, breakdownSummary } from '../lib/chart-options';
import { formatShare, withShares, type Slice } from '../lib/format';

interface BreakdownPanelProps {
  /** `Asset Breakdown` or `Liability Breakdown`. */
  title: string;
  /** What the chart is called for screen readers and in tests. */
  chartLabel: string;
  testId: string;
  slices: readonly Slice[];
  emptyText: string;
}

/** A pie of current values by category, in each category's fixed colour, with its list beside it. */
export function BreakdownPanel({ title, chartLabel, testId, slices, emptyText }: BreakdownPanelProps) {
  const { t } = useNetWorthTranslation();
  const money = useMoney();
  const options = useMemo(() => breakdownChartOptions(title, slices, money), [title, slices, money]);
  const rows = useMemo(() => withShares(slices), [slices]);
  const headingId = `${testId}-title`;
  return (
    <section className="ot-card nw-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p className="nw-muted">{emptyText}</p>
      ) : (
        <div className="nw-breakdown">
          <Chart options={options} label={chartLabel} summary={breakdownSummary(slices, money)} height={220} testId={`${testId}-chart`} />
          <ul className="nw-category-list" aria-label={t('breakdown.byCategory', { title })} data-testid={`${testId}-list`}>
            {rows.map((row) => (
              <li key={row.name}>
                <span className="nw-swatch" style={{ background: row.color }} aria-hidden="true" />
                <span className="nw-category-list__name">{row.name}</span>
                <span className="nw-category-list__value">{money.whole(row.value)}</span>
                <span className="nw-category-list__share">{formatShare(row.share, money)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
