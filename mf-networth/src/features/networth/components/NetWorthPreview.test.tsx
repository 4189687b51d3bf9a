// The stand-in renders the series each chart was given, so the tests read what is drawn.
jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import Preview from '../../../expose/Preview';
import { DASHBOARD, EMPTY_DASHBOARD } from '../../../testing/fixtures';
import { seriesOf } from '@ontrack/shell/testing/highcharts-mock';

const DASHBOARD_URL = 'GET /networth/api/networth/dashboard';

function renderPreview() {
  const onNavigate = jest.fn();
  const user = userEvent.setup();
  return { onNavigate, user, ...renderWithProviders(<Preview onNavigate={onNavigate} />) };
}

describe('NetWorthPreview (./Preview)', () => {
  it('shows the three cards and the history chart', async () => {
    stubFetch({ [DASHBOARD_URL]: { body: DASHBOARD } });
    renderPreview();
    expect(await screen.findByTestId('networth-card-assets')).toHaveTextContent('$263,000');
    expect(screen.getByTestId('networth-card-netWorth')).toHaveTextContent('$244,750');
    expect(screen.getByTestId('networth-card-liabilities')).toHaveTextContent('$18,251');
    const chart = screen.getByRole('figure', { name: /Net worth history/ });
    expect(seriesOf(chart).map((s) => s.name)).toEqual(['Assets', 'Liabilities', 'Net Worth']);
    expect(seriesOf(chart)[2].data).toHaveLength(3);
    // For screen readers, the same history as a table inside the figure.
    expect(
      within(chart)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jan 15, 2025', 'Feb 1, 2025', 'Mar 1, 2025']);
  });

  it('has no add, edit or delete controls, no entries table and no breakdowns', async () => {
    stubFetch({ [DASHBOARD_URL]: { body: DASHBOARD } });
    renderPreview();
    await screen.findByTestId('networth-card-assets');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['View Full Analysis']);
    expect(screen.queryByRole('table', { name: 'All Entries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Assets by category' })).not.toBeInTheDocument();
  });

  it('View Full Analysis goes to the net-worth section', async () => {
    stubFetch({ [DASHBOARD_URL]: { body: DASHBOARD } });
    const { onNavigate, user } = renderPreview();
    await user.click(screen.getByRole('button', { name: 'View Full Analysis' }));
    expect(onNavigate).toHaveBeenCalledWith('net-worth');
  });

  it('reads only the dashboard: it never creates categories', async () => {
    const net = stubFetch({ [DASHBOARD_URL]: { body: EMPTY_DASHBOARD } });
    renderPreview();
    expect(await screen.findByText(/No assets or liabilities yet/)).toBeInTheDocument();
    await waitFor(() => expect(net.requests.map((r) => `${r.method} ${r.path}`)).toEqual([DASHBOARD_URL]));
  });

  it('shows a loading state, then the section 8 text when the dashboard fails', async () => {
    stubFetch({ [DASHBOARD_URL]: { status: 500, body: {} } });
    renderPreview();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your net worth…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch income expense period data');
    expect(screen.getByRole('button', { name: 'View Full Analysis' })).toBeEnabled();
  });
});
