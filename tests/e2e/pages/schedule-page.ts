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

  /**
   * One game, found by its home and away team: its row of the games table, or on a phone (where each game is a
   * card) its card, named by its actions ('Result of <home> vs <away>, ...').
   */
  row(home: string, away: string): Locator {
    const tableRow = this.table().getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: home, exact: true }) }).filter({ hasText: away });
    const card = this.cards().filter({ has: this.page.getByRole('button', { name: new RegExp(`^Result of ${escape(home)} vs ${escape(away)},`) }) });
    return tableRow.or(card);
  }

  /** The games shown: the table's game rows (not its header), or on a phone the cards. */
  games(): Locator {
    return this.table().getByRole('row').filter({ has: this.page.getByRole('rowheader') }).or(this.cards());
  }

  /** The games table (on a wide screen). */
  table(): Locator {
    return this.page.getByRole('table', { name: 'Games', exact: true });
  }

  /** On a phone, the list of game cards. */
  cards(): Locator {
    return this.page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem');
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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
