import { useMemo } from 'react';
import type Highcharts from 'highcharts';
import type { GoalDto } from '@ontrack/api/contracts';
import { calendarMonthsBetween, formatShortDate, isoToUtcMs, requireIsoDate, utcMsToIso, type MoneyFormat } from '@ontrack/api/domain';
import { useMoney } from '@ontrack/shell/platform';
import { Chart, CHART_COLORS } from '@ontrack/shell/ui/chart';
import { projectionSummary, projectionTable } from '../lib/projection-text';

/** `Mar 15, 2027` for a chart x value (midnight UTC of the point's date). */
export function formatChartDate(ms: number): string {
  return formatShortDate(utcMsToIso(ms));
}

const MAX_LABELS = 4;
/** On a chart this narrow (a phone), about three labels only, so that they never run into each other. */
const NARROW_CHART_PX = 360;
const NARROW_MAX_LABELS = 3;
const LABEL_FORMAT = "{value:%b '%y}";
const MONTHLY_TICKS_UP_TO = 60;

/**
 * Calendar months the series spans, from its first date to its last: a long projection arrives with a
 * point every few months only (the server thins it), so its points do not count its months.
 */
export function seriesMonths(series: GoalDto['series']): number {
  if (series.length < 2) return 0;
  return calendarMonthsBetween(requireIsoDate(series[0].date), requireIsoDate(series[series.length - 1].date));
}

/** The x axis ticks and labels for a projection spanning `spannedMonths` months, about `maxLabels` labelled. */
export function monthlyTicks(spannedMonths: number, maxLabels = MAX_LABELS): Pick<Highcharts.XAxisOptions, 'units' | 'labels'> {
  const months = Math.max(1, spannedMonths);
  if (months > MONTHLY_TICKS_UP_TO) {
    return {
      units: [
        ['month', [3, 6]],
        ['year', [1, 2, 5, 10]],
      ],
      labels: { format: LABEL_FORMAT },
    };
  }
  return { units: [['month', [1]]], labels: { format: LABEL_FORMAT, step: Math.ceil(months / maxLabels) } };
}

/**
 * On a narrow chart: fewer month labels, and no "Balance" title beside the dollar labels (the
 * tooltip says it), so that the plot keeps its width.
 */
function narrowChartRule(spannedMonths: number): Highcharts.ResponsiveRulesOptions {
  return {
    condition: { maxWidth: NARROW_CHART_PX },
    chartOptions: { xAxis: { labels: monthlyTicks(spannedMonths, NARROW_MAX_LABELS).labels }, yAxis: { title: { text: undefined } } },
  };
}

/**
 * Highcharts options of a goal's balance projection: one line of `series`, ticks on months, the
 * balance axis and tooltip in `money`.
 */
export function projectionOptions(
  goal: Pick<GoalDto, 'series' | 'targetAmount' | 'targetDate' | 'onTrack'>,
  money: MoneyFormat,
): Highcharts.Options {
  const months = seriesMonths(goal.series);
  return {
    chart: { type: 'line' },
    responsive: { rules: [narrowChartRule(months)] },
    legend: { enabled: false },
    xAxis: {
      type: 'datetime',
      // A tick on every month; on a long projection only every n-th is labelled, so about
      // MAX_LABELS show, and past MONTHLY_TICKS_UP_TO months ticks step by quarters or years.
      ...monthlyTicks(months),
      plotLines: [
        { value: isoToUtcMs(goal.targetDate), color: CHART_COLORS.muted, dashStyle: 'Dash', width: 1, label: { text: 'Target date' } },
      ],
    },
    yAxis: {
      title: { text: 'Balance' },
      labels: {
        formatter() {
          return money.whole(Number(this.value));
        },
      },
      plotLines: [{ value: goal.targetAmount, color: CHART_COLORS.muted, dashStyle: 'Dash', width: 1, label: { text: 'Target' } }],
    },
    tooltip: {
      formatter() {
        return `<b>${formatChartDate(Number(this.x))}</b><br/>Balance: ${money.whole(Number(this.y))}`;
      },
    },
    series: [
      {
        type: 'line',
        name: 'Projected balance',
        color: goal.onTrack ? CHART_COLORS.savings : CHART_COLORS.expenses,
        marker: { enabled: false },
        data: goal.series.map((point) => [isoToUtcMs(point.date), point.balance]),
      },
    ],
  };
}

/** The balance projection of one goal, or the empty note when the server sent no points. */
export function ProjectionChart({ goal }: { goal: GoalDto }) {
  const money = useMoney();
  const options = useMemo(() => projectionOptions(goal, money), [goal, money]);
  const table = useMemo(() => projectionTable(goal, money), [goal, money]);
  if (goal.series.length === 0) return <p className="goals-muted goals-chart-empty">No balance data available</p>;
  return (
    <Chart
      options={options}
      label={`Balance projection for ${goal.name}`}
      summary={projectionSummary(goal, money)}
      table={table}
      height={220}
      testId={`goal-chart-${goal.id}`}
    />
  );
}
