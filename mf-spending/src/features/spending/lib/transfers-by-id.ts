import type { TransactionItemDto } from '@ontrack/api/contracts';

/**
 * The loaded rows that are matched transfers, by id: where a transfer row finds its other side
 * (`transfer_with`), which is a transfer row too. Only those are kept, so 200k loaded rows cost a
 * map of their few transfers.
 */
export function transfersById(items: readonly TransactionItemDto[]): ReadonlyMap<number, TransactionItemDto> {
  return new Map(items.filter((item) => item.transfer_with !== null).map((item) => [item.id, item]));
}
