import type { MoneyFormat } from '@ontrack/api/domain';
import { useMemo } from 'react';
import type Highcharts from 'highcharts';
import { useMoney } from '@ontrack/shell/platform';
import { Chart, CHART_COLORS, chartText } from '@ontrack/shell/ui/chart';
import type { BreakdownRow } from '../lib/breakdown';
import type { CategoryKind } from '../lib/change';
import { useSpendingTranslation, type SpendingT } from '../../../i18n';

/** How many bars the chart shows; the table below lists every category. */
export const CHART_CATEGORY_COUNT = 8;

/** About the width of one character of an axis label (0.8em of the 16 px page font), in pixels. */
const LABEL_CHAR_PX = 7;

/**
 * Room right of the plot for the value axis's last label, which is centred on the plot's right
 * edge: half its width. Highcharts would otherwise cut it to fit ("$2…"). The axis may end on a
 * tick past the largest bar (at most about twice it), so that label is estimated from twice it.
 */
export function lastLabelRoom(largest: number, money: MoneyFormat): number {
  const widest = money.whole(Math.max(largest, 1) * 2).length * LABEL_CHAR_PX;
  return Math.ceil(widest / 2) + 4;
}

/**
 * Bar chart options for the largest categories of a tab, current period against the previous one
 * when there is a comparison window, the value axis and tooltip in `money`. Pure, so tests can read
 * the series.
 */
export function topCategoriesChartOptions(
  kind: CategoryKind,
  rows: readonly BreakdownRow[],
  hasTrends: boolean,
  money: MoneyFormat,
  t: SpendingT,
): Highcharts.Options {
  const top = rows.slice(0, CHART_CATEGORY_COUNT);
  const series: Highcharts.SeriesOptionsType[] = [
    { type: 'bar', name: t('table.current'), color: CHART_COLORS[kind], data: top.map((row) => row.total) },
  ];
  if (hasTrends)
    series.push({ type: 'bar', name: t('table.previous'), color: CHART_COLORS.muted, data: top.map((row) => row.previous ?? 0) });
  const largest = Math.max(0, ...top.map((row) => Math.max(row.total, row.previous ?? 0)));
  return {
    chart: { type: 'bar', spacingRight: lastLabelRoom(largest, money) },
    xAxis: { categories: top.map((row) => row.name) },
    yAxis: {
      title: { text: undefined },
      tickPixelInterval: 110,
      labels: {
        // Drawn whole, into the room kept right of the plot, rather than cut at the chart's edge.
        overflow: 'allow',
        formatter() {
          return money.whole(Number(this.value));
        },
      },
    },
    legend: { enabled: hasTrends },
    tooltip: {
      shared: true,
      formatter() {
        // The category is the user's: text, never markup (chartText).
        const lines = (this.points ?? []).map((point) => `${chartText(point.series.name)}: <b>${money.whole(point.y ?? 0)}</b>`);
        return [`<b>${chartText(this.key ?? this.x)}</b>`, ...lines].join('<br/>');
      },
    },
    plotOptions: { bar: { groupPadding: 0.1 } },
    series,
  };
}

/** The bars in words, for screen readers: each category's total, and the previous period's beside it. */
export function topCategoriesSummary(rows: readonly BreakdownRow[], hasTrends: boolean, money: MoneyFormat, t: SpendingT): string {
  const bars = rows.slice(0, CHART_CATEGORY_COUNT).map((row) => {
    const words = { name: row.name, amount: money.whole(row.total) };
    return hasTrends ? t('chart.barPrevious', { ...words, previous: money.whole(row.previous ?? 0) }) : t('chart.bar', words);
  });
  return `${bars.join(', ')}.`;
}

/** `Top 6 expense categories`, and what the bars set against each other when there are trends. */
function chartLabel(t: SpendingT, kind: CategoryKind, hasTrends: boolean, count: number): string {
  if (kind === 'income') return hasTrends ? t('chart.incomeTrends', { count }) : t('chart.income', { count });
  if (kind === 'savings') return hasTrends ? t('chart.savingsTrends', { count }) : t('chart.savings', { count });
  return hasTrends ? t('chart.expensesTrends', { count }) : t('chart.expenses', { count });
}

export function TopCategoriesChart({ kind, rows, hasTrends }: { kind: CategoryKind; rows: readonly BreakdownRow[]; hasTrends: boolean }) {
  const money = useMoney();
  const { t } = useSpendingTranslation();
  const options = useMemo(() => topCategoriesChartOptions(kind, rows, hasTrends, money, t), [kind, rows, hasTrends, money, t]);
  if (rows.length === 0) return null;
  const shown = Math.min(rows.length, CHART_CATEGORY_COUNT);
  const label = chartLabel(t, kind, hasTrends, shown);
  return (
    <Chart
      options={options}
      label={label}
      summary={topCategoriesSummary(rows, hasTrends, money, t)}
      height={Math.max(180, shown * (hasTrends ? 48 : 34) + 60)}
      testId="top-categories-chart"
    />
  );
}
