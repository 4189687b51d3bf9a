import { expect, type Locator, type Page } from '@playwright/test';

/** Each section's label in the phone's bottom bar (`shell/src/app/sections.ts`). */
const SHORT_TITLES: Record<string, string> = {
  Dashboard: 'Home',
  'Savings Goals': 'Goals',
  Retirement: 'Retire',
  Spending: 'Spending',
  'Net Worth': 'Net worth',
};

/** The signed-in application chrome: the sidebar on wide screens, top and bottom bars on a phone. */
export class MainAppPage {
  constructor(private readonly page: Page) {}

  async expectSignedInAs(email: string): Promise<void> {
    await expect(this.page.getByTestId('signed-in-user')).toHaveText(email);
  }

  /** The link to a section: in the sidebar, or in the bottom bar where the sidebar is hidden (a phone). */
  async sectionLink(title: string): Promise<Locator> {
    const sidebar = this.page.getByRole('complementary', { name: 'Main navigation' });
    const bottomBar = this.page.getByRole('navigation', { name: 'Sections' });
    await expect(sidebar.or(bottomBar)).toBeVisible();
    if (await sidebar.isVisible()) return sidebar.getByRole('link', { name: title, exact: true });
    return bottomBar.getByRole('link', { name: SHORT_TITLES[title] ?? title, exact: true });
  }

  /** Opens a section from its link (sectionLink); its address is the section's own. */
  async showSection(title: string): Promise<void> {
    await (await this.sectionLink(title)).click();
    await this.expectSection(title);
  }

  /** The section shown: its heading, and the current one in the navigation. */
  async expectSection(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(await this.sectionLink(title)).toHaveAttribute('aria-current', 'page');
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Logout' }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }
}

/** Reads a JSON answer with the page's own session (its cookies), as the screens do. */
export function fetchJsonWithSession<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}
