import { useMemo } from 'react';
import type Highcharts from 'highcharts';
import type { GoalDto } from '@ontrack/api/contracts';
import {
  calendarMonthsBetween,
  DEFAULT_DATE_FORMAT,
  isoToUtcMs,
  requireIsoDate,
  utcMsToIso,
  type DateFormat,
  type MoneyFormat,
} from '@ontrack/api/domain';
import { i18n, useDates, useMoney } from '@ontrack/shell/platform';
import { Chart, CHART_COLORS } from '@ontrack/shell/ui/chart';
import { GOALS_NAMESPACE, useGoalsTranslation } from '../../../i18n';
import { projectionSummary, projectionTable } from '../lib/projection-text';

const t = i18n.getFixedT(null, GOALS_NAMESPACE);

/** `Mar 15, 2027` for a chart x value (midnight UTC of the point's date), in `dates`. */
export function formatChartDate(ms: number, dates: DateFormat = DEFAULT_DATE_FORMAT): string {
  return dates.shortDate(utcMsToIso(ms));
}

/** `Mar '25`, `März '25` for a tick (midnight UTC of its date): the month's short name in `dates`. */
export function monthTickLabel(ms: number, dates: DateFormat = DEFAULT_DATE_FORMAT): string {
  const date = new Date(ms);
  return `${dates.monthName(date.getUTCMonth() + 1, 'short')} '${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;
}

const MAX_LABELS = 4;
/** On a chart this narrow (a phone), about three labels only, so that they never run into each other. */
const NARROW_CHART_PX = 360;
const NARROW_MAX_LABELS = 3;
const MONTHLY_TICKS_UP_TO = 60;

/**
 * Calendar months the series spans, from its first date to its last: a long projection arrives with a
 * point every few months only (the server thins it), so its points do not count its months.
 */
export function seriesMonths(series: GoalDto['series']): number {
  if (series.length < 2) return 0;
  return calendarMonthsBetween(requireIsoDate(series[0].date), requireIsoDate(series[series.length - 1].date));
}

/** The x axis ticks and labels for a projection spanning `spannedMonths` months, about `maxLabels` labelled, months named in `dates`. */
export function monthlyTicks(
  spannedMonths: number,
  maxLabels = MAX_LABELS,
  dates: DateFormat = DEFAULT_DATE_FORMAT,
): Pick<Highcharts.XAxisOptions, 'units' | 'labels'> {
  const months = Math.max(1, spannedMonths);
  const formatter: Highcharts.AxisLabelsFormatterCallbackFunction = function () {
    return monthTickLabel(Number(this.value), dates);
  };
  if (months > MONTHLY_TICKS_UP_TO) {
    return {
      units: [
        ['month', [3, 6]],
        ['year', [1, 2, 5, 10]],
      ],
      labels: { formatter },
    };
  }
  return { units: [['month', [1]]], labels: { formatter, step: Math.ceil(months / maxLabels) } };
}

/**
 * On a narrow chart: fewer month labels, and no "Balance" title beside the dollar labels (the
 * tooltip says it), so that the plot keeps its width.
 */
function narrowChartRule(spannedMonths: number, dates: DateFormat): Highcharts.ResponsiveRulesOptions {
  return {
    condition: { maxWidth: NARROW_CHART_PX },
    chartOptions: {
      xAxis: { labels: monthlyTicks(spannedMonths, NARROW_MAX_LABELS, dates).labels },
      yAxis: { title: { text: undefined } },
    },
  };
}

/**
 * Highcharts options of a goal's balance projection: one line of `series`, ticks on months, the
 * balance axis and tooltip in `money`, dates in `dates`, words in the interface's language.
 */
export function projectionOptions(
  goal: Pick<GoalDto, 'series' | 'targetAmount' | 'targetDate' | 'onTrack'>,
  money: MoneyFormat,
  dates: DateFormat = DEFAULT_DATE_FORMAT,
): Highcharts.Options {
  const months = seriesMonths(goal.series);
  return {
    chart: { type: 'line' },
    responsive: { rules: [narrowChartRule(months, dates)] },
    legend: { enabled: false },
    xAxis: {
      type: 'datetime',
      // A tick on every month; on a long projection only every n-th is labelled, so about
      // MAX_LABELS show, and past MONTHLY_TICKS_UP_TO months ticks step by quarters or years.
      ...monthlyTicks(months, MAX_LABELS, dates),
      plotLines: [
        {
          value: isoToUtcMs(goal.targetDate),
          color: CHART_COLORS.muted,
          dashStyle: 'Dash',
          width: 1,
          label: { text: t('chart.targetDate') },
        },
      ],
    },
    yAxis: {
      title: { text: t('chart.balance') },
      labels: {
        formatter() {
          return money.whole(Number(this.value));
        },
      },
      plotLines: [{ value: goal.targetAmount, color: CHART_COLORS.muted, dashStyle: 'Dash', width: 1, label: { text: t('chart.target') } }],
    },
    tooltip: {
      formatter() {
        return `<b>${formatChartDate(Number(this.x), dates)}</b><br/>${t('chart.tooltip', { amount: money.whole(Number(this.y)) })}`;
      },
    },
    series: [
      {
        type: 'line',
        name: t('chart.series'),
        color: goal.onTrack ? CHART_COLORS.savings : CHART_COLORS.expenses,
        marker: { enabled: false },
        data: goal.series.map((point) => [isoToUtcMs(point.date), point.balance]),
      },
    ],
  };
}

/** The balance projection of one goal, or the empty note when the server sent no points. */
export function ProjectionChart({ goal }: { goal: GoalDto }) {
  const { t: translate, i18n: instance } = useGoalsTranslation();
  const money = useMoney();
  const dates = useDates();
  const language = instance.language;
  // Made again when the language changes: the options carry its words.
  const options = useMemo(() => projectionOptions(goal, money, dates), [goal, money, dates, language]); // eslint-disable-line react-hooks/exhaustive-deps -- language: the words inside
  const table = useMemo(() => projectionTable(goal, money, dates), [goal, money, dates, language]); // eslint-disable-line react-hooks/exhaustive-deps -- language: the words inside
  if (goal.series.length === 0) return <p className="goals-muted goals-chart-empty">{translate('chart.empty')}</p>;
  return (
    <Chart
      options={options}
      label={translate('chart.label', { name: goal.name })}
      summary={projectionSummary(goal, money, dates)}
      table={table}
      height={220}
      testId={`goal-chart-${goal.id}`}
    />
  );
}
