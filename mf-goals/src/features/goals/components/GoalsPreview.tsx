import { todayIso } from '@ontrack/api/domain';
import type { PreviewProps } from '@ontrack/shell/platform';
import { useGoalsListQuery } from '../../../api/goals-api';
import { useGoalsTranslation } from '../../../i18n';
import './goals.css';
import { GoalCard } from './GoalCard';
import { GoalsLoadFailed, GoalsLoading } from './GoalsLoadState';

/**
 * The dashboard's savings-goals preview: the first goal only, read-only (no add, edit, delete or
 * share controls), and a link to the full section.
 */
export function GoalsPreview({ onNavigate, today = todayIso() }: PreviewProps & { today?: string }) {
  const { t } = useGoalsTranslation();
  const { data: goals, isLoading, isError, refetch } = useGoalsListQuery();
  const openSection = () => onNavigate('savings-goals');

  let body;
  if (isLoading) body = <GoalsLoading />;
  else if (isError || !goals) body = <GoalsLoadFailed onRetry={() => void refetch()} />;
  else if (goals.length === 0)
    body = (
      <div className="goals-empty goals-empty--preview">
        <h3>{t('preview.emptyTitle')}</h3>
        <p>{t('preview.emptyText')}</p>
        <button type="button" className="ot-button" onClick={openSection}>
          {t('preview.open')}
        </button>
      </div>
    );
  else
    body = (
      <>
        <GoalCard goal={goals[0]} today={today} />
        <button type="button" className="ot-button ot-button--secondary goals-preview__all" onClick={openSection}>
          {t('preview.viewAll', { count: goals.length })}
        </button>
      </>
    );

  // Boxed like the dashboard's other previews: one card, the goal its content.
  return (
    <section className="ot-card goals-preview" aria-label={t('preview.label')}>
      {body}
    </section>
  );
}
