import type { TransactionItemDto } from '@ontrack/api/contracts';
import type { DateFormat, MoneyFormat } from '@ontrack/api/domain';
import type { SpendingT } from '../../../i18n';

/** How a row is named: in the user's words, date and money (`t`, useDates, useMoney). */
export interface RowWords {
  t: SpendingT;
  dates: DateFormat;
  money: MoneyFormat;
}

/** A row as the list shows it: its date and amount, exact in the user's `money`. */
const rowName = (item: TransactionItemDto, { t, dates, money }: RowWords) =>
  t('transfer.row', { date: dates.shortDate(item.date), amount: money.exact(item.amount) });

/** A matched transfer's other side: that row's date and amount when it is loaded, else only what it is. */
export function transferNote(partner: TransactionItemDto | undefined, words: RowWords): string {
  return partner ? words.t('transfer.with', { row: rowName(partner, words) }) : words.t('transfer.elsewhere');
}

/** The Unmatch button's name, after its own row so a screen reader tells the rows apart; `busy` while it is on its way. */
export function unmatchLabel(item: TransactionItemDto, words: RowWords, busy = false): string {
  const row = rowName(item, words);
  return busy ? words.t('transfer.unmatchingOf', { row }) : words.t('transfer.unmatchOf', { row });
}
