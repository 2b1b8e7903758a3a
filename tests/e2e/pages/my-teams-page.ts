import { expect, type Locator, type Page } from '@playwright/test';

/** /my-teams: stat cards and one card per managed team. */
export class MyTeamsPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/my-teams$/);
    await expect(this.main.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    await expect(this.main.getByText('Teams you manage across all leagues')).toBeVisible();
  }

  stat(label: string): Locator {
    return this.main.getByRole('group', { name: label });
  }

  async expectStat(label: string, value: number) {
    await expect(this.stat(label).getByText(String(value), { exact: true })).toBeVisible();
  }

  teamCard(name: string): Locator {
    return this.main.getByRole('listitem').filter({ hasText: name });
  }
}
