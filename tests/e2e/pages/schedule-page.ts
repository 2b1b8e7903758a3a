import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './app-shell';

/** League Management's Schedule tab of one league, and the game dialogs it opens. */
export class SchedulePage {
  readonly shell: AppShell;
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
    this.dialog = page.getByRole('dialog');
  }

  async open(leagueId: string) {
    await this.page.goto(`/league-management?league=${leagueId}&tab=schedule`);
    await expect(this.page.getByRole('heading', { name: 'Schedule', level: 2 })).toBeVisible();
  }

  /** The games table's row of one game, found by its home team, away team and date (yyyy-MM-dd as in the action names). */
  row(home: string, away: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: home, exact: true }) }).filter({ hasText: away });
  }

  rows(): Locator {
    return this.page.getByRole('table').first().getByRole('row');
  }

  /** Opens a game's Result dialog from its row. */
  async openResult(row: Locator) {
    await row.getByRole('button', { name: /^Result of/ }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Result' })).toBeVisible();
  }

  async enterScore(home: number, away: number, button: 'Enter result' | 'Report score') {
    await this.dialog.getByLabel('Home score').fill(String(home));
    await this.dialog.getByLabel('Away score').fill(String(away));
    await this.dialog.getByRole('button', { name: button }).click();
  }

  async closeDialog() {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(this.dialog).toHaveCount(0);
  }
}
