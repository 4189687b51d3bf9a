// The stand-in renders the series each chart was given, so the tests read what is drawn.
jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { CATEGORIES, DASHBOARD, EMPTY_DASHBOARD, NO_CATEGORIES } from '../../../testing/fixtures';
import { seriesOf } from '@ontrack/shell/testing/highcharts-mock';
import { NetWorthPage } from './NetWorthPage';

const CATEGORIES_URL = 'GET /networth/api/networth/categories';
const INIT_URL = 'PUT /networth/api/networth/init-categories';
const DASHBOARD_URL = 'GET /networth/api/networth/dashboard';
const ENTRIES_URL = 'POST /networth/api/networth/entries';

function stubNetWorth(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    [CATEGORIES_URL]: { body: CATEGORIES },
    [DASHBOARD_URL]: { body: DASHBOARD },
    ...routes,
  });
}

/** Today as the user's own calendar has it, worked out independently of the screen's code. */
const today = () => new Date().toLocaleDateString('en-CA');

function renderPage() {
  const user = userEvent.setup();
  const result = renderWithProviders(<NetWorthPage />);
  return { user, ...result };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: title });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // Failures are logged by design: those are kept quiet, anything else
  // (a React warning, say) still shows.
  const original = console.error.bind(console);
  consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] !== 'Net worth call failed') original(...args);
  });
});
afterEach(() => consoleError.mockRestore());

describe('NetWorthPage: categories', () => {
  it('initialises the categories with a PUT when a list is empty, then reloads them', async () => {
    const net = stubNetWorth({
      [CATEGORIES_URL]: [{ body: NO_CATEGORIES }, { body: CATEGORIES }],
      [INIT_URL]: { body: CATEGORIES },
      [DASHBOARD_URL]: { body: EMPTY_DASHBOARD },
    });
    const { user } = renderPage();

    const addAsset = await screen.findByRole('button', { name: 'Add Asset' });
    await waitFor(() => expect(addAsset).toBeEnabled());
    expect(net.to(INIT_URL)).toHaveLength(1);
    expect(net.to(INIT_URL)[0].headers.get('X-CSRFToken')).toBe('tok-1');
    expect(net.to(CATEGORIES_URL)).toHaveLength(2);
    // The PUT comes between the two loads.
    const order = net.requests.map((r) => `${r.method} ${r.path}`).filter((key) => key === CATEGORIES_URL || key === INIT_URL);
    expect(order).toEqual([CATEGORIES_URL, INIT_URL, CATEGORIES_URL]);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Cash');
  });

  it('offers the net-worth export as a download', async () => {
    stubNetWorth({ [CATEGORIES_URL]: { body: CATEGORIES }, [DASHBOARD_URL]: { body: DASHBOARD } });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Export net worth' });
    expect(link).toHaveAttribute('href', '/export/networth.csv');
    expect(link).toHaveAttribute('download');
  });

  it('initialises when only the liability list is empty', async () => {
    const net = stubNetWorth({
      [CATEGORIES_URL]: [{ body: { ...CATEGORIES, liabilities: [] } }, { body: CATEGORIES }],
      [INIT_URL]: { body: CATEGORIES },
    });
    renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Liability' })).toBeEnabled());
    expect(net.to(INIT_URL)).toHaveLength(1);
  });

  it('does not initialise when both lists have categories', async () => {
    const net = stubNetWorth();
    renderPage();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Asset' })).toBeEnabled());
    expect(net.to(INIT_URL)).toHaveLength(0);
  });

  it('asks only once even if the server keeps answering an empty list, and says so', async () => {
    const net = stubNetWorth({
      [CATEGORIES_URL]: { body: NO_CATEGORIES },
      [INIT_URL]: { body: NO_CATEGORIES },
      [DASHBOARD_URL]: { body: EMPTY_DASHBOARD },
    });
    renderPage();
    await waitFor(() => expect(net.to(CATEGORIES_URL)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(net.to(INIT_URL)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Add Asset' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch income expense period data');
  });

  it('shows the error banner and keeps adding disabled when initialising fails', async () => {
    stubNetWorth({
      [CATEGORIES_URL]: { body: NO_CATEGORIES },
      [INIT_URL]: { status: 500, body: { success: false, error: 'Database down' } },
      [DASHBOARD_URL]: { body: EMPTY_DASHBOARD },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch income expense period data');
    expect(screen.getByRole('button', { name: 'Add Asset' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Liability' })).toBeDisabled();
  });
});

describe('NetWorthPage: what it shows', () => {
  it('shows a loading state until the dashboard arrives', async () => {
    const answer = deferred<Response>();
    stubNetWorth({ [DASHBOARD_URL]: () => answer.promise });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your net worth…');
    answer.resolve(jsonResponse(DASHBOARD));
    expect(await screen.findByTestId('networth-card-assets')).toHaveTextContent('$263,000');
    expect(screen.queryByText('Loading your net worth…')).not.toBeInTheDocument();
  });

  it('shows the three cards in whole dollars, with the exact amount as their title', async () => {
    stubNetWorth();
    renderPage();
    const cards = await screen.findAllByRole('term');
    expect(cards.map((card) => card.textContent)).toEqual(['ASSETS', 'NET WORTH', 'LIABILITIES']);
    expect(screen.getByTestId('networth-card-assets')).toHaveTextContent('$263,000');
    expect(screen.getByTestId('networth-card-assets')).toHaveAttribute('title', '$263,000.25');
    expect(screen.getByTestId('networth-card-netWorth')).toHaveTextContent('$244,750');
    expect(screen.getByTestId('networth-card-netWorth')).toHaveAttribute('title', '$244,749.50');
    expect(screen.getByTestId('networth-card-liabilities')).toHaveTextContent('$18,251');
    expect(screen.getByTestId('networth-card-liabilities')).toHaveAttribute('title', '$18,250.75');
  });

  it('lists every entry with type, category, name, value to the cent and date, each with Edit and Delete', async () => {
    stubNetWorth();
    renderPage();
    const table = await screen.findByRole('table', { name: 'All Entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Asset', 'Checking', 'Everyday', '$13,000.25', 'Mar 1, 2025'],
      ['Liability', 'Auto Loan', 'Car loan', '$18,250.75', 'Feb 1, 2025'],
      ['Asset', 'Real Estate', 'House', '$250,000.00', 'Feb 1, 2025'],
      ['Asset', 'Checking', 'Everyday', '$12,500.50', 'Jan 15, 2025'],
    ]);
    for (const row of rows) {
      expect(within(row).getByRole('button', { name: /^Edit / })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: /^Delete / })).toBeInTheDocument();
    }
  });

  it('gives the history chart assets, liabilities and net worth at every history date', async () => {
    stubNetWorth();
    renderPage();
    const chart = await screen.findByRole('figure', { name: /Net worth history/ });
    const [jan, feb, mar] = [Date.UTC(2025, 0, 15), Date.UTC(2025, 1, 1), Date.UTC(2025, 2, 1)];
    expect(seriesOf(chart).map((s) => [s.name, s.data])).toEqual([
      [
        'Assets',
        [
          [jan, 12500.5],
          [feb, 262500.5],
          [mar, 263000.25],
        ],
      ],
      [
        'Liabilities',
        [
          [jan, 0],
          [feb, 18250.75],
          [mar, 18250.75],
        ],
      ],
      [
        'Net Worth',
        [
          [jan, 12500.5],
          [feb, 244249.75],
          [mar, 244749.5],
        ],
      ],
    ]);
  });

  it('draws each breakdown as a pie in the API colours, with name, value and share listed', async () => {
    stubNetWorth();
    renderPage();
    const assetPie = await screen.findByRole('figure', { name: 'Assets by category' });
    expect(within(assetPie).getByTestId('highcharts')).toHaveAttribute('data-chart-type', 'pie');
    expect(seriesOf(assetPie)[0].data).toEqual([
      { name: 'Real Estate', y: 250000, color: '#5d4037' },
      { name: 'Checking', y: 13000.25, color: '#1f6fd1' },
    ]);
    expect(seriesOf(screen.getByRole('figure', { name: 'Liabilities by category' }))[0].data).toEqual([
      { name: 'Auto Loan', y: 18250.75, color: '#ad1457' },
    ]);

    const assetItems = within(screen.getByRole('list', { name: 'Asset Breakdown by category' })).getAllByRole('listitem');
    expect(assetItems.map((item) => item.textContent)).toEqual(['Real Estate$250,00095.1%', 'Checking$13,0004.9%']);
    const liabilityItems = within(screen.getByRole('list', { name: 'Liability Breakdown by category' })).getAllByRole('listitem');
    expect(liabilityItems.map((item) => item.textContent)).toEqual(['Auto Loan$18,251100.0%']);
  });

  it('says so where a breakdown has nothing to show', async () => {
    stubNetWorth({ [DASHBOARD_URL]: { body: { ...DASHBOARD, liabilityBreakdown: [] } } });
    renderPage();
    expect(await screen.findByText('No liabilities yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Liabilities by category' })).not.toBeInTheDocument();
  });
});

describe('NetWorthPage: in the home currency', () => {
  /** Intl puts a no-break space between the code and the amount. */
  const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

  it('shows every figure in the session’s home currency, and its symbol beside the value field', async () => {
    stubNetWorth({ 'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'CHF' } } });
    const { user } = renderPage();
    await waitFor(() => expect(plain(screen.getByTestId('networth-card-assets').textContent)).toBe('CHF 263,000'));
    expect(plain(screen.getByTestId('networth-card-assets').getAttribute('title'))).toBe('CHF 263,000.25');
    expect(plain(screen.getByTestId('networth-card-liabilities').textContent)).toBe('CHF 18,251');

    const table = screen.getByRole('table', { name: 'All Entries' });
    const values = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => plain(within(row).getAllByRole('cell')[3].textContent));
    expect(values).toEqual(['CHF 13,000.25', 'CHF 18,250.75', 'CHF 250,000.00', 'CHF 12,500.50']);

    const liabilityItems = within(screen.getByRole('list', { name: 'Liability Breakdown by category' })).getAllByRole('listitem');
    expect(liabilityItems.map((item) => plain(item.textContent))).toEqual(['Auto LoanCHF 18,251100.0%']);
    const history = screen.getByRole('figure', { name: /Net worth history/ });
    expect(plain(history.textContent)).toContain('Mar 1, 2025CHF 263,000CHF 18,251CHF 244,750');

    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');
    expect(within(dialog).getByLabelText('Value').parentElement).toHaveTextContent(/^CHF$/);
  });
});

describe('NetWorthPage: adding', () => {
  it('adds an asset: first category by default, commas stripped, today by default, then reloads the dashboard', async () => {
    const net = stubNetWorth({
      [ENTRIES_URL]: {
        status: 201,
        body: { id: 9, type: 'asset', category: 'Cash', name: 'Emergency fund', value: 12500.5, date: today() },
      },
    });
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');

    expect(within(dialog).getByRole('radio', { name: 'Asset' })).toBeChecked();
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Cash');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(today());
    await user.type(within(dialog).getByLabelText('Name'), 'Emergency fund');
    await user.type(within(dialog).getByLabelText('Value'), '12500.50');
    expect(within(dialog).getByLabelText('Value')).toHaveValue('12,500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = net.to(ENTRIES_URL);
    expect(post.json).toEqual({ type: 'asset', category: 'Cash', name: 'Emergency fund', value: 12500.5, date: today() });
    expect(post.headers.get('X-CSRFToken')).toBe('tok-1');
    await waitFor(() => expect(net.to(DASHBOARD_URL)).toHaveLength(2));
  });

  it('adds a liability: switching the type retitles the form and picks that type’s first category', async () => {
    const net = stubNetWorth({ [ENTRIES_URL]: { status: 201, body: {} } });
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');

    await user.click(within(dialog).getByRole('radio', { name: 'Liability' }));
    expect(dialog).toHaveAccessibleName('Add Liability');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Mortgage');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mortgage', 'Auto Loan', 'Student Loan', 'Credit Card', 'Personal Loan', 'Other']);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Credit Card');
    await user.type(within(dialog).getByLabelText('Name'), 'Visa');
    await user.type(within(dialog).getByLabelText('Value'), '1234567.8');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2025-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }));

    await waitFor(() => expect(net.to(ENTRIES_URL)).toHaveLength(1));
    expect(net.to(ENTRIES_URL)[0].json).toEqual({
      type: 'liability',
      category: 'Credit Card',
      name: 'Visa',
      value: 1234567.8,
      date: '2025-04-01',
    });
  });

  it('switching back to Asset returns to the first asset category', async () => {
    stubNetWorth();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Liability', 'Add Liability');
    expect(within(dialog).getByRole('radio', { name: 'Liability' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Asset' }));
    expect(dialog).toHaveAccessibleName('Add Asset');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Cash');
  });

  it.each([
    ['Add Asset', 'Asset', 'Cash'],
    ['Add Liability', 'Liability', 'Mortgage'],
  ])('the empty state offers %s, which opens the form with that type chosen', async (button, radio, category) => {
    stubNetWorth({ [DASHBOARD_URL]: { body: EMPTY_DASHBOARD } });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Track your net worth' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const dialog = await openDialog(user, button, button);
    expect(within(dialog).getByRole('radio', { name: radio })).toBeChecked();
    expect(within(dialog).getByLabelText('Category')).toHaveValue(category);
  });

  it('names each missing required field, focuses the first and sends nothing', async () => {
    const net = stubNetWorth();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }));

    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Value is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Date is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(net.to(ENTRIES_URL)).toHaveLength(0);

    // Fixing a field clears its message at once.
    await user.type(within(dialog).getByLabelText('Name'), 'Wallet');
    expect(within(dialog).queryByText('Name is required.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Value is required.')).toBeInTheDocument();
  });

  it('accepts only numeric text in Value and shows thousands separators as you type', async () => {
    stubNetWorth();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');
    const value = within(dialog).getByLabelText('Value');
    expect(value).toHaveAttribute('inputmode', 'decimal');

    await user.type(value, '1');
    expect(value).toHaveValue('1');
    await user.type(value, '234');
    expect(value).toHaveValue('1,234');
    await user.type(value, 'abc-$5');
    expect(value).toHaveValue('12,345');
    await user.type(value, '.6.78');
    expect(value).toHaveValue('12,345.67');
    await user.clear(value);
    await user.type(value, '1000000');
    expect(value).toHaveValue('1,000,000');
  });

  it("shows the server's 400 error in the form and keeps everything typed", async () => {
    stubNetWorth({ [ENTRIES_URL]: { status: 400, body: { success: false, error: 'Category must be one of your asset categories.' } } });
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');
    await user.type(within(dialog).getByLabelText('Name'), 'Wallet');
    await user.type(within(dialog).getByLabelText('Value'), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Category must be one of your asset categories.');
    expect(screen.getByRole('dialog', { name: 'Add Asset' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Wallet');
    expect(within(dialog).getByLabelText('Value')).toHaveValue('2,500');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Cash');
  });

  it('shows the section 8 text in the form when the save fails without a message', async () => {
    stubNetWorth({ [ENTRIES_URL]: { status: 500, body: {} } });
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');
    await user.type(within(dialog).getByLabelText('Name'), 'Wallet');
    await user.type(within(dialog).getByLabelText('Value'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save Entry' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch income expense period data');
  });

  it('Cancel closes the form without saving', async () => {
    const net = stubNetWorth();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Add Asset', 'Add Asset');
    await user.type(within(dialog).getByLabelText('Name'), 'Wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(net.to(ENTRIES_URL)).toHaveLength(0);
  });
});

describe('NetWorthPage: editing and deleting', () => {
  it('edits an entry: no type choice, fields filled in, the type sent unchanged, then reloads', async () => {
    const net = stubNetWorth({ 'PUT /networth/api/networth/entries/4': { body: { ...DASHBOARD.entries[0], value: 13500 } } });
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Edit Everyday, Mar 1, 2025', 'Edit Entry');

    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Checking');
    expect(within(dialog).getAllByRole('option')).toHaveLength(CATEGORIES.assets.length);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Everyday');
    expect(within(dialog).getByLabelText('Value')).toHaveValue('13,000.25');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2025-03-01');

    await user.clear(within(dialog).getByLabelText('Value'));
    await user.type(within(dialog).getByLabelText('Value'), '13,500');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Savings');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = net.to('PUT /networth/api/networth/entries/4');
    expect(put.json).toEqual({ type: 'asset', category: 'Savings', name: 'Everyday', value: 13500, date: '2025-03-01' });
    await waitFor(() => expect(net.to(DASHBOARD_URL)).toHaveLength(2));
  });

  it('edits a liability within the liability categories', async () => {
    stubNetWorth();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Edit Car loan, Feb 1, 2025', 'Edit Entry');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Auto Loan');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(CATEGORIES.liabilities.map((c) => c.name));
  });

  it('asks before deleting; Cancel keeps the entry, Delete removes it and reloads', async () => {
    const net = stubNetWorth({ 'DELETE /networth/api/networth/entries/3': { body: { success: true } } });
    const { user } = renderPage();

    let dialog = await openDialog(user, 'Delete Car loan, Feb 1, 2025', 'Delete Entry');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(net.to('DELETE /networth/api/networth/entries/3')).toHaveLength(0);

    dialog = await openDialog(user, 'Delete Car loan, Feb 1, 2025', 'Delete Entry');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.to('DELETE /networth/api/networth/entries/3')).toHaveLength(1);
    expect(net.to('DELETE /networth/api/networth/entries/3')[0].headers.get('X-CSRFToken')).toBe('tok-1');
    await waitFor(() => expect(net.to(DASHBOARD_URL)).toHaveLength(2));
  });

  it('stores a failed delete as the error banner', async () => {
    stubNetWorth({ 'DELETE /networth/api/networth/entries/3': { status: 500, body: {} } });
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Delete Car loan, Feb 1, 2025', 'Delete Entry');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch income expense period data');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('NetWorthPage: errors', () => {
  it('stores a failed dashboard load as a banner that can be dismissed, and Try again reloads', async () => {
    const net = stubNetWorth({ [DASHBOARD_URL]: [{ status: 500, body: { success: false, error: 'Database down' } }, { body: DASHBOARD }] });
    const { user } = renderPage();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to fetch income expense period data');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('networth-card-netWorth')).toHaveTextContent('$244,750');
    expect(net.to(DASHBOARD_URL)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores a failure again after an earlier one was dismissed', async () => {
    stubNetWorth({ [DASHBOARD_URL]: { status: 503, body: {} } });
    const { user } = renderPage();
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss error' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch income expense period data');
  });
});
