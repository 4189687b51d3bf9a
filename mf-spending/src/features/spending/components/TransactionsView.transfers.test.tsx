import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { TransactionItemDto } from '@ontrack/api/contracts';
import { createAppStore, csrfTokenReceived, selectDataUpdateCount } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, stubFetch, type StubAnswer, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import SpendingPage from '../../../expose/Page';
import { realisticAnalysis } from '../../../testing/spending-fixtures';
import { transactionItem, transactionsPage } from '../../../testing/transaction-fixtures';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

const LIST = 'GET /transactions/api/transactions';
const ANALYSIS = 'GET /spending/api/spending-analysis';
const UNMATCH_7 = 'POST /transactions/api/transactions/7/unmatch';
// The first test also loads the screen's modules; the machine is shared.
jest.setTimeout(30_000);

/** The card's side of a card payment from checking, and the checking side: a matched transfer. */
const cardSide = transactionItem(7, {
  date: '2025-03-21',
  description: 'Payment received',
  type: 'Income',
  amount: 150,
  contribution: 0,
  transfer_with: 8,
});
const checkingSide = transactionItem(8, {
  date: '2025-03-20',
  description: 'Card payment',
  amount: -150,
  contribution: 0,
  transfer_with: 7,
});
/** A transfer whose other row is not on the page. */
const loneSide = transactionItem(9, { description: 'To savings', amount: -500, contribution: 0, transfer_with: 42 });
const ordinary = transactionItem(1, { description: 'Grocer' });

const matchedPage = transactionsPage([ordinary, cardSide, checkingSide, loneSide]);
const unmatch = (item: TransactionItemDto): TransactionItemDto => ({ ...item, transfer_with: null, contribution: Math.abs(item.amount) });
const unmatchedPage = transactionsPage([ordinary, unmatch(cardSide), unmatch(checkingSide), loneSide]);

/** The spending screen with All transactions open, as the signed-in user (with a CSRF token). */
async function openList(unmatchRoute: StubRoute, list: StubAnswer[] = [{ body: matchedPage }, { body: unmatchedPage }]) {
  const net = stubFetch({ [ANALYSIS]: { body: realisticAnalysis() }, [LIST]: list, [UNMATCH_7]: unmatchRoute });
  const store = createAppStore();
  store.dispatch(csrfTokenReceived('token-1'));
  renderWithProviders(
    <Routes>
      <Route path="*" element={<SpendingPage onNavigate={jest.fn()} />} />
    </Routes>,
    { route: '/main', store },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'All transactions' }));
  await screen.findByText('Payment received');
  return { net, store };
}

/** The list item showing a row's description. */
function rowOf(description: string): HTMLElement {
  const row = screen.getByText(description).closest('li');
  if (!row) throw new Error(`No row shows ${description}`);
  return row;
}

const unmatchButton = () => screen.getByRole('button', { name: 'Unmatch transfer of Mar 21, 2025, $150.00' });

describe('Spending screen: transfers in the transactions list', () => {
  it('says in words that a matched row is a transfer and names its other side; an ordinary row says nothing of it', async () => {
    await openList({ body: { success: true } });

    const card = rowOf('Payment received');
    expect(within(card).getByText('Transfer')).toHaveClass('tx-badge');
    expect(card).toHaveTextContent('Transfer with the row of Mar 20, 2025, -$150.00');
    expect(card).toHaveTextContent('Income Transfer');
    expect(within(card).getByRole('button', { name: 'Unmatch transfer of Mar 21, 2025, $150.00' })).toBeEnabled();

    const checking = rowOf('Card payment');
    expect(checking).toHaveTextContent('Transfer with the row of Mar 21, 2025, $150.00');
    expect(within(checking).getByRole('button', { name: 'Unmatch transfer of Mar 20, 2025, -$150.00' })).toBeInTheDocument();

    // Its other row is not loaded: what it is, without a row to point at.
    const lone = rowOf('To savings');
    expect(lone).toHaveTextContent('Transfer between your accounts');
    expect(lone).not.toHaveTextContent('Transfer with the row');

    const plain = rowOf('Grocer');
    expect(plain).not.toHaveTextContent(/transfer/i);
    expect(within(plain).queryByRole('button')).not.toBeInTheDocument();
  });

  it('Unmatch posts for the row with the CSRF token, is busy meanwhile, then refreshes the list and every figure', async () => {
    const answer = deferred<StubAnswer>();
    const { net, store } = await openList(() => answer.promise);
    const before = selectDataUpdateCount(store.getState());
    expect(net.to(LIST)).toHaveLength(1);
    expect(net.to(ANALYSIS)).toHaveLength(1);

    await userEvent.click(unmatchButton());
    const busy = await screen.findByRole('button', { name: 'Unmatching transfer of Mar 21, 2025, $150.00' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveTextContent('Unmatching…');
    // One change at a time: the other side cannot be unmatched meanwhile.
    expect(within(rowOf('Card payment')).getByRole('button')).toBeDisabled();

    const [post] = net.to(UNMATCH_7);
    expect(post.headers.get('X-CSRFToken')).toBe('token-1');
    answer.resolve({ body: { success: true } });

    expect(await screen.findByText('Transfer unmatched: both rows count again.')).toBeInTheDocument();
    await waitFor(() => expect(net.to(LIST)).toHaveLength(2));
    await waitFor(() => expect(net.to(ANALYSIS)).toHaveLength(2));
    expect(selectDataUpdateCount(store.getState())).toBe(before + 1);
    // The refreshed rows count again: ordinary rows now.
    await waitFor(() => expect(rowOf('Payment received')).not.toHaveTextContent(/transfer/i));
    expect(within(rowOf('Card payment')).queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf('To savings')).toHaveTextContent('Transfer between your accounts');
    expect(net.to(UNMATCH_7)).toHaveLength(1);
  });

  it("shows the server's reason when there is no such transfer, and keeps the row and the figures as they were", async () => {
    const { net, store } = await openList({ status: 404, body: { success: false, error: 'There is no such matched transfer.' } });
    const before = selectDataUpdateCount(store.getState());

    await userEvent.click(unmatchButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such matched transfer.');
    expect(unmatchButton()).toBeEnabled();
    const card = rowOf('Payment received');
    expect(within(card).getByText('Transfer')).toBeInTheDocument();
    expect(card).toHaveTextContent('Transfer with the row of Mar 20, 2025, -$150.00');
    expect(net.to(LIST)).toHaveLength(1);
    expect(net.to(ANALYSIS)).toHaveLength(1);
    expect(selectDataUpdateCount(store.getState())).toBe(before);
  });

  it('says the unmatch failed when the server gives no reason', async () => {
    await openList({ status: 502, body: 'Bad gateway' });
    await userEvent.click(unmatchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The transfer could not be unmatched. Please try again.');
    expect(rowOf('Payment received')).toHaveTextContent('Transfer with the row of Mar 20, 2025, -$150.00');
  });
});
