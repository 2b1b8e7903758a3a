import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_COLORS } from '../../shared/branding-constants';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner } from './pages/league-owner';
import { expectNoHorizontalOverflow, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// What decides the Lighthouse score of a league home with a logo and a hero photograph (`npm run bench --
// --league-lighthouse`), in the browser: nothing moves while the images arrive (the logo's slot has its height
// before the image), and the head asks for the hero's photograph at high priority before the stylesheet is read.
// The page's script takes over the server's HTML as it is (the same elements, nothing re-drawn), and the scripts and
// styles of that first load weigh at most 90 KB gzip.

/** A 1x1 PNG, served for both images (the site scales them). */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0a7d80000000049454e44ae426082', 'hex');
const LOGO = 'https://images.example.test/crest.png';
const PHOTO = 'https://images.example.test/stadium.png';

/** Gzip bytes of the site's scripts and styles the page loads (as the CDN compresses them). */
function countFirstLoad(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('response', (r) => {
    if (/\/_site\/.+\.(js|css)$/.test(new URL(r.url()).pathname)) sizes.push(r.body().then((b) => zlib.gzipSync(b, { level: 9 }).length));
  });
  return async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

test('a visitor\'s league home keeps its place while the logo and hero photograph arrive and the script takes over, the head preloads the photograph, and the first load is at most 90 KB gzip', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const owner = await leagueOwner(page, request, 'Lia');
  const league = (await owner.api.get<{ league: Record<string, unknown> }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, { ...league, status: 'active' })).status).toBe(200);
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}/branding/colors`, { ...DEFAULT_COLORS, logo_url: LOGO })).status).toBe(200);
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}/branding/hero`, {
    hero_layout: 'standard',
    hero_slides: [{ id: 'a', title: 'Opening day', background_type: 'image', background_url: PHOTO, ctas: [{ text: 'Schedule', url: '/schedule', style: 'primary' }] }],
  })).status).toBe(200);

  for (const width of [390, 1280]) {
    const site = await page.context().newPage();
    await useWidth(site, width);
    // The images are held back until the page has painted without them, as on a slow phone connection.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await site.route('https://images.example.test/**', async (route) => {
      await held;
      await route.fulfill({ body: PNG, contentType: 'image/png' });
    });
    // The site's scripts too, to see the server's HTML before they run.
    let runScripts!: () => void;
    const scriptsHeld = new Promise<void>((r) => { runScripts = r; });
    await site.route(/\/_site\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const firstLoad = countFirstLoad(site);
    // The HTML parsed and styled, its (held) scripts not run yet: DOMContentLoaded waits for them.
    await site.goto(`/l/${owner.leagueId}`, { waitUntil: 'commit' });
    await site.waitForFunction(() => document.readyState !== 'loading'
      && [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((l) => l.sheet));

    const preload = site.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('href', PHOTO);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');

    const hero = site.getByRole('region', { name: 'Welcome' });
    await expect(hero.getByRole('heading', { name: 'Opening day' })).toBeVisible();
    const logo = site.getByRole('img', { name: `${owner.leagueName} logo` });
    const before = { hero: (await hero.boundingBox())!.y, logo: (await logo.boundingBox())!.height };
    // The server's elements, marked before the script runs: hydration must keep them, not draw new ones.
    await hero.evaluate((el) => { (el as unknown as { fromServer: boolean }).fromServer = true; });
    await logo.evaluate((el) => { (el as unknown as { fromServer: boolean }).fromServer = true; });
    runScripts();
    // Hydrated: the phone menu's summary becomes a button that says whether it is open.
    await expect(site.locator('summary.site-menu__button')).toHaveAttribute('aria-expanded', 'false');
    expect(await hero.evaluate((el) => (el as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    expect(await logo.evaluate((el) => (el as unknown as { fromServer?: boolean }).fromServer)).toBe(true);
    await expect(hero.getByRole('heading', { name: 'Opening day' })).toBeVisible();
    // The logo's slot: 56 px tall on a desktop, 36 px in the phone's one-bar header.
    const logoHeight = width === 390 ? 36 : 56;
    expect(before.logo).toBe(logoHeight);

    release();
    await expect(logo).toHaveJSProperty('naturalWidth', 1);
    await expect(hero).toHaveCSS('background-image', /stadium\.png/);
    expect((await hero.boundingBox())!.y).toBe(before.hero);
    expect((await logo.boundingBox())!.height).toBe(logoHeight);
    // What the browser itself counted as layout shifts while the page loaded.
    const shifted = await site.evaluate(() => new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)))
        .observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(0), 500);
    }));
    expect(shifted).toBe(0);
    await site.waitForLoadState('networkidle');
    expect(await firstLoad()).toBeLessThanOrEqual(90 * 1024);

    await expectNoHorizontalOverflow(site, `league home at ${width}px`);
    await shot(site, test.info(), `first-paint-${width}`);
    await expectNoSeriousViolations(site, info, `league-home-first-paint-${width}`);
    await site.close();
  }
});
