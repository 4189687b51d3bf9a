import type { FutureTransactionDto, GoalDto } from '@ontrack/api/contracts';
import { percentComplete, progressColour } from '@ontrack/api/domain';
import { Trans, useDates, useMoney } from '@ontrack/shell/platform';
import { GOALS_NAMESPACE, useGoalsTranslation } from '../../../i18n';
import { CATEGORY_LABELS, COLOUR_MEANINGS, PER_FREQUENCY, PROGRESS_VALUES } from '../lib/labels';
import { FutureTransactions } from './FutureTransactions';
import { OffTrackPanel } from './OffTrackPanel';
import { ProjectionChart } from './ProjectionChart';

/** What a card can do; none of it in preview mode. */
export interface GoalCardActions {
  onEdit: () => void;
  onDelete: () => void;
  onAddTransaction: () => void;
  onEditTransaction: (transaction: FutureTransactionDto) => void;
  onDeleteTransaction: (transaction: FutureTransactionDto) => void;
  onShare: () => void;
}

interface GoalCardProps {
  goal: GoalDto;
  today: string;
  actions?: GoalCardActions;
}

/** One savings goal: status, progress, projection, and (outside preview) its controls. */
export function GoalCard({ goal, today, actions }: GoalCardProps) {
  const { t } = useGoalsTranslation();
  const money = useMoney();
  const dates = useDates();
  const percent = percentComplete(goal);
  const colour = progressColour(goal, today);
  const meaning = COLOUR_MEANINGS[colour]();
  const titleId = `goal-${goal.id}-title`;
  return (
    <article className="ot-card goals-card" aria-labelledby={titleId} data-testid={`goal-card-${goal.id}`}>
      <header className="goals-card__header">
        <div>
          <h3 id={titleId}>{goal.name}</h3>
          <p className="goals-muted">
            {t('card.targetDate', {
              date: dates.shortDate(goal.targetDate),
              category: CATEGORY_LABELS[goal.category]?.() ?? goal.category,
            })}
          </p>
        </div>
        <div className="goals-card__status">
          <span className={`goals-badge ${goal.onTrack ? 'goals-badge--on' : 'goals-badge--off'}`} data-testid="goal-badge">
            {goal.onTrack ? t('card.onTrack') : t('card.offTrack')}
          </span>
          <span className="goals-muted">{t('card.futureCount', { count: goal.oneTimeTransactions.length })}</span>
        </div>
      </header>

      <div className="goals-card__amounts">
        <span>
          <Trans
            ns={GOALS_NAMESPACE}
            i18nKey="card.amounts"
            values={{ current: money.whole(goal.currentAmount), target: money.whole(goal.targetAmount) }}
            components={{ strong: <strong /> }}
          />
        </span>
        <span>{t('card.complete', { percent })}</span>
      </div>
      <div
        className="goals-progress"
        role="progressbar"
        aria-label={t('card.progressLabel', { name: goal.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={PROGRESS_VALUES[colour](percent)}
      >
        <div className={`goals-progress__bar goals-progress__bar--${colour}`} data-colour={colour} style={{ width: `${percent}%` }} />
      </div>
      {/* The bar's colour in words (and in its pattern), so it is not told by colour alone. */}
      <p className={`goals-progress__meaning goals-progress__meaning--${colour}`} data-testid="goal-progress-meaning">
        {meaning}
      </p>
      <p className="goals-card__pace">
        <Trans
          ns={GOALS_NAMESPACE}
          i18nKey={goal.onTrack ? 'card.projectedCompletion' : 'card.currentPace'}
          values={{ date: goal.projectedCompletion ? dates.monthYear(goal.projectedCompletion) : t('card.notReached') }}
          components={{ strong: <strong /> }}
        />
        <span className="goals-muted">
          {' '}
          <Trans
            ns={GOALS_NAMESPACE}
            i18nKey="card.details"
            values={{
              atTarget: money.whole(goal.projectedAmountAtTarget),
              contribution: money.whole(goal.contributionAmount),
              per: PER_FREQUENCY[goal.contributionFrequency](),
              rate: goal.interestRate.toLocaleString(dates.locale),
            }}
            components={{ amount: <span data-testid="goal-amount-at-target" /> }}
          />
        </span>
      </p>

      <ProjectionChart goal={goal} />
      {!goal.onTrack && <OffTrackPanel goal={goal} />}

      <FutureTransactions goal={goal} today={today} onEdit={actions?.onEditTransaction} onDelete={actions?.onDeleteTransaction} />

      {actions && (
        <div className="goals-card__actions">
          {[
            { onClick: actions.onEdit, text: t('card.edit'), label: t('card.editLabel', { name: goal.name }) },
            { onClick: actions.onAddTransaction, text: t('card.manage'), label: t('card.manageLabel', { name: goal.name }) },
            { onClick: actions.onShare, text: t('card.share'), label: t('card.shareLabel', { name: goal.name }) },
            { onClick: actions.onDelete, text: t('card.delete'), label: t('card.deleteLabel', { name: goal.name }), danger: true },
          ].map(({ onClick, text, label, danger }) => (
            <button
              key={text}
              type="button"
              className={`ot-button ${danger ? 'ot-button--danger' : 'ot-button--secondary'}`}
              onClick={onClick}
              aria-label={label}
            >
              {text}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
