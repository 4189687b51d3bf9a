/** Builders of transactions-list answers for tests (the wire shape). */
import type { TransactionItemDto, TransactionsPageDto } from '@ontrack/api/contracts';

/** An ordinary expense row (no matched transfer) of the sheet "Log"; a test overrides what it reads. */
export function transactionItem(id: number, overrides: Partial<TransactionItemDto> = {}): TransactionItemDto {
  return {
    id,
    date: '2025-04-01',
    description: `Shop ${id}`,
    category: 'Food',
    sub_category: 'Groceries',
    type: 'Expense',
    amount: -10,
    contribution: 10,
    sheet: 'Log',
    row: id + 1,
    transfer_with: null,
    original: null,
    ...overrides,
  };
}

/** One page holding `items` and nothing after it; count and totals as a test reads them. */
export function transactionsPage(items: TransactionItemDto[], fields: Partial<TransactionsPageDto> = {}): TransactionsPageDto {
  return { items, next_cursor: null, count: items.length, totals: { income: 0, expenses: 0, savings: 0 }, ...fields };
}
