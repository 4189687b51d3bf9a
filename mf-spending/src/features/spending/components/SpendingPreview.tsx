import { useId } from 'react';
import { useMoney, type PreviewProps } from '@ontrack/shell/platform';
import { Spinner } from '@ontrack/shell/ui';
import { useSpendingTranslation } from '../../../i18n';
import { topCategories } from '../lib/breakdown';
import { availablePeriods } from '../lib/periods';
import { useSpendingAnalysisQuery } from '../../../api/spending-api';
import { CoverageSentence } from './CoverageSentence';
import { LoadError } from './LoadError';
import './preview.css';

/** The dashboard lists five top expenses. */
export const TOP_EXPENSES_COUNT = 5;

/**
 * The dashboard's spending preview: the five largest expense categories of the longest period the
 * data has, and Explore Your Data to open the full screen. No add, edit or delete controls.
 */
export function SpendingPreview({ onNavigate }: PreviewProps) {
  const headingId = useId();
  const money = useMoney();
  const { t } = useSpendingTranslation();
  const { data, error, isFetching, refetch } = useSpendingAnalysisQuery();
  const period = data ? (availablePeriods(data.period_data)[0] ?? null) : null;
  const top = period ? topCategories('expenses', period.data, TOP_EXPENSES_COUNT) : [];
  const largest = Math.max(0, ...top.map((row) => row.total));

  let body;
  if (!data && error) body = <LoadError onRetry={refetch} retrying={isFetching} />;
  else if (!data) body = null;
  else if (top.length === 0) body = <p className="spending-preview__empty">{t('table.empty')}</p>;
  else
    body = (
      <>
        <p className="spending-preview__period">{t('preview.period', { count: period?.months })}</p>
        {period && <CoverageSentence period={period.data} className="spending-preview__coverage" />}
        <ol className="spending-preview__list" aria-labelledby={headingId}>
          {top.map((row) => (
            <li key={row.name} className="spending-preview__item">
              <span className="spending-preview__name">{row.name}</span>
              <span className="spending-preview__amount">{money.whole(row.total)}</span>
              <span className="spending-preview__bar" aria-hidden="true">
                <span style={{ width: `${largest > 0 ? Math.max(0, (row.total / largest) * 100) : 0}%` }} />
              </span>
            </li>
          ))}
        </ol>
      </>
    );

  return (
    <section className="ot-card spending-preview" aria-labelledby={headingId} aria-busy={isFetching}>
      <h3 id={headingId}>{t('preview.title')}</h3>
      {body}
      <button type="button" className="ot-button ot-button--secondary spending-preview__explore" onClick={() => onNavigate('spending')}>
        {t('preview.explore')}
      </button>
      {/* Loading overlay: first load and every refresh (e.g. after the wizard adds data). */}
      {isFetching && (
        <div className="spending-preview__overlay">
          <Spinner label={t('screen.loading')} />
        </div>
      )}
    </section>
  );
}
