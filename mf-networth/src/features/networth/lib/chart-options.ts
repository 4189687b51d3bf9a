import type Highcharts from 'highcharts';
import type { NetWorthDashboardDto } from '@ontrack/api/contracts';
import { DEFAULT_DATE_FORMAT, isoToUtcMs, utcMsToIso, type DateFormat, type MoneyFormat } from '@ontrack/api/domain';
import { i18n } from '@ontrack/shell/platform';
import { CHART_COLORS, chartText, type ChartTable } from '@ontrack/shell/ui/chart';
import { NETWORTH_NAMESPACE } from '../../../i18n';
import { formatShare, withShares, type Slice } from './format';

const t = i18n.getFixedT(null, NETWORTH_NAMESPACE);

type History = NetWorthDashboardDto['netWorthHistory'];

/** One line of the history's tooltip: the series' colour, its name (as text) and the amount in `money`. */
export function historyTooltipLine(point: Pick<Highcharts.Point, 'color' | 'y' | 'series'>, money: MoneyFormat): string {
  // The lines' colours are CHART_COLORS strings; a gradient or pattern has no CSS colour to show.
  const color = typeof point.color === 'string' ? point.color : 'currentColor';
  return `<span style="color:${color}">●</span> ${chartText(point.series.name)}: <b>${money.whole(point.y ?? 0)}</b><br/>`;
}

/**
 * The history line chart: assets, liabilities and net worth at every entry date, on a datetime axis;
 * axis labels and tooltip in the user's `money` format, dates in `dates`, words in the interface's language.
 */
export function historyChartOptions(history: History, money: MoneyFormat, dates: DateFormat = DEFAULT_DATE_FORMAT): Highcharts.Options {
  const line = (name: string, color: string, pick: (point: History[number]) => number): Highcharts.SeriesLineOptions => ({
    type: 'line',
    name,
    color,
    data: history.map((point) => [isoToUtcMs(point.date), pick(point)]),
  });
  return {
    chart: { type: 'line' },
    xAxis: {
      type: 'datetime',
      title: { text: undefined },
      // Month names in the user's locale: `Mar 2025` on a month's first day, else the day's date.
      labels: {
        formatter() {
          const iso = utcMsToIso(Number(this.value));
          return iso.endsWith('-01') ? `${dates.monthName(Number(iso.slice(5, 7)), 'short')} ${iso.slice(0, 4)}` : dates.shortDate(iso);
        },
      },
    },
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
      // The date as the user's locale writes it, then a line per series.
      formatter() {
        const header = `<span style="font-size: 0.8em">${dates.shortDate(utcMsToIso(Number(this.x)))}</span><br/>`;
        return header + (this.points ?? [this]).map((point) => historyTooltipLine(point, money)).join('');
      },
    },
    // A single date still shows as a dot per series, not as nothing.
    plotOptions: { line: { marker: { enabled: true, radius: 4 } } },
    legend: { enabled: true },
    series: [
      line(t('history.assets'), CHART_COLORS.assets, (point) => point.assets),
      line(t('history.liabilities'), CHART_COLORS.liabilities, (point) => point.liabilities),
      line(t('history.netWorth'), CHART_COLORS.netWorth, (point) => point.netWorth),
    ],
  };
}

/**
 * The history in words, for screen readers: how net worth moved from the first date to the last,
 * and the three totals on the last date.
 */
export function historySummary(history: History, money: MoneyFormat, dates: DateFormat = DEFAULT_DATE_FORMAT): string {
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return t('history.none');
  const latest = t('history.latest', {
    date: dates.shortDate(last.date),
    assets: money.whole(last.assets),
    liabilities: money.whole(last.liabilities),
    netWorth: money.whole(last.netWorth),
  });
  if (history.length === 1) return latest;
  const moved = t('history.moved', {
    from: money.whole(first.netWorth),
    fromDate: dates.shortDate(first.date),
    to: money.whole(last.netWorth),
    toDate: dates.shortDate(last.date),
  });
  return `${moved} ${latest}`;
}

/** Every date of the history with its three totals in whole units of `money`, as the lines draw them. */
export function historyTable(history: History, money: MoneyFormat, dates: DateFormat = DEFAULT_DATE_FORMAT): ChartTable {
  return {
    columns: [t('history.date'), t('history.assets'), t('history.liabilities'), t('history.netWorth')],
    rows: history.map((point) => [
      dates.shortDate(point.date),
      money.whole(point.assets),
      money.whole(point.liabilities),
      money.whole(point.netWorth),
    ]),
  };
}

/** A pie in words, for screen readers: each category with its value and share, in the pie's order. */
export function breakdownSummary(slices: readonly Slice[], money: MoneyFormat): string {
  const parts = withShares(slices).map((slice) => `${slice.name} ${money.whole(slice.value)} (${formatShare(slice.share, money)})`);
  return t('breakdown.summary', { count: parts.length, parts: parts.join(', ') });
}

/** A breakdown pie: one slice per category, in the category's fixed colour from the API. */
export function breakdownChartOptions(seriesName: string, slices: readonly Slice[], money: MoneyFormat): Highcharts.Options {
  const shared = withShares(slices);
  return {
    chart: { type: 'pie' },
    tooltip: {
      pointFormatter() {
        const slice = shared[this.index];
        return `<b>${money.whole(this.y ?? 0)}</b> (${slice ? formatShare(slice.share, money) : ''})`;
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
