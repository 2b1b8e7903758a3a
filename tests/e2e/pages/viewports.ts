import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { shot } from './screenshots';

/** The widths people use: two phones, a tablet and a laptop. */
export const WIDTHS = [360, 390, 768, 1280] as const;

export async function useWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

/**
 * The page is no wider than the window: nothing sticks out sideways to be scrolled to. Polled, because right after
 * a resize Cloudscape's tabs and top bar are still laid out for the old width until their resize observers run
 * (a full run once caught a 390 px window 750 px wide mid-way); an overflow that stays still fails.
 */
export async function expectNoHorizontalOverflow(page: Page, what: string) {
  const overhang = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overhang, { message: `${what}: pixels the page sticks out past the window`, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

export async function snapAt(page: Page, info: TestInfo, name: string) {
  await shot(page, info, name, { fromTop: true });
}

/**
 * A top-navigation entry as a person finds it at this width: directly in the bar when it fits, otherwise behind
 * the labelled 'Menu' button (Cloudscape's overflow menu). Returns the visible link, menu opened if needed.
 */
export async function navEntry(page: Page, name: string): Promise<Locator> {
  const nav = page.locator('#top-nav');
  const direct = nav.getByRole('link', { name, exact: true }).filter({ visible: true });
  const menu = nav.getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true });
  // The bar is laid out after the session is known and Cloudscape has measured it (it moves entries into the
  // overflow menu a frame or two later): wait for that before deciding where the entry is.
  await expect(nav.getByRole('status', { name: 'Loading account' })).toHaveCount(0);
  await expect(direct.or(menu).first()).toBeVisible();
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))));
  if (await direct.count()) return direct.first();
  await expect(menu, `'${name}' is neither in the bar nor behind a visible 'Menu' button`).toBeVisible();
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  const inMenu = nav.getByRole('link', { name, exact: true }).filter({ visible: true });
  await expect(inMenu, `'${name}' in the open menu`).toBeVisible();
  return inMenu.first();
}
