import { useMemo } from 'react';
import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { Chart } from '@ontrack/shell/ui/chart';
import { historyChartOptions, historySummary, historyTable } from '../lib/chart-options';

/** Assets, liabilities and net worth over `netWorthHistory`. */
export function HistoryChart({ history, height }: { history: NetWorthDashboardDto['netWorthHistory']; height?: number }) {
  const money = useMoney();
  const options = useMemo(() => historyChartOptions(history, money), [history, money]);
  const table = useMemo(() => historyTable(history, money), [history, money]);
  return (
    <section className="ot-card nw-panel" aria-labelledby="nw-history-title">
      <h2 id="nw-history-title">Net Worth History</h2>
      {history.length === 0 ? (
        <p className="nw-muted">Your history appears once you add an entry.</p>
      ) : (
        <Chart
          options={options}
          label="Net worth history: assets, liabilities and net worth over time"
          summary={historySummary(history, money)}
          table={table}
          height={height}
          testId="networth-history-chart"
        />
      )}
    </section>
  );
}
