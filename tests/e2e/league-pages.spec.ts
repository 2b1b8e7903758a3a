import { expect, test } from '@playwright/test';
import { siteNav } from './pages/league-site';
import { expectNoSeriousViolations } from './pages/axe';
import { AppShell } from './pages/app-shell';
import { browserResolving, domainOrigin } from './pages/custom-domain';
import { ONE_PIXEL_PNG } from './pages/images';
import { leagueOwner } from './pages/league-owner';
import { PagesTab } from './pages/site-content-tabs';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// Custom pages and image uploads: an organiser publishes a page shown in the site's navigation on
// League Management's Pages tab and uploads a team logo; a visitor finds the page in the league site's navigation
// and opens it, at /l/{slug} and on the league's custom domain (by Host); a draft page stays hidden.

test('an organiser publishes a page shown in navigation and uploads a logo; visitors find the page, also on the custom domain, but never the draft', async ({ page, request, baseURL }, info) => {
  test.setTimeout(150_000);
  const owner = await leagueOwner(page, request, 'Pia');
  const shell = new AppShell(page);
  const pages = new PagesTab(page);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const league = (await owner.api.get<{ league: Record<string, unknown> }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, { ...league, status: 'active' })).status).toBe(200);
  await page.goto(`/league-management?league=${owner.leagueId}&tab=pages`);
  // The league list can take a while on a busy machine; the panel appears once the league is picked.
  await expect(page.getByRole('heading', { name: /^Pages/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Custom pages are available on the Awesome and Amazing plans.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Page' })).toBeDisabled();

  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  // A custom URL (a paid feature too), so the site's address is /l/{slug}.
  const active = (await owner.api.get<{ league: Record<string, unknown> }>(`/api/leagues/${owner.leagueId}`)).body.league;
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, { ...active, custom_slug: `pia-${unique}` })).status).toBe(200);
  const domain = `pages-${unique}.example.com`;
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/domains`, { domain })).status).toBe(201);
  // A draft page that asks to be in the navigation: visitors must still never see it.
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/pages`, { title: 'Secret Draft', is_published: false, show_in_navigation: true })).status).toBe(201);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Secret Draft' }).getByText('Draft', { exact: true })).toBeVisible();

  const dialog = await pages.openNew();
  await dialog.getByLabel('Title', { exact: true }).fill('Club Rules');
  await dialog.getByRole('button', { name: /^Page type/ }).click();
  await page.getByRole('option', { name: 'Rules' }).click();
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Be on time and ');
  // The toggle is awaited before typing on: the toolbar's state follows the editor's a moment after a click (as in
  // league-news.spec.ts), and a letter typed before it lands outside the bold run.
  const bold = dialog.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(content).toBeFocused();
  await page.keyboard.type('play fair');
  await expect(content.locator('strong')).toHaveText('play fair');
  await dialog.getByText('Published', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Show in navigation' })).toBeChecked();
  await snapAt(page, info, 'page-dialog-1280');
  await expectNoSeriousViolations(page, info, 'page-dialog');
  await pages.create(dialog, 'Club Rules', true);
  const row = pages.row('Club Rules');
  await expect(row.getByText('/page/club-rules')).toBeVisible();

  // Editing: the parent list leaves out the page being edited.
  await row.getByRole('button', { name: 'Edit Club Rules' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Page' });
  await edit.getByRole('button', { name: /^Parent page/ }).click();
  await expect(page.getByRole('option', { name: /Secret Draft/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Club Rules/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The team logo is uploaded instead of typed: the upload fills the Logo URL field.
  await page.goto(`/league-management?league=${owner.leagueId}&tab=teams`);
  await page.getByRole('button', { name: 'Actions for Harbour Hawks' }).click();
  await page.getByRole('menuitem', { name: 'Edit Team' }).click();
  const team = page.getByRole('dialog', { name: 'Edit Team' });
  await team.locator('input[type="file"]').setInputFiles({ name: 'hawks.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(team.getByText('Image uploaded')).toBeVisible();
  const logoUrl = await team.getByRole('textbox', { name: 'Logo URL' }).inputValue();
  expect(logoUrl).toMatch(new RegExp(`/uploads/leagues/${owner.leagueId}/team-logo-[a-z0-9]+\\.png$`));
  await snapAt(page, info, 'edit-team-upload-1280');
  await expectNoSeriousViolations(page, info, 'edit-team-upload');
  await team.getByRole('button', { name: 'Save changes' }).click();
  await shell.expectToast('Team updated successfully');
  const served = await request.get(new URL(logoUrl).pathname);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  // A visitor (a browser of their own: the organiser's would preview the draft): the page is in the site's
  // navigation and opens; the draft is nowhere.
  const siteContext = await page.context().browser()!.newContext({ baseURL });
  const site = await siteContext.newPage();
  await site.goto(`/l/pia-${unique}`);
  const nav = site.getByRole('navigation', { name: 'League site' });
  await expect(nav.getByRole('link', { name: 'Club Rules' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Secret Draft' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Club Rules' }).click();
  await expect(site).toHaveURL(new RegExp(`/l/pia-${unique}/page/club-rules$`));
  await expect(site.getByRole('heading', { level: 1, name: 'Club Rules' })).toBeVisible();
  await expect(site.locator('.article-body strong')).toHaveText('play fair');
  await expect(site.getByText('Rules', { exact: true })).toBeVisible();
  await expect(site.getByText(/^Published [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(site.locator('.custom-page footer')).toHaveText('Page: club-rules');
  for (const width of [390, 1280]) {
    await site.setViewportSize({ width, height: 800 });
    await site.reload();
    await expect(site.getByRole('heading', { level: 1, name: 'Club Rules' })).toBeVisible();
    await expectNoHorizontalOverflow(site, `custom page at ${width}px`);
    await snapAt(site, info, `custom-page-${width}`);
  }
  await expectNoSeriousViolations(site, info, 'custom-page');
  const draftSlug = (await owner.api.get<{ pages: { title: string; slug: string }[] }>(`/api/leagues/${owner.leagueId}/pages`)).body.pages.find((p) => p.title === 'Secret Draft')!.slug;
  await site.goto(`/l/pia-${unique}/page/${draftSlug}`);
  await expect(site.getByText('Page not found')).toBeVisible();
  await expect(site.getByText('Secret Draft')).toHaveCount(0);
  await siteContext.close();

  // The same on the league's custom domain: a browser that resolves the domain to this machine sends its Host.
  const origin = domainOrigin(domain, baseURL!);
  const browser = await browserResolving(domain);
  try {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await visitor.goto(`${origin}/`);
    const domainNav = await siteNav(visitor);
    await expect(domainNav.getByRole('link', { name: 'Club Rules' })).toHaveAttribute('href', '/page/club-rules');
    await expect(domainNav.getByRole('link', { name: 'Secret Draft' })).toHaveCount(0);
    await domainNav.getByRole('link', { name: 'Club Rules' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Club Rules' })).toBeVisible();
    await snapAt(visitor, info, 'custom-page-domain-390');
    await visitor.goto(`${origin}/page/${draftSlug}`);
    await expect(visitor.getByText('Page not found')).toBeVisible();
  } finally {
    await browser.close();
  }

  // The Pages tab at 390 px, then the page is deleted with confirmation.
  await page.goto(`/league-management?league=${owner.leagueId}&tab=pages`);
  await useWidth(page, 390);
  await page.reload();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'pages tab at 390px');
  await snapAt(page, info, 'pages-tab-390');
  await page.getByRole('button', { name: 'New Page' }).click();
  await expect(page.getByRole('dialog', { name: 'New Page' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'page dialog at 390px');
  await snapAt(page, info, 'page-dialog-390');
  await page.getByRole('dialog', { name: 'New Page' }).getByRole('button', { name: 'Cancel' }).click();
  await row.getByRole('button', { name: 'Delete Club Rules' }).click();
  await expect(page.getByRole('dialog').getByText(/Are you sure you want to delete "Club Rules"\? This action cannot be undone\./)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await shell.expectToast('Page deleted successfully');
  await expect(page.getByRole('row').filter({ hasText: 'Club Rules' })).toHaveCount(0);
});
