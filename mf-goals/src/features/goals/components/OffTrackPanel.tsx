import type { GoalDto } from '@ontrack/api/contracts';
import { contributionIncreasePercent, delayMonths, shortfall } from '@ontrack/api/domain';
import { Trans, useDates, useMoney } from '@ontrack/shell/platform';
import { GOALS_NAMESPACE, useGoalsTranslation } from '../../../i18n';
import { PER_FREQUENCY, months } from '../lib/labels';

/** Why an off-track goal is off track and what would put it back. */
export function OffTrackPanel({ goal }: { goal: GoalDto }) {
  const { t } = useGoalsTranslation();
  const money = useMoney();
  const dates = useDates();
  const delay = delayMonths(goal);
  const increase = contributionIncreasePercent(goal);
  const values = {
    amount: goal.requiredContribution === null ? '' : money.whole(goal.requiredContribution),
    per: PER_FREQUENCY[goal.contributionFrequency](),
    increase,
    current: money.whole(goal.contributionAmount),
  };
  return (
    <section className="goals-offtrack" aria-label={t('offTrack.label', { name: goal.name })}>
      <dl className="goals-offtrack__facts">
        <div>
          <dt>{t('offTrack.shortfall')}</dt>
          <dd>{money.whole(shortfall(goal))}</dd>
        </div>
        <div>
          <dt>{t('offTrack.delay')}</dt>
          <dd>{delay === null ? t('offTrack.notReached') : months(delay)}</dd>
        </div>
      </dl>
      {goal.requiredContribution === null ? (
        <p className="goals-offtrack__advice">{t('offTrack.passed')}</p>
      ) : (
        <p className="goals-offtrack__advice">
          <Trans
            ns={GOALS_NAMESPACE}
            i18nKey={increase !== null ? 'offTrack.adviceMore' : 'offTrack.adviceFromNothing'}
            values={values}
            components={{ strong: <strong /> }}
          />
          {goal.actualProjectedCompletion && <> {t('offTrack.reachBy', { date: dates.monthYear(goal.actualProjectedCompletion) })}</>}
        </p>
      )}
    </section>
  );
}
