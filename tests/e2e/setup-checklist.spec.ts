import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_COLORS } from '../../shared/branding-constants';
import { apiAs } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { CreateLeaguePage } from './pages/create-league-page';
import { atWidth } from './pages/sign-in-as';
import { signedInUser } from './pages/signed-in-user';
import { expectNoHorizontalOverflow, snapAt } from './pages/viewports';

// A new organiser on a phone: the dashboard's checklist names each step from an empty account to a published
// league, each button opens that step's screen, each step shows done once it is and still links back to its
// screen (so the organiser can return to any step), and the checklist goes away when the last one (sharing the
// site's link) is done. At 1280 px every step links too, done or not.

const checklist = (page: Page) => page.getByRole('list', { name: 'Setup steps' });
async function expectDone(page: Page, count: number) {
  await page.goto('/dashboard');
  await expect(page.getByText(`${count} of 8 steps done`)).toBeVisible();
}
async function follow(page: Page, action: string, url: RegExp) {
  await checklist(page).getByRole('link', { name: `${action} (setup step)` }).click();
  await expect(page).toHaveURL(url);
}
/** A done step's link back to where it was done. */
const revisit = (page: Page, label: string) => checklist(page).getByRole('link', { name: `${label} (setup step, done)` });
/** Where each done step leads back to: its League Management tab. */
const DONE_LINKS: [string, string][] = [
  ['Edit league', 'settings'], ['Edit levels', 'levels'], ['Edit teams', 'teams'], ['Edit seasons', 'seasons'], ['Edit schedule', 'schedule'],
  ['Edit branding', 'branding'], ['League status', 'settings'],
];

test('the setup checklist leads a new organiser from sign-up to a published league, at 390 px', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  await atWidth(page, 390);
  await signedInUser(page, request, 'Nora');
  await expect(page.getByRole('heading', { name: 'Set up your league' })).toBeVisible();
  await expect(page.getByText('0 of 8 steps done')).toBeVisible();
  await expect(checklist(page).getByRole('listitem', { name: 'Create your league: to do' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'checklist at 390px');
  await snapAt(page, info, 'setup-checklist-new-390');

  // 1. Create the league, through its screen.
  await follow(page, 'Create league', /\/create-league$/);
  const form = new CreateLeaguePage(page);
  await form.fill({ name: `Nora's Netball ${Date.now().toString(36)}` });
  await form.submit();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('1 of 8 steps done')).toBeVisible();
  await expect(checklist(page).getByRole('listitem', { name: 'Create your league: done' })).toBeVisible();
  const api = apiAs(request, await new AppShell(page).accessToken());
  const leagueId = (await api.get<{ leagues: { id: string }[] }>('/api/leagues')).body.leagues[0].id;
  // The done step still leads somewhere: back to the league's settings (not to making a second league).
  await revisit(page, 'Edit league').click();
  await expect(page).toHaveURL(new RegExp(`/league-management\\?league=${leagueId}&tab=settings$`));
  await page.goto('/dashboard');
  const at = (u: string) => `/api/leagues/${leagueId}${u}`;

  // 2-6. Each step's button opens its screen; the step is then done (here through the API, as those screens' own specs cover them).
  await follow(page, 'Add levels', new RegExp(`/league-management\\?league=${leagueId}&tab=levels$`));
  expect((await api.post(at('/levels'), { name: 'Open' })).status).toBe(201);
  await expectDone(page, 2);

  await follow(page, 'Add teams', new RegExp(`/league-management\\?league=${leagueId}&tab=teams$`));
  const me = (await api.get<{ user: { email: string } }>('/api/me')).body.user.email;
  const teams: string[] = [];
  for (const name of ['Comets', 'Meteors']) teams.push((await api.post<{ team: { id: string } }>(at('/teams'), { name, manager_email: me })).body.team.id);
  await expectDone(page, 3);

  await follow(page, 'Create season', /tab=seasons/);
  const season = await api.post<{ season: { id: string } }>(at('/seasons'), { name: 'Autumn', start_date: '2027-09-01', end_date: '2027-11-30', team_ids: teams });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  await expectDone(page, 4);

  await follow(page, 'Build schedule', /tab=schedule/);
  expect((await api.post(at('/games'), { season_id: season.body.season.id, home_team_id: teams[0], away_team_id: teams[1], date: '2027-09-05', time: '10:00' })).status).toBe(201);
  await expectDone(page, 5);

  await follow(page, 'Brand the site', new RegExp(`/league-management\\?league=${leagueId}&tab=branding$`));
  // Branding comes with the paid plans: the branding tab offers the upgrade.
  expect((await api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
  expect((await api.put(at('/branding/colors'), { ...DEFAULT_COLORS, primary_color: '#7c3aed' })).status).toBe(200);
  await expectDone(page, 6);

  // 7. Publish, from the league's settings screen.
  await follow(page, 'Publish', new RegExp(`/league-management\\?league=${leagueId}&tab=settings$`));
  expect((await api.put(at(''), { status: 'active' })).status).toBe(200);
  await expectDone(page, 7);
  // Every done step links back to its screen; following one opens it.
  for (const [label, tab] of DONE_LINKS) await expect(revisit(page, label)).toHaveAttribute('href', `/league-management?league=${leagueId}&tab=${tab}`);
  await expectNoHorizontalOverflow(page, 'checklist with done steps at 390px');
  await snapAt(page, info, 'setup-checklist-almost-390');
  await revisit(page, 'Edit levels').click();
  await expect(page).toHaveURL(new RegExp(`/league-management\\?league=${leagueId}&tab=levels$`));
  await page.goto('/dashboard');

  // 8. Copying the site's link finishes the list: it goes away, and the link opens the published site.
  await checklist(page).getByRole('button', { name: 'Copy link (setup step)' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your league' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome, Nora/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your league' })).toHaveCount(0);
  const site = await request.get(`/l/${leagueId}`);
  expect(await site.text()).toContain("Nora's Netball");
});

test('at 1280 px every step of the checklist links to its screen, done or not', async ({ page, request }, info) => {
  await atWidth(page, 1280);
  await signedInUser(page, request, 'Wren');
  const api = apiAs(request, await new AppShell(page).accessToken());
  const league = await api.post<{ league: { id: string } }>('/api/leagues', { name: `Wren's Water Polo ${Date.now().toString(36)}` });
  const leagueId = league.body.league.id;
  expect((await api.post(`/api/leagues/${leagueId}/levels`, { name: 'Open' })).status).toBe(201);
  await expectDone(page, 2);

  // Done: the league and its levels link back; to do: each other step opens its screen.
  for (const [label, tab] of DONE_LINKS.slice(0, 2)) await expect(revisit(page, label)).toHaveAttribute('href', `/league-management?league=${leagueId}&tab=${tab}`);
  for (const [action, tab] of [['Add teams', 'teams'], ['Create season', 'seasons'], ['Build schedule', 'schedule'], ['Brand the site', 'branding'], ['Publish', 'settings']]) {
    await expect(checklist(page).getByRole('link', { name: `${action} (setup step)` })).toHaveAttribute('href', `/league-management?league=${leagueId}&tab=${tab}`);
  }
  await expect(checklist(page).getByRole('button', { name: 'Copy link (setup step)' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'checklist at 1280px');
  await snapAt(page, info, 'setup-checklist-links-1280');
  await revisit(page, 'Edit levels').click();
  await expect(page).toHaveURL(new RegExp(`/league-management\\?league=${leagueId}&tab=levels$`));
});
