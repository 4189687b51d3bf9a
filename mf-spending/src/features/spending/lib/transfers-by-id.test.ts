import { transactionItem } from '../../../testing/transaction-fixtures';
import { transfersById } from './transfers-by-id';

describe('transfersById', () => {
  it('keeps the matched transfers only, by id', () => {
    const payment = transactionItem(7, { transfer_with: 8 });
    const debit = transactionItem(8, { transfer_with: 7 });
    const map = transfersById([transactionItem(1), payment, transactionItem(2), debit]);
    expect([...map.keys()]).toEqual([7, 8]);
    expect(map.get(payment.transfer_with ?? -1)).toBe(debit);
    expect(map.has(1)).toBe(false);
  });
});
