import type Highcharts from 'highcharts';
import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { formatShortDate, formatWholeDollars, isoToUtcMs } from '@ontrack/api/domain';
import { CHART_COLORS, type ChartTable } from '@ontrack/shell/ui/chart';
import { formatShare, withShares, type Slice } from './format';

type History = NetWorthDashboardDto['netWorthHistory'];

/** The history line chart: assets, liabilities and net worth at every entry date, on a datetime axis. */
export function historyChartOptions(history: History): Highcharts.Options {
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
          return formatWholeDollars(Number(this.value));
        },
      },
    },
    tooltip: {
      shared: true,
      xDateFormat: '%b %e, %Y',
      pointFormatter() {
        // The lines' colours are CHART_COLORS strings; a gradient or pattern has no CSS colour to show.
        const color = typeof this.color === 'string' ? this.color : 'currentColor';
        return `<span style="color:${color}">●</span> ${this.series.name}: <b>${formatWholeDollars(this.y ?? 0)}</b><br/>`;
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
export function historySummary(history: History): string {
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return 'No history yet.';
  const latest = `On ${formatShortDate(last.date)}: assets ${formatWholeDollars(last.assets)}, liabilities ${formatWholeDollars(last.liabilities)}, net worth ${formatWholeDollars(last.netWorth)}.`;
  if (history.length === 1) return latest;
  return `Net worth went from ${formatWholeDollars(first.netWorth)} on ${formatShortDate(first.date)} to ${formatWholeDollars(last.netWorth)} on ${formatShortDate(last.date)}. ${latest}`;
}

/** Every date of the history with its three totals in whole dollars, as the lines draw them. */
export function historyTable(history: History): ChartTable {
  return {
    columns: ['Date', 'Assets', 'Liabilities', 'Net Worth'],
    rows: history.map((point) => [
      formatShortDate(point.date),
      formatWholeDollars(point.assets),
      formatWholeDollars(point.liabilities),
      formatWholeDollars(point.netWorth),
    ]),
  };
}

/** A pie in words, for screen readers: each category with its value and share, in the pie's order. */
export function breakdownSummary(slices: readonly Slice[]): string {
  const parts = withShares(slices).map((slice) => `${slice.name} ${formatWholeDollars(slice.value)} (${formatShare(slice.share)})`);
  return `${parts.length} ${parts.length === 1 ? 'category' : 'categories'}: ${parts.join(', ')}.`;
}

/** A breakdown pie: one slice per category, in the category's fixed colour from the API. */
export function breakdownChartOptions(seriesName: string, slices: readonly Slice[]): Highcharts.Options {
  const shared = withShares(slices);
  return {
    chart: { type: 'pie' },
    tooltip: {
      pointFormatter() {
        const slice = shared[this.index];
        return `<b>${formatWholeDollars(this.y ?? 0)}</b> (${slice ? formatShare(slice.share) : ''})`;
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
