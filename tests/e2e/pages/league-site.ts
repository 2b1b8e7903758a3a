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

/**
 * The league site's navigation as a visitor reaches it at this width: in the header on a desktop, behind the
 * header's Menu button on a phone (opened here). closeSiteNav puts the phone menu away again.
 */
export async function siteNav(page: Page) {
  // Found as markup, not by role: without JavaScript the menu is a plain <details> (its summary has no button role).
  const menu = page.locator('details.site-menu');
  // Its own summary only: a navigation group inside the menu is a <details> with a summary too.
  const button = menu.locator(':scope > summary');
  if (await button.isVisible() && !(await menu.evaluate((d: HTMLDetailsElement) => d.open))) {
    await button.click();
    await expect(menu).toHaveAttribute('open', '');
  }
  return page.getByRole('navigation', { name: 'League site' });
}

export async function closeSiteNav(page: Page) {
  const menu = page.locator('details.site-menu');
  const button = menu.locator(':scope > summary');
  if (await button.isVisible() && (await menu.evaluate((d: HTMLDetailsElement) => d.open))) {
    await button.click();
    await expect(menu).not.toHaveAttribute('open', '');
  }
}
