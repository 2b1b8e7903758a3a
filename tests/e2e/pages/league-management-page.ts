import { expect, type Locator, type Page } from '@playwright/test';

/**
 * League Management's side navigation: a panel beside the page at a desk, a drawer behind "Open navigation" on a
 * phone (it closes again when a page is chosen). Its links are found in the closed drawer too.
 */
export class LeagueNavigation {
  constructor(readonly page: Page) {}

  /** The navigation landmark (the app layout's), in the DOM whether its drawer is open or not. */
  get landmark(): Locator {
    return this.page.getByRole('navigation', { name: 'Side navigation', includeHidden: true });
  }

  link(name: string): Locator {
    return this.landmark.getByRole('link', { name, exact: true, includeHidden: true });
  }

  /** Makes `target` in the navigation visible as a person does: it is in the panel, or (on a phone) the drawer opens. */
  async reveal(target: Locator) {
    const open = this.page.getByRole('button', { name: 'Open navigation', exact: true });
    await expect(target.or(open).filter({ visible: true }).first()).toBeVisible();
    if (!(await target.isVisible())) await open.click();
    await expect(target).toBeVisible();
  }

  /** Chooses a page from the panel, or (on a phone) from the drawer. */
  async go(name: string) {
    const link = this.link(name);
    await this.reveal(link);
    await link.click();
  }

  /** The page shown is `name`: its link is the navigation's current page. */
  async expectCurrent(name: string) {
    await expect(this.link(name)).toHaveAttribute('aria-current', 'page');
  }
}

/** /league-management: the one league screen, its Overview cards and the per-league pages. */
export class LeagueManagementPage {
  readonly nav: LeagueNavigation;

  constructor(readonly page: Page) {
    this.nav = new LeagueNavigation(page);
  }

  async goto(query = '') {
    await this.page.goto(`/league-management${query}`);
    await this.expectOpen();
  }

  /**
   * On League Management (its breadcrumb), headed by its name, or by the league's once a league's page is open (the
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

  /** Chooses the league with the switcher at the top of the side navigation (in the drawer on a phone). */
  async pickLeague(name: string) {
    const switcher = this.nav.landmark.getByRole('button', { name: /^Switch league/, includeHidden: true });
    await this.nav.reveal(switcher);
    await switcher.click();
    await this.page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  }
}
