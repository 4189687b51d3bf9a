import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import SpendingPage from '../../../expose/Page';
import { realisticAnalysis } from '../../../testing/spending-fixtures';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));
// The first test also loads the screen's modules; the machine is shared.
jest.setTimeout(30_000);

function History() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** Spending as the shell shows it: at /main/spending and under it. */
function renderAt(route: string) {
  stubFetch({
    'GET /spending/api/spending-analysis': { body: realisticAnalysis() },
    'GET /transactions/api/transactions': {
      body: { items: [], next_cursor: null, count: 0, totals: { income: 0, expenses: 0, savings: 0 } },
    },
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/main/spending/*" element={<SpendingPage onNavigate={jest.fn()} />} />
      </Routes>
      <History />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const listHeading = () => screen.findByRole('heading', { name: 'All transactions' });

describe('Spending: the list of transactions at its own address', () => {
  it('opens All transactions at /main/spending/transactions; back returns to the analysis', async () => {
    renderAt('/main/spending');
    await userEvent.click(await screen.findByRole('button', { name: 'All transactions' }));
    expect(await listHeading()).toBeInTheDocument();
    expect(location()).toBe('/main/spending/transactions');

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('heading', { name: 'Financial Analysis' })).toBeInTheDocument();
    expect(location()).toBe('/main/spending');
    expect(screen.queryByRole('heading', { name: 'All transactions' })).not.toBeInTheDocument();
  });

  it('Back to analysis goes back in history to the analysis it was opened from', async () => {
    renderAt('/main/spending');
    await userEvent.click(await screen.findByRole('button', { name: 'All transactions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to analysis' }));
    await waitFor(() => expect(location()).toBe('/main/spending'));
    expect(screen.queryByRole('heading', { name: 'All transactions' })).not.toBeInTheDocument();
  });

  it('shows All transactions when its address is opened afresh; Back to analysis goes on to the analysis', async () => {
    renderAt('/main/spending/transactions');
    expect(await listHeading()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to analysis' }));
    await waitFor(() => expect(location()).toBe('/main/spending'));
    expect(await screen.findByRole('heading', { name: 'Financial Analysis' })).toBeInTheDocument();
  });
});
