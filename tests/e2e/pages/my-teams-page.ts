import { expect, type Locator, type Page } from '@playwright/test';

/** /my-teams: a manager's stat cards and one card per managed team; a player's teams and coming games. */
export class MyTeamsPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/my-teams$/);
    await expect(this.main.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    // A manager's subtitle, or a player's (who manages no team and opens on the teams they play on).
    await expect(this.main.getByText('Teams you manage across all leagues').or(this.main.getByText('The teams you play on, and whether you are coming to their games'))).toBeVisible();
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
