import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import LandingExpose from '../../../expose/Landing';
import { Landing } from './Landing';

const PLANS = [
  { id: 1, plan_name: 'Monthly', price: 9.99, usage_limit: 10, descriptions: ['Monthly uploads'] },
  { id: 2, plan_name: 'Annual', price: 99, usage_limit: 100, descriptions: ['Two months free'] },
];

function stubLanding() {
  return stubFetch({
    'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
    'GET /auth/check-login-status': { body: { success: true, logged_in: false } },
    'GET /workflow/templates': {
      body: { templates: [{ id: 'wealth-whisperer', name: 'Wealth Whisperer Transaction Log', description: 'Log', isDefault: true }] },
    },
    'GET /auth/pricing': { body: PLANS },
  });
}

const hero = () => screen.getByRole('heading', { level: 1, name: 'Are your finances on track?' }).closest('section') as HTMLElement;

describe('Landing', () => {
  beforeEach(() => {
    stubLanding();
  });

  it('shows the trial card by default', () => {
    renderWithProviders(<Landing />);
    expect(screen.getByTestId('trial-card')).toBeInTheDocument();
    expect(within(hero()).getByRole('heading', { name: 'Start your 7-day free trial' })).toBeInTheDocument();
    expect(screen.queryByTestId('signin-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('"Sign in here" shows Welcome Back and "Start your 7-day free trial" goes back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Landing />);

    await user.click(screen.getByRole('button', { name: 'Sign in here' }));
    expect(within(hero()).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('trial-card')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start your 7-day free trial' }));
    expect(screen.getByTestId('trial-card')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome Back' })).not.toBeInTheDocument();
  });

  it('has one main landmark holding everything after the header', () => {
    renderWithProviders(<Landing />);
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Are your finances on track?' }));
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Simple pricing' }));
    expect(main).not.toContainElement(screen.getByRole('navigation', { name: 'Landing' }));
  });

  it('moves the focus into the card it shows, so a keyboard user goes on from there', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Landing />);
    // Nothing is focused on first paint: the page opens at its top.
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Sign in here' }));
    expect(within(screen.getByRole('form', { name: 'Sign in' })).getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start your 7-day free trial' }));
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toHaveFocus();
  });

  it('the header Sign In button shows the sign-in card', async () => {
    renderWithProviders(<Landing />);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Landing' })).getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('signin-card')).toBeInTheDocument();
  });

  it("starts on the sign-in card with initialMode='signin' (also through the exposed module)", () => {
    const { unmount } = renderWithProviders(<Landing initialMode="signin" />);
    expect(screen.getByTestId('signin-card')).toHaveTextContent('Welcome Back');
    expect(screen.queryByTestId('trial-card')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<LandingExpose initialMode="signin" />);
    expect(screen.getByTestId('signin-card')).toBeInTheDocument();
  });

  it('Start Free Trial opens the sign-up modal, which closes again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Landing />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Your Financial Journey' });
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('the closing call to action opens the sign-up modal too, with its fields cleared each time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Landing />);
    await user.click(screen.getByRole('button', { name: 'Start Your Free Trial' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Email'), 'ada@example.com');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Email')).toHaveValue('');
  });

  it('keeps the sign-up dialog in the page, closed, and its buttons name it (the first view shows it at the first press)', () => {
    renderWithProviders(<Landing />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = document.getElementById('sign-up-dialog')!;
    expect(dialog).toHaveAttribute('hidden');
    for (const button of [
      screen.getByRole('button', { name: 'Start Free Trial' }),
      screen.getByRole('button', { name: /Start your free trial|Get started/i }),
    ]) {
      expect(button).toHaveAttribute('data-opens-dialog', 'sign-up-dialog');
      expect(button).toHaveAttribute('aria-controls', 'sign-up-dialog');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    }
  });

  it('Forgot password? opens the Reset Password modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Landing initialMode="signin" />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the plans in the pricing section, the second flagged BEST VALUE', async () => {
    renderWithProviders(<Landing />);
    const pricing = screen.getByRole('heading', { name: 'Simple pricing' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(pricing).getByText('Annual')).toBeInTheDocument());
    expect(within(pricing).getByText('BEST VALUE').closest('.pricing-card')).toHaveTextContent('Annual');
    expect(within(pricing).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('has the Features and Pricing anchors and the three feature and step blocks', () => {
    renderWithProviders(<Landing />);
    const nav = screen.getByRole('navigation', { name: 'Landing' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    const steps = screen.getByRole('heading', { name: 'Get Started in Minutes' }).closest('section') as HTMLElement;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });
});
