import { screen } from '@testing-library/react';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import { transactionItem } from '../../../testing/transaction-fixtures';
import { TransactionRow } from './TransactionRow';

const SESSION = { logged_in: true, id: 1, email: 'ann@example.com', home_currency: 'USD' };

function renderRow(item = transactionItem(1)) {
  stubFetch({ 'GET /auth/check-login-status': { body: SESSION } });
  renderWithProviders(
    <ul>
      <TransactionRow
        item={item}
        partner={undefined}
        top={0}
        position={1}
        setSize={1}
        unmatching={false}
        unmatchDisabled={false}
        onUnmatch={jest.fn()}
      />
    </ul>,
  );
  return screen.getByTestId('transaction-row');
}

describe('TransactionRow: amounts read in another currency', () => {
  it('shows the converted amount with the amount as written in its own currency under it', async () => {
    const row = renderRow(transactionItem(1, { amount: -461.83, contribution: 461.83, original: { amount: -412.35, currency: 'CHF' } }));
    expect(await screen.findByText('from -CHF 412.35')).toBeInTheDocument();
    // The converted amount first, in the home currency's format; the original under it.
    const amount = row.querySelector('.tx-row__amount')?.textContent?.replace(/\s/g, ' ');
    expect(amount).toMatch(/^-\D*461\.83from -CHF 412\.35$/);
  });

  it('shows one amount for a row read in the home currency', () => {
    const row = renderRow();
    expect(row.querySelector('.tx-row__original')).toBeNull();
  });
});
