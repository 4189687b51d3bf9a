import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOAL_CHANGED_ELSEWHERE, type GoalDto } from '@ontrack/api/contracts';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred } from '../../../../../shell/testing/fetch-stub';
import { goalsApi } from '../../../api/goals-api';
import { fakeGoalsServer, goalDto, TODAY, type FakeGoalsServer } from '../../../testing/goals-server';
import { GoalsPage } from './GoalsPage';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

/**
 * Saving a goal that changed meanwhile: every PUT names the version it was
 * made on; after a 409 the person's change is applied again to the goal as it is now and sent once
 * more; a goal's saves run one after another; a failure's undo never wipes a later saved change.
 */
const PUT = 'PUT /goals/api/goals/1';
const renderPage = () => renderWithProviders(<GoalsPage today={TODAY} />);
const goalCard = () => screen.getByRole('article', { name: 'Emergency fund' });
const shownDescriptions = () =>
  within(goalCard())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.goals-transactions__description')?.textContent);
const sentBodies = (server: FakeGoalsServer) =>
  server.net.to(PUT).map((request) => request.json as { version: number; oneTimeTransactions: { id: number; description: string }[] });

const elsewhere = { id: 101, description: 'Saved in another tab', amount: 300, date: '2025-10-01' };

async function addTransaction(user: ReturnType<typeof userEvent.setup>, description: string, amount = '100') {
  await user.click(screen.getByRole('button', { name: 'Manage Transactions of Emergency fund' }));
  const dialog = screen.getByRole('dialog', { name: 'Plan Future Cash Flow' });
  await user.type(within(dialog).getByLabelText('Description'), description);
  await user.clear(within(dialog).getByLabelText('Amount ($)'));
  await user.type(within(dialog).getByLabelText('Amount ($)'), amount);
  await user.clear(within(dialog).getByLabelText('Date'));
  await user.type(within(dialog).getByLabelText('Date'), '2025-12-01');
  await user.click(within(dialog).getByRole('button', { name: 'Add to Plan' }));
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a goal changed in another tab', () => {
  it('sends the version it shows; on 409 adds the transaction to the goal as it is now and saves both', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });
    // Another tab saves a transaction: this screen still shows version 1 without it.
    server.saveElsewhere(1, { oneTimeTransactions: [elsewhere] });

    await addTransaction(user, 'Bonus');
    await waitFor(() => expect(sentBodies(server)).toHaveLength(2));
    const [first, second] = sentBodies(server);
    expect(first.version).toBe(1);
    expect(first.oneTimeTransactions.map((transaction) => transaction.description)).toEqual(['Bonus']);
    // Re-applied to the goal the 409 carried: its version, its transaction kept, the new one with the next id.
    expect(second.version).toBe(2);
    expect(second.oneTimeTransactions).toEqual([elsewhere, { id: 102, description: 'Bonus', amount: 100, date: '2025-12-01' }]);

    await waitFor(() => expect(shownDescriptions()).toEqual(['Saved in another tab', 'Bonus']));
    expect(server.goals[0]).toMatchObject({
      version: 3,
      oneTimeTransactions: [elsewhere, expect.objectContaining({ description: 'Bonus' })],
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('re-applies a deletion too: the transaction goes, the other tab’s change stays', async () => {
    const gift = { id: 101, description: 'Birthday gift', amount: 150, date: '2025-09-01' };
    const server = fakeGoalsServer([goalDto(1, { oneTimeTransactions: [gift] })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Birthday gift' }));
    server.saveElsewhere(1, { oneTimeTransactions: [gift, { ...elsewhere, id: 102 }] });
    await user.click(within(screen.getByRole('dialog', { name: 'Delete transaction' })).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(sentBodies(server)).toHaveLength(2));
    expect(sentBodies(server)[1]).toMatchObject({ version: 2, oneTimeTransactions: [{ ...elsewhere, id: 102 }] });
    await waitFor(() => expect(shownDescriptions()).toEqual(['Saved in another tab']));
  });

  it('retries once only: a second 409 is shown, and the screen shows the goal as it is now', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const now = goalDto(1, { oneTimeTransactions: [elsewhere] }, TODAY, 3);
    const conflict = (goal: GoalDto) => () => ({ status: 409, body: { success: false, error: GOAL_CHANGED_ELSEWHERE, goal } });
    server.answerNext(PUT, conflict(goalDto(1, { name: 'Emergency fund' }, TODAY, 2)));
    server.answerNext(PUT, conflict(now));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });

    await addTransaction(user, 'Bonus');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Failed to update goal: ${GOAL_CHANGED_ELSEWHERE}`);
    expect(alert).toHaveTextContent('Your last change was not saved');
    expect(sentBodies(server).map((body) => body.version)).toEqual([1, 2]);
    await waitFor(() => expect(shownDescriptions()).toEqual(['Saved in another tab']));
  });
});

describe('the goal form on a goal changed in another tab', () => {
  it('re-applies only the fields edited here, keeping the other tab’s name and transactions', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Goal Emergency fund' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Your Goal' });
    server.saveElsewhere(1, { name: 'Rainy day', oneTimeTransactions: [elsewhere] });
    await user.clear(within(dialog).getByLabelText('Contribution Amount ($)'));
    await user.type(within(dialog).getByLabelText('Contribution Amount ($)'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(server).map((body) => body.version)).toEqual([1, 2]);
    expect(sentBodies(server)[1]).toMatchObject({ name: 'Rainy day', contributionAmount: 400, oneTimeTransactions: [elsewhere] });
    expect(server.goals[0]).toMatchObject({ version: 3, name: 'Rainy day', contributionAmount: 400, oneTimeTransactions: [elsewhere] });
    expect(await screen.findByRole('article', { name: 'Rainy day' })).toBeInTheDocument();
  });

  it('measures the edit against the goal the form was filled from, not a newer one read while it was open', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Goal Emergency fund' }));
    // While the form is open, the list is read again and brings another tab's new name (version 2).
    server.saveElsewhere(1, { name: 'Rainy day' });
    await store.dispatch(goalsApi.endpoints.goalsList.initiate(undefined, { forceRefetch: true, subscribe: false }));
    expect(await screen.findByRole('article', { name: 'Rainy day' })).toBeInTheDocument();

    const dialog = screen.getByRole('dialog', { name: 'Edit Your Goal' });
    expect(within(dialog).getByLabelText('Goal Name')).toHaveValue('Emergency fund');
    await user.clear(within(dialog).getByLabelText('Contribution Amount ($)'));
    await user.type(within(dialog).getByLabelText('Contribution Amount ($)'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(server)).toEqual([expect.objectContaining({ version: 2, name: 'Rainy day', contributionAmount: 400 })]);
  });
});

describe('quick changes to one goal', () => {
  it('sends the second change after the first one’s answer, on the version it saved', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const release = server.hold(PUT);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });

    await addTransaction(user, 'First');
    await addTransaction(user, 'Second');
    // Only the first is on its way; the second waits for its answer.
    await waitFor(() => expect(sentBodies(server)).toHaveLength(1));
    release();
    await waitFor(() => expect(sentBodies(server)).toHaveLength(2));
    const [first, second] = sentBodies(server);
    expect(first).toMatchObject({ version: 1, oneTimeTransactions: [{ id: 101, description: 'First' }] });
    expect(second).toMatchObject({
      version: 2,
      oneTimeTransactions: [
        { id: 101, description: 'First' },
        { id: 102, description: 'Second' },
      ],
    });
    await waitFor(() => expect(shownDescriptions()).toEqual(['First', 'Second']));
    expect(server.goals[0].version).toBe(3);
  });

  it('a failed first save is undone without taking back the second, saved change', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const failure = deferred<void>();
    server.answerNext(PUT, async () => {
      await failure.promise;
      return { status: 500, body: { success: false, error: 'Something went wrong on our side. Please try again.' } };
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });

    await addTransaction(user, 'Lost');
    await addTransaction(user, 'Kept');
    failure.resolve();

    await waitFor(() => expect(sentBodies(server)).toHaveLength(2));
    // The second change is made on the goal as it is after the failure: without the first one.
    expect(sentBodies(server)[1]).toMatchObject({ version: 1, oneTimeTransactions: [{ description: 'Kept' }] });
    await waitFor(() => expect(server.goals[0].version).toBe(2));
    await waitFor(() => expect(shownDescriptions()).toEqual(['Kept']));
  });

  it('an undo keeps a newer version read meanwhile (another tab’s change)', async () => {
    const server = fakeGoalsServer([goalDto(1)]);
    const failure = deferred<void>();
    server.answerNext(PUT, async () => {
      await failure.promise;
      return { status: 500, body: { success: false, error: 'Something went wrong on our side. Please try again.' } };
    });
    const user = userEvent.setup();
    const { store } = renderPage();
    await screen.findByRole('article', { name: 'Emergency fund' });

    await addTransaction(user, 'Lost');
    expect(shownDescriptions()).toEqual(['Lost']);
    // While the save is on its way, the list is read again and brings another tab's change (version 2).
    server.saveElsewhere(1, { oneTimeTransactions: [elsewhere] });
    // (A forced read, e.g. a screen mounting: tag invalidations wait for the pending save.)
    await store.dispatch(goalsApi.endpoints.goalsList.initiate(undefined, { forceRefetch: true, subscribe: false }));
    await waitFor(() => expect(shownDescriptions()).toEqual(['Saved in another tab']));

    failure.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your last change was not saved');
    expect(shownDescriptions()).toEqual(['Saved in another tab']);
  });
});
