import { useState } from 'react';
import type { NetWorthEntryDto, NetWorthTypeDto } from '@ontrack/api/contracts';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { ConfirmDialog, Spinner } from '@ontrack/shell/ui';
import { useNetworthDashboardQuery, useNetworthDeleteEntryMutation } from '../../../api/networth-api';
import { BreakdownPanel } from './BreakdownPanel';
import { EmptyState } from './EmptyState';
import { EntriesTable } from './EntriesTable';
import { EntryModal, type EntryModalMode } from './EntryModal';
import { ErrorBanner } from './ErrorBanner';
import { HistoryChart } from './HistoryChart';
import { SummaryCards } from './SummaryCards';
import { useNetWorthCategories } from '../hooks/use-networth-categories';
import { useReportFailure, useStoredError } from '../hooks/use-stored-error';
import { useNetWorthTranslation } from '../../../i18n';
import './networth.css';

/**
 * The Net worth screen: cards, history, breakdowns and every entry, with add, edit and delete.
 * Categories are set up on the first visit; every change reloads the dashboard.
 */
export function NetWorthPage() {
  const { t } = useNetWorthTranslation();
  const money = useMoney();
  const dates = useDates();
  const dashboard = useNetworthDashboardQuery();
  const { categories, loading: categoriesLoading, error: categoriesError } = useNetWorthCategories();
  const [deleteEntry, deletion] = useNetworthDeleteEntryMutation();
  const [modal, setModal] = useState<EntryModalMode | null>(null);
  const [pendingDelete, setPendingDelete] = useState<NetWorthEntryDto | null>(null);
  const stored = useStoredError();
  useReportFailure(dashboard.error, stored.report);
  useReportFailure(categoriesError, stored.report);

  const openAdd = (type: NetWorthTypeDto) => setModal({ kind: 'add', type });

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      await deleteEntry(pendingDelete.id).unwrap();
    } catch (error) {
      stored.report(error);
    } finally {
      setPendingDelete(null);
    }
  }

  const data = dashboard.data;
  const loading = dashboard.isLoading || categoriesLoading;
  // Adding needs the categories; until they are there (or if they failed) the add buttons wait.
  const canAdd = categories !== null;

  let content;
  if (loading) {
    content = <Spinner label={t('page.loading')} />;
  } else if (!data) {
    content = (
      <div className="ot-card nw-empty">
        <p>{t('page.loadFailed')}</p>
        <button type="button" className="ot-button" onClick={() => dashboard.refetch()}>
          {t('page.tryAgain')}
        </button>
      </div>
    );
  } else if (data.entries.length === 0) {
    content = <EmptyState onAdd={openAdd} disabled={!canAdd} />;
  } else {
    content = (
      <>
        <div className="nw-toolbar">
          <button type="button" className="ot-button" onClick={() => openAdd('asset')} disabled={!canAdd}>
            {t('page.addAsset')}
          </button>
          <button type="button" className="ot-button ot-button--secondary" onClick={() => openAdd('liability')} disabled={!canAdd}>
            {t('page.addLiability')}
          </button>
          <a className="ot-button ot-button--secondary" href="/export/networth.csv" download>
            {t('page.export')}
          </a>
        </div>
        <SummaryCards totals={data.currentTotals} />
        <HistoryChart history={data.netWorthHistory} />
        <div className="nw-breakdowns">
          {[
            {
              kind: 'assets',
              title: t('page.assetBreakdown'),
              chartLabel: t('page.assetsByCategory'),
              slices: data.assetBreakdown,
              emptyText: t('page.noAssets'),
            },
            {
              kind: 'liabilities',
              title: t('page.liabilityBreakdown'),
              chartLabel: t('page.liabilitiesByCategory'),
              slices: data.liabilityBreakdown,
              emptyText: t('page.noLiabilities'),
            },
          ].map(({ kind, ...panel }) => (
            <BreakdownPanel key={kind} testId={`networth-${kind}`} {...panel} />
          ))}
        </div>
        <EntriesTable entries={data.entries} onEdit={(entry) => setModal({ kind: 'edit', entry })} onDelete={setPendingDelete} />
      </>
    );
  }

  return (
    <div className="nw" aria-busy={dashboard.isFetching || undefined}>
      {stored.error && <ErrorBanner message={stored.error} onDismiss={stored.clear} />}
      {content}
      {modal && categories && <EntryModal mode={modal} categories={categories} onClose={() => setModal(null)} />}
      {pendingDelete && (
        <ConfirmDialog
          title={t('page.deleteTitle')}
          message={t('page.deleteQuestion')}
          busy={deletion.isLoading}
          onConfirm={confirmDelete}
          onCancel={() => setPendingDelete(null)}
        >
          <p className="nw-muted">
            {pendingDelete.name} · {money.exact(pendingDelete.value)} · {dates.shortDate(pendingDelete.date)}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
