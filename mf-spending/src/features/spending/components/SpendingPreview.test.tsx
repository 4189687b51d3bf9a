import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import SpendingPreview from '../../../expose/Preview';
import { analysis, category, periodData, realisticAnalysis } from '../../../testing/spending-fixtures';

const ANALYSIS = 'GET /spending/api/spending-analysis';

function renderPreview(route: StubRoute = { body: realisticAnalysis() }) {
  const net = stubFetch({ [ANALYSIS]: route });
  const onNavigate = jest.fn();
  const view = renderWithProviders(<SpendingPreview onNavigate={onNavigate} />);
  return { net, onNavigate, ...view };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Top Expenses' }))
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('.spending-preview__name')?.textContent,
      item.querySelector('.spending-preview__amount')?.textContent,
    ]);

describe('SpendingPreview', () => {
  it('lists the five largest expense categories of the longest period with whole-dollar amounts', async () => {
    renderPreview();
    await screen.findByRole('list', { name: 'Top Expenses' });
    expect(items()).toEqual([
      ['Housing', '$24,000'],
      ['Food', '$9,000'],
      ['Transport', '$6,000'],
      ['Utilities', '$3,600'],
      ['Health', '$1,500'],
    ]);
    expect(screen.getByText('Last 12 months')).toBeInTheDocument();
  });

  it('uses the longest period the data has', async () => {
    const sixMonths = periodData({ expense_categories: { Rent: category(6000.4), Food: category(1500.5) } });
    const threeMonths = periodData({ expense_categories: { Rent: category(3000) } });
    renderPreview({ body: analysis({ '6_months': sixMonths, '3_months': threeMonths }) });
    await screen.findByRole('list', { name: 'Top Expenses' });
    expect(items()).toEqual([
      ['Rent', '$6,000'],
      ['Food', '$1,501'],
    ]);
    expect(screen.getByText('Last 6 months')).toBeInTheDocument();
  });

  it('says how many of the months hold data when fewer than the period has, and nothing for a full year', async () => {
    const partial = periodData({ months_covered: 6, months_in_window: 12, expense_categories: { Rent: category(600) } });
    const { unmount } = renderPreview({ body: analysis({ LY: partial }) });
    await screen.findByRole('list', { name: 'Top Expenses' });
    expect(screen.getByTestId('coverage-sentence')).toHaveTextContent('Your data covers 6 of these 12 months');
    unmount();

    const full = periodData({ months_covered: 12, months_in_window: 12, expense_categories: { Rent: category(1200) } });
    renderPreview({ body: analysis({ LY: full }) });
    await screen.findByRole('list', { name: 'Top Expenses' });
    expect(screen.queryByTestId('coverage-sentence')).not.toBeInTheDocument();
  });

  it('Explore Your Data opens the spending section', async () => {
    const { onNavigate } = renderPreview();
    await screen.findByRole('list', { name: 'Top Expenses' });
    await userEvent.click(screen.getByRole('button', { name: 'Explore Your Data' }));
    expect(onNavigate).toHaveBeenCalledWith('spending');
  });

  it('has no add, edit or delete controls', async () => {
    renderPreview();
    await screen.findByRole('list', { name: 'Top Expenses' });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Explore Your Data']);
  });

  it('shows its own loading overlay until the analysis arrives, and during a refresh', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const { store } = renderPreview((_request, call) => (call === 0 ? first.promise : second.promise));
    expect(await screen.findByText('Loading spending data...')).toBeInTheDocument();
    first.resolve(jsonResponse(realisticAnalysis()));
    await screen.findByRole('list', { name: 'Top Expenses' });
    expect(screen.queryByText('Loading spending data...')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Spending']));
    });
    expect(await screen.findByText('Loading spending data...')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Top Expenses' })).toBeInTheDocument();
    second.resolve(jsonResponse(analysis({ LY: periodData({ expense_categories: { Travel: category(4000) } }) })));
    await waitFor(() => expect(items()).toEqual([['Travel', '$4,000']]));
    expect(screen.queryByText('Loading spending data...')).not.toBeInTheDocument();
  });

  it('says "No data available" before anything is analysed', async () => {
    renderPreview({ body: analysis({}) });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says "Unable to load goals" when the analysis cannot be loaded, and Retry loads it', async () => {
    renderPreview([{ status: 500, body: { success: false, error: 'Database unavailable' } }, { body: realisticAnalysis() }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load goals');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Top Expenses' })).toBeInTheDocument();
  });
});
