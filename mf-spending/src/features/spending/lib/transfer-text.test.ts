import { DEFAULT_DATE_FORMAT, DEFAULT_MONEY_FORMAT, moneyFormat, type MoneyFormat } from '@ontrack/api/domain';
import { i18n } from '@ontrack/shell/platform';
import { SPENDING_NAMESPACE } from '../../../i18n';
import { transactionItem } from '../../../testing/transaction-fixtures';
import { transferNote, unmatchLabel } from './transfer-text';

const english = (money: MoneyFormat) => ({ t: i18n.getFixedT('en', SPENDING_NAMESPACE), dates: DEFAULT_DATE_FORMAT, money });

describe('transfer texts', () => {
  const payment = transactionItem(7, { date: '2025-03-21', amount: 150, transfer_with: 8 });
  const debit = transactionItem(8, { date: '2025-03-20', amount: -150, transfer_with: 7 });

  it('names the other row by its date and signed amount when it is loaded', () => {
    expect(transferNote(debit, english(DEFAULT_MONEY_FORMAT))).toBe('Transfer with the row of Mar 20, 2025, -$150.00');
  });

  it('says only that it is a transfer when the other row is not loaded', () => {
    expect(transferNote(undefined, english(DEFAULT_MONEY_FORMAT))).toBe('Transfer between your accounts');
  });

  it("names the Unmatch button after the button's own row", () => {
    expect(unmatchLabel(payment, english(DEFAULT_MONEY_FORMAT))).toBe('Unmatch transfer of Mar 21, 2025, $150.00');
    expect(unmatchLabel(payment, english(DEFAULT_MONEY_FORMAT), true)).toBe('Unmatching transfer of Mar 21, 2025, $150.00');
  });

  it('writes the amounts exact in the format it is given', () => {
    const chf = moneyFormat('CHF', 'en-US');
    expect(transferNote(debit, english(chf)).replace(/\u00a0/g, ' ')).toBe('Transfer with the row of Mar 20, 2025, -CHF 150.00');
    expect(unmatchLabel(payment, english(chf)).replace(/\u00a0/g, ' ')).toBe('Unmatch transfer of Mar 21, 2025, CHF 150.00');
  });
});
