import { test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner, settled, signedInPages, VISITOR_PAGES } from './pages/league-owner';
import { expectNoHorizontalOverflow, snapAt, useWidth, WIDTHS } from './pages/viewports';

// Every screen fits the window at phone, tablet and laptop widths (nothing to scroll sideways), and has no serious
// or critical axe violation on a 360 px phone and at 1280 px. Each page is loaded once, at the narrowest width, and
// then widened step by step: the overflow check polls until Cloudscape's resize observers have laid the page out
// for the new width, so one load serves every width and both checks.
const AXE_WIDTHS = new Set([360, 1280]);
// The public pages (landing, pricing, ... the directory) have their own axe pass at 360 and 1280 px in
// public-pages.spec.ts; here axe runs on the other visitor pages (sign-in and sign-up, light pages too, are also
// checked in auth-light-page.spec.ts).
const ADMIN_VISITOR_PAGES = new Set(['auth', 'sign-up', 'subscription signed out', '404']);
// The screenshots we look at, at 390 and 1280 px.
const SNAPPED_VISITOR = ['landing', 'pricing', 'contact'];
const SNAPPED = ['dashboard', 'subscription', 'team page', 'league settings'];

// The tests of this file are independent (each makes its own owner), so the workers run them side by side.
test.describe.configure({ mode: 'parallel' });

/** Loads the page once, then checks it at every width, narrowest first. */
async function checkAtEveryWidth(page: Page, info: TestInfo, name: string, path: string, axe: boolean, snapped: boolean) {
  await useWidth(page, WIDTHS[0]);
  await page.goto(path);
  await settled(page);
  for (const width of WIDTHS) {
    await useWidth(page, width);
    await expectNoHorizontalOverflow(page, `${name} at ${width}px`);
    if (axe && AXE_WIDTHS.has(width)) await expectNoSeriousViolations(page, info, `${name}-${width}`);
    if (snapped && (width === 390 || width === 1280)) await snapAt(page, info, `${name.replace(/ /g, '-')}-${width}`);
  }
}

test('every visitor page fits the window at 360, 390, 768 and 1280 px, with no serious axe violation at 360 and 1280 px', async ({ page }, info) => {
  test.setTimeout(300_000);
  for (const [name, path] of VISITOR_PAGES) {
    await checkAtEveryWidth(page, info, name, path, ADMIN_VISITOR_PAGES.has(name), SNAPPED_VISITOR.includes(name));
  }
});

// The signed-in pages in two halves, each its own test with its own owner, so the two workers share them.
const half = (o: Parameters<typeof signedInPages>[0], which: 0 | 1) => {
  const pages = signedInPages(o);
  const middle = Math.ceil(pages.length / 2);
  return which === 0 ? pages.slice(0, middle) : pages.slice(middle);
};

for (const which of [0, 1] as const) {
  test(`every signed-in page (${which === 0 ? 'first' : 'second'} half) fits the window at 360, 390, 768 and 1280 px, with no serious axe violation at 360 and 1280 px`, async ({ page, request }, info) => {
    test.setTimeout(360_000);
    const owner = await leagueOwner(page, request, 'Lena');
    for (const [name, path] of half(owner, which)) {
      await checkAtEveryWidth(page, info, name, path, true, SNAPPED.includes(name));
    }
  });
}
