import type { ContributionFrequency, GoalDto } from '@ontrack/api/contracts';
import { contributionIncreasePercent, delayMonths, formatMonthYear, shortfall } from '@ontrack/api/domain';
import { useMoney } from '@ontrack/shell/platform';

export const PER_FREQUENCY: Record<ContributionFrequency, string> = {
  weekly: 'per week',
  biweekly: 'every two weeks',
  monthly: 'per month',
};

/** `8 months`; a long delay also in years, which people grasp better: `502 months (about 42 years)`. */
export const months = (count: number) =>
  `${count} ${count === 1 ? 'month' : 'months'}${count >= 24 ? ` (about ${Math.round(count / 12)} years)` : ''}`;

/** Why an off-track goal is off track and what would put it back. */
export function OffTrackPanel({ goal }: { goal: GoalDto }) {
  const money = useMoney();
  const delay = delayMonths(goal);
  const increase = contributionIncreasePercent(goal);
  const per = PER_FREQUENCY[goal.contributionFrequency];
  return (
    <section className="goals-offtrack" aria-label={`Getting ${goal.name} back on track`}>
      <dl className="goals-offtrack__facts">
        <div>
          <dt>Projected shortfall</dt>
          <dd>{money.whole(shortfall(goal))}</dd>
        </div>
        <div>
          <dt>Delay</dt>
          <dd>{delay === null ? 'Not reached at the current pace' : months(delay)}</dd>
        </div>
      </dl>
      {goal.requiredContribution === null ? (
        <p className="goals-offtrack__advice">
          The target date has passed, so no contribution can reach the target by then. Choose a later target date to get a new plan.
        </p>
      ) : (
        <p className="goals-offtrack__advice">
          To get back on track, contribute <strong>{money.whole(goal.requiredContribution)}</strong> {per}
          {increase !== null ? (
            <>
              {' '}
              (<strong>{increase}%</strong> more than your current {money.whole(goal.contributionAmount)})
            </>
          ) : (
            ' (you contribute nothing at the moment)'
          )}
          .{goal.actualProjectedCompletion && <> You would then reach your goal in {formatMonthYear(goal.actualProjectedCompletion)}.</>}
        </p>
      )}
    </section>
  );
}
