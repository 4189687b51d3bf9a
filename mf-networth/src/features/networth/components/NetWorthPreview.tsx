import type { PreviewProps } from '@ontrack/shell/platform';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { useNetworthDashboardQuery } from '../../../api/networth-api';
import { HistoryChart } from './HistoryChart';
import { SummaryCards } from './SummaryCards';
import { useNetWorthTranslation } from '../../../i18n';
import './networth.css';

/**
 * The dashboard's net-worth preview: the three cards and the history, read only (no add, edit or
 * delete), with a way to the full screen.
 */
export function NetWorthPreview({ onNavigate }: PreviewProps) {
  const { t } = useNetWorthTranslation();
  const dashboard = useNetworthDashboardQuery();
  const data = dashboard.data;

  let content;
  if (dashboard.isLoading) content = <Spinner label={t('page.loading')} />;
  else if (!data) content = <Alert kind="error">{t('failure')}</Alert>;
  else if (data.entries.length === 0) content = <p className="nw-muted">{t('preview.empty')}</p>;
  else
    content = (
      <>
        <SummaryCards totals={data.currentTotals} />
        <HistoryChart history={data.netWorthHistory} height={220} />
      </>
    );

  return (
    <section className="ot-card nw nw--preview" aria-labelledby="nw-preview-title" aria-busy={dashboard.isFetching || undefined}>
      <div className="nw-preview__header">
        <h2 id="nw-preview-title">{t('preview.title')}</h2>
        <button type="button" className="ot-button ot-button--secondary nw-small" onClick={() => onNavigate('net-worth')}>
          {t('preview.open')}
        </button>
      </div>
      {content}
      {dashboard.isFetching && data && (
        <div className="nw-overlay" aria-hidden="true">
          <span className="ot-spinner" />
        </div>
      )}
    </section>
  );
}
