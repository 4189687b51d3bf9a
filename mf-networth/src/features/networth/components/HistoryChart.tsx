import { useMemo } from 'react';
import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { useNetWorthTranslation } from '../../../i18n';
import { Chart } from '@ontrack/shell/ui/chart';
import { historyChartOptions, historySummary, historyTable } from '../lib/chart-options';

/** Assets, liabilities and net worth over `netWorthHistory`. */
export function HistoryChart({ history, height }: { history: NetWorthDashboardDto['netWorthHistory']; height?: number }) {
  const { t, i18n } = useNetWorthTranslation();
  const money = useMoney();
  const dates = useDates();
  const language = i18n.language;
  // Made again when the language changes: the options carry its words.
  const options = useMemo(() => historyChartOptions(history, money, dates), [history, money, dates, language]); // eslint-disable-line react-hooks/exhaustive-deps -- language: the words inside
  const table = useMemo(() => historyTable(history, money, dates), [history, money, dates, language]); // eslint-disable-line react-hooks/exhaustive-deps -- language: the words inside
  return (
    <section className="ot-card nw-panel" aria-labelledby="nw-history-title">
      <h2 id="nw-history-title">{t('history.title')}</h2>
      {history.length === 0 ? (
        <p className="nw-muted">{t('history.empty')}</p>
      ) : (
        <Chart
          options={options}
          label={t('history.label')}
          summary={historySummary(history, money, dates)}
          table={table}
          height={height}
          testId="networth-history-chart"
        />
      )}
    </section>
  );
}
