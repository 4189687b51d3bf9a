import type { TransactionItemDto } from '@ontrack/api/contracts';
import { moneyFormat } from '@ontrack/api/domain';
import { useDates, useMoney } from '@ontrack/shell/platform';
import { useSpendingTranslation } from '../../../i18n';
import { transactionType } from '../lib/transaction-words';
import { transferNote, unmatchLabel } from '../lib/transfer-text';

/** Every row's height: the list is virtualised by it (use-windowed-rows.ts). */
export const ROW_HEIGHT = 44;

interface TransactionRowProps {
  item: TransactionItemDto;
  /** The other row of its matched transfer, when that row is loaded. */
  partner: TransactionItemDto | undefined;
  top: number;
  position: number;
  setSize: number | undefined;
  /** This row's unmatch is on its way. */
  unmatching: boolean;
  /** Another change or a refresh is on its way: no unmatch now. */
  unmatchDisabled: boolean;
  onUnmatch: (item: TransactionItemDto) => void;
}

/**
 * One row of the virtualised list. Only the rows in view are in the page, so each says its place in
 * the whole filtered set (`position` from 1 of `setSize`) for screen readers; ARIA allows these on
 * list items, not on the list. A matched transfer says so in words (a "Transfer" badge by its type
 * and its other side under the description) and offers Unmatch, named after the row.
 */
export function TransactionRow({ item, partner, top, position, setSize, unmatching, unmatchDisabled, onUnmatch }: TransactionRowProps) {
  const money = useMoney();
  const dates = useDates();
  const { t } = useSpendingTranslation();
  const words = { t, dates, money };
  const transfer = item.transfer_with !== null;
  const note = transfer ? transferNote(partner, words) : null;
  return (
    <li
      className={transfer ? 'tx-row tx-row--transfer' : 'tx-row'}
      style={{ top, height: ROW_HEIGHT }}
      data-testid="transaction-row"
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <span className="tx-row__date">{dates.shortDate(item.date)}</span>
      <span className="tx-row__description" title={t('tx.rowPlace', { sheet: item.sheet, row: item.row })}>
        <span className="tx-row__text">{item.description || '—'}</span>
        {note && (
          <span className="tx-row__transfer" title={note}>
            {note}
          </span>
        )}
      </span>
      <span className="tx-row__category">
        {item.category} / {item.sub_category}
      </span>
      <span className="tx-row__type">
        {transactionType(t, item.type)}
        {transfer && (
          <>
            {' '}
            <span className="tx-badge">{t('tx.transfer')}</span>
          </>
        )}
      </span>
      <span className="tx-row__amount">
        {money.exact(item.amount)}
        {item.original && (
          // Read in another currency: the amount as written there, beside the converted one (api/src/services/currency-rates.ts).
          <span className="tx-row__original">
            {t('tx.original', { amount: moneyFormat(item.original.currency, money.locale).exact(item.original.amount) })}
          </span>
        )}
      </span>
      <span className="tx-row__action">
        {transfer && (
          <button
            type="button"
            className="ot-button ot-button--secondary tx-row__unmatch"
            disabled={unmatching || unmatchDisabled}
            aria-label={unmatchLabel(item, words, unmatching)}
            onClick={() => onUnmatch(item)}
          >
            {unmatching ? t('tx.unmatching') : t('tx.unmatch')}
          </button>
        )}
      </span>
    </li>
  );
}
