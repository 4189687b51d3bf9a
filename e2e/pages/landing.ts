import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-out landing page with its sign-in card, sign-up modal and reset modal. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Are your finances on track?' })).toBeVisible();
  }

  async showSignIn(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign in here' }).click();
    await expect(this.page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  }

  get signInForm(): Locator {
    return this.page.getByRole('form', { name: 'Sign in' });
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.signInForm.getByLabel('Email').fill(email);
    await this.signInForm.getByLabel('Password', { exact: true }).fill(password);
    await this.signInForm.getByRole('button', { name: 'Sign In' }).click();
  }

  signUpDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Welcome to Your Financial Journey' });
  }

  async openSignUp(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Start Free Trial' }).click();
    const dialog = this.signUpDialog();
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async requestReset(email: string): Promise<Locator> {
    await this.signInForm.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Email').press('Enter');
    return dialog;
  }
}
