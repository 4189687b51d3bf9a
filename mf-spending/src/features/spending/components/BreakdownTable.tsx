import { useId } from 'react';
import { pairKey } from '@ontrack/api/domain';
import { useMoney } from '@ontrack/shell/platform';
import { useSpendingTranslation } from '../../../i18n';
import { ChevronDown, ChevronRight } from '@ontrack/shell/ui';
import type { BreakdownRow } from '../lib/breakdown';
import type { CategoryKind } from '../lib/change';
import { ChangeBadge } from './ChangeBadge';

interface BreakdownTableProps {
  kind: CategoryKind;
  rows: readonly BreakdownRow[];
  /** With a comparison window the table shows Previous Period and Change. */
  hasTrends: boolean;
  caption: string;
  expanded: ReadonlySet<string>;
  onToggle: (category: string) => void;
  /** Opens the rows behind a figure: a category's or one of its subcategories', in the current or the previous period. */
  onViewTransactions: (side: PeriodSide, category: string, subcategory?: string) => void;
}

/** Which window of the selected period a figure belongs to. */
export type PeriodSide = 'current' | 'previous';

function ViewCell({ label, onView }: { label: string; onView: () => void }) {
  const { t } = useSpendingTranslation();
  return (
    <td className="spending-table__view">
      <button type="button" className="ot-link-button" onClick={onView} aria-label={t('table.viewOf', { label })}>
        {t('table.view')}
      </button>
    </td>
  );
}

function AmountCells({
  kind,
  row,
  label,
  hasTrends,
  onViewPrevious,
}: {
  kind: CategoryKind;
  row: BreakdownRow;
  label: string;
  hasTrends: boolean;
  onViewPrevious: () => void;
}) {
  const money = useMoney();
  const { t } = useSpendingTranslation();
  const previous = money.whole(row.previous ?? 0);
  return (
    <>
      <td className="spending-table__amount" data-label={hasTrends ? t('table.current') : t('table.total')}>
        {money.whole(row.total)}
      </td>
      {hasTrends && (
        <>
          {/* The previous figure opens the rows behind it; its name starts with the figure it shows (label in name) and does not contain the current row's 'View transactions of …'. */}
          <td className="spending-table__amount" data-label={t('table.previous')}>
            <button
              type="button"
              className="ot-link-button"
              onClick={onViewPrevious}
              aria-label={t('table.previousOpen', { amount: previous, label })}
            >
              {previous}
            </button>
          </td>
          <td className="spending-table__change" data-label={t('table.change')}>
            {row.change && <ChangeBadge kind={kind} change={row.change} />}
          </td>
        </>
      )}
      <td className="spending-table__amount" data-label={t('table.average')}>
        {money.whole(row.averagePerPeriod)}
      </td>
    </>
  );
}

/**
 * Category breakdown of the selected tab, sorted by total. A category with subcategories is a
 * disclosure button (aria-expanded) that shows them as rows beneath it.
 */
export function BreakdownTable({ kind, rows, hasTrends, caption, expanded, onToggle, onViewTransactions }: BreakdownTableProps) {
  const idPrefix = useId();
  const { t } = useSpendingTranslation();
  if (rows.length === 0) {
    return <p className="spending-empty-tab">{t('table.empty')}</p>;
  }
  return (
    <div className="spending-table-wrap">
      <table className="ot-data-table spending-table">
        <caption className="ot-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.category')}</th>
            <th scope="col">{hasTrends ? t('table.current') : t('table.total')}</th>
            {hasTrends && (
              <>
                <th scope="col">{t('table.previous')}</th>
                <th scope="col">{t('table.change')}</th>
              </>
            )}
            <th scope="col">{t('table.average')}</th>
            <th scope="col">
              <span className="ot-visually-hidden">{t('table.transactions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const open = expanded.has(row.name);
            const subIds = row.subcategories.map((_, subIndex) => `${idPrefix}-${index}-${subIndex}`);
            return [
              <tr key={row.name} className="spending-table__category" data-testid="category-row">
                <th scope="row">
                  {row.subcategories.length > 0 ? (
                    <button
                      type="button"
                      className="spending-expand"
                      aria-expanded={open}
                      aria-controls={open ? subIds.join(' ') : undefined}
                      onClick={() => onToggle(row.name)}
                    >
                      {open ? (
                        <ChevronDown className="spending-expand__icon" size={16} />
                      ) : (
                        <ChevronRight className="spending-expand__icon" size={16} />
                      )}
                      {row.name}
                    </button>
                  ) : (
                    <span className="spending-expand-spacer">{row.name}</span>
                  )}
                </th>
                <AmountCells
                  kind={kind}
                  row={row}
                  label={row.name}
                  hasTrends={hasTrends}
                  onViewPrevious={() => onViewTransactions('previous', row.name)}
                />
                <ViewCell label={row.name} onView={() => onViewTransactions('current', row.name)} />
              </tr>,
              ...(open
                ? row.subcategories.map((sub, subIndex) => (
                    <tr
                      key={pairKey(row.name, sub.name)}
                      id={subIds[subIndex]}
                      className="spending-table__subcategory"
                      data-testid="subcategory-row"
                    >
                      <th scope="row">{sub.name}</th>
                      <AmountCells
                        kind={kind}
                        row={sub}
                        label={`${row.name} / ${sub.name}`}
                        hasTrends={hasTrends}
                        onViewPrevious={() => onViewTransactions('previous', row.name, sub.name)}
                      />
                      <ViewCell label={`${row.name} / ${sub.name}`} onView={() => onViewTransactions('current', row.name, sub.name)} />
                    </tr>
                  ))
                : []),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
