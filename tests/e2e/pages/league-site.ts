import { expect, type Page } from '@playwright/test';

/** The pages of a league's public site, as a visitor reads them. */
export class LeagueSite {
  constructor(readonly page: Page, readonly base: string) {}

  async open(section: '' | 'teams' | 'players' | 'schedule' | 'standings' | 'stats') {
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
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible() && (await menu.getAttribute('aria-expanded')) !== 'true') {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  return page.getByRole('navigation', { name: 'League site' });
}

export async function closeSiteNav(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.isVisible() && (await menu.getAttribute('aria-expanded')) === 'true') {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
}
