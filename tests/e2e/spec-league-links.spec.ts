import { expect, test, type Page } from '@playwright/test';
import { LeagueManagementPage } from './pages/league-management-page';
import { leagueOwner } from './pages/league-owner';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// The spec's other links to a league (seen for each managed league): /league/{id}/edit?tab=levels|seasons lead to
// League Management's page, and /league/{id}/preview with /teams, /schedule, /standings and /stats lead to the
// league's site, which its organiser previews while the league is a draft. None of them is "Oops! Page not found".

const NOT_FOUND = 'Oops! Page not found';
const DRAFT_NOTE = 'Draft preview - only you can see this page';
/** This app address, and nothing after it. */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function expectFound(page: Page, href: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(NOT_FOUND), `${href} is a page`).toHaveCount(0);
}

for (const width of [390, 1280]) {
  test(`the spec's edit and preview links of a draft league lead to League Management and to the organiser's preview, at ${width} px`, async ({ page, request, browser, baseURL }, info) => {
    test.setTimeout(120_000);
    const owner = await leagueOwner(page, request, width < 600 ? 'Lea' : 'Lou');
    const management = new LeagueManagementPage(page);
    await useWidth(page, width);
    const id = owner.leagueId;

    // The edit links: the named page of League Management, Settings when none is named.
    for (const [tab, name] of [['levels', 'Levels'], ['seasons', 'Seasons']]) {
      await page.goto(`/league/${id}/edit?tab=${tab}`);
      await expect(page).toHaveURL(at(`/league-management?league=${id}&tab=${tab}`));
      await management.nav.expectCurrent(name);
      await expectFound(page, `/league/${id}/edit?tab=${tab}`);
    }
    await page.goto(`/league/${id}/edit`);
    await expect(page).toHaveURL(at(`/league-management?league=${id}&tab=settings`));
    await expect(page.getByLabel('League name', { exact: true })).toHaveValue(owner.leagueName);
    await snapAt(page, info, `edit-link-settings-${width}`);

    // The preview links: the league's site, its home and four sections, shown to its organiser as a draft preview.
    await page.goto(`/league/${id}/preview`);
    await expect(page).toHaveURL(at(`/l/${id}`));
    await expect(page.getByText(DRAFT_NOTE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: owner.leagueName })).toBeVisible();
    await expectNoHorizontalOverflow(page, `the preview at ${width} px`);
    await snapAt(page, info, `preview-home-${width}`);
    for (const section of ['teams', 'schedule', 'standings', 'stats']) {
      await page.goto(`/league/${id}/preview/${section}`);
      await expect(page).toHaveURL(at(`/l/${id}/${section}`));
      await expectFound(page, `/league/${id}/preview/${section}`);
      await expect(page.getByText(DRAFT_NOTE)).toBeVisible();
      if (section === 'teams') await snapAt(page, info, `preview-teams-${width}`);
    }
    // A section the site does not have is the app's not-found page, not a hand-over to nowhere.
    await page.goto(`/league/${id}/preview/nowhere`);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();

    // Someone else following the preview link sees no draft.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.setViewportSize({ width, height: 800 });
    await visitor.goto(`/league/${id}/preview`);
    await expect(visitor).toHaveURL(at(`/l/${id}`));
    await expect(visitor.getByText(NOT_FOUND)).toBeVisible();
    await expect(visitor.getByText(owner.leagueName)).toHaveCount(0);
    await visitorContext.close();
  });
}
