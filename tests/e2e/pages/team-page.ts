import { expect, type Locator, type Page } from '@playwright/test';

/** /team/{id}: tabs overview, roster (table, row actions, add-player form), announcements and settings. */
export class TeamPage {
  readonly main: Locator;
  readonly roster: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.roster = page.getByRole('table');
  }

  async openTab(name: 'Overview' | 'Roster' | 'Announcements' | 'Settings') {
    await this.main.getByRole('tab', { name }).click();
    await expect(this.main.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  /** The team's page is open; leaves it on the Roster tab with the spec's columns. */
  async expectOpen(teamName: string, leagueName: string) {
    await expect(this.page).toHaveURL(/\/team\/[^/?]+(\?.*)?$/);
    await expect(this.main.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(this.main.getByText(leagueName).first()).toBeVisible();
    await this.openTab('Roster');
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

  /** Opens a row's actions menu and picks an item ('Edit player', 'Remove from team', or a status under 'Change status'). */
  async rowAction(playerText: string, item: string, status?: string) {
    await this.rosterRow(playerText).getByRole('button', { name: /^Actions for/ }).click();
    if (status) {
      // The statuses are a labelled group of the menu.
      await this.page.getByRole('group', { name: item }).getByRole('menuitem', { name: status, exact: true }).click();
    } else {
      await this.page.getByRole('menuitem', { name: item }).click();
    }
  }
}
