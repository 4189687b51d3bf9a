import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse } from '../../../../../shell/testing/fetch-stub';
import { lastChart, seriesOf } from '@ontrack/shell/testing/highcharts-mock';
import { fakeGoalsServer, goalDto, TODAY } from '../../../testing/goals-server';
import { GoalsPage } from './GoalsPage';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

const renderPage = () => renderWithProviders(<GoalsPage today={TODAY} />);
const card = (name: string) => screen.getByRole('article', { name });

// Off track: 1000 + 12 × 200 = 3400 at the target date, short of 5000 (worked in goals-server's BASE_INPUT).
const offTrack = goalDto(1);
const onTrack = goalDto(2, {
  name: 'New laptop',
  currentAmount: 900,
  targetAmount: 1200,
  targetDate: '2025-12-15',
  contributionAmount: 100,
  category: 'major-purchase',
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('GoalsPage: the cards', () => {
  it('shows each goal with name, target date, badge, transaction count, amounts, percent and pace', async () => {
    fakeGoalsServer([offTrack, onTrack]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading goals…');

    const first = await screen.findByRole('article', { name: 'Emergency fund' });
    expect(within(first).getByText(/Target date: Jun 15, 2026/)).toBeInTheDocument();
    expect(within(first).getByTestId('goal-badge')).toHaveTextContent('Off Track');
    expect(within(first).getByText('0 future transactions')).toBeInTheDocument();
    // (the chart's data table, for screen readers, lists the same amount: the card's own is the strong one)
    expect(within(first).getByText('$1,000', { selector: 'strong' })).toBeInTheDocument();
    expect(within(first).getByText(/of \$5,000/)).toBeInTheDocument();
    expect(within(first).getByText('20% complete')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Progress toward Emergency fund' })).toHaveAttribute('aria-valuenow', '20');
    // Off track: the month the current pace reaches 5000 (1000 + 20 × 200 → month 20).
    expect(within(first).getByText(/At your current pace:/)).toHaveTextContent('At your current pace: February 2027');

    const second = card('New laptop');
    expect(within(second).getByTestId('goal-badge')).toHaveTextContent('On Track');
    expect(within(second).getByText(/Projected completion:/)).toHaveTextContent('Projected completion: September 2025');
    expect(within(second).getByText('75% complete')).toBeInTheDocument();
  });

  it('offers the goals export as a download', async () => {
    fakeGoalsServer([offTrack]);
    renderPage();
    const link = await screen.findByRole('link', { name: 'Export goals' });
    expect(link).toHaveAttribute('href', '/export/goals.csv');
    expect(link).toHaveAttribute('download');
  });

  it('colours the progress bar with progressColour: green on track, red when far behind the elapsed time', async () => {
    fakeGoalsServer([offTrack, onTrack]);
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });
    // 20 % done with 6 of 18 months of the period gone (33 %, minus 10 points = 23 %): red.
    expect(within(card('Emergency fund')).getByRole('progressbar').firstElementChild).toHaveAttribute('data-colour', 'red');
    expect(within(card('New laptop')).getByRole('progressbar').firstElementChild).toHaveAttribute('data-colour', 'green');
  });

  it('says in words what the progress colour means, on the card and to screen readers', async () => {
    fakeGoalsServer([offTrack, onTrack, goalDto(3, { name: 'Car', currentAmount: 1500, contributionAmount: 150 })]);
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });
    const meanings: [string, string, string][] = [
      ['Emergency fund', 'red', 'Behind schedule'],
      ['New laptop', 'green', 'On track'],
      // 30 % done, 33 % of the period gone (minus 10 points: 23 %), off track: yellow.
      ['Car', 'yellow', 'Slightly behind schedule'],
    ];
    for (const [name, colour, words] of meanings) {
      const bar = within(card(name)).getByRole('progressbar');
      expect(bar.firstElementChild).toHaveAttribute('data-colour', colour);
      expect(within(card(name)).getByTestId('goal-progress-meaning')).toHaveTextContent(words);
      expect(bar).toHaveAttribute('aria-valuetext', `${bar.getAttribute('aria-valuenow')}% complete, ${words.toLowerCase()}`);
    }
  });

  it('explains an off-track goal: shortfall, delay, and the contribution that puts it back with its increase', async () => {
    fakeGoalsServer([offTrack]);
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Getting Emergency fund back on track' });
    expect(within(panel).getByText('Projected shortfall').nextSibling).toHaveTextContent('$1,600');
    expect(within(panel).getByText('Delay').nextSibling).toHaveTextContent('8 months');
    // (5000 − 1000) / 12 = 333.33 → $333 a month, 67 % above today's $200.
    expect(panel).toHaveTextContent('To get back on track, contribute $333 per month (67% more than your current $200).');
  });

  it('says the contribution is infinite when the target date has passed', async () => {
    fakeGoalsServer([goalDto(4, { name: 'Late', targetDate: '2025-06-01' })]);
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Getting Late back on track' });
    expect(panel).toHaveTextContent('The target date has passed, so no contribution can reach the target by then.');
    expect(panel).not.toHaveTextContent('To get back on track');
  });

  it('shows no off-track panel for a goal on track', async () => {
    fakeGoalsServer([onTrack]);
    renderPage();
    await screen.findByRole('article', { name: 'New laptop' });
    expect(screen.queryByRole('region', { name: /back on track/ })).not.toBeInTheDocument();
  });

  it('draws the server’s projection series and says so when there is none', async () => {
    fakeGoalsServer([offTrack, { ...goalDto(5, { name: 'Blank' }), series: [] }]);
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });
    expect(within(card('Blank')).getByText('No balance data available')).toBeInTheDocument();
    expect(within(card('Emergency fund')).getByRole('figure', { name: 'Balance projection for Emergency fund' })).toBeInTheDocument();
    const [emergencyFund] = seriesOf(lastChart());
    expect(emergencyFund.data[0]).toEqual([Date.UTC(2025, 5, 15), 1000]);
    expect(emergencyFund.data[12]).toEqual([Date.UTC(2026, 5, 15), 3400]);
  });
});

describe('GoalsPage: empty, loading failure', () => {
  it('invites to set a first goal when there is none', async () => {
    fakeGoalsServer([]);
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Set Your First Savings Goal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(screen.getByRole('dialog', { name: 'Track a New Goal' })).toBeInTheDocument();
  });

  it('shows Unable to load goals when the list fails, logs Failed to fetch goals, and retries', async () => {
    const { net } = fakeGoalsServer([offTrack], {
      'GET /goals/api/savings-goals': [
        { status: 500, body: { success: false, error: 'Database down.' } },
        { body: { result: [offTrack] } },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load goals');
    expect(console.error).toHaveBeenCalledWith('Failed to fetch goals', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Emergency fund' })).toBeInTheDocument();
    expect(net.to('GET /goals/api/savings-goals')).toHaveLength(2);
  });
});

describe('GoalsPage: adding, editing and deleting goals', () => {
  it('adds a goal: POSTs the form’s fields and shows the server’s card', async () => {
    const { net } = fakeGoalsServer([]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Track a New Goal' });
    await user.type(within(dialog).getByLabelText('Goal Name'), 'Holiday');
    await user.clear(within(dialog).getByLabelText('Target Amount ($)'));
    await user.type(within(dialog).getByLabelText('Target Amount ($)'), '3000');
    await user.clear(within(dialog).getByLabelText('Contribution Amount ($)'));
    await user.type(within(dialog).getByLabelText('Contribution Amount ($)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Track This Goal' }));

    expect(await screen.findByRole('article', { name: 'Holiday' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = net.to('POST /goals/api/goals');
    expect(sent.json).toEqual({
      name: 'Holiday',
      currentAmount: 0,
      targetAmount: 3000,
      targetDate: '2026-06-15',
      category: 'emergency',
      contributionAmount: 300,
      contributionFrequency: 'monthly',
      interestRate: 2,
      oneTimeTransactions: [],
    });
    expect(sent.headers.get('X-CSRFToken')).toBe('tok-1');
  });

  it('keeps the focus on the page when the button a dialog came from is gone: it goes to Add Goal', async () => {
    fakeGoalsServer([]);
    const user = userEvent.setup();
    renderPage();
    // The first goal, from the empty state's Add Goal, which goes away with it.
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Track a New Goal' });
    await user.type(within(dialog).getByLabelText('Goal Name'), 'Holiday');
    await user.clear(within(dialog).getByLabelText('Target Amount ($)'));
    await user.type(within(dialog).getByLabelText('Target Amount ($)'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Track This Goal' }));
    await screen.findByRole('article', { name: 'Holiday' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Goal' })).toHaveFocus());

    // Deleting the last goal takes its Delete button and the toolbar's Add Goal away.
    await user.click(screen.getByRole('button', { name: 'Delete Holiday' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete goal' })).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Set Your First Savings Goal' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Goal' })).toHaveFocus());
  });

  it('keeps the form open with Failed to create goal and the server’s reason', async () => {
    fakeGoalsServer([], {
      'POST /goals/api/goals': { status: 400, body: { success: false, error: 'Name must be at most 120 characters.' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Goal' }));
    const dialog = screen.getByRole('dialog', { name: 'Track a New Goal' });
    await user.type(within(dialog).getByLabelText('Goal Name'), 'Holiday');
    await user.clear(within(dialog).getByLabelText('Target Amount ($)'));
    await user.type(within(dialog).getByLabelText('Target Amount ($)'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Track This Goal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create goal: Name must be at most 120 characters.');
    expect(within(dialog).getByLabelText('Goal Name')).toHaveValue('Holiday');
  });

  it('edits a goal: the form is filled, Save Changes PUTs it with its transactions, the card follows the answer', async () => {
    const withTransaction = goalDto(1, { oneTimeTransactions: [{ id: 101, description: 'Bonus', amount: 500, date: '2025-12-01' }] });
    const { net } = fakeGoalsServer([withTransaction]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Goal Emergency fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Your Goal' });
    expect(within(dialog).getByLabelText('Goal Name')).toHaveValue('Emergency fund');
    expect(within(dialog).getByLabelText('Current Amount ($)')).toHaveValue('1000');
    expect(within(dialog).getByLabelText('Contribution Frequency')).toHaveValue('monthly');
    await user.clear(within(dialog).getByLabelText('Contribution Amount ($)'));
    await user.type(within(dialog).getByLabelText('Contribution Amount ($)'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = net.to('PUT /goals/api/goals/1');
    expect(sent.json).toMatchObject({
      name: 'Emergency fund',
      contributionAmount: 400,
      oneTimeTransactions: [{ id: 101, description: 'Bonus', amount: 500, date: '2025-12-01' }],
    });
    expect(sent.json).not.toHaveProperty('onTrack');
    // 1000 + 500 + 12 × 400 = 6300 ≥ 5000: the server says on track.
    await waitFor(() => expect(within(card('Emergency fund')).getByTestId('goal-badge')).toHaveTextContent('On Track'));
  });

  it('deletes a goal only after the confirmation', async () => {
    const { net } = fakeGoalsServer([offTrack, onTrack]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Emergency fund' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete goal' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the goal? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(net.to('DELETE /goals/api/goals/1')).toHaveLength(0);
    expect(card('Emergency fund')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Emergency fund' }));
    confirm = screen.getByRole('dialog', { name: 'Delete goal' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Emergency fund' })).not.toBeInTheDocument());
    expect(net.to('DELETE /goals/api/goals/1')).toHaveLength(1);
    expect(card('New laptop')).toBeInTheDocument();
  });

  it('shows Failed to delete goal and keeps the card when the server refuses', async () => {
    fakeGoalsServer([offTrack], { 'DELETE /goals/api/goals/1': { status: 500, body: {} } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Emergency fund' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete goal' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete goal');
    expect(card('Emergency fund')).toBeInTheDocument();
  });

  it('answers a slow delete with a busy confirmation', async () => {
    const answer = deferred<Response>();
    fakeGoalsServer([offTrack], { 'DELETE /goals/api/goals/1': () => answer.promise });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Emergency fund' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete goal' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting…' })).toBeDisabled();
    answer.resolve(jsonResponse({ success: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('GoalsPage: in the home currency', () => {
  /** Intl puts a no-break space between the code and the amount. */
  const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
  const CHF_SESSION = { 'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'CHF' } } };

  it('shows the amounts of cards, off-track panel, transactions and chart in the session’s home currency', async () => {
    const gift = { id: 103, description: 'Birthday gift', amount: 150, date: '2025-09-01' };
    fakeGoalsServer([goalDto(1, { oneTimeTransactions: [gift] })], CHF_SESSION);
    const user = userEvent.setup();
    renderPage();
    const first = await screen.findByRole('article', { name: 'Emergency fund' });
    await waitFor(() => expect(plain(within(first).getByTestId('goal-1-future-total').textContent)).toBe('+CHF 150'));
    expect(plain(first.querySelector('.goals-card__amounts')!.textContent)).toMatch(/^CHF 1,000 of CHF 5,000/);
    const panel = within(first).getByRole('region', { name: 'Getting Emergency fund back on track' });
    expect(plain(panel.textContent)).toContain(
      'Projected shortfallCHF 1,450Delay8 monthsTo get back on track, contribute CHF 321 per month (61% more than your current CHF 200)',
    );
    const table = within(first).getByRole('table', { name: 'Balance projection for Emergency fund, as a table' });
    expect(plain(within(table).getAllByRole('row')[1].textContent)).toBe('Jun 15, 2025CHF 1,000');

    await user.click(within(first).getByRole('button', { name: 'Manage Transactions of Emergency fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan Future Cash Flow' });
    expect(plain(dialog.textContent)).toContain('Current: CHF 1,000 · Target: CHF 5,000');
    expect(within(dialog).getByLabelText('Amount (CHF)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    const form = screen.getByRole('dialog', { name: 'Track a New Goal' });
    expect(within(form).getByLabelText('Target Amount (CHF)')).toBeInTheDocument();
  });
});
