import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { expectNoSeriousViolations } from './pages/axe';
import { BrandingTab } from './pages/branding-tab';
import { browserResolving, domainOrigin } from './pages/custom-domain';
import { solidPng } from './pages/images';
import { atWidth, publish, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';
import { selectOption } from './pages/select-option';
import { expectNoHorizontalOverflow } from './pages/viewports';

// The league site's header and footer: on a phone the header is one bar (logo, name, Menu) and the navigation
// opens from it; on a desktop the whole navigation shows. Every page ends with the league's contact, its social
// links and its sponsors, which the organiser lists (with an uploaded logo) on the Branding tab; /sponsors lists
// them by tier. Checked on /l/{slug} and on the league's custom domain.

async function awesomeLeague(u: ApiUser, name: string): Promise<{ league: LeagueBody; slug: string }> {
  expect((await u.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const slug = `${name.toLowerCase()}-${Date.now().toString(36)}`;
  const created = await u.post<{ league: LeagueBody }>('/api/leagues', { name: `${name} Football Club League`, sport: 'soccer', custom_slug: slug, contact_email: `hello@${slug}.example` });
  expect(created.status).toBe(201);
  await publish(u, created.body.league);
  return { league: created.body.league, slug };
}

/** The header at this width: one bar with Menu on a phone, the whole navigation on a desktop; the menu opens and closes. */
async function headerWorks(page: Page, width: number, base: string, info: TestInfo, name: string) {
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'League site' });
  if (width < 721) {
    const box = (await header.boundingBox())!;
    // One compact bar: the page's own heading starts on the first screen.
    expect(box.height, 'header height on a phone').toBeLessThanOrEqual(72);
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Standings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Standings' })).toHaveAttribute('href', `${base}/standings`);
    await snap(page, info, `${name}-menu-open-${width}`);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav).toBeHidden();
  } else {
    await expect(menu).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Standings' })).toBeVisible();
  }
  await expectNoHorizontalOverflow(page, `${name} at ${width}`);
}

/** The footer: contact, social links, the sponsors (gold before partner) with the uploaded logo, and All sponsors. */
async function footerWorks(page: Page, base: string, logo: string) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /^hello@/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/league');
  const sponsors = footer.getByRole('list').filter({ has: page.getByRole('img', { name: 'Harbour Bakery' }) });
  await expect(sponsors.getByRole('img', { name: 'Harbour Bakery' })).toHaveAttribute('src', logo);
  await expect(sponsors.getByRole('link').first()).toHaveAttribute('href', 'https://bank.example');
  await expect(sponsors.getByRole('link').nth(1)).toHaveAttribute('href', 'https://bakery.example');
  await expect(footer.getByRole('link', { name: 'All sponsors' })).toHaveAttribute('href', `${base}/sponsors`);
}

test('a phone gets a one-bar header with a Menu; every page ends with contact, social links and the sponsors the organiser listed', async ({ page, request, baseURL }, info) => {
  test.setTimeout(180_000);
  const user = await apiUser(request, 'Footy');
  const { league, slug } = await awesomeLeague(user, 'Footy');
  expect((await user.put(`/api/leagues/${league.id}/branding/social`, { social_links: [{ platform: 'instagram', url: 'https://instagram.com/league' }] })).status).toBe(200);
  const domain = `www.${slug}.example.com`;
  expect((await user.post(`/api/leagues/${league.id}/domains`, { domain })).status).toBe(201);

  // The organiser lists two sponsors on the Branding tab, one with a logo uploaded there.
  await signInAs(page, user);
  await new BrandingTab(page).goto(league.id);
  await expect(page.getByRole('button', { name: 'Add sponsor' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add sponsor' }).click();
  await page.getByLabel('Sponsor 1 name').fill('Harbour Bakery');
  // The organiser types the link while the logo is still uploading (the file's POST to storage is held until then):
  // the finished upload sets the logo and keeps what was typed meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let uploads = 0;
  await page.route((url) => !url.pathname.startsWith('/api/'), async (route) => {
    const req = route.request();
    if (req.method() === 'POST' && (await req.headerValue('content-type'))?.startsWith('multipart/form-data')) { uploads += 1; await held; }
    await route.fallback();
  });
  await page.locator('li[aria-label="Harbour Bakery"] input[type="file"]').setInputFiles({ name: 'bakery.png', mimeType: 'image/png', buffer: solidPng(64, [200, 120, 40]) });
  await expect.poll(() => uploads).toBe(1);
  await page.getByLabel('Sponsor 1 link').fill('https://bakery.example');
  release();
  await expect(page.getByLabel('Sponsor 1 logo URL')).toHaveValue(new RegExp(`/uploads/leagues/${league.id}/sponsor-[a-z0-9]+\\.png$`));
  await expect(page.getByLabel('Sponsor 1 link')).toHaveValue('https://bakery.example');
  await page.unrouteAll();
  const logo = await page.getByLabel('Sponsor 1 logo URL').inputValue();
  await page.getByRole('button', { name: 'Add sponsor' }).click();
  await page.getByLabel('Sponsor 2 name').fill('Riverside Bank');
  await page.getByLabel('Sponsor 2 link').fill('https://bank.example');
  await selectOption(page, page.getByRole('button', { name: /Sponsor 2 tier/ }), 'Gold');
  await expect(page.getByLabel('Sponsor 2 link')).toHaveValue('https://bank.example');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await snap(page, info, `sponsors-panel-${width}`);
  }
  await page.getByRole('button', { name: 'Save sponsors' }).click();
  await new AppShell(page).expectToast('Sponsors saved successfully');

  const visit = async (p: Page, origin: string, base: string, name: string) => {
    for (const width of WIDTHS) {
      await atWidth(p, width);
      await p.goto(`${origin}${base}/standings`);
      await headerWorks(p, width, base, info, name);
      await footerWorks(p, base, logo);
      await snap(p, info, `${name}-standings-${width}`);
      await p.getByRole('contentinfo').getByRole('link', { name: 'All sponsors' }).click();
      await expect(p.getByRole('heading', { level: 1, name: 'Sponsors' })).toBeVisible();
      const tiers = await p.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      expect(tiers).toEqual(['Gold', 'Partner']);
      await expect(p.getByRole('main').getByRole('link', { name: /Riverside Bank/ })).toHaveAttribute('href', 'https://bank.example');
      await snap(p, info, `${name}-sponsors-${width}`);
    }
    await expectNoSeriousViolations(p, info, `${name}-sponsors`);
  };
  await visit(page, '', `/l/${slug}`, 'slug');
  // Without JavaScript the phone menu still opens: it is a <details> element.
  const noScript = await page.context().browser()!.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`/l/${slug}`);
    await expect(plain.getByRole('navigation', { name: 'League site' })).toBeHidden();
    await plain.locator('summary', { hasText: 'Menu' }).click();
    await expect(plain.getByRole('navigation', { name: 'League site' }).getByRole('link', { name: 'Schedule' })).toBeVisible();
  } finally {
    await noScript.close();
  }
  const domainBrowser = await browserResolving(domain);
  try {
    const visitor = await (await domainBrowser.newContext()).newPage();
    await visit(visitor, domainOrigin(domain, baseURL!), '', 'domain');
  } finally {
    await domainBrowser.close();
  }
});
