import type Highcharts from 'highcharts';
import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { formatShortDate, isoToUtcMs, type MoneyFormat } from '@ontrack/api/domain';
import { CHART_COLORS, chartText, type ChartTable } from '@ontrack/shell/ui/chart';
import { formatShare, withShares, type Slice } from './format';

type History = NetWorthDashboardDto['netWorthHistory'];

/**
 * The history line chart: assets, liabilities and net worth at every entry date, on a datetime axis;
 * axis labels and tooltip in the user's `money` format.
 */
export function historyChartOptions(history: History, money: MoneyFormat): Highcharts.Options {
  const line = (name: string, color: string, pick: (point: History[number]) => number): Highcharts.SeriesLineOptions => ({
    type: 'line',
    name,
    color,
    data: history.map((point) => [isoToUtcMs(point.date), pick(point)]),
  });
  return {
    chart: { type: 'line' },
    xAxis: { type: 'datetime', title: { text: undefined } },
    yAxis: {
      title: { text: undefined },
      labels: {
        formatter() {
          return money.whole(Number(this.value));
        },
      },
    },
    tooltip: {
      shared: true,
      xDateFormat: '%b %e, %Y',
      pointFormatter() {
        // The lines' colours are CHART_COLORS strings; a gradient or pattern has no CSS colour to show.
        const color = typeof this.color === 'string' ? this.color : 'currentColor';
        return `<span style="color:${color}">●</span> ${chartText(this.series.name)}: <b>${money.whole(this.y ?? 0)}</b><br/>`;
      },
    },
    // A single date still shows as a dot per series, not as nothing.
    plotOptions: { line: { marker: { enabled: true, radius: 4 } } },
    legend: { enabled: true },
    series: [
      line('Assets', CHART_COLORS.assets, (point) => point.assets),
      line('Liabilities', CHART_COLORS.liabilities, (point) => point.liabilities),
      line('Net Worth', CHART_COLORS.netWorth, (point) => point.netWorth),
    ],
  };
}

/**
 * The history in words, for screen readers: how net worth moved from the first date to the last,
 * and the three totals on the last date.
 */
export function historySummary(history: History, money: MoneyFormat): string {
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return 'No history yet.';
  const latest = `On ${formatShortDate(last.date)}: assets ${money.whole(last.assets)}, liabilities ${money.whole(last.liabilities)}, net worth ${money.whole(last.netWorth)}.`;
  if (history.length === 1) return latest;
  return `Net worth went from ${money.whole(first.netWorth)} on ${formatShortDate(first.date)} to ${money.whole(last.netWorth)} on ${formatShortDate(last.date)}. ${latest}`;
}

/** Every date of the history with its three totals in whole units of `money`, as the lines draw them. */
export function historyTable(history: History, money: MoneyFormat): ChartTable {
  return {
    columns: ['Date', 'Assets', 'Liabilities', 'Net Worth'],
    rows: history.map((point) => [
      formatShortDate(point.date),
      money.whole(point.assets),
      money.whole(point.liabilities),
      money.whole(point.netWorth),
    ]),
  };
}

/** A pie in words, for screen readers: each category with its value and share, in the pie's order. */
export function breakdownSummary(slices: readonly Slice[], money: MoneyFormat): string {
  const parts = withShares(slices).map((slice) => `${slice.name} ${money.whole(slice.value)} (${formatShare(slice.share)})`);
  return `${parts.length} ${parts.length === 1 ? 'category' : 'categories'}: ${parts.join(', ')}.`;
}

/** A breakdown pie: one slice per category, in the category's fixed colour from the API. */
export function breakdownChartOptions(seriesName: string, slices: readonly Slice[], money: MoneyFormat): Highcharts.Options {
  const shared = withShares(slices);
  return {
    chart: { type: 'pie' },
    tooltip: {
      pointFormatter() {
        const slice = shared[this.index];
        return `<b>${money.whole(this.y ?? 0)}</b> (${slice ? formatShare(slice.share) : ''})`;
      },
    },
    plotOptions: { pie: { dataLabels: { enabled: false }, innerSize: '55%', borderWidth: 2 } },
    legend: { enabled: false },
    series: [
      {
        type: 'pie',
        name: seriesName,
        data: slices.map((slice) => ({ name: slice.name, y: slice.value, color: slice.color })),
      },
    ],
  };
}
