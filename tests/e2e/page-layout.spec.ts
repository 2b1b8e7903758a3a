import { test } from '@playwright/test';
import { leagueOwner, settled, signedInPages, VISITOR_PAGES } from './pages/league-owner';
import { expectNoHorizontalOverflow, snapAt, useWidth, WIDTHS } from './pages/viewports';

// Issue 13, point 1: every screen fits the window at phone, tablet and laptop widths (nothing to scroll sideways).

test('every visitor page fits the window at 360, 390, 768 and 1280 px', async ({ page }, info) => {
  test.setTimeout(240_000);
  for (const width of WIDTHS) {
    await useWidth(page, width);
    for (const [name, path] of VISITOR_PAGES) {
      await page.goto(path);
      await settled(page);
      await expectNoHorizontalOverflow(page, `${name} at ${width}px`);
      if ((width === 390 || width === 1280) && ['landing', 'pricing', 'contact'].includes(name)) await snapAt(page, info, `${name}-${width}`);
    }
  }
});

test('every signed-in page fits the window at 360, 390, 768 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const owner = await leagueOwner(page, request, 'Lena');
  for (const width of WIDTHS) {
    await useWidth(page, width);
    for (const [name, path] of signedInPages(owner)) {
      await page.goto(path);
      await settled(page);
      await expectNoHorizontalOverflow(page, `${name} at ${width}px`);
      if ((width === 390 || width === 1280) && ['dashboard', 'subscription', 'team page', 'edit-league'].includes(name)) await snapAt(page, info, `${name.replace(/ /g, '-')}-${width}`);
    }
  }
});
