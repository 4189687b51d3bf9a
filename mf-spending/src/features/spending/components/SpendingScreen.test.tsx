import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { baseApi } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse, stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import SpendingPage from '../../../expose/Page';
import { lastChart, seriesDataByName } from '@ontrack/shell/testing/highcharts-mock';
import { analysis, category, periodData, realisticAnalysis } from '../../../testing/spending-fixtures';

// Highcharts draws SVG that jsdom cannot measure: the tests read the options each chart was given.
jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

const ANALYSIS = 'GET /spending/api/spending-analysis';

function renderScreen(route: StubRoute = { body: realisticAnalysis() }, more: Record<string, StubRoute> = {}) {
  const net = stubFetch({ [ANALYSIS]: route, ...more });
  const view = renderWithProviders(
    <Routes>
      <Route path="/main/upload" element={<p>Wizard marker</p>} />
      <Route path="*" element={<SpendingPage onNavigate={jest.fn()} />} />
    </Routes>,
    { route: '/main' },
  );
  return { net, ...view };
}

async function showScreen(route?: StubRoute, more?: Record<string, StubRoute>) {
  const view = renderScreen(route, more);
  await screen.findByRole('heading', { name: 'Financial Analysis' });
  return view;
}

const periodButton = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const card = (title: string) => screen.getByRole('region', { name: title });
const categoryNames = () => screen.getAllByTestId('category-row').map((row) => within(row).getByRole('rowheader').textContent);
const rowOf = (name: string) =>
  screen.getAllByTestId(/category-row|subcategory-row/).find((row) => within(row).getByRole('rowheader').textContent === name)!;
const changeIn = (name: string) => rowOf(name).querySelector('.spending-change') as HTMLElement;
/** The change shows its percent after an arrow icon pointing `arrow` (up, down, or right for stable). */
function expectChange(name: string, arrow: 'up' | 'down' | 'right', percent: string) {
  expect(changeIn(name)).toHaveTextContent(percent);
  expect(changeIn(name).querySelector('svg')).toHaveClass(`lucide-arrow-${arrow}`);
}

describe('Spending screen: loading, failure, no data', () => {
  it('asks for the spending analysis and shows a loading state until it arrives', async () => {
    const answer = deferred<Response>();
    const { net } = renderScreen(() => answer.promise);
    expect(await screen.findByText('Loading spending data...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Financial Analysis' })).not.toBeInTheDocument();
    answer.resolve(jsonResponse(realisticAnalysis()));
    expect(await screen.findByRole('heading', { name: 'Financial Analysis' })).toBeInTheDocument();
    expect(net.to(ANALYSIS)).toHaveLength(1);
  });

  it('says "Unable to load goals" when the analysis cannot be loaded, and Retry loads it', async () => {
    renderScreen([{ status: 500, body: { success: false, error: 'Database unavailable' } }, { body: realisticAnalysis() }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load goals');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Financial Analysis' })).toBeInTheDocument();
    expect(screen.queryByText('Unable to load goals')).not.toBeInTheDocument();
  });

  it.each([
    ['an empty period_data', analysis({})],
    ['the no-data message', { message: 'No data' }],
  ])('offers an upload with %s, naming the supported files, and opens the wizard', async (_name, body) => {
    await showScreen({ body });
    const cta = screen.getByRole('region', { name: 'No data available' });
    expect(cta).toHaveTextContent('Excel (.xlsx, .xls) and CSV files are supported, and bank statements (OFX, QIF, CAMT.053).');
    expect(screen.queryByRole('group', { name: 'Time period' })).not.toBeInTheDocument();
    await userEvent.click(within(cta).getByRole('button', { name: 'Upload Your Data' }));
    expect(await screen.findByText('Wizard marker')).toBeInTheDocument();
  });

  it('says "Selected period data not available" when only comparison windows exist', async () => {
    await showScreen({ body: analysis({ '2LY': periodData({ total_income: 10 }) }) });
    expect(screen.getByText('Selected period data not available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Income' })).not.toBeInTheDocument();
  });
});

describe('Spending screen: periods', () => {
  it('offers only the periods the data has, each marked with whether trends are available', async () => {
    await showScreen({ body: analysis({ LY: periodData(), '3_months': periodData(), '3_months_previous': periodData() }) });
    const group = screen.getByRole('group', { name: 'Time period' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['12 MonthsCurrent data only', '3 MonthsTrends available']);
  });

  it('starts on the longest period and switches on click', async () => {
    await showScreen();
    expect(periodButton('12 Months')).toHaveAttribute('aria-pressed', 'true');
    expect(periodButton('6 Months')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(periodButton('3 Months'));
    expect(periodButton('3 Months')).toHaveAttribute('aria-pressed', 'true');
    expect(periodButton('12 Months')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the Upload More Data notice only while the selected period has no comparison', async () => {
    await showScreen();
    expect(screen.getByTestId('trends-notice')).toHaveTextContent('Upload data covering the 12 months before this period');
    await userEvent.click(periodButton('3 Months'));
    expect(screen.queryByTestId('trends-notice')).not.toBeInTheDocument();
    await userEvent.click(periodButton('6 Months'));
    expect(screen.getByTestId('trends-notice')).toHaveTextContent('6 months');
  });

  it('says how many months of the period hold data when fewer than it spans, and nothing for a full year', async () => {
    const covered = (count: number, inWindow: number) =>
      periodData({ months_covered: count, months_in_window: inWindow, expense_categories: { Rent: category(100 * count) } });
    const { unmount } = await showScreen({ body: analysis({ LY: covered(6, 12), '6_months': covered(6, 6), '3_months': covered(3, 3) }) });
    expect(screen.getByTestId('coverage-sentence')).toHaveTextContent('Your data covers 6 of these 12 months');
    await userEvent.click(periodButton('6 Months'));
    expect(screen.queryByTestId('coverage-sentence')).not.toBeInTheDocument();
    unmount();

    await showScreen({ body: analysis({ LY: covered(12, 12) }) });
    expect(screen.queryByTestId('coverage-sentence')).not.toBeInTheDocument();
  });

  it('says "no comparison" instead of a percentage change when the previous window holds under half its months', async () => {
    const year = (count: number, rent: number) =>
      periodData({ months_covered: count, months_in_window: 12, expense_categories: { Rent: category(rent) } });
    await showScreen({ body: analysis({ LY: year(12, 1200), '2LY': year(2, 200) }) });
    expect(screen.getByTestId('no-comparison')).toHaveTextContent('The previous 12 months hold only 2 months of data: no comparison');
    expect(document.querySelector('.spending-change')).toBeNull();
    expect(screen.queryByText(/\+500\.0%/)).not.toBeInTheDocument();
  });

  it('Upload More Data opens the update-data wizard', async () => {
    await showScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Upload More Data' }));
    expect(await screen.findByText('Wizard marker')).toBeInTheDocument();
  });
});

describe('Spending screen: cards and financial health', () => {
  it('shows the four cards of the selected period in whole dollars', async () => {
    await showScreen();
    expect(card('Total Income')).toHaveTextContent('$72,000');
    expect(card('Total Expenses')).toHaveTextContent('$45,000');
    expect(card('Total Savings')).toHaveTextContent('$12,000');
    expect(card('Period Length')).toHaveTextContent('26 bi-weekly periods');
    await userEvent.click(periodButton('3 Months'));
    expect(card('Total Income')).toHaveTextContent('$18,000');
    expect(card('Total Expenses')).toHaveTextContent('$11,500');
    expect(card('Total Savings')).toHaveTextContent('$3,000');
    expect(card('Period Length')).toHaveTextContent('7 bi-weekly periods');
  });

  it('rounds cents to whole dollars and names the pay period unit', async () => {
    await showScreen({
      body: analysis(
        { '3_months': periodData({ total_income: 1234.5, total_expenses: 999.49, total_savings: -20.75, period_count: 3 }) },
        'monthly',
      ),
    });
    expect(card('Total Income')).toHaveTextContent('$1,235');
    expect(card('Total Expenses')).toHaveTextContent('$999');
    expect(card('Total Savings')).toHaveTextContent('-$21');
    expect(card('Period Length')).toHaveTextContent('3 months');
  });

  it('shows the expense ratio and savings rate to one decimal for the selected period', async () => {
    await showScreen();
    const panel = screen.getByRole('region', { name: 'Financial Health' });
    expect(within(panel).getByTestId('expense-ratio')).toHaveTextContent('62.5%');
    expect(within(panel).getByTestId('savings-rate')).toHaveTextContent('16.7%');
    await userEvent.click(periodButton('3 Months'));
    expect(within(panel).getByTestId('expense-ratio')).toHaveTextContent('63.9%');
    expect(within(panel).getByTestId('savings-rate')).toHaveTextContent('16.7%');
  });

  it('cannot work out ratios without income and says so', async () => {
    await showScreen({ body: analysis({ LY: periodData({ total_income: 0, total_expenses: 500, total_savings: 10 }) }) });
    const panel = screen.getByRole('region', { name: 'Financial Health' });
    expect(within(panel).getByTestId('expense-ratio')).toHaveTextContent('—');
    expect(within(panel).getByTestId('savings-rate')).toHaveTextContent('—');
    expect(panel).toHaveTextContent('No income was recorded in this period');
  });
});

describe('Spending screen: tabs and breakdown table', () => {
  it('shows each tab with its category count and the expenses first', async () => {
    await showScreen();
    expect(screen.getByRole('tab', { name: 'Expenses (6)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Income (2)' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Savings (2)' })).toBeInTheDocument();
    await userEvent.click(periodButton('3 Months'));
    expect(screen.getByRole('tab', { name: 'Expenses (5)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Income (1)' })).toBeInTheDocument();
  });

  it('lists the categories by total, descending, with total and average per period', async () => {
    await showScreen();
    expect(categoryNames()).toEqual(['Housing', 'Food', 'Transport', 'Utilities', 'Health', 'Fun']);
    const food = rowOf('Food');
    expect(
      within(food)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$9,000', '$346', 'View transactions']);
  });

  it('shows the chosen tab and moves between tabs with the arrow keys', async () => {
    await showScreen();
    await userEvent.click(screen.getByRole('tab', { name: 'Income (2)' }));
    expect(screen.getByRole('tabpanel', { name: 'Income (2)' })).toBeInTheDocument();
    expect(categoryNames()).toEqual(['Salary', 'Side']);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Savings (2)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Savings (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(categoryNames()).toEqual(['Retirement', 'Emergency']);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Expenses (6)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Savings (2)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says "No data available" for a tab without categories', async () => {
    await showScreen({ body: analysis({ LY: periodData({ total_income: 100, income_categories: { Salary: category(100) } }) }) });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No data available');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('expands a category to its subcategories, sorted by total, and collapses it again', async () => {
    await showScreen();
    const food = screen.getByRole('button', { name: 'Food' });
    expect(food).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByTestId('subcategory-row')).toHaveLength(0);
    await userEvent.click(food);
    expect(food).toHaveAttribute('aria-expanded', 'true');
    const subRows = screen.getAllByTestId('subcategory-row');
    expect(subRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Groceries', 'Dining Out']);
    expect(within(subRows[0]).getAllByRole('cell')[0]).toHaveTextContent('$7,200');
    expect(food.getAttribute('aria-controls')?.split(' ')).toEqual(subRows.map((row) => row.id));
    // Sub-rows sit right under their category.
    const allRows = screen.getAllByTestId(/category-row|subcategory-row/);
    expect(allRows.indexOf(subRows[0])).toBe(allRows.indexOf(rowOf('Food')) + 1);
    await userEvent.click(food);
    expect(food).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByTestId('subcategory-row')).toHaveLength(0);
  });

  it('offers no expand button for a category without subcategories', async () => {
    await showScreen();
    expect(screen.queryByRole('button', { name: 'Health' })).not.toBeInTheDocument();
    expect(rowOf('Health')).toBeInTheDocument();
  });

  it('expands with the keyboard', async () => {
    await showScreen();
    screen.getByRole('button', { name: 'Housing' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Housing' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByTestId('subcategory-row')).toHaveLength(2);
  });

  it('collapses expanded categories when a tab is chosen', async () => {
    await showScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Food' }));
    await userEvent.click(screen.getByRole('button', { name: 'Housing' }));
    expect(screen.getAllByTestId('subcategory-row')).toHaveLength(4);
    await userEvent.click(screen.getByRole('tab', { name: 'Income (2)' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Expenses (6)' }));
    expect(screen.queryAllByTestId('subcategory-row')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses expanded categories when a period is chosen, the same one included', async () => {
    await showScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Food' }));
    await userEvent.click(periodButton('3 Months'));
    expect(screen.queryAllByTestId('subcategory-row')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Food' }));
    await userEvent.click(periodButton('3 Months'));
    expect(screen.queryAllByTestId('subcategory-row')).toHaveLength(0);
  });
});

describe('Spending screen: change against the previous period', () => {
  it('shows Total and no comparison columns without a comparison window', async () => {
    await showScreen();
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Category', 'Total', 'Average per Period', 'Transactions']);
  });

  it('shows Current Period, Previous Period and Change with a comparison window', async () => {
    await showScreen();
    await userEvent.click(periodButton('3 Months'));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Category', 'Current Period', 'Previous Period', 'Change', 'Average per Period', 'Transactions']);
    expect(
      within(rowOf('Food'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$2,600', '$2,000', '+30.0% (up)', '$371', 'View transactions']);
  });

  it('colours expenses: up amber, down blue, within 5 % grey, new (previous 0) grey', async () => {
    await showScreen();
    await userEvent.click(periodButton('3 Months'));
    expect(changeIn('Food')).toHaveClass('spending-change--amber');
    expectChange('Food', 'up', '+30.0%');
    expect(changeIn('Transport')).toHaveClass('spending-change--blue');
    expectChange('Transport', 'down', '-30.0%');
    expect(changeIn('Utilities')).toHaveClass('spending-change--grey');
    expectChange('Utilities', 'right', '-2.0%');
    expect(changeIn('Housing')).toHaveClass('spending-change--grey');
    expect(changeIn('Travel')).toHaveClass('spending-change--grey');
    expectChange('Travel', 'right', '—');
    expect(within(rowOf('Travel')).getAllByRole('cell')[1]).toHaveTextContent('$0');
  });

  it('colours subcategory changes the same way', async () => {
    await showScreen();
    await userEvent.click(periodButton('3 Months'));
    await userEvent.click(screen.getByRole('button', { name: 'Food' }));
    expectChange('Dining Out', 'up', '+50.0%');
    expect(changeIn('Dining Out')).toHaveClass('spending-change--amber');
  });

  it('colours income and savings the other way round: up blue, down amber', async () => {
    const current = periodData({
      total_income: 1000,
      income_categories: { Salary: category(900), Bonus: category(100) },
      savings_categories: { Retirement: category(300), Emergency: category(50) },
    });
    const before = periodData({
      total_income: 1000,
      income_categories: { Salary: category(800), Bonus: category(200) },
      savings_categories: { Retirement: category(200), Emergency: category(100) },
    });
    await showScreen({ body: analysis({ '3_months': current, '3_months_previous': before }) });
    await userEvent.click(screen.getByRole('tab', { name: 'Income (2)' }));
    expect(changeIn('Salary')).toHaveClass('spending-change--blue');
    expectChange('Salary', 'up', '+12.5%');
    expect(changeIn('Bonus')).toHaveClass('spending-change--amber');
    expectChange('Bonus', 'down', '-50.0%');
    await userEvent.click(screen.getByRole('tab', { name: 'Savings (2)' }));
    expect(changeIn('Retirement')).toHaveClass('spending-change--blue');
    expect(changeIn('Emergency')).toHaveClass('spending-change--amber');
  });
});

describe('Spending screen: chart', () => {
  it('draws the top categories of the selected tab, current against previous period', async () => {
    await showScreen();
    await userEvent.click(periodButton('3 Months'));
    const chart = lastChart();
    expect(chart.xAxis).toMatchObject({ categories: ['Housing', 'Food', 'Transport', 'Utilities', 'Travel'] });
    expect(seriesDataByName(chart)).toEqual({
      'Current Period': [6000, 2600, 1400, 1000, 500],
      'Previous Period': [6000, 2000, 2000, 1020, 0],
    });
    expect(screen.getByTestId('top-categories-chart')).toHaveAccessibleName('Top 5 expense categories, current against previous period');
    // What screen readers hear before the chart: every bar's amount.
    expect(chart.accessibility?.description).toBe(
      'Housing $6,000 (previous period $6,000), Food $2,600 (previous period $2,000), Transport $1,400 (previous period $2,000), Utilities $1,000 (previous period $1,020), Travel $500 (previous period $0).',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Income (1)' }));
    expect(seriesDataByName(lastChart())).toEqual({ 'Current Period': [18000], 'Previous Period': [16000] });
  });

  it('draws only the current period without a comparison window', async () => {
    await showScreen();
    expect(seriesDataByName(lastChart())).toEqual({ 'Current Period': [24000, 9000, 6000, 3600, 1500, 900] });
    expect(lastChart().accessibility?.description).toBe(
      'Housing $24,000, Food $9,000, Transport $6,000, Utilities $3,600, Health $1,500, Fun $900.',
    );
  });
});

describe('Spending screen: refresh', () => {
  it('loads again when the Spending tag is invalidated (new data from the wizard)', async () => {
    const updated = realisticAnalysis();
    updated.period_data.LY = { ...updated.period_data.LY!, total_income: 80000 };
    const { store, net } = await showScreen([{ body: realisticAnalysis() }, { body: updated }]);
    expect(card('Total Income')).toHaveTextContent('$72,000');
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Spending']));
    });
    await waitFor(() => expect(card('Total Income')).toHaveTextContent('$80,000'));
    expect(net.to(ANALYSIS)).toHaveLength(2);
  });

  it('keeps the figures and says so when a refresh fails', async () => {
    const { store } = await showScreen([
      { body: realisticAnalysis() },
      { status: 503, body: { success: false, error: 'Database unavailable' } },
    ]);
    act(() => {
      store.dispatch(baseApi.util.invalidateTags(['Spending']));
    });
    expect(await screen.findByText('Unable to load goals')).toBeInTheDocument();
    expect(card('Total Income')).toHaveTextContent('$72,000');
  });
});

describe('Spending screen: in the home currency', () => {
  /** Intl puts a no-break space between the code and the amount. */
  const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
  const CHF_SESSION = { 'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'CHF' } } };
  type Formatter = (this: unknown) => string;

  it('shows the cards, the table, the chart’s axis, tooltip and summary in the session’s home currency', async () => {
    await showScreen(undefined, CHF_SESSION);
    await waitFor(() => expect(plain(card('Total Income').textContent)).toContain('CHF 72,000'));
    expect(plain(card('Total Expenses').textContent)).toContain('CHF 45,000');
    expect(plain(rowOf('Housing').textContent)).toContain('CHF 24,000');

    const chart = lastChart();
    expect(plain(chart.accessibility?.description)).toBe(
      'Housing CHF 24,000, Food CHF 9,000, Transport CHF 6,000, Utilities CHF 3,600, Health CHF 1,500, Fun CHF 900.',
    );
    const axis = (chart.yAxis as { labels: { formatter: Formatter } }).labels.formatter;
    expect(plain(axis.call({ value: 12500 }))).toBe('CHF 12,500');
    const tooltip = (chart.tooltip as { formatter: Formatter }).formatter;
    expect(plain(tooltip.call({ key: 'Housing', points: [{ y: 24000.4, series: { name: 'Current Period' } }] }))).toBe(
      '<b>Housing</b><br/>Current Period: <b>CHF 24,000</b>',
    );
  });
});
