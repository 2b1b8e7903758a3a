import { expect, type Locator, type Page } from '@playwright/test';

export class DashboardPage {
  readonly leagues: Locator;

  constructor(readonly page: Page) {
    this.leagues = page.getByRole('table');
  }

  /**
   * Signing in on the light /auth page hands over to the admin app, which loads its bundle first, and a fresh
   * stack's first dashboard loads its functions cold: under a loaded machine that takes longer than one default
   * expect. `timeout` is the wait for the welcome once on /dashboard.
   */
  async expectWelcome(firstName: string, timeout = 20_000) {
    await expect(this.page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { name: `Welcome, ${firstName}!` })).toBeVisible({ timeout });
  }

  /** A league of Your Leagues: its table row, or on a phone (where each league is a card) its card. */
  leagueRow(name: string): Locator {
    const card = this.page.getByRole('list', { name: 'Your Leagues', exact: true }).getByRole('listitem').filter({ hasText: name });
    return this.leagues.getByRole('row').filter({ hasText: name }).or(card);
  }

  async expectLeague(name: string, badge: string) {
    await expect(this.page.getByRole('heading', { name: /Your Leagues/ })).toBeVisible();
    const row = this.leagueRow(name);
    await expect(row).toBeVisible();
    await expect(row.getByText(badge, { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `Manage ${name}` })).toBeVisible();
  }
}
