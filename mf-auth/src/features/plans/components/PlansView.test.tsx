import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch, type StubRoute } from '../../../../../shell/testing/fetch-stub';
import { PlansView } from './PlansView';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 4, 19, 12, 0);
const PLANS = [
  { id: 1, plan_name: 'Monthly', price: 9.99, usage_limit: 10, descriptions: ['10 uploads a month'] },
  { id: 2, plan_name: 'Annual', price: 99, usage_limit: 20, descriptions: ['20 uploads a month'] },
  { id: 3, plan_name: 'Lifetime', price: 249, usage_limit: 50, descriptions: ['50 uploads a month'] },
];
const SESSION = {
  success: true,
  logged_in: true,
  user: 'ann@example.com',
  email: 'ann@example.com',
  plan_id: 1,
  plan_name: 'Monthly',
  usage_used: 3,
  usage_limit: 10,
  eligible: true,
  trial_ends_at: new Date(NOW + 1.5 * DAY).toISOString(),
};
const BILLING = {
  success: true,
  payments_configured: true,
  plan_active: false,
  subscription_status: null,
  paid_through: null,
  can_manage_billing: false,
};

function stubPlans(overrides: { session?: object; billing?: object; upgrade?: StubRoute; portal?: StubRoute } = {}) {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: { ...SESSION, ...overrides.session } },
    'GET /billing/summary': { body: { ...BILLING, ...overrides.billing } },
    'GET /auth/pricing': { body: PLANS },
    'POST /auth/upgrade': overrides.upgrade ?? { body: { success: true, url: 'https://checkout.example/pay/cs_1' } },
    'POST /billing/portal': overrides.portal ?? { body: { success: true, url: 'https://billing.example/portal/bps_1' } },
  });
}

function renderPlans() {
  const followUrl = jest.fn();
  return { ...renderWithProviders(<PlansView followUrl={followUrl} nowMs={NOW} />), followUrl };
}

const card = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('PlansView', () => {
  it('shows the grid with the current plan marked, the trial days left and this month’s uploads', async () => {
    stubPlans();
    renderPlans();
    expect(await screen.findByTestId('plan-status')).toHaveTextContent('Free trial: 2 days left.');
    expect(screen.getByTestId('plan-usage')).toHaveTextContent('3 of 10 uploads used this month');
    expect(card('Monthly')).toHaveAccessibleName('Monthly (current plan)');
    expect(within(card('Monthly')).getByText('Current plan')).toBeInTheDocument();
    expect(within(card('Annual')).queryByText('Current plan')).not.toBeInTheDocument();
    expect(within(card('Annual')).getByText('BEST VALUE')).toBeInTheDocument();
    // During the trial every plan can be bought, the trial's one included.
    expect(screen.getAllByRole('button', { name: /^Upgrade to / })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Payments are not configured/)).not.toBeInTheDocument();
  });

  it('starts a checkout for the chosen plan and follows its url', async () => {
    const net = stubPlans();
    const { followUrl } = renderPlans();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Annual' }));
    await waitFor(() => expect(followUrl).toHaveBeenCalledWith('https://checkout.example/pay/cs_1'));
    const [sent] = net.to('POST /auth/upgrade');
    expect(sent.json).toEqual({ plan_id: 2 });
    expect(sent.headers.get('X-CSRFToken')).toBe('tok-1');
  });

  it('says "Upgrade failed" with the server’s reason, and follows nothing', async () => {
    stubPlans({ upgrade: { status: 503, body: { success: false, error: 'Payments are not configured.' } } });
    const { followUrl } = renderPlans();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Lifetime' }));
    expect(await screen.findByText('Upgrade failed: Payments are not configured.')).toBeInTheDocument();
    expect(followUrl).not.toHaveBeenCalled();
  });

  it('says payments are not configured, and an upgrade applied at once reads the session again', async () => {
    const net = stubPlans({ billing: { payments_configured: false }, upgrade: { body: { success: true } } });
    renderPlans();
    expect(await screen.findByText(/Payments are not configured on this server/)).toBeInTheDocument();
    const sessionReads = net.to('GET /auth/check-login-status').length;
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Annual' }));
    expect(await screen.findByText('You are now on the Annual plan.')).toBeInTheDocument();
    await waitFor(() => expect(net.to('GET /auth/check-login-status').length).toBeGreaterThan(sessionReads));
  });

  it('shows a paid subscription with its renewal, offers Manage billing and no Upgrade of the plan already paid', async () => {
    const net = stubPlans({
      session: { plan_id: 2, plan_name: 'Annual', trial_ends_at: new Date(NOW - 30 * DAY).toISOString() },
      billing: { plan_active: true, subscription_status: 'active', paid_through: '2026-05-19T12:00:00.000Z', can_manage_billing: true },
    });
    const { followUrl } = renderPlans();
    expect(await screen.findByTestId('plan-status')).toHaveTextContent('Your Annual plan is active and renews on May 19, 2026.');
    expect(within(card('Annual')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Lifetime')).getByRole('button', { name: 'Upgrade to Lifetime' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(followUrl).toHaveBeenCalledWith('https://billing.example/portal/bps_1'));
    expect(net.to('POST /billing/portal')).toHaveLength(1);
  });

  it('says when the trial has ended and that the data stays readable', async () => {
    stubPlans({ session: { eligible: false, trial_ends_at: new Date(NOW - DAY).toISOString() } });
    renderPlans();
    expect(await screen.findByTestId('plan-status')).toHaveTextContent(
      'Your free trial has ended. Your data stays readable; choose a plan to upload new data.',
    );
  });

  it('says a renewal whose payment failed, not the trial, is why uploads wait', async () => {
    stubPlans({
      session: { eligible: false, trial_ends_at: new Date(NOW - 40 * DAY).toISOString() },
      billing: {
        plan_active: false,
        subscription_status: 'past_due',
        paid_through: new Date(NOW - DAY).toISOString(),
        can_manage_billing: true,
      },
    });
    renderPlans();
    expect(await screen.findByTestId('plan-status')).toHaveTextContent(
      'Your last payment did not go through. Your data stays readable; update your payment method under Manage billing to upload new data.',
    );
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it('says a cancelled subscription runs to its end without renewing', async () => {
    stubPlans({
      billing: { plan_active: true, subscription_status: 'canceled', paid_through: '2025-06-18T12:00:00.000Z', can_manage_billing: true },
    });
    renderPlans();
    expect(await screen.findByTestId('plan-status')).toHaveTextContent(
      'Your Monthly plan is paid through Jun 18, 2025 and will not renew.',
    );
  });
});
