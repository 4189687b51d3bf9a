import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { TransactionsPageDto } from '@ontrack/api/contracts';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch, type SentRequest } from '../../../../../shell/testing/fetch-stub';
import SpendingPage from '../../../expose/Page';
import { realisticAnalysis } from '../../../testing/spending-fixtures';
import { transactionItem } from '../../../testing/transaction-fixtures';
import { SEARCH_DELAY_MS } from './TransactionsView';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

const LIST = 'GET /transactions/api/transactions';
// The first test also loads the screen's modules; the machine is shared.
jest.setTimeout(30_000);

/** A list of `count` rows served by the stub in pages of the size asked, by cursor `<id>`. */
function pagedList(count: number, totals = { income: 0, expenses: 9000, savings: 0 }) {
  return (request: SentRequest) => {
    const params = new URLSearchParams(request.search);
    const limit = Number(params.get('limit'));
    const start = params.has('cursor') ? Number(params.get('cursor')) + 1 : 0;
    const items = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, index) => transactionItem(start + index));
    const body: TransactionsPageDto = { items, next_cursor: start + limit < count ? String(start + limit - 1) : null, count, totals };
    return { body };
  };
}

function renderScreen(list = pagedList(3)) {
  const net = stubFetch({ 'GET /spending/api/spending-analysis': { body: realisticAnalysis() }, [LIST]: list });
  renderWithProviders(
    <Routes>
      <Route path="*" element={<SpendingPage onNavigate={jest.fn()} />} />
    </Routes>,
    { route: '/main' },
  );
  return net;
}

const listQueries = (net: ReturnType<typeof stubFetch>) =>
  net.to(LIST).map((request) => Object.fromEntries(new URLSearchParams(request.search)));

describe('Spending screen: transactions', () => {
  it('"View transactions" on a category row opens its rows for the period’s window, with the same total', async () => {
    const net = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'View transactions of Food' }));
    expect(await screen.findByRole('heading', { name: 'Food, 12 Months' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-expenses')).toHaveTextContent('$9,000.00');
    expect(listQueries(net)[0]).toEqual({ category: 'Food', type: 'Expense', window: 'LY', limit: '200' });
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(3);
    // The exports carry the same filters.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/export/transactions.csv?category=Food&type=Expense&window=LY',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to analysis' }));
    expect(await screen.findByRole('button', { name: 'View transactions of Food' })).toBeInTheDocument();
  });

  it('a subcategory row filters to its pair', async () => {
    const net = renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Food' }));
    await userEvent.click(screen.getByRole('button', { name: 'View transactions of Food / Groceries' }));
    await screen.findByRole('heading', { name: 'Food / Groceries, 12 Months' });
    await waitFor(() =>
      expect(listQueries(net)[0]).toEqual({ category: 'Food', sub_category: 'Groceries', type: 'Expense', window: 'LY', limit: '200' }),
    );
  });

  it('a previous-period figure opens its rows for the previous window, with the same total; its subcategories too', async () => {
    const net = renderScreen(pagedList(3, { income: 0, expenses: 2000, savings: 0 }));
    await userEvent.click(await screen.findByRole('button', { name: /^3 Months/ }));
    // The figure itself is the button, named by what it shows first.
    await userEvent.click(screen.getByRole('button', { name: '$2,000, previous period: open its transactions for Food' }));
    expect(await screen.findByRole('heading', { name: 'Food, previous 3 Months' })).toBeInTheDocument();
    expect(await screen.findByTestId('total-expenses')).toHaveTextContent('$2,000.00');
    expect(listQueries(net)[0]).toEqual({ category: 'Food', type: 'Expense', window: '3_months_previous', limit: '200' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/export/transactions.csv?category=Food&type=Expense&window=3_months_previous',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Back to analysis' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Food' }));
    await userEvent.click(screen.getByRole('button', { name: '$1,600, previous period: open its transactions for Food / Groceries' }));
    await screen.findByRole('heading', { name: 'Food / Groceries, previous 3 Months' });
    await waitFor(() =>
      expect(listQueries(net)[1]).toEqual({
        category: 'Food',
        sub_category: 'Groceries',
        type: 'Expense',
        window: '3_months_previous',
        limit: '200',
      }),
    );
  });

  it('without a previous window the figures stay plain: nothing to open', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'View transactions of Food' });
    expect(screen.queryByRole('button', { name: /previous period: open its transactions/ })).not.toBeInTheDocument();
  });

  it('All transactions: search asks once the typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const net = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'All transactions' }));
      await screen.findByTestId('transactions-summary');
      expect(listQueries(net)).toEqual([{ limit: '200' }]);
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'market');
      expect(listQueries(net)).toHaveLength(1);
      act(() => {
        jest.advanceTimersByTime(SEARCH_DELAY_MS);
      });
      await waitFor(() => expect(listQueries(net)).toEqual([{ limit: '200' }, { q: 'market', limit: '200' }]));
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders a screenful of a long list and fetches the next page as it scrolls near the end', async () => {
    const net = renderScreen(pagedList(200_000));
    await userEvent.click(await screen.findByRole('button', { name: 'All transactions' }));
    expect(await screen.findByTestId('transactions-summary')).toHaveTextContent('200,000 transactions');
    const rendered = screen.getAllByTestId('transaction-row');
    expect(rendered.length).toBeLessThan(30);
    // Screen readers hear each row's place in the whole set; ARIA allows that on the items, not on the list.
    expect(rendered[0]).toHaveAttribute('aria-posinset', '1');
    expect(rendered[0]).toHaveAttribute('aria-setsize', '200000');
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-setsize');
    const viewport = screen.getByRole('region', { name: 'Transactions' });
    // Scroll to the end of the first page (200 rows of 44 px).
    act(() => {
      viewport.scrollTop = 180 * 44;
      viewport.dispatchEvent(new Event('scroll', { bubbles: true }));
    });
    await waitFor(() => expect(net.to(LIST)).toHaveLength(2));
    expect(listQueries(net)[1]).toEqual({ limit: '200', cursor: '199' });
    expect(within(viewport).getAllByTestId('transaction-row').length).toBeLessThan(40);
    expect(within(viewport).getByText('Shop 180')).toBeInTheDocument();
  });
});
