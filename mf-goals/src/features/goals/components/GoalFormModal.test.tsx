import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { deferred, jsonResponse } from '../../../../../shell/testing/fetch-stub';
import { fakeGoalsServer, goalDto, TODAY } from '../../../testing/goals-server';
import { GoalFormModal } from './GoalFormModal';

function renderForm(goal?: ReturnType<typeof goalDto>) {
  const onClose = jest.fn();
  const view = renderWithProviders(<GoalFormModal goal={goal} today={TODAY} onClose={onClose} />);
  return { ...view, onClose, dialog: screen.getByRole('dialog') };
}

describe('GoalFormModal', () => {
  it('opens as Track a New Goal with the defaults of a new goal, advanced options folded', () => {
    fakeGoalsServer([]);
    const { dialog } = renderForm();
    expect(dialog).toHaveAccessibleName('Track a New Goal');
    expect(within(dialog).getByLabelText('Goal Name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Current Amount ($)')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Target Amount ($)')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Target Date')).toHaveValue('2026-06-15');
    expect(within(dialog).getByLabelText('Contribution Amount ($)')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Contribution Frequency')).toHaveValue('monthly');
    const toggle = within(dialog).getByRole('button', { name: /Advanced Options/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByLabelText('Category')).not.toBeVisible();
    expect(within(dialog).getByLabelText('Annual Interest Rate (%)')).not.toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Track This Goal' })).toBeEnabled();
  });

  it('holds category (Emergency Fund by default) and interest rate (2) under Advanced Options', async () => {
    fakeGoalsServer([]);
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: /Advanced Options/ }));
    expect(within(dialog).getByRole('button', { name: /Advanced Options/ })).toHaveAttribute('aria-expanded', 'true');
    const category = within(dialog).getByLabelText('Category');
    expect(category).toHaveValue('emergency');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Emergency Fund', 'Retirement', 'Major Purchase', 'Travel', 'Education']);
    expect(within(dialog).getByLabelText('Annual Interest Rate (%)')).toHaveValue(2);
  });

  it('shows every problem inline, sends nothing, and clears a message once fixed', async () => {
    const { net } = fakeGoalsServer([]);
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.clear(within(dialog).getByLabelText('Target Date'));
    await user.click(within(dialog).getByRole('button', { name: 'Track This Goal' }));
    expect(within(dialog).getByText('Goal name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Target amount must be at least $0.01.')).toBeInTheDocument();
    expect(within(dialog).getByText('Target date is required.')).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Goal Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Goal name is required.');

    await user.type(name, 'Boat');
    expect(within(dialog).queryByText('Goal name is required.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(net.to('POST /goals/api/goals')).toHaveLength(0);
  });

  it('refuses an amount field left empty, and keeps an empty rate as 0', async () => {
    const { net } = fakeGoalsServer([]);
    const user = userEvent.setup();
    const { dialog, onClose } = renderForm();
    await user.type(within(dialog).getByLabelText('Goal Name'), 'Boat');
    await user.clear(within(dialog).getByLabelText('Current Amount ($)'));
    await user.clear(within(dialog).getByLabelText('Target Amount ($)'));
    await user.type(within(dialog).getByLabelText('Target Amount ($)'), '900');
    await user.click(within(dialog).getByRole('button', { name: /Advanced Options/ }));
    await user.clear(within(dialog).getByLabelText('Annual Interest Rate (%)'));
    await user.click(within(dialog).getByRole('button', { name: 'Track This Goal' }));
    expect(within(dialog).getByText('Enter an amount.')).toBeInTheDocument();
    expect(net.to('POST /goals/api/goals')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Current Amount ($)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Track This Goal' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(net.to('POST /goals/api/goals')).toHaveLength(1);
    expect(net.to('POST /goals/api/goals')[0].json).toMatchObject({ currentAmount: 0, targetAmount: 900, interestRate: 0 });
  });

  it('opens Advanced Options by itself when the interest rate is wrong', async () => {
    fakeGoalsServer([]);
    const user = userEvent.setup();
    const { dialog } = renderForm(goalDto(1, { interestRate: 2.25 }));
    expect(within(dialog).getByRole('button', { name: /Advanced Options/ })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('button', { name: /Advanced Options/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Interest rate can have at most one decimal.')).toBeVisible();
  });

  it('edits as Edit Your Goal: filled from the goal, category and frequency included', async () => {
    fakeGoalsServer([]);
    const user = userEvent.setup();
    const { dialog } = renderForm(
      goalDto(3, { name: 'Japan', category: 'travel', contributionFrequency: 'biweekly', interestRate: 1.5, targetDate: '2027-04-01' }),
    );
    expect(dialog).toHaveAccessibleName('Edit Your Goal');
    expect(within(dialog).getByLabelText('Goal Name')).toHaveValue('Japan');
    expect(within(dialog).getByLabelText('Target Date')).toHaveValue('2027-04-01');
    expect(within(dialog).getByLabelText('Contribution Frequency')).toHaveValue('biweekly');
    await user.click(within(dialog).getByRole('button', { name: /Advanced Options/ }));
    expect(within(dialog).getByLabelText('Category')).toHaveValue('travel');
    expect(within(dialog).getByLabelText('Annual Interest Rate (%)')).toHaveValue(1.5);
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('is busy while saving and shows Failed to update goal when the save fails', async () => {
    const answer = deferred<Response>();
    fakeGoalsServer([goalDto(3)], { 'PUT /goals/api/goals/3': () => answer.promise });
    const user = userEvent.setup();
    const { dialog, onClose } = renderForm(goalDto(3));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.resolve(jsonResponse({ success: false }, 500));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to update goal$/);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes without saving', async () => {
    const { net } = fakeGoalsServer([]);
    const user = userEvent.setup();
    const { dialog, onClose } = renderForm();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // Only the session is asked for (the amounts' currency, useMoney); nothing goes to the goals API.
    expect(net.requests.filter((request) => request.path !== '/auth/check-login-status')).toHaveLength(0);
  });
});
