import { expect, type Page } from '@playwright/test';

/** The pages of a league's public site, as a visitor reads them. */
export class LeagueSite {
  constructor(readonly page: Page, readonly base: string) {}

  async open(section: '' | 'teams' | 'players' | 'schedule' | 'standings' | 'stats' | 'playoffs') {
    await this.page.goto(section ? `${this.base}/${section}` : this.base);
    await expect(this.page.getByRole('main')).toBeVisible();
  }

  teamCard(name: string) {
    return this.page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: name });
  }

  playerCards() {
    return this.page.getByRole('list', { name: 'Players' }).getByRole('listitem');
  }

  gameRow(text: RegExp | string) {
    return this.page.getByRole('list', { name: 'Games' }).getByRole('listitem').filter({ hasText: text });
  }

  standingsRows() {
    return this.page.locator('table.standings tbody tr');
  }
}
