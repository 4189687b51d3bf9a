import { useId } from 'react';
import { Alert, LastUpdated, Spinner } from '@ontrack/shell/ui';
import { useSummaryTransactionAnalysisQuery } from '../../../api/summary-api';
import { formatPercent, readAnalysis } from '../lib/analysis-view';
import { MESSAGES } from '../lib/messages';
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
  const analysis = useSummaryTransactionAnalysisQuery();
  const view = readAnalysis(analysis.data);

  let body;
  if (analysis.data === undefined && analysis.isError) {
    body = (
      <div className="dash-inline-error">
        <Alert kind="error">{MESSAGES.analysisFailed}</Alert>
        <button
          type="button"
          className="ot-button ot-button--secondary"
          onClick={() => void analysis.refetch()}
          disabled={analysis.isFetching}
        >
          {analysis.isFetching ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    );
  } else if (analysis.data === undefined) {
    body = <Spinner label={MESSAGES.loading} />;
  } else if (view.kind === 'none') {
    body = (
      <div className="dash-summary__empty">
        <p>{MESSAGES.noData}</p>
        <button type="button" className="ot-button" onClick={onUpload}>
          Upload Data
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="dash-muted dash-summary__period">Last 12 months of your data</p>
        {view.coverage && (
          <p className="dash-summary__coverage" data-testid="coverage-sentence">
            {view.coverage}
          </p>
        )}
        <div className="dash-tiles">
          <SummaryTile id="income" label="Income" amount={view.income} />
          <SummaryTile id="expenses" label="Expenses" amount={view.expenses} detail={`${formatPercent(view.expensesPercent)} of income`} />
          <SummaryTile id="savings" label="Savings" amount={view.savings} detail={`${formatPercent(view.savingsPercent)} of income`} />
          <RetirementTile income={view.income} savingsSubcategories={view.savingsSubcategories} />
        </div>
      </>
    );
  }

  const refreshing = analysis.isFetching && analysis.data !== undefined;
  return (
    <section className="ot-card dash-summary" aria-labelledby={headingId} aria-busy={analysis.isFetching}>
      <div className="dash-summary__header">
        <h2 id={headingId}>Financial Summary</h2>
        {view.kind === 'ok' && view.lastUpdated && <LastUpdated at={view.lastUpdated} />}
      </div>
      {body}
      {refreshing && (
        <div className="dash-overlay" data-testid="summary-overlay">
          <Spinner label={MESSAGES.loading} />
        </div>
      )}
    </section>
  );
}
