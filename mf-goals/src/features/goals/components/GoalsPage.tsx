import { useEffect, useRef, useState } from 'react';
import type { FutureTransactionDto, GoalDto } from '@ontrack/api/contracts';
import { todayIso } from '@ontrack/api/domain';
import { useAppDispatch } from '@ontrack/shell/platform';
import { Alert, ConfirmDialog } from '@ontrack/shell/ui';
import { useGoalsDeleteMutation, useGoalsListQuery } from '../../../api/goals-api';
import { useGoalsTranslation } from '../../../i18n';
import { failureText } from '../lib/failure-text';
import './goals.css';
import { saveGoalChange, type GoalChange } from '../lib/save-goal';
import { withTransactionAdded, withTransactionRemoved, withTransactionReplaced } from '../lib/transactions';
import { GoalCard } from './GoalCard';
import { GoalFormModal } from './GoalFormModal';
import { GoalsLoadFailed, GoalsLoading } from './GoalsLoadState';
import { ShareDialog } from './ShareDialog';
import { TransactionModal } from './TransactionModal';

type Dialog =
  | { kind: 'goal-form'; goalId?: number }
  | { kind: 'transaction'; goalId: number; transaction?: FutureTransactionDto }
  | { kind: 'delete-goal'; goalId: number }
  | { kind: 'delete-transaction'; goalId: number; transaction: FutureTransactionDto }
  | { kind: 'share'; goalId: number }
  | null;

/** The Savings goals section: every goal as a card, with add, edit, delete, transactions and sharing. */
export function GoalsPage({ today = todayIso() }: { today?: string }) {
  const { t } = useGoalsTranslation();
  const { data: goals, isLoading, isError, error, refetch } = useGoalsListQuery();
  const dispatch = useAppDispatch();
  const [remove, removing] = useGoalsDeleteMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [actionError, setActionError] = useState<{ message: string; undone?: boolean } | null>(null);
  const close = () => setDialog(null);
  // Dialogs read the goal from the list by id, so they always show what the screen shows.
  const goalById = (id: number | undefined) => goals?.find((goal) => goal.id === id);

  useEffect(() => {
    if (isError) console.error('Failed to fetch goals', error);
  }, [isError, error]);

  // A dialog gives the focus back to the button it was opened from, but that button can be gone by
  // then (the empty state's Add Goal after the first goal, a deleted goal's Delete): a focus left on
  // nothing goes to the Add Goal shown now, not back to the top of the page.
  const addGoalRef = useRef<HTMLButtonElement>(null);
  const hadDialog = useRef(false);
  useEffect(() => {
    if (dialog) hadDialog.current = true;
    else if (hadDialog.current && (document.activeElement === null || document.activeElement === document.body))
      addGoalRef.current?.focus();
  }, [dialog, goals?.length]);

  /**
   * A transaction change shows at once and is saved with the whole goal; the server's answer then
   * replaces the goal (goals-api). After an edit elsewhere the change is applied again to the goal as
   * it is now (save-goal). A failure is shown and the change is rolled back, not lost silently.
   */
  async function saveGoal(goal: GoalDto, change: GoalChange) {
    setActionError(null);
    try {
      await dispatch(saveGoalChange(goal, change));
    } catch (failure) {
      setActionError({ message: failureText(failure, t('page.updateFailed')), undone: true });
    }
  }

  async function deleteGoal(goal: GoalDto) {
    setActionError(null);
    try {
      await remove(goal.id).unwrap();
    } catch (failure) {
      setActionError({ message: failureText(failure, t('page.deleteFailed')) });
    }
    close();
  }

  /** The one dialog open, if any; each reads its goal fresh from the list. */
  function renderDialog() {
    if (!dialog) return null;
    if (dialog.kind === 'goal-form') {
      const goal = goalById(dialog.goalId);
      return dialog.goalId !== undefined && !goal ? null : <GoalFormModal goal={goal} today={today} onClose={close} />;
    }
    const goal = goalById(dialog.goalId);
    if (!goal) return null; // deleted meanwhile
    switch (dialog.kind) {
      case 'transaction': {
        const editing = dialog.transaction;
        return (
          <TransactionModal
            goal={goal}
            transaction={editing}
            today={today}
            onClose={close}
            onSave={(draft) => {
              close();
              void saveGoal(goal, (current) =>
                editing ? withTransactionReplaced(current, editing.id, draft) : withTransactionAdded(current, draft),
              );
            }}
            onDelete={editing ? () => setDialog({ kind: 'delete-transaction', goalId: goal.id, transaction: editing }) : undefined}
          />
        );
      }
      case 'delete-goal':
        return (
          <ConfirmDialog
            title={t('page.deleteGoalTitle')}
            message={t('page.deleteGoalQuestion')}
            busy={removing.isLoading}
            onCancel={close}
            onConfirm={() => void deleteGoal(goal)}
          />
        );
      case 'delete-transaction': {
        const { transaction } = dialog;
        return (
          <ConfirmDialog
            title={t('page.deleteTransactionTitle')}
            message={t('page.deleteTransactionQuestion')}
            onCancel={close}
            onConfirm={() => {
              close();
              void saveGoal(goal, (current) => withTransactionRemoved(current, transaction.id));
            }}
          />
        );
      }
      case 'share':
        return <ShareDialog goal={goal} onClose={close} />;
    }
  }

  if (isLoading) return <GoalsLoading />;
  if (isError || !goals) return <GoalsLoadFailed onRetry={() => void refetch()} />;

  const addGoal = () => setDialog({ kind: 'goal-form' });

  return (
    <div className="goals-page">
      {actionError && (
        <Alert kind="error">
          {actionError.message}
          {actionError.undone && <span className="goals-alert-note">{t('page.undone')}</span>}
        </Alert>
      )}
      {goals.length === 0 ? (
        <section className="ot-card goals-empty" aria-labelledby="goals-empty-title">
          <h2 id="goals-empty-title">{t('page.emptyTitle')}</h2>
          <p>{t('page.emptyText')}</p>
          <button type="button" className="ot-button" onClick={addGoal} ref={addGoalRef}>
            {t('page.addGoal')}
          </button>
        </section>
      ) : (
        <>
          <div className="goals-toolbar">
            <p className="goals-muted">{t('page.count', { count: goals.length })}</p>
            <span className="goals-toolbar__actions">
              <a className="ot-button ot-button--secondary" href="/export/goals.csv" download>
                {t('page.export')}
              </a>
              <button type="button" className="ot-button" onClick={addGoal} ref={addGoalRef}>
                {t('page.addGoal')}
              </button>
            </span>
          </div>
          <div className="goals-list">
            {goals.map((goal) => (
              <GoalCard
                key={goal.id}
                goal={goal}
                today={today}
                actions={{
                  onEdit: () => setDialog({ kind: 'goal-form', goalId: goal.id }),
                  onDelete: () => setDialog({ kind: 'delete-goal', goalId: goal.id }),
                  onAddTransaction: () => setDialog({ kind: 'transaction', goalId: goal.id }),
                  onEditTransaction: (transaction) => setDialog({ kind: 'transaction', goalId: goal.id, transaction }),
                  onDeleteTransaction: (transaction) => setDialog({ kind: 'delete-transaction', goalId: goal.id, transaction }),
                  onShare: () => setDialog({ kind: 'share', goalId: goal.id }),
                }}
              />
            ))}
          </div>
        </>
      )}

      {renderDialog()}
    </div>
  );
}
