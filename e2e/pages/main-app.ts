import { expect, type Page } from '@playwright/test';

/** The signed-in application chrome. */
export class MainAppPage {
  constructor(private readonly page: Page) {}

  async expectSignedInAs(email: string): Promise<void> {
    await expect(this.page.getByTestId('signed-in-user')).toHaveText(email);
  }

  async showSection(title: string): Promise<void> {
    await this.page.getByRole('complementary', { name: 'Main navigation' }).getByRole('button', { name: title }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
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
