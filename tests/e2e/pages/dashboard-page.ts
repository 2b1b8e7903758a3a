import { expect, type Locator, type Page } from '@playwright/test';

export class DashboardPage {
  readonly leagues: Locator;

  constructor(readonly page: Page) {
    this.leagues = page.getByRole('table');
  }

  async expectWelcome(firstName: string) {
    // Signing in on the light /auth page hands over to the admin app, which loads its bundle first: under a loaded
    // machine that can take longer than one default expect.
    await expect(this.page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { name: `Welcome, ${firstName}!` })).toBeVisible({ timeout: 20_000 });
  }

  leagueRow(name: string): Locator {
    return this.leagues.getByRole('row').filter({ hasText: name });
  }

  async expectLeague(name: string, badge: string) {
    await expect(this.page.getByRole('heading', { name: /Your Leagues/ })).toBeVisible();
    const row = this.leagueRow(name);
    await expect(row).toBeVisible();
    await expect(row.getByText(badge, { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: `Manage ${name}` })).toBeVisible();
  }
}
