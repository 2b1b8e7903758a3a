import { expect, type Locator, type Page } from '@playwright/test';

/** The admin app's chrome: top navigation and the toast region. */
export class AppShell {
  readonly nav: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.nav = page.locator('#top-nav');
    this.toasts = page.getByTestId('toasts');
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  async expectToast(header: string, content?: string) {
    // Two saves in a row leave two toasts of the same words until the first times out: the newest is the one.
    await expect(this.toasts.getByText(header, { exact: true }).last()).toBeVisible();
    if (content) await expect(this.toasts.getByText(content, { exact: true }).last()).toBeVisible();
  }

  /** The Amplify v6 access token of the signed-in user, read from this page's localStorage. */
  async accessToken(): Promise<string> {
    const token = await this.page.evaluate(() => {
      const prefix = 'CognitoIdentityServiceProvider.';
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith(prefix) || !key.endsWith('.LastAuthUser')) continue;
        const clientId = key.slice(prefix.length, -'.LastAuthUser'.length);
        const user = localStorage.getItem(key);
        const token = user && localStorage.getItem(`${prefix}${clientId}.${user}.accessToken`);
        if (token) return token;
      }
      return null;
    });
    if (!token) throw new Error('No Cognito access token in localStorage');
    return token;
  }
}
