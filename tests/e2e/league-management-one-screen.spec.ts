import { expect, test, type Page } from '@playwright/test';
import { leagueOwner } from './pages/league-owner';
import { LeagueManagementPage } from './pages/league-management-page';
import { shot } from './pages/screenshots';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// A league has one screen: League Management, as an AWS console. A side navigation groups its pages (a drawer on a
// phone), the league switcher sits at its top, each page is in the address (Back returns to the page before), the
// league's former addresses land on the same page, and breadcrumbs above every page lead back up.

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumbs' });
/** This app address, and nothing after it. */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The navigation's groups and their pages, in order, and what each page shows once it is open. */
const GROUPS: [group: string, pages: [name: string, tab: string, shows: (page: Page) => ReturnType<Page['getByText']>][]][] = [
  ['Season', [
    ['Teams', 'teams', (p) => p.getByRole('main').getByRole('link', { name: 'Harbour Hawks', exact: true })],
    ['Levels', 'levels', (p) => p.getByText('No levels created yet')],
    ['Seasons', 'seasons', (p) => p.getByText('No seasons created yet')],
    ['Schedule', 'schedule', (p) => p.getByText(/Games belong to a season/)],
    ['Playoffs', 'playoffs', (p) => p.getByText(/Playoffs belong to a season/)],
    ['Registrations', 'registrations', (p) => p.getByText('No season yet', { exact: true })],
  ]],
  ['Website', [
    ['Branding', 'branding', (p) => p.getByRole('main').getByRole('heading', { name: /Color scheme|Colour scheme/i }).first()],
    ['News', 'news', (p) => p.getByRole('button', { name: 'New Article' })],
    ['Pages', 'pages', (p) => p.getByRole('button', { name: 'New Page' })],
    ['Widgets', 'widgets', (p) => p.getByRole('main').getByRole('heading', { name: /Widget/ }).first()],
    ['Domains', 'domains', (p) => p.getByRole('heading', { name: 'Default league URL' })],
  ]],
  ['League', [
    ['Settings', 'settings', (p) => p.getByLabel('League name', { exact: true })],
    ['Messages', 'messages', (p) => p.getByRole('main').getByRole('heading', { name: 'New message' })],
    ['Venues & Standings', 'venues', (p) => p.getByRole('main').getByRole('heading', { name: /Venues/ }).first()],
    ['Import & export', 'import', (p) => p.getByRole('main').getByRole('heading', { name: /Import/ }).first()],
    ['Autopilot', 'autopilot', (p) => p.getByRole('main').getByRole('heading', { name: 'Automations' })],
  ]],
];

for (const width of [1280, 390]) {
  test(`every League Management page is reached from the side navigation${width < 600 ? "'s drawer" : ''} at ${width} px, and an old ?tab= address lands on its page`, async ({ page, request }, info) => {
    test.setTimeout(150_000);
    const owner = await leagueOwner(page, request, width < 600 ? 'Pia' : 'Una');
    const management = new LeagueManagementPage(page);
    await useWidth(page, width);

    // An old address of the Teams tab opens the Teams page, its link the navigation's current one.
    await page.goto(`/league-management?league=${owner.leagueId}&tab=teams`);
    await expect(page.getByRole('heading', { level: 1, name: owner.leagueName })).toBeVisible();
    await management.nav.expectCurrent('Teams');
    await expect(page.getByRole('main').getByRole('link', { name: 'Harbour Hawks', exact: true })).toBeVisible();
    // There is no strip of tabs any more: the navigation holds the pages.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    if (width < 600) {
      // On a phone the navigation is a drawer, closed until its button opens it.
      await expect(management.nav.link('Teams')).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation', exact: true }).click();
      await expect(management.nav.link('Teams')).toBeVisible();
      await snapAt(page, info, `drawer-open-${width}`);
      await page.getByRole('button', { name: 'Close navigation', exact: true }).click();
      await expect(management.nav.link('Teams')).toBeHidden();
    }

    // The groups, in order, each page under its group once; the league switcher at the top shows the league.
    const nav = management.nav.landmark;
    for (const [group] of GROUPS) await expect(nav.getByText(group, { exact: true })).toBeAttached();
    const names = (await nav.getByRole('link', { includeHidden: true }).allTextContents()).map((t) => t.trim());
    expect(names).toEqual(['League Management', 'Overview', ...GROUPS.flatMap(([, pages]) => pages.map(([name]) => name))]);
    await expect(nav.getByRole('button', { name: /^Switch league/, includeHidden: true })).toContainText(owner.leagueName);

    // Every page from the navigation (the drawer on a phone): its address, its crumb, what it shows.
    for (const [, pages] of GROUPS) {
      for (const [name, tab, shows] of pages) {
        await management.nav.go(name);
        await expect(page).toHaveURL(at(`/league-management?league=${owner.leagueId}&tab=${tab}`));
        await management.nav.expectCurrent(name);
        await expect(shows(page)).toBeVisible();
        if (width < 600) await expect(management.nav.link(name), 'the drawer closes once a page is chosen').toBeHidden();
        else await expect(crumbs(page).getByText(name, { exact: true }).first()).toBeVisible();
        await expectNoHorizontalOverflow(page, `${name} at ${width} px`);
        if (width > 600) await expect(management.nav.link(name), 'at a desk the navigation stays open beside the page').toBeVisible();
        // At a desk, the window as a person sees it: a full-page capture resizes the window, and Cloudscape folds the
        // navigation away while the layout measures itself mid-resize.
        if (['Teams', 'Schedule', 'Branding', 'Settings'].includes(name)) await shot(page, info, `page-${tab}-${width}`, { fromTop: true, fullPage: width < 600 });
      }
    }

    // A page chosen is a step in the history: Back returns to the page before.
    await page.goBack();
    await expect(page).toHaveURL(at(`/league-management?league=${owner.leagueId}&tab=import`));
    await management.nav.expectCurrent('Import & export');

    // The former edit screen's addresses and tab names land on the same pages.
    await page.goto(`/edit-league/${owner.leagueId}?tab=basic`);
    await expect(page).toHaveURL(at(`/league-management?league=${owner.leagueId}&tab=settings`));
    await management.nav.expectCurrent('Settings');
    await page.goto(`/league-management?league=${owner.leagueId}&tab=hero`);
    await management.nav.expectCurrent('Branding');

    // Overview, from the navigation, lists the leagues.
    await management.nav.go('Overview');
    await expect(page).toHaveURL(at('/league-management'));
    await expect(page.getByRole('heading', { level: 1, name: 'League Management' })).toBeVisible();
    await expect(management.card(owner.leagueName)).toBeVisible();
    await snapAt(page, info, `overview-${width}`);
  });
}

test('the league switcher moves to another league on the same page, and the breadcrumbs lead back up', async ({ page, request }, info) => {
  const owner = await leagueOwner(page, request, 'Ivo');
  // The free plan runs one league; a second needs a plan with more.
  expect((await owner.api.post('/api/subscription/change-plan', { plan_slug: 'awesome' })).status).toBe(200);
  const second = await owner.api.post<{ league: { id: string; name: string } }>('/api/leagues', { name: `Ivo's Second ${Date.now().toString(36)}` });
  expect(second.status).toBe(201);
  const management = new LeagueManagementPage(page);
  await useWidth(page, 1280);

  // With two leagues and none chosen, a league's page asks for one.
  await page.goto('/league-management?tab=levels');
  await expect(page.getByRole('main').getByRole('button', { name: /^League/ })).toBeVisible();

  await page.goto(`/edit-league/${owner.leagueId}?tab=teams`);
  await expect(page).toHaveURL(at(`/league-management?league=${owner.leagueId}&tab=teams`));
  await management.pickLeague(second.body.league.name);
  await expect(page).toHaveURL(at(`/league-management?league=${second.body.league.id}&tab=teams`));
  await expect(page.getByRole('heading', { level: 1, name: second.body.league.name })).toBeVisible();
  await management.nav.expectCurrent('Teams');

  // The breadcrumbs: Dashboard > League Management > the league > the page; they lead back up.
  await expect(crumbs(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(crumbs(page).getByRole('link', { name: second.body.league.name, exact: true })).toBeVisible();
  await snapAt(page, info, 'switched-league-1280');
  await crumbs(page).getByRole('link', { name: 'League Management', exact: true }).click();
  await expect(page).toHaveURL(at('/league-management'));
  await management.nav.expectCurrent('Overview');
  await crumbs(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(at('/dashboard'));

  // A team's page has its breadcrumbs too, and no side navigation.
  await useWidth(page, 390);
  await page.goto(`/team/${owner.teamId}`);
  await expect(crumbs(page).getByRole('link', { name: 'Harbour Hawks', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation', exact: true })).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'the team page at 390 px');
  await snapAt(page, info, 'team-page-crumbs-390');
});
