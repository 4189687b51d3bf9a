import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { fakeGoalsServer, goalDto, TODAY } from '../../../testing/goals-server';
import { GoalsPreview } from './GoalsPreview';

function renderPreview() {
  const onNavigate = jest.fn();
  renderWithProviders(<GoalsPreview onNavigate={onNavigate} today={TODAY} />);
  return onNavigate;
}

describe('GoalsPreview', () => {
  it('shows the first goal only, read-only, and links to all goals', async () => {
    fakeGoalsServer([
      goalDto(1, { oneTimeTransactions: [{ id: 101, description: 'Bonus', amount: 500, date: '2025-12-01' }] }),
      goalDto(2, { name: 'Car' }),
      goalDto(3, { name: 'Boat' }),
    ]);
    const user = userEvent.setup();
    const onNavigate = renderPreview();
    expect(screen.getByRole('status')).toHaveTextContent('Loading goals…');
    const card = await screen.findByRole('article', { name: 'Emergency fund' });
    expect(screen.queryByRole('article', { name: 'Car' })).not.toBeInTheDocument();
    expect(within(card).getByTestId('goal-badge')).toHaveTextContent('Off Track');
    expect(within(card).getByText('Bonus')).toBeInTheDocument();
    // No add, edit, delete or share controls anywhere.
    for (const name of [/Add Goal/, /Edit/, /Delete/, /Manage Transactions/, /Share/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View all 3 savings goals' }));
    expect(onNavigate).toHaveBeenCalledWith('savings-goals');
  });

  it('is boxed like the other previews: the goal and the way to all goals inside its one card', async () => {
    fakeGoalsServer([goalDto(1), goalDto(2, { name: 'Car' })]);
    renderPreview();
    const goal = await screen.findByRole('article', { name: 'Emergency fund' });
    const preview = screen.getByRole('region', { name: 'Savings goals' });
    expect(preview).toHaveClass('ot-card');
    expect(preview).toContainElement(screen.getByRole('button', { name: 'View all 2 savings goals' }));
    expect(preview).toContainElement(goal);
  });

  it('shows Plan Your Savings when there is no goal yet', async () => {
    fakeGoalsServer([]);
    const user = userEvent.setup();
    const onNavigate = renderPreview();
    expect(await screen.findByRole('heading', { name: 'Plan Your Savings' })).toBeInTheDocument();
    expect(screen.queryByText('Set Your First Savings Goal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Savings Goals' }));
    expect(onNavigate).toHaveBeenCalledWith('savings-goals');
  });

  it('shows Unable to load goals when the list fails', async () => {
    fakeGoalsServer([], { 'GET /goals/api/savings-goals': { status: 500, body: {} } });
    renderPreview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load goals');
  });
});
