import { GOAL_CATEGORY_LABELS, type FutureTransactionDto, type GoalDto } from '@ontrack/api/contracts';
import { formatMonthYear, formatShortDate, percentComplete, PROGRESS_COLOUR_MEANINGS, progressColour } from '@ontrack/api/domain';
import { useMoney } from '@ontrack/shell/platform';
import { FutureTransactions } from './FutureTransactions';
import { OffTrackPanel, PER_FREQUENCY } from './OffTrackPanel';
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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One savings goal: status, progress, projection, and (outside preview) its controls. */
export function GoalCard({ goal, today, actions }: GoalCardProps) {
  const money = useMoney();
  const percent = percentComplete(goal);
  const colour = progressColour(goal, today);
  const meaning = PROGRESS_COLOUR_MEANINGS[colour];
  const titleId = `goal-${goal.id}-title`;
  return (
    <article className="ot-card goals-card" aria-labelledby={titleId} data-testid={`goal-card-${goal.id}`}>
      <header className="goals-card__header">
        <div>
          <h3 id={titleId}>{goal.name}</h3>
          <p className="goals-muted">
            Target date: {formatShortDate(goal.targetDate)} · {GOAL_CATEGORY_LABELS[goal.category] ?? goal.category}
          </p>
        </div>
        <div className="goals-card__status">
          <span className={`goals-badge ${goal.onTrack ? 'goals-badge--on' : 'goals-badge--off'}`} data-testid="goal-badge">
            {goal.onTrack ? 'On Track' : 'Off Track'}
          </span>
          <span className="goals-muted">{plural(goal.oneTimeTransactions.length, 'future transaction')}</span>
        </div>
      </header>

      <div className="goals-card__amounts">
        <span>
          <strong>{money.whole(goal.currentAmount)}</strong> of {money.whole(goal.targetAmount)}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        className="goals-progress"
        role="progressbar"
        aria-label={`Progress toward ${goal.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete, ${meaning.toLowerCase()}`}
      >
        <div className={`goals-progress__bar goals-progress__bar--${colour}`} data-colour={colour} style={{ width: `${percent}%` }} />
      </div>
      {/* The bar's colour in words (and in its pattern), so it is not told by colour alone. */}
      <p className={`goals-progress__meaning goals-progress__meaning--${colour}`} data-testid="goal-progress-meaning">
        {meaning}
      </p>
      <p className="goals-card__pace">
        {goal.onTrack ? 'Projected completion: ' : 'At your current pace: '}
        <strong>{goal.projectedCompletion ? formatMonthYear(goal.projectedCompletion) : 'not reached'}</strong>
        <span className="goals-muted">
          {' '}
          · Projected at target date: <span data-testid="goal-amount-at-target">{money.whole(goal.projectedAmountAtTarget)}</span> ·
          Contributing {money.whole(goal.contributionAmount)} {PER_FREQUENCY[goal.contributionFrequency]} at {goal.interestRate}% a year
        </span>
      </p>

      <ProjectionChart goal={goal} />
      {!goal.onTrack && <OffTrackPanel goal={goal} />}

      <FutureTransactions goal={goal} today={today} onEdit={actions?.onEditTransaction} onDelete={actions?.onDeleteTransaction} />

      {actions && (
        <div className="goals-card__actions">
          <button type="button" className="ot-button ot-button--secondary" onClick={actions.onEdit} aria-label={`Edit Goal ${goal.name}`}>
            Edit Goal
          </button>
          <button
            type="button"
            className="ot-button ot-button--secondary"
            onClick={actions.onAddTransaction}
            aria-label={`Manage Transactions of ${goal.name}`}
          >
            Manage Transactions
          </button>
          <button type="button" className="ot-button ot-button--secondary" onClick={actions.onShare} aria-label={`Share ${goal.name}`}>
            Share
          </button>
          <button type="button" className="ot-button ot-button--danger" onClick={actions.onDelete} aria-label={`Delete ${goal.name}`}>
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
