import { expect, type Locator, type Page } from '@playwright/test';

/** /leagues: the public league directory. */
export class LeaguesDirectoryPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/leagues');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Leagues' })).toBeVisible();
    await expect(this.page.getByText('Loading leagues')).toBeHidden();
  }

  card(name: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }
}
