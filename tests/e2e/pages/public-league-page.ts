import { expect, type Page } from '@playwright/test';

/** The public league site at /l/{key}. */
export class PublicLeaguePage {
  constructor(readonly page: Page) {}

  async goto(key: string) {
    await this.page.goto(`/l/${encodeURIComponent(key)}`);
    await expect(this.page.getByText('Loading league...')).toBeHidden();
  }

  async expectNotFound() {
    await expect(this.page.getByText('Oops! Page not found')).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  }

  async expectLeague(name: string, sportLabel: string) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(this.page.getByText(sportLabel, { exact: true })).toBeVisible();
    await expect(this.page.getByText('Draft preview - only you can see this page')).toHaveCount(0);
  }
}
