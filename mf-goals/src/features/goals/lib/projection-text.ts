/**
 * A goal's balance projection told in words and as a table, for people who cannot see the chart
 * (the chart wrapper reads the summary out before the chart and keeps the table for screen readers).
 */
import type { GoalDto } from '@ontrack/api/contracts';
import type { ChartTable } from '@ontrack/shell/ui/chart';
import { DEFAULT_DATE_FORMAT, type DateFormat, type MoneyFormat } from '@ontrack/api/domain';
import { i18n } from '@ontrack/shell/platform';
import { GOALS_NAMESPACE } from '../../../i18n';

const t = i18n.getFixedT(null, GOALS_NAMESPACE);

type ProjectedGoal = Pick<
  GoalDto,
  'series' | 'targetAmount' | 'targetDate' | 'onTrack' | 'projectedCompletion' | 'projectedAmountAtTarget'
>;

/**
 * Where the line starts and ends, the target, and whether (and when) it is reached, e.g. "The
 * projected balance goes from $1,000 on Jun 15, 2025 to $5,000 on Mar 15, 2027. Target: $5,000 by
 * Jun 15, 2026. Off track: $3,400 by the target date, reached in March 2027.", amounts in `money`,
 * dates in `dates`, words in the interface's language.
 */
export function projectionSummary(goal: ProjectedGoal, money: MoneyFormat, dates: DateFormat = DEFAULT_DATE_FORMAT): string {
  const first = goal.series[0];
  const last = goal.series[goal.series.length - 1];
  const line =
    first && last
      ? t('chart.line', {
          from: money.whole(first.balance),
          fromDate: dates.shortDate(first.date),
          to: money.whole(last.balance),
          toDate: dates.shortDate(last.date),
        })
      : t('chart.noLine');
  const target = t('chart.targetBy', { amount: money.whole(goal.targetAmount), date: dates.shortDate(goal.targetDate) });
  const reached = goal.projectedCompletion
    ? t('chart.reached', { date: dates.monthYear(goal.projectedCompletion) })
    : t('chart.notReached');
  const outcome = goal.onTrack
    ? t('chart.onTrack', { reached })
    : t('chart.offTrack', { amount: money.whole(goal.projectedAmountAtTarget), reached });
  return `${line} ${target} ${outcome}`;
}

/** Every point of the line: its date and the projected balance in whole units of `money`. */
export function projectionTable(goal: Pick<GoalDto, 'series'>, money: MoneyFormat, dates: DateFormat = DEFAULT_DATE_FORMAT): ChartTable {
  return {
    columns: [t('chart.date'), t('chart.series')],
    rows: goal.series.map((point) => [dates.shortDate(point.date), money.whole(point.balance)]),
  };
}
