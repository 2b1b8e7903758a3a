import { expect, type Locator, type Page } from '@playwright/test';

/** /league-management: the one league screen, its Overview cards and the per-league tabs. */
export class LeagueManagementPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/league-management${query}`);
    await this.expectOpen();
  }

  /**
   * On League Management (its breadcrumb), headed by its name, or by the league's once a league's tab is open (the
   * only league is open without choosing it).
   */
  async expectOpen(leagueName?: string) {
    await expect(this.page).toHaveURL(/\/league-management/);
    const trail = this.page.getByRole('navigation', { name: 'Breadcrumbs' });
    // On a phone the trail may fold its middle (League Management among it) behind "Show path", as it measures room.
    await expect(trail.getByRole('link', { name: 'League Management', exact: true }).or(trail.getByRole('button', { name: 'Show path' })).first()).toBeVisible();
    const heading = this.page.getByRole('heading', { level: 1 });
    await expect(leagueName ? heading.filter({ hasText: leagueName }) : heading.filter({ hasText: /\S/ })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** One overview card, found by its league name link. */
  card(name: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** A label/value pair inside a card (Cloudscape key-value pairs). */
  async expectFact(card: Locator, label: string, value: string) {
    const pair = card.locator('[class*="key-value-pairs"]').filter({ hasText: label }).first();
    await expect(pair).toBeVisible();
    await expect(card.getByText(value, { exact: true }).first()).toBeVisible();
  }

  async pickLeague(name: string) {
    await this.page.getByRole('button', { name: /^League/ }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  }
}
