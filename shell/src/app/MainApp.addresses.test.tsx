import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../testing/fetch-stub';
import { currentModule, location, renderMain, resetFakeRemotes, SESSION, sidebar } from './main-app-testing';

beforeEach(resetFakeRemotes);
beforeEach(() => stubFetch({ 'GET /auth/check-login-status': { body: SESSION } }));

const heading = () => screen.getByRole('heading', { level: 1 });

describe('MainApp: every view at its own address', () => {
  it('links each section to its address, so that a middle-click opens it in a new tab', () => {
    renderMain('/main/spending');
    const hrefs = within(sidebar())
      .getAllByRole('link')
      .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Dashboard', '/main/dashboard'],
      ['Savings Goals', '/main/goals'],
      ['Retirement', '/main/retirement'],
      ['Spending', '/main/spending'],
      ['Net Worth', '/main/net-worth'],
    ]);
    const bottomBar = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(bottomBar).getByRole('link', { name: 'Net worth' })).toHaveAttribute('href', '/main/net-worth');
    const topBar = screen.getByRole('banner');
    expect(within(topBar).getByRole('link', { name: 'Plans & billing' })).toHaveAttribute('href', '/main/plans');
    expect(within(topBar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/main/account');
  });

  it('goes back and forward between sections, each at its address', async () => {
    renderMain('/main/spending');
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Savings Goals' }));
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'goals/Page'));

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/main/spending');
    expect(heading()).toHaveTextContent('Spending');
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'spending/Page'));
    expect(within(sidebar()).getByRole('link', { name: 'Spending' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Savings Goals' })).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(location()).toBe('/main/goals');
    expect(heading()).toHaveTextContent('Savings Goals');
  });

  it("shows Spending's list of transactions at its own address, Spending current in the navigation", async () => {
    renderMain('/main/spending/transactions');
    expect(heading()).toHaveTextContent('Spending');
    await waitFor(() => expect(currentModule()).toHaveAttribute('data-module', 'spending/Page'));
    expect(within(sidebar()).getByRole('link', { name: 'Spending' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves focus to the heading of the section gone to, not on the first view', async () => {
    renderMain('/main');
    await waitFor(() => expect(location()).toBe('/main/dashboard'));
    expect(heading()).toHaveTextContent('Dashboard');
    expect(heading()).not.toHaveFocus();

    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Retirement' }));
    expect(heading()).toHaveTextContent('Retirement');
    await waitFor(() => expect(heading()).toHaveFocus());
  });

  it('starts with a "Skip to content" link to the main content', async () => {
    renderMain('/main/goals');
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveTextContent('Skip to content');
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(skip).toHaveFocus();
  });

  it('says an unknown address under /main is not found, with no section current', async () => {
    renderMain('/main/nope');
    expect(heading()).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/main/dashboard');
    expect(within(sidebar()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    await userEvent.click(within(sidebar()).getByRole('link', { name: 'Net Worth' }));
    expect(heading()).toHaveTextContent('Net Worth');
    await waitFor(() => expect(heading()).toHaveFocus());
  });
});
