import { test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner, settled, signedInPages, VISITOR_PAGES } from './pages/league-owner';
import { expectNoHorizontalOverflow, snapAt, useWidth, WIDTHS } from './pages/viewports';

// Every screen fits the window at phone, tablet and laptop widths (nothing to scroll
// sideways), and has no serious or critical axe violation on a 360 px phone and at 1280 px. Both checks share one
// visit per page and width, which keeps the browser tier inside its time budget.
const AXE_WIDTHS = new Set([360, 1280]);
// The public pages (landing, pricing, ... the directory) have their own axe pass at 360 and 1280 px in
// public-pages.spec.ts; here axe runs on the other visitor pages (sign-in and sign-up, light pages too, are also
// checked in auth-light-page.spec.ts).
const ADMIN_VISITOR_PAGES = new Set(['auth', 'sign-up', 'subscription signed out', '404']);
// Signed in, 360 px is the strictest phone width: 390 px only takes the screenshots we look at.
const SNAPPED = ['dashboard', 'subscription', 'team page', 'edit-league'];

test('every visitor page fits the window at 360, 390, 768 and 1280 px, with no serious axe violation at 360 and 1280 px', async ({ page }, info) => {
  test.setTimeout(300_000);
  for (const width of WIDTHS) {
    await useWidth(page, width);
    for (const [name, path] of VISITOR_PAGES) {
      await page.goto(path);
      await settled(page);
      await expectNoHorizontalOverflow(page, `${name} at ${width}px`);
      if (AXE_WIDTHS.has(width) && ADMIN_VISITOR_PAGES.has(name)) await expectNoSeriousViolations(page, info, `${name}-${width}`);
      if ((width === 390 || width === 1280) && ['landing', 'pricing', 'contact'].includes(name)) await snapAt(page, info, `${name}-${width}`);
    }
  }
});

test('every signed-in page fits the window at 360, 390, 768 and 1280 px, with no serious axe violation at 360 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(360_000);
  const owner = await leagueOwner(page, request, 'Lena');
  for (const width of WIDTHS) {
    await useWidth(page, width);
    for (const [name, path] of signedInPages(owner).filter(([n]) => width !== 390 || SNAPPED.includes(n))) {
      await page.goto(path);
      await settled(page);
      await expectNoHorizontalOverflow(page, `${name} at ${width}px`);
      if (AXE_WIDTHS.has(width)) await expectNoSeriousViolations(page, info, `${name}-${width}`);
      if ((width === 390 || width === 1280) && SNAPPED.includes(name)) await snapAt(page, info, `${name.replace(/ /g, '-')}-${width}`);
    }
  }
});
