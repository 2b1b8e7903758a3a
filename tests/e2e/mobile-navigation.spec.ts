import { expect, test } from '@playwright/test';
import { signedInUser } from './pages/signed-in-user';
import { navEntry, snapAt, useWidth, WIDTHS } from './pages/viewports';

// On phones and tablets the top navigation folds into a labelled 'Menu' button, and every entry
// the wide bar shows is still reachable from it.

const VISITOR_ENTRIES: [string, RegExp][] = [
  ['Leagues', /\/leagues$/],
  ['Features', /\/features$/],
  ['Pricing', /\/pricing$/],
  ['About', /\/about$/],
  ['Subscription', /\/subscription$/],
  ['Sign In', /\/auth$/],
  ['Get Started', /\/auth$/],
];

for (const width of WIDTHS) {
  test(`a visitor at ${width}px reaches Leagues, Features, Pricing, About, Subscription, Sign In and Get Started from the navigation`, async ({ page }, info) => {
    await useWidth(page, width);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'See AI in Action' })).toBeVisible();
    const menu = page.locator('#top-nav').getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true });
    if (width < 1280) {
      // The overflow button is there and has a name a screen reader can say.
      await expect(menu).toBeVisible();
      const box = await menu.boundingBox();
      expect(box!.width, 'the Menu button is a real target, not an empty 16px box').toBeGreaterThan(24);
      await menu.click();
      await snapAt(page, info, `nav-open-visitor-${width}`);
      await page.keyboard.press('Escape');
    } else {
      await snapAt(page, info, `nav-visitor-${width}`);
    }
    for (const [name, url] of VISITOR_ENTRIES) {
      await page.goto('/');
      await (await navEntry(page, name)).click();
      await expect(page, `${name} at ${width}px`).toHaveURL(url);
    }
  });
}

test('a signed-in user reaches Dashboard, Create League, Subscription and Sign Out from the navigation at every width', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const user = await signedInUser(page, request, 'Nadia');
  for (const width of WIDTHS) {
    await useWidth(page, width);
    for (const [name, url] of [['Leagues', /\/leagues$/], ['Create League', /\/create-league$/], ['Subscription', /\/subscription$/], ['Dashboard', /\/dashboard$/]] as const) {
      await (await navEntry(page, name)).click();
      await expect(page, `${name} at ${width}px`).toHaveURL(url);
    }
    if (width === 390) {
      await page.locator('#top-nav').getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true }).click();
      await snapAt(page, info, `nav-open-signed-in-${width}`);
      await page.keyboard.press('Escape');
    }
  }
  // Sign Out sits in the user menu, which on a phone is a sub-menu of 'Menu'.
  await useWidth(page, 390);
  await page.locator('#top-nav').getByRole('button', { name: 'Menu', exact: true }).filter({ visible: true }).click();
  await page.locator('#top-nav').getByRole('button', { name: new RegExp(user.firstName) }).filter({ visible: true }).click();
  await page.locator('#top-nav').getByRole('menuitem', { name: 'Sign Out' }).or(page.locator('#top-nav').getByRole('link', { name: 'Sign Out' })).or(page.locator('#top-nav').getByRole('button', { name: 'Sign Out' })).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await navEntry(page, 'Sign In')).toBeVisible();
});
