import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { siteNav } from './pages/league-site';
import { apiUser, type ApiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { BrandingTab } from './pages/branding-tab';
import { browserResolving, domainOrigin } from './pages/custom-domain';
import { atWidth, publish, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';

// A hero button's link to a page of the league's site works on /l/{slug} and on the custom domain (a link pasted
// with its /l/{slug} prefix no longer doubles it), the editor offers the site's pages, and a link that would lead
// to 'not found' is refused. Custom pages are placed in the navigation editor, and a child page shows under its
// parent in the public menu.

async function amazingLeague(request: APIRequestContext, name: string): Promise<{ user: ApiUser; league: LeagueBody; slug: string }> {
  const user = await apiUser(request, name);
  expect((await user.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  const slug = `${name.toLowerCase()}-${Date.now().toString(36)}`;
  const created = await user.post<{ league: LeagueBody }>('/api/leagues', { name: `${name} Soccer ${Date.now().toString(36)}`, sport: 'soccer', custom_slug: slug });
  expect(created.status).toBe(201);
  await publish(user, created.body.league);
  return { user, league: created.body.league, slug };
}

async function heroButtonLeadsToSchedule(page: Page, expectedHref: string) {
  const button = page.getByRole('link', { name: 'See the fixtures', exact: true });
  await expect(button).toHaveAttribute('href', expectedHref);
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: /Schedule/ })).toBeVisible();
}

test('a hero button link to the schedule, pasted with /l/{slug}, leads to the schedule on /l/{slug} and on the custom domain; a link to no page is refused', async ({ page, request, baseURL }, info) => {
  test.setTimeout(150_000);
  const { user, league, slug } = await amazingLeague(request, 'Riverside');
  const rules = await user.post<{ page: { slug: string } }>(`/api/leagues/${league.id}/pages`, { title: 'Club rules', is_published: true });
  const domain = `www.${slug}.example.com`;
  expect((await user.post(`/api/leagues/${league.id}/domains`, { domain })).status).toBe(201);
  await signInAs(page, user);
  const shell = new AppShell(page);
  await new BrandingTab(page).goto(league.id);

  // The editor offers the site's pages, the published custom page among them.
  const link = page.getByRole('combobox', { name: 'Button 1 link' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  for (const option of ['Home', 'Schedule', 'Standings', 'Teams', 'News', 'Club rules']) await expect(page.getByRole('option', { name: new RegExp(`^${option}`) }).first()).toBeVisible();
  await page.getByRole('option', { name: /^Club rules/ }).first().click();
  await expect(link).toHaveValue(`/page/${rules.body.page.slug}`);

  // A path that is no page of the site: said under the field, and refused by the API with the field named.
  await link.fill('/scheduel');
  await expect(page.getByText('Button link "/scheduel" is not a page of this site', { exact: false }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Welcome to Riverside');
  await page.getByRole('textbox', { name: 'Button 1 text', exact: true }).fill('See the fixtures');
  await page.getByRole('button', { name: 'Save hero' }).click();
  await shell.expectToast('Failed to save hero customization');

  // The address copied from the browser's address bar, /l/{slug}/schedule, is kept as the site's /schedule.
  await link.fill(`/l/${slug}/schedule`);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save hero' }).click();
  await shell.expectToast('Hero customization saved successfully');
  await expect(link).toHaveValue('/schedule');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await snap(page, info, `hero-editor-links-${width}`);
  }

  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(`/l/${slug}`);
    await snap(page, info, `hero-link-on-slug-${width}`);
    await heroButtonLeadsToSchedule(page, `/l/${slug}/schedule`);
    await expect(page).toHaveURL(new RegExp(`/l/${slug}/schedule$`));
  }

  // On the custom domain the same stored link leads to /schedule at the domain's root.
  const domainBrowser = await browserResolving(domain);
  try {
    const visitor = await (await domainBrowser.newContext()).newPage();
    for (const width of WIDTHS) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(`${domainOrigin(domain, baseURL!)}/`);
      await snap(visitor, info, `hero-link-on-domain-${width}`);
      await heroButtonLeadsToSchedule(visitor, '/schedule');
      expect(new URL(visitor.url()).pathname).toBe('/schedule');
    }
  } finally {
    await domainBrowser.close();
  }
});

test('custom pages are placed in the navigation editor, a child page under its parent, and the public menu shows them so', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { user, league, slug } = await amazingLeague(request, 'Harbour');
  const about = await user.post<{ page: { id: string; slug: string } }>(`/api/leagues/${league.id}/pages`, { title: 'About us', is_published: true });
  const board = await user.post<{ page: { slug: string } }>(`/api/leagues/${league.id}/pages`, { title: 'Our board', is_published: true, parent_page_id: about.body.page.id });
  const faq = await user.post<{ page: { slug: string } }>(`/api/leagues/${league.id}/pages`, { title: 'FAQ', is_published: true });
  await signInAs(page, user);
  const branding = new BrandingTab(page);
  await branding.goto(league.id);

  // The editor lists the pages: the child under its parent, as the site will show it.
  const items = page.getByRole('list', { name: 'Navigation items' });
  // The edit screen reads the league, its branding and its pages first (slow on a busy machine).
  await expect(items.getByText('About us', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Items in About us' })).toContainText('Our board');
  await expect(items.getByText('FAQ', { exact: true })).toBeVisible();
  // Grouped and ordered: FAQ goes into a new 'Help' group, and About us moves up one place.
  await page.getByLabel('Group name').fill('Help');
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.getByRole('button', { name: /^Group of FAQ/ }).click();
  await page.getByRole('option', { name: 'In Help' }).click();
  await expect(page.getByRole('list', { name: 'Items in Help' })).toContainText('FAQ');
  await page.getByRole('button', { name: 'Move About us link up' }).click();
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await snap(page, info, `navigation-editor-pages-${width}`);
  }
  await branding.saveNavigation();

  const menu = page.getByRole('navigation', { name: 'League site' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(`/l/${slug}`);
    await siteNav(page);
    const names = await menu.locator(':scope > ul > li').evaluateAll((lis) => lis.map((li) => (li.querySelector('summary') ?? li.querySelector('a'))?.textContent?.trim()));
    // About us, moved up one place, now comes before News; Help, the new group, comes last.
    expect(names.slice(-3)).toEqual(['About us', 'News', 'Help']);
    expect(names).not.toContain('Our board');
    expect(names).not.toContain('FAQ');
    await menu.locator('summary', { hasText: 'About us' }).click();
    await expect(menu.getByRole('link', { name: 'Our board' })).toHaveAttribute('href', `/l/${slug}/page/${board.body.page.slug}`);
    await expect(menu.getByRole('link', { name: 'About us' })).toHaveAttribute('href', `/l/${slug}/page/${about.body.page.slug}`);
    await menu.locator('summary', { hasText: 'Help' }).click();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', `/l/${slug}/page/${faq.body.page.slug}`);
    await snap(page, info, `public-menu-pages-${width}`);
  }
  // The parent's list is still open from the last width: its child page opens.
  await menu.getByRole('link', { name: 'Our board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our board' })).toBeVisible();
});
