import { moneyFormat } from '@ontrack/api/domain';
import { newTransactionValues, parseTransactionForm, transactionToValues } from './transaction-form';

describe('transaction form', () => {
  it('starts empty, dated today, as money in', () => {
    expect(newTransactionValues('2025-06-15')).toEqual({ description: '', amount: '', date: '2025-06-15', withdrawal: false });
  });

  it('stores money in as a positive amount', () => {
    expect(parseTransactionForm({ description: ' Bonus ', amount: '1500.50', date: '2025-12-01', withdrawal: false })).toEqual({
      draft: { description: 'Bonus', amount: 1500.5, date: '2025-12-01' },
      errors: {},
    });
  });

  it('stores a withdrawal as a negative amount', () => {
    expect(parseTransactionForm({ description: 'Car repair', amount: '800', date: '2025-09-01', withdrawal: true }).draft.amount).toBe(
      -800,
    );
  });

  it('shows an existing withdrawal as its size with the box ticked', () => {
    expect(transactionToValues({ id: 101, description: 'Car', amount: -800, date: '2025-09-01' })).toEqual({
      description: 'Car',
      amount: '800',
      date: '2025-09-01',
      withdrawal: true,
    });
    expect(transactionToValues({ id: 102, description: 'Gift', amount: 50.25, date: '2025-09-01' }).withdrawal).toBe(false);
  });

  it.each([
    [{ description: '', amount: '10', date: '2025-06-15' }, { description: 'Description is required.' }],
    [{ description: 'x', amount: '', date: '2025-06-15' }, { amount: 'Enter an amount.' }],
    [{ description: 'x', amount: 'ten', date: '2025-06-15' }, { amount: '“ten” is not an amount. Write amounts like 1,234.56.' }],
    [{ description: 'x', amount: '0.00', date: '2025-06-15' }, { amount: 'Amount must be at least $0.01.' }],
    [{ description: 'x', amount: '-5', date: '2025-06-15' }, { amount: 'Amount must be at least $0.01.' }],
    [{ description: 'x', amount: '10.123', date: '2025-06-15' }, { amount: '“10.123” is not an amount. Write amounts like 1,234.56.' }],
    [{ description: 'x', amount: '1.234,56', date: '2025-06-15' }, { amount: '“1.234,56” is not an amount. Write amounts like 1,234.56.' }],
    [{ description: 'x', amount: '10', date: '' }, { date: 'Date is required.' }],
    [{ description: 'x', amount: '10', date: '2025-13-01' }, { date: 'Date must be a real calendar date.' }],
  ])('refuses %j', (values, errors) => {
    expect(parseTransactionForm({ withdrawal: false, ...values }).errors).toEqual(errors);
  });

  it("reads the amount the user's locale's way, and writes it back so", () => {
    const euros = moneyFormat('EUR', 'de-DE');
    expect(parseTransactionForm({ description: 'x', amount: '1.234,5', date: '2025-06-15', withdrawal: false }, euros).draft.amount).toBe(
      1234.5,
    );
    expect(parseTransactionForm({ description: 'x', amount: '1,234', date: '2025-06-15', withdrawal: false }, euros).errors).toEqual({
      amount: '“1,234” is not an amount. Write amounts like 1.234,56.',
    });
    expect(transactionToValues({ id: 1, description: 'Car', amount: -800.5, date: '2025-09-01' }, euros).amount).toBe('800,5');
  });

  it('accepts the smallest amount, 0.01', () => {
    expect(parseTransactionForm({ description: 'x', amount: '0.01', date: '2025-06-15', withdrawal: true })).toEqual({
      draft: { description: 'x', amount: -0.01, date: '2025-06-15' },
      errors: {},
    });
  });
});
