import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** /auth: the sign-in and sign-up tabs, and the confirmation-link landing. */
export class AuthPage {
  /** Only the visible tab's panel, so the two tabs' 'Email' and 'Password' fields never clash. */
  readonly panel: Locator;
  readonly alerts: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel');
    this.alerts = page.getByRole('main');
  }

  /**
   * Where the admin hands a signed-out visitor: the light /auth page, loaded and its island running (its forms
   * stay disabled until then), so the next navigation cannot cut the hand-over short.
   */
  async expectHandedOver() {
    await expect(this.page).toHaveURL(/\/auth$/);
    await expect(this.panel.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  }

  async gotoSignUp() {
    await this.page.goto('/auth?tab=signup');
    await expect(this.page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  }

  async signUp(user: NewUser) {
    await this.panel.getByLabel('First name').fill(user.firstName);
    await this.panel.getByLabel('Last name').fill(user.lastName);
    await this.panel.getByLabel('Email').fill(user.email);
    await this.panel.getByLabel('Password').fill(user.password);
    await this.panel.getByRole('button', { name: 'Create Account' }).click();
  }

  async expectConfirmed(email: string) {
    await expect(this.alerts.getByText('Email confirmed', { exact: true })).toBeVisible();
    await expect(this.alerts.getByText('Your account is confirmed. Sign in to continue.')).toBeVisible();
    await expect(this.page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(this.panel.getByLabel('Email')).toHaveValue(email);
    await expect(this.page).not.toHaveURL(/confirm_email=/);
  }

  async signIn(email: string, password: string) {
    await this.panel.getByLabel('Email').fill(email);
    await this.panel.getByLabel('Password').fill(password);
    await this.panel.getByRole('button', { name: 'Sign In' }).click();
  }
}
