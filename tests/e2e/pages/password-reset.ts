import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForMail } from './outbox';

export const RESET_SUBJECT = 'Your League Platform password reset code';

/** The 'Forgot password?' flow on /auth. */
export class PasswordResetForm {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async open() {
    await this.page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(this.main.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  }

  async requestCode(email: string) {
    await this.main.getByLabel('Email').fill(email);
    await this.main.getByRole('button', { name: 'Send reset code' }).click();
    await expect(this.main.getByLabel('Reset code')).toBeVisible();
  }

  async confirm(code: string, newPassword: string) {
    await this.main.getByLabel('Reset code').fill(code);
    await this.main.getByLabel('New password').fill(newPassword);
    await this.main.getByRole('button', { name: 'Reset password' }).click();
  }
}

/** The newest password reset e-mail to `to` in the dev outbox, and the code in it. */
export async function waitForResetCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = await waitForMail(request, to, (m) => m.subject === RESET_SUBJECT && /code is\s+\S+/.test(m.text));
  return mail.text.match(/code is\s+(\S+)/)![1];
}
