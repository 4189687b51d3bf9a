/**
 * A goal's balance projection told in words and as a table, for people who cannot see the chart
 * (the chart wrapper reads the summary out before the chart and keeps the table for screen readers).
 */
import type { GoalDto } from '@ontrack/api/contracts';
import type { ChartTable } from '@ontrack/shell/ui/chart';
import { formatMonthYear, formatShortDate, type MoneyFormat } from '@ontrack/api/domain';

type ProjectedGoal = Pick<
  GoalDto,
  'series' | 'targetAmount' | 'targetDate' | 'onTrack' | 'projectedCompletion' | 'projectedAmountAtTarget'
>;

/**
 * Where the line starts and ends, the target, and whether (and when) it is reached, e.g. "The
 * projected balance goes from $1,000 on Jun 15, 2025 to $5,000 on Mar 15, 2027. Target: $5,000 by
 * Jun 15, 2026. Off track: $3,400 by the target date, reached in March 2027.", amounts in `money`.
 */
export function projectionSummary(goal: ProjectedGoal, money: MoneyFormat): string {
  const first = goal.series[0];
  const last = goal.series[goal.series.length - 1];
  const line =
    first && last
      ? `The projected balance goes from ${money.whole(first.balance)} on ${formatShortDate(first.date)} to ${money.whole(last.balance)} on ${formatShortDate(last.date)}.`
      : 'No balance is projected.';
  const target = `Target: ${money.whole(goal.targetAmount)} by ${formatShortDate(goal.targetDate)}.`;
  const reached = goal.projectedCompletion
    ? `reached in ${formatMonthYear(goal.projectedCompletion)}`
    : 'not reached within the projection';
  const outcome = goal.onTrack
    ? `On track, ${reached}.`
    : `Off track: ${money.whole(goal.projectedAmountAtTarget)} by the target date, ${reached}.`;
  return `${line} ${target} ${outcome}`;
}

/** Every point of the line: its date and the projected balance in whole units of `money`. */
export function projectionTable(goal: Pick<GoalDto, 'series'>, money: MoneyFormat): ChartTable {
  return {
    columns: ['Date', 'Projected balance'],
    rows: goal.series.map((point) => [formatShortDate(point.date), money.whole(point.balance)]),
  };
}
