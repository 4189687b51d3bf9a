import { useEffect, useId, useMemo, useState } from 'react';
import { PERIOD_KEYS, TRANSACTION_TYPES } from '@ontrack/api/contracts';
import { Trans, useDates, useDebouncedValue, useMoney } from '@ontrack/shell/platform';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { useTransactionsPagesInfiniteQuery } from '../../../api/transactions-api';
import { useUnmatchTransfer } from '../hooks/use-unmatch-transfer';
import { useWindowedRows } from '../hooks/use-windowed-rows';
import { transactionType, windowLabel } from '../lib/transaction-words';
import { transfersById } from '../lib/transfers-by-id';
import { SPENDING_NAMESPACE, useSpendingTranslation } from '../../../i18n';
import { filterQuery, type ListFilters } from '../../../api/transaction-filters';
import { ROW_HEIGHT, TransactionRow } from './TransactionRow';
import './transactions.css';

export const SEARCH_DELAY_MS = 300;
const VIEWPORT_HEIGHT = 440;
/** Fetch the next page when the viewport is this many rows from the end of what is loaded. */
const PREFETCH_ROWS = 40;

/** A filter's select: Any (no filter, the empty value) or one of its options. */
function FilterSelect<Value extends string>({
  label,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
}: {
  label: string;
  value: Value | '';
  options: readonly Value[];
  optionLabel?: (option: Value) => string;
  onChange: (value: Value | '') => void;
}) {
  const { t } = useSpendingTranslation();
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as Value | '')}>
        <option value="">{t('tx.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The transactions list: filters, search as you type (debounced), the count and totals
 * of everything that matches, export links with the same filters, and a virtualised list that
 * fetches the next page as it scrolls near the end. A matched transfer's row can be unmatched.
 */
export function TransactionsView({ title, initialFilters, onBack }: { title: string; initialFilters: ListFilters; onBack: () => void }) {
  const id = useId();
  const money = useMoney();
  const dates = useDates();
  const { t } = useSpendingTranslation();
  const [filters, setFilters] = useState<ListFilters>(initialFilters);
  const search = useDebouncedValue(filters.q, SEARCH_DELAY_MS);
  const asked = { ...filters, q: search };
  const { data, error, isFetching, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useTransactionsPagesInfiniteQuery(asked);
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const transfers = useMemo(() => transfersById(items), [items]);
  const summary = data?.pages[0];
  const { unmatch, unmatchingId, outcome } = useUnmatchTransfer();
  // A refresh (after an unmatch, or new filters) may drop the transfer shown: no unmatch until it is in.
  const refreshing = isFetching && !isFetchingNextPage;
  const { first, last, totalHeight, onScroll } = useWindowedRows(items.length, ROW_HEIGHT, VIEWPORT_HEIGHT);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && last >= items.length - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, last, items.length, fetchNextPage]);

  const set = <Key extends keyof ListFilters>(name: Key, value: ListFilters[Key]) =>
    setFilters((current) => ({ ...current, [name]: value }));
  const exportQuery = filterQuery(asked).toString();

  return (
    <section className="ot-card tx" aria-labelledby={`${id}-title`}>
      <div className="tx__head">
        <h3 id={`${id}-title`}>{title}</h3>
        <button type="button" className="ot-button ot-button--secondary" onClick={onBack}>
          {t('tx.back')}
        </button>
      </div>

      <form className="tx__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('tx.search')}
          <input
            type="search"
            value={filters.q}
            onChange={(event) => set('q', event.target.value)}
            placeholder={t('tx.searchPlaceholder')}
          />
        </label>
        <label>
          {t('tx.from')}
          <input type="date" value={filters.from} onChange={(event) => set('from', event.target.value)} />
        </label>
        <label>
          {t('tx.to')}
          <input type="date" value={filters.to} onChange={(event) => set('to', event.target.value)} />
        </label>
        <FilterSelect
          label={t('tx.period')}
          value={filters.window}
          options={PERIOD_KEYS}
          optionLabel={(key) => windowLabel(t, key)}
          onChange={(key) => set('window', key)}
        />
        <FilterSelect
          label={t('tx.type')}
          value={filters.type}
          options={TRANSACTION_TYPES}
          optionLabel={(type) => transactionType(t, type)}
          onChange={(type) => set('type', type)}
        />
        <label>
          {t('tx.category')}
          <input value={filters.category} onChange={(event) => set('category', event.target.value)} />
        </label>
        <label>
          {t('tx.subcategory')}
          <input value={filters.sub_category} onChange={(event) => set('sub_category', event.target.value)} />
        </label>
      </form>

      <div className="tx__bar">
        {summary && (
          <p className="tx__summary" data-testid="transactions-summary" role="status">
            <Trans
              ns={SPENDING_NAMESPACE}
              i18nKey="tx.summary"
              count={summary.count}
              values={{
                countText: dates.count(summary.count),
                income: money.exact(summary.totals.income),
                expenses: money.exact(summary.totals.expenses),
                savings: money.exact(summary.totals.savings),
              }}
              components={{
                income: <strong data-testid="total-income" />,
                expenses: <strong data-testid="total-expenses" />,
                savings: <strong data-testid="total-savings" />,
              }}
            />
          </p>
        )}
        <span className="tx__exports">
          <a className="ot-button ot-button--secondary" href={`/export/transactions.csv${exportQuery ? `?${exportQuery}` : ''}`} download>
            {t('tx.exportCsv')}
          </a>
          <a className="ot-button ot-button--secondary" href={`/export/transactions.xlsx${exportQuery ? `?${exportQuery}` : ''}`} download>
            {t('tx.exportExcel')}
          </a>
        </span>
      </div>

      {error && <Alert kind="error">{t('tx.loadFailed')}</Alert>}
      {outcome && <Alert kind={outcome.kind}>{outcome.text}</Alert>}
      {isLoading && <Spinner label={t('tx.loading')} />}
      {data && items.length === 0 && <p className="tx__empty">{t('tx.empty')}</p>}
      {items.length > 0 && (
        <div
          className="tx__viewport"
          style={{ height: VIEWPORT_HEIGHT }}
          onScroll={onScroll}
          tabIndex={0}
          role="region"
          aria-label={t('tx.region')}
          aria-busy={isFetching}
        >
          <ol className="tx__rows" style={{ height: totalHeight }}>
            {items.slice(first, last).map((item, offset) => (
              <TransactionRow
                key={item.id}
                item={item}
                partner={item.transfer_with === null ? undefined : transfers.get(item.transfer_with)}
                top={(first + offset) * ROW_HEIGHT}
                position={first + offset + 1}
                setSize={summary?.count}
                unmatching={unmatchingId === item.id}
                unmatchDisabled={unmatchingId !== null || refreshing}
                onUnmatch={(row) => void unmatch(row)}
              />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
