import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TransactionType } from '@ontrack/api/contracts';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { breakdownRows, categoryCounts } from '../lib/breakdown';
import type { CategoryKind } from '../lib/change';
import { availablePeriods, hasAnyPeriod, resolvePeriod, type PeriodChoiceId } from '../lib/periods';
import { useSpendingAnalysisQuery } from '../../../api/spending-api';
import { LoadError } from './LoadError';
import { BreakdownTable, type PeriodSide } from './BreakdownTable';
import { CoverageSentence } from './CoverageSentence';
import { CategoryTabs, TAB_PANEL_ID, tabId, tabLabel } from './CategoryTabs';
import { FinancialHealthPanel } from './FinancialHealthPanel';
import { NoDataCallToAction } from './NoDataCallToAction';
import { PeriodSelector } from './PeriodSelector';
import { SummaryCards } from './SummaryCards';
import { TopCategoriesChart } from './TopCategoriesChart';
import { TrendsNotice } from './TrendsNotice';
import { TransactionsView } from './TransactionsView';
import { NO_FILTERS, type ListFilters } from '../../../api/transaction-filters';
import { useSpendingTranslation } from '../../../i18n';
import './spending.css';

const NO_EXPANDED: ReadonlySet<string> = new Set();
/** The list of transactions' address, under the screen's own (`/main/spending/transactions` in the shell). */
const TRANSACTIONS_PATH = /\/transactions\/?$/;

/** What the transactions list shows (its title, in the words of when it was opened; none: all transactions) and the filters it starts from. */
interface Listing {
  title: string;
  filters: ListFilters;
}
const ALL_TRANSACTIONS: Listing = { title: '', filters: NO_FILTERS };

/** The listing a press on the screen opened, kept in the history entry (it survives a refresh, not a new tab). */
function listingIn(state: unknown): Listing | null {
  const listing = state && typeof state === 'object' && 'listing' in state ? (state as { listing: Listing }).listing : null;
  return listing && typeof listing.title === 'string' && typeof listing.filters === 'object' ? listing : null;
}

/** The transaction type behind each tab of the breakdown. */
const TYPE_OF_TAB: Record<CategoryKind, TransactionType> = { expenses: 'Expense', income: 'Income', savings: 'Savings' };

/**
 * The Financial Analysis screen: period selector, summary cards,
 * category tabs with the breakdown table and chart, and the Financial Health panel.
 */
export function SpendingScreen() {
  const { t } = useSpendingTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, error, isFetching, refetch } = useSpendingAnalysisQuery();
  const [chosenPeriod, setChosenPeriod] = useState<PeriodChoiceId | null>(null);
  const [tab, setTab] = useState<CategoryKind>('expenses');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(NO_EXPANDED);
  // The transactions list has its own address: back returns to the analysis, a refresh keeps the list
  // (all transactions when the address is opened afresh).
  const opened = listingIn(location.state);
  const listing = TRANSACTIONS_PATH.test(location.pathname) ? (opened ?? ALL_TRANSACTIONS) : null;
  const screenPath = location.pathname.replace(TRANSACTIONS_PATH, '');
  const showListing = (next: Listing) => void navigate(`${screenPath.replace(/\/$/, '')}/transactions`, { state: { listing: next } });
  // Opened from the screen: back in history, where the screen is; opened at its address: on to the screen.
  const closeListing = () => void (opened ? navigate(-1) : navigate(screenPath || '/', { replace: true }));

  const periods = useMemo(() => (data ? availablePeriods(data.period_data) : []), [data]);
  const period = resolvePeriod(periods, chosenPeriod);
  const rows = useMemo(() => (period ? breakdownRows(tab, period.data, period.previousData) : []), [tab, period]);

  // The update-data wizard lives on /main/upload in the shell.
  const openWizard = () => navigate('/main/upload');

  // Choosing a period or a tab starts from collapsed categories.
  function selectPeriod(id: PeriodChoiceId) {
    setChosenPeriod(id);
    setExpanded(NO_EXPANDED);
  }
  function selectTab(kind: CategoryKind) {
    setTab(kind);
    setExpanded(NO_EXPANDED);
  }
  function toggle(category: string) {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(category)) next.add(category);
      return next;
    });
  }

  function viewTransactions(side: PeriodSide, category: string, subcategory?: string) {
    if (!period) return;
    const name = subcategory === undefined ? category : `${category} / ${subcategory}`;
    const label = t('periods.months', { count: period.months });
    showListing({
      title:
        side === 'current' ? t('screen.listingCurrent', { name, period: label }) : t('screen.listingPrevious', { name, period: label }),
      filters: {
        ...NO_FILTERS,
        category,
        sub_category: subcategory ?? '',
        type: TYPE_OF_TAB[tab],
        window: side === 'current' ? period.current : period.previous,
      },
    });
  }

  if (!data) {
    return error ? <LoadError onRetry={refetch} retrying={isFetching} /> : <Spinner label={t('screen.loading')} />;
  }

  return (
    <div className="spending" aria-busy={isFetching}>
      <header className="spending__header">
        <h2>{t('screen.title')}</h2>
        {isFetching && (
          <span className="spending__updating" role="status">
            {t('screen.updating')}
          </span>
        )}
      </header>
      <div className="spending__actions">
        <button type="button" className="ot-button ot-button--secondary" onClick={() => showListing(ALL_TRANSACTIONS)}>
          {t('screen.allTransactions')}
        </button>
        <a className="ot-button ot-button--secondary" href="/export/spending.xlsx" download>
          {t('screen.export')}
        </a>
      </div>
      {/* A failed refresh keeps the figures already shown and says so. */}
      {error && <Alert kind="error">{t('loadError.text')}</Alert>}

      {listing ? (
        <TransactionsView
          key={listing.title}
          title={listing.title || t('screen.allTransactions')}
          initialFilters={listing.filters}
          onBack={closeListing}
        />
      ) : !hasAnyPeriod(data.period_data) ? (
        <NoDataCallToAction onUpload={openWizard} />
      ) : !period ? (
        <Alert kind="info">{t('screen.periodMissing')}</Alert>
      ) : (
        <>
          <PeriodSelector periods={periods} selected={period.id} onSelect={selectPeriod} />
          <CoverageSentence period={period.data} className="spending__coverage" />
          {!period.hasTrends && <TrendsNotice period={period} onUpload={openWizard} />}
          <SummaryCards period={period.data} payPeriodType={data.pay_period_type} />

          <section className="ot-card spending-breakdown" aria-label={t('screen.breakdown')}>
            <CategoryTabs counts={categoryCounts(period.data)} selected={tab} onSelect={selectTab} />
            <div id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="spending-breakdown__panel">
              <TopCategoriesChart kind={tab} rows={rows} hasTrends={period.hasTrends} />
              <BreakdownTable
                kind={tab}
                rows={rows}
                hasTrends={period.hasTrends}
                caption={t('screen.caption', { kind: tabLabel(t, tab), period: t('periods.months', { count: period.months }) })}
                expanded={expanded}
                onToggle={toggle}
                onViewTransactions={viewTransactions}
              />
            </div>
          </section>

          <FinancialHealthPanel period={period.data} />
        </>
      )}
    </div>
  );
}
