import { useMemo } from 'react';
import type Highcharts from 'highcharts';
import type { GoalDto } from '@ontrack/api/contracts';
import { calendarMonthsBetween, formatShortDate, isoToUtcMs, requireIsoDate, utcMsToIso } from '@ontrack/api/domain';
import { Chart, CHART_COLORS, formatWholeDollars } from '@ontrack/shell/ui/chart';

/** `Mar 15, 2027` for a chart x value (midnight UTC of the point's date). */
export function formatChartDate(ms: number): string {
  return formatShortDate(utcMsToIso(ms));
}

const MAX_LABELS = 4;
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

/** The x axis ticks and labels for a projection spanning `spannedMonths` months. */
export function monthlyTicks(spannedMonths: number): Pick<Highcharts.XAxisOptions, 'units' | 'labels'> {
  const months = Math.max(1, spannedMonths);
  if (months > MONTHLY_TICKS_UP_TO) {
    return { units: [['month', [3, 6]], ['year', [1, 2, 5, 10]]], labels: { format: LABEL_FORMAT } };
  }
  return { units: [['month', [1]]], labels: { format: LABEL_FORMAT, step: Math.ceil(months / MAX_LABELS) } };
}

/** Highcharts options of a goal's balance projection: one line of `series`, ticks on months. */
export function projectionOptions(goal: Pick<GoalDto, 'series' | 'targetAmount' | 'targetDate' | 'onTrack'>): Highcharts.Options {
  return {
    chart: { type: 'line' },
    legend: { enabled: false },
    xAxis: {
      type: 'datetime',
      // A tick on every month; on a long projection only every n-th is labelled, so about
      // MAX_LABELS show, and past MONTHLY_TICKS_UP_TO months ticks step by quarters or years.
      ...monthlyTicks(seriesMonths(goal.series)),
      plotLines: [{ value: isoToUtcMs(goal.targetDate), color: CHART_COLORS.muted, dashStyle: 'Dash', width: 1, label: { text: 'Target date' } }],
    },
    yAxis: {
      title: { text: 'Balance' },
      labels: {
        formatter() {
          return formatWholeDollars(Number(this.value));
        },
      },
      plotLines: [{ value: goal.targetAmount, color: CHART_COLORS.muted, dashStyle: 'Dash', width: 1, label: { text: 'Target' } }],
    },
    tooltip: {
      formatter() {
        return `<b>${formatChartDate(Number(this.x))}</b><br/>Balance: ${formatWholeDollars(Number(this.y))}`;
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
  const options = useMemo(() => projectionOptions(goal), [goal]);
  if (goal.series.length === 0) return <p className="goals-muted goals-chart-empty">No balance data available</p>;
  return <Chart options={options} label={`Balance projection for ${goal.name}`} height={220} testId={`goal-chart-${goal.id}`} />;
}
