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
