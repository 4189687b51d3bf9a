import { useId } from 'react';
import { formatPercent } from '@ontrack/api/domain';
import { useLocale } from '@ontrack/shell/platform';
import { Alert, LastUpdated, Spinner } from '@ontrack/shell/ui';
import { useDashboardTranslation } from '../../../i18n';
import { useSummaryTransactionAnalysisQuery } from '../../../api/summary-api';
import { readAnalysis } from '../lib/analysis-view';
import { RetirementTile } from './RetirementTile';
import { SummaryTile } from './SummaryTile';
import './summary.css';

/**
 * The Financial Summary card: Income, Expenses and Savings with their
 * share of income, and Retirement Savings with its chooser, over the last twelve months of the
 * stored analysis. A refresh (new data from the wizard) keeps the figures under a loading overlay.
 */
export function FinancialSummary({ onUpload }: { onUpload: () => void }) {
  const headingId = useId();
  const { t } = useDashboardTranslation();
  const locale = useLocale();
  const analysis = useSummaryTransactionAnalysisQuery();
  const view = readAnalysis(analysis.data);

  let body;
  if (analysis.data === undefined && analysis.isError) {
    body = (
      <div className="dash-inline-error">
        <Alert kind="error">{t('summary.analysisFailed')}</Alert>
        <button
          type="button"
          className="ot-button ot-button--secondary"
          onClick={() => void analysis.refetch()}
          disabled={analysis.isFetching}
        >
          {analysis.isFetching ? t('summary.retrying') : t('summary.retry')}
        </button>
      </div>
    );
  } else if (analysis.data === undefined) {
    body = <Spinner label={t('summary.loading')} />;
  } else if (view.kind === 'none') {
    body = (
      <div className="dash-summary__empty">
        <p>{t('summary.noData')}</p>
        <button type="button" className="ot-button" onClick={onUpload}>
          {t('summary.upload')}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="dash-muted dash-summary__period">{t('summary.period')}</p>
        {view.coverage && (
          <p className="dash-summary__coverage" data-testid="coverage-sentence">
            {t('summary.coverage', { covered: view.coverage.covered, count: view.coverage.inWindow })}
          </p>
        )}
        <div className="dash-tiles">
          <SummaryTile id="income" label={t('summary.income')} amount={view.income} />
          <SummaryTile
            id="expenses"
            label={t('summary.expenses')}
            amount={view.expenses}
            detail={t('summary.ofIncome', { percent: formatPercent(view.expensesPercent, locale) })}
          />
          <SummaryTile
            id="savings"
            label={t('summary.savings')}
            amount={view.savings}
            detail={t('summary.ofIncome', { percent: formatPercent(view.savingsPercent, locale) })}
          />
          <RetirementTile income={view.income} savingsSubcategories={view.savingsSubcategories} />
        </div>
      </>
    );
  }

  const refreshing = analysis.isFetching && analysis.data !== undefined;
  return (
    <section className="ot-card dash-summary" aria-labelledby={headingId} aria-busy={analysis.isFetching}>
      <div className="dash-summary__header">
        <h2 id={headingId}>{t('summary.title')}</h2>
        {view.kind === 'ok' && view.lastUpdated && <LastUpdated at={view.lastUpdated} locale={locale} />}
      </div>
      {body}
      {refreshing && (
        <div className="dash-overlay" data-testid="summary-overlay">
          <Spinner label={t('summary.loading')} />
        </div>
      )}
    </section>
  );
}
