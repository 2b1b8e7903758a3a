import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** /account: one form or panel per part, each found by its accessible name. */
export class AccountPage {
  readonly profile: Locator;
  readonly password: Locator;

  constructor(readonly page: Page) {
    this.profile = page.getByRole('form', { name: 'Profile' });
    this.password = page.getByRole('form', { name: 'Password' });
  }

  /** Through the user menu in the top navigation, as a person gets there. */
  async openFromUserMenu(firstName: string) {
    await this.page.locator('#top-nav').getByRole('button', { name: new RegExp(firstName) }).click();
    await this.page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(this.page).toHaveURL(/\/account$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  }

  async changeName(first: string, last: string) {
    await this.profile.getByLabel('First name').fill(first);
    await this.profile.getByLabel('Last name').fill(last);
    await this.profile.getByRole('button', { name: 'Save name' }).click();
  }

  async changePassword(current: string, next: string) {
    await this.password.getByLabel('Current password').fill(current);
    await this.password.getByLabel('New password', { exact: true }).fill(next);
    await this.password.getByLabel('Repeat the new password').fill(next);
    await this.password.getByRole('button', { name: 'Change password' }).click();
  }

  async downloadData(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download my data' }).click();
    return download;
  }

  async deleteAccount(email: string) {
    const dialog = this.page.getByRole('dialog');
    const confirm = dialog.getByLabel('Your e-mail address, to confirm');
    // The sections above (family, transfers) load on their own and can push the button down between Playwright's
    // aim and its click, which then lands beside it: click again until the dialog is open.
    await expect(async () => {
      if (!(await confirm.isVisible())) await this.page.getByRole('button', { name: 'Delete account' }).click();
      await expect(confirm).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await confirm.fill(email);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
  }
}
