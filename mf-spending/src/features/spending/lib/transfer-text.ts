import type { TransactionItemDto } from '@ontrack/api/contracts';
import { formatShortDate, type MoneyFormat } from '@ontrack/api/domain';

/** Said of a matched transfer whose other row is not among the rows loaded (another page, or filtered out). */
export const TRANSFER_ELSEWHERE = 'Transfer between your accounts';

/** Said when an unmatch fails without the server's reason. */
export const UNMATCH_FAILED = 'The transfer could not be unmatched. Please try again.';

export const UNMATCHED = 'Transfer unmatched: both rows count again.';

/** A row as the list shows it: its date and amount, exact in the user's `money`. */
const rowName = (item: TransactionItemDto, money: MoneyFormat) => `${formatShortDate(item.date)}, ${money.exact(item.amount)}`;

/** A matched transfer's other side: that row's date and amount when it is loaded, else only what it is. */
export function transferNote(partner: TransactionItemDto | undefined, money: MoneyFormat): string {
  return partner ? `Transfer with the row of ${rowName(partner, money)}` : TRANSFER_ELSEWHERE;
}

/** The Unmatch button's name, after its own row so a screen reader tells the rows apart; `busy` while it is on its way. */
export function unmatchLabel(item: TransactionItemDto, money: MoneyFormat, busy = false): string {
  return `${busy ? 'Unmatching' : 'Unmatch'} transfer of ${rowName(item, money)}`;
}
