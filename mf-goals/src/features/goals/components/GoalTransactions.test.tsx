import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { lastChart, seriesOf } from '@ontrack/shell/testing/highcharts-mock';
import { BASE_INPUT, fakeGoalsServer, goalDto, TODAY } from '../../../testing/goals-server';
import { GoalsPage } from './GoalsPage';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

const renderPage = () => renderWithProviders(<GoalsPage today={TODAY} />);
const goalCard = () => screen.getByRole('article', { name: 'Emergency fund' });
const transactionList = () => within(goalCard()).getByRole('list', { name: 'Future Transactions' });

const gift = { id: 103, description: 'Birthday gift', amount: 150, date: '2025-09-01' };
const repair = { id: 101, description: 'Car repair', amount: -400, date: '2025-08-01' };
const refund = { id: 102, description: 'Old refund', amount: 75.5, date: '2025-05-01' };

async function fillTransaction(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: { description?: string; amount?: string; date?: string },
) {
  if (values.description !== undefined) {
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), values.description);
  }
  if (values.amount !== undefined) {
    await user.clear(within(dialog).getByLabelText('Amount ($)'));
    await user.type(within(dialog).getByLabelText('Amount ($)'), values.amount);
  }
  if (values.date !== undefined) {
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), values.date);
  }
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('Future Transactions list', () => {
  it('lists the transactions by date with signed amounts and sums only the future-dated ones', async () => {
    fakeGoalsServer([goalDto(1, { oneTimeTransactions: [gift, repair, refund] })]);
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });
    const items = within(transactionList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('May 1, 2025Old refund+$76'),
      expect.stringContaining('Aug 1, 2025Car repair-$400'),
      expect.stringContaining('Sep 1, 2025Birthday gift+$150'),
    ]);
    // 150 − 400 = −250; the refund of May is already past.
    expect(within(goalCard()).getByTestId('goal-1-future-total')).toHaveTextContent('-$250');
    expect(within(goalCard()).getByText('3 future transactions')).toBeInTheDocument();
  });

  it('says when nothing is planned', async () => {
    fakeGoalsServer([goalDto(1)]);
    renderPage();
    expect(await screen.findByText('No future transactions planned yet.')).toBeInTheDocument();
  });
});

describe('adding a transaction', () => {
  it('opens Plan Future Cash Flow with the goal, defaults the date to today, and needs description and amount', async () => {
    const { net } = fakeGoalsServer([goalDto(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Transactions of Emergency fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan Future Cash Flow' });
    expect(dialog).toHaveTextContent('Emergency fund');
    expect(dialog).toHaveTextContent('Current: $1,000 · Target: $5,000');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(TODAY);
    expect(within(dialog).getByRole('checkbox', { name: 'This will take money out of savings' })).not.toBeChecked();
    expect(dialog).toHaveTextContent(/bonus/i);
    expect(dialog).toHaveTextContent(/withdrawal/i);
    expect(dialog).toHaveTextContent(/gift/i);

    await user.click(within(dialog).getByRole('button', { name: 'Add to Plan' }));
    expect(within(dialog).getByText('Description is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(net.to('PUT /goals/api/goals/1')).toHaveLength(0);
  });

  it('shows the transaction at once, PUTs the whole goal with id goal×100+1, then takes the server’s answer (badge and chart)', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const { net } = server;
    const release = server.hold('PUT /goals/api/goals/1');
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Transactions of Emergency fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan Future Cash Flow' });
    expect(within(goalCard()).getByTestId('goal-badge')).toHaveTextContent('Off Track');
    const chartBefore = seriesOf(lastChart())[0].data;
    await fillTransaction(user, dialog, { description: 'Year-end bonus', amount: '2000', date: '2025-12-01' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to Plan' }));

    // Immediately: the modal is gone and the list shows the new transaction, before the server answers.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(transactionList()).getByText('Year-end bonus')).toBeInTheDocument();
    await waitFor(() => expect(net.to('PUT /goals/api/goals/1')).toHaveLength(1));
    const [sent] = net.to('PUT /goals/api/goals/1');
    // The goal's own fields as they were, plus the new transaction, and the version it was made on; nothing the server computes.
    expect(sent.json).toEqual({
      ...BASE_INPUT,
      oneTimeTransactions: [{ id: 101, description: 'Year-end bonus', amount: 2000, date: '2025-12-01' }],
      version: 1,
    });
    // The computed fields are the server's: still off track until it answers.
    expect(within(goalCard()).getByTestId('goal-badge')).toHaveTextContent('Off Track');

    release();
    // 1000 + 2000 + 12 × 200 = 5400 ≥ 5000.
    await waitFor(() => expect(within(goalCard()).getByTestId('goal-badge')).toHaveTextContent('On Track'));
    expect(within(goalCard()).getByTestId('goal-amount-at-target')).toHaveTextContent('$5,400');
    expect(seriesOf(lastChart())[0].data).not.toEqual(chartBefore);
    expect(seriesOf(lastChart())[0].data[6]).toEqual([Date.UTC(2025, 11, 15), 4200]);
    // The answer is the goal itself: the list is not read again.
    expect(net.to('GET /goals/api/savings-goals')).toHaveLength(1);
  });

  it('stores a withdrawal as a negative amount with the next id', async () => {
    const { net } = fakeGoalsServer([goalDto(1, { oneTimeTransactions: [repair, gift] })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Transactions of Emergency fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan Future Cash Flow' });
    await fillTransaction(user, dialog, { description: 'Down payment', amount: '250.75', date: '2026-01-10' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'This will take money out of savings' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(net.to('PUT /goals/api/goals/1')).toHaveLength(1));
    expect((net.to('PUT /goals/api/goals/1')[0].json as { oneTimeTransactions: unknown[] }).oneTimeTransactions).toEqual([
      repair,
      gift,
      { id: 104, description: 'Down payment', amount: -250.75, date: '2026-01-10' },
    ]);
  });

  it('shows Failed to update goal and takes the change back when the save fails', async () => {
    fakeGoalsServer([goalDto(1)], {
      'PUT /goals/api/goals/1': { status: 400, body: { success: false, error: 'Transaction date must be a real date.' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Transactions of Emergency fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan Future Cash Flow' });
    await fillTransaction(user, dialog, { description: 'Bonus', amount: '100' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to Plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update goal: Transaction date must be a real date.');
    expect(alert).toHaveTextContent('Your last change was not saved and has been undone.');
    await waitFor(() => expect(within(goalCard()).queryByText('Bonus')).not.toBeInTheDocument());
    expect(within(goalCard()).getByText('No future transactions planned yet.')).toBeInTheDocument();
  });
});

describe('editing and deleting a transaction', () => {
  it('edits in Edit Future Transaction, keeping the id', async () => {
    const { net } = fakeGoalsServer([goalDto(1, { oneTimeTransactions: [repair, gift] })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Car repair' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Future Transaction' });
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Car repair');
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue('400');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2025-08-01');
    expect(within(dialog).getByRole('checkbox', { name: 'This will take money out of savings' })).toBeChecked();
    await fillTransaction(user, dialog, { amount: '450' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'This will take money out of savings' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(transactionList()).getByText('+$450')).toBeInTheDocument();
    await waitFor(() => expect(net.to('PUT /goals/api/goals/1')).toHaveLength(1));
    expect((net.to('PUT /goals/api/goals/1')[0].json as { oneTimeTransactions: unknown[] }).oneTimeTransactions).toEqual([
      { ...repair, amount: 450 },
      gift,
    ]);
  });

  it('deletes from the list after Delete this transaction?', async () => {
    const { net } = fakeGoalsServer([goalDto(1, { oneTimeTransactions: [repair, gift] })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Car repair' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete transaction' });
    expect(confirm).toHaveTextContent('Delete this transaction?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(transactionList()).getByText('Car repair')).toBeInTheDocument();
    expect(net.to('PUT /goals/api/goals/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Car repair' }));
    confirm = screen.getByRole('dialog', { name: 'Delete transaction' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(transactionList()).queryByText('Car repair')).not.toBeInTheDocument();
    await waitFor(() => expect(net.to('PUT /goals/api/goals/1')).toHaveLength(1));
    expect((net.to('PUT /goals/api/goals/1')[0].json as { oneTimeTransactions: unknown[] }).oneTimeTransactions).toEqual([gift]);
  });

  it('deletes from the edit modal too, after the same confirmation', async () => {
    const { net } = fakeGoalsServer([goalDto(1, { oneTimeTransactions: [repair, gift] })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Birthday gift' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Future Transaction' })).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete transaction' });
    expect(confirm).toHaveTextContent('Delete this transaction?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(net.to('PUT /goals/api/goals/1')).toHaveLength(1));
    expect((net.to('PUT /goals/api/goals/1')[0].json as { oneTimeTransactions: unknown[] }).oneTimeTransactions).toEqual([repair]);
  });

  it('offers no Delete button while planning a new transaction', async () => {
    fakeGoalsServer([goalDto(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Manage Transactions of Emergency fund' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Plan Future Cash Flow' })).queryByRole('button', { name: 'Delete' }),
    ).not.toBeInTheDocument();
  });
});
