/**
 * The chrome's way to the account: the account menu, `/main/plans` (upgrade links; Stripe's cancel
 * URL `/main?view=plans` leads there) and the trial banner from two days before the trial ends.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { lapsedPlanText, trialBannerDue, trialDaysLeft } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../testing/fetch-stub';
import { loadRemoteModule } from '../federation/load-remote';
import { MainApp } from './MainApp';

jest.mock('../federation/load-remote', () => ({
  RemoteNotBuiltError: class extends Error {},
  initRemotes: jest.fn(),
  loadRemoteModule: jest.fn(),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const DAY = 24 * 60 * 60 * 1000;
const SESSION = { success: true, logged_in: true, user: 'ada@example.com', plan_id: 1, eligible: true };
const BILLING = {
  success: true,
  payments_configured: true,
  plan_active: false,
  subscription_status: null,
  paid_through: null,
  can_manage_billing: false,
};

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderMain(route = '/main/dashboard') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<MainApp />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const currentModule = () => screen.getAllByTestId('remote-module')[0];

beforeEach(() => {
  load.mockReset();
  load.mockImplementation((remote, module) =>
    Promise.resolve({
      default: () => <div data-testid="remote-module" data-module={`${remote}/${module}`} />,
    }),
  );
  window.scrollTo = jest.fn();
});

describe('the account menu', () => {
  it('opens Plans & billing and Account from the signed-in user, closing with Escape back on its button', async () => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION }, 'GET /billing/summary': { body: BILLING } });
    renderMain();
    const sidebar = screen.getByRole('complementary', { name: 'Main navigation' });
    const menuButton = await within(sidebar).findByRole('button', { name: /Signed in as ada@example.com/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Your account' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    await userEvent.click(within(screen.getByRole('list', { name: 'Your account' })).getByRole('link', { name: 'Plans & billing' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Plans & billing' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/main\/plans$/);
    expect(screen.queryByRole('list', { name: 'Your account' })).not.toBeInTheDocument();
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'auth/Plans'));

    await userEvent.click(menuButton);
    await userEvent.click(within(screen.getByRole('list', { name: 'Your account' })).getByRole('link', { name: 'Account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/main\/account$/);
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'auth/Account'));
  }, 20_000);

  it('opens the sources from its Sources item, and gives focus back to the menu button on close', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: SESSION },
      'GET /billing/summary': { body: BILLING },
      'GET /workflow/api/sources': { body: { sources: [] } },
    });
    renderMain();
    const menuButton = await screen.findByRole('button', { name: /Signed in as ada@example.com/ });
    await userEvent.click(menuButton);
    await userEvent.click(within(screen.getByRole('list', { name: 'Your account' })).getByRole('button', { name: 'Sources' }));

    const dialog = await screen.findByRole('dialog', { name: 'Sources' });
    expect(await within(dialog).findByText('No sources yet: upload a file to start.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your account' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Sources' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it.each([
    ['/main?view=plans', 'Plans & billing', '/main/plans'],
    ['/main?view=account&tab=x', 'Account', '/main/account?tab=x'],
    ['/main?view=nope', 'Dashboard', '/main/dashboard'],
  ])('opens %s as the view at its own address (Stripe cancel URL)', async (route, title, address) => {
    stubFetch({ 'GET /auth/check-login-status': { body: SESSION }, 'GET /billing/summary': { body: BILLING } });
    renderMain(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(address);
  });
});

describe('the trial banner', () => {
  it('is due from two days before the end of the trial when no plan is paid', () => {
    const end = Date.UTC(2025, 4, 21, 9, 30);
    const iso = new Date(end).toISOString();
    expect(trialBannerDue(iso, false, end - 2 * DAY - 1)).toBe(false);
    expect(trialBannerDue(iso, false, end - 2 * DAY)).toBe(true);
    expect(trialBannerDue(iso, false, end + 30 * DAY)).toBe(true);
    expect(trialBannerDue(iso, true, end - DAY)).toBe(false);
    expect(trialDaysLeft(iso, end - 2 * DAY)).toBe(2);
    expect(trialDaysLeft(iso, end - 2 * DAY + 1)).toBe(2);
    expect(trialDaysLeft(iso, end - 1)).toBe(1);
    expect(trialDaysLeft(iso, end)).toBe(0);
  });

  it('says how many days are left and links to the plans', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: { ...SESSION, trial_ends_at: new Date(Date.now() + 1.5 * DAY).toISOString() } },
      'GET /billing/summary': { body: BILLING },
    });
    renderMain();
    const banner = await screen.findByTestId('trial-banner');
    expect(banner).toHaveTextContent('Your free trial ends in 2 days. Choose a plan to keep uploading new data.');
    await userEvent.click(within(banner).getByRole('link', { name: 'See plans' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans & billing' })).toBeInTheDocument();
  });

  it('says the trial ended, and that the data stays readable', async () => {
    stubFetch({
      'GET /auth/check-login-status': { body: { ...SESSION, eligible: false, trial_ends_at: new Date(Date.now() - DAY).toISOString() } },
      'GET /billing/summary': { body: BILLING },
    });
    renderMain();
    expect(await screen.findByTestId('trial-banner')).toHaveTextContent(
      'Your free trial has ended. Your data stays readable; choose a plan to upload new data.',
    );
  });

  it('says why a plan once paid for has ended: a failed payment, or a plan that ran out', async () => {
    const ended = new Date(Date.now() - 40 * DAY).toISOString();
    stubFetch({
      'GET /auth/check-login-status': { body: { ...SESSION, eligible: false, trial_ends_at: ended } },
      'GET /billing/summary': {
        body: {
          ...BILLING,
          subscription_status: 'past_due',
          paid_through: new Date(Date.now() - DAY).toISOString(),
          can_manage_billing: true,
        },
      },
    });
    renderMain();
    expect(await screen.findByTestId('trial-banner')).toHaveTextContent(
      'Your last payment did not go through. Your data stays readable; update your payment method under Manage billing to upload new data.',
    );
    expect(lapsedPlanText({ plan_active: false, subscription_status: 'unpaid', paid_through: null })).toMatch(
      /^Your last payment did not go through/,
    );
    expect(lapsedPlanText({ plan_active: false, subscription_status: 'canceled', paid_through: ended })).toBe(
      'Your plan has ended. Your data stays readable; choose a plan to upload new data.',
    );
    expect(lapsedPlanText({ plan_active: false, subscription_status: null, paid_through: null })).toBeNull();
    expect(lapsedPlanText({ plan_active: true, subscription_status: 'past_due', paid_through: ended })).toBeNull();
  });

  it('is not shown earlier, nor on a paid plan', async () => {
    const stub = stubFetch({
      'GET /auth/check-login-status': { body: { ...SESSION, trial_ends_at: new Date(Date.now() - DAY).toISOString() } },
      'GET /billing/summary': { body: { ...BILLING, plan_active: true } },
    });
    renderMain();
    await screen.findByTestId('remote-module');
    await waitFor(() => expect(stub.to('GET /billing/summary')).toHaveLength(1));
    await screen.findByTestId('signed-in-user');
    expect(screen.queryByTestId('trial-banner')).not.toBeInTheDocument();
  });
});
