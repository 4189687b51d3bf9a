import type Highcharts from 'highcharts';
import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { isoToUtcMs } from '@ontrack/api/domain';
import { CHART_COLORS, formatWholeDollars } from '@ontrack/shell/ui/chart';
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
        return `<span style="color:${this.color}">●</span> ${this.series.name}: <b>${formatWholeDollars(this.y ?? 0)}</b><br/>`;
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
