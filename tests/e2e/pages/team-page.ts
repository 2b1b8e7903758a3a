import { expect, type Locator, type Page } from '@playwright/test';

/** /team/{id}: overview, roster table and the add-player form. */
export class TeamPage {
  readonly main: Locator;
  readonly roster: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.roster = page.getByRole('table');
  }

  async expectOpen(teamName: string, leagueName: string) {
    await expect(this.page).toHaveURL(/\/team\/[^/]+$/);
    await expect(this.main.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(this.main.getByText(leagueName).first()).toBeVisible();
    for (const col of ['Player', 'Position', 'Jersey #', 'Status', 'Joined']) {
      await expect(this.roster.getByRole('columnheader', { name: col })).toBeVisible();
    }
  }

  async addPlayer(email: string, position: string, jersey: string) {
    await this.main.getByLabel('Player email').fill(email);
    await this.main.getByLabel('Position').fill(position);
    await this.main.getByLabel('Jersey number').fill(jersey);
    await this.main.getByRole('button', { name: 'Add player' }).click();
  }

  rosterRow(text: string): Locator {
    return this.roster.getByRole('row').filter({ hasText: text });
  }
}
