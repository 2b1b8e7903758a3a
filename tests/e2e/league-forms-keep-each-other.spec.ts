import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { EditLeaguePage } from './pages/edit-league-page';
import { signInAs, snap, type LeagueBody } from './pages/sign-in-as';
import { expectNoHorizontalOverflow, useWidth } from './pages/viewports';

// No form erases what another saved: Venues & Standings then Basic Settings in one visit keeps both, and a save
// from a second window read before that is refused with the league's 409 message instead of overwriting.

type Stored = LeagueBody & { description: string; venues: { name: string }[]; standings_settings: { points: { win: number } } };
const STALE = 'This league was changed elsewhere; reload to see the changes';

test('the edit forms keep what each other saved, and a stale window is refused with a message', async ({ page, browser, request }, info) => {
  const user = await apiUser(request, 'Vera');
  const league = (await user.post<{ league: LeagueBody }>('/api/leagues', { name: `Two Forms ${Date.now()}` })).body.league;
  const stored = async () => (await user.get<{ league: Stored }>(`/api/leagues/${league.id}`)).body.league;
  const shell = new AppShell(page);
  const edit = new EditLeaguePage(page);

  // A second window, opened on the league before anything below is saved.
  const other = await browser.newContext({ baseURL: info.project.use.baseURL });
  const stalePage = await other.newPage();
  await signInAs(stalePage, user);
  await new EditLeaguePage(stalePage).goto(league.id);
  await new EditLeaguePage(stalePage).expectOpen(league.name);

  // The visit at 390 px: a venue and 3 points for a win, then Basic Settings in the same visit.
  await signInAs(page, user);
  await useWidth(page, 390);
  await edit.goto(league.id, 'games');
  await page.getByRole('button', { name: 'Add venue' }).click();
  await page.getByLabel('Venue 1 name').fill('Riverside Park');
  await page.getByLabel('Venue 1 fields').fill('Field 1');
  await page.getByLabel('Points for a win').fill('3');
  await page.getByRole('button', { name: 'Save Game Settings' }).click();
  await shell.expectToast('League updated successfully!');
  await edit.nav.go('Settings');
  await page.getByLabel('Description').fill('Sunday mornings by the river');
  await edit.save();
  await expect.poll(async () => (await stored()).description).toBe('Sunday mornings by the river');
  await shell.expectToast('League updated successfully!');
  const both = await stored();
  expect({ description: both.description, venues: both.venues.map((v) => v.name), win: both.standings_settings.points.win })
    .toEqual({ description: 'Sunday mornings by the river', venues: ['Riverside Park'], win: 3 });
  await expectNoHorizontalOverflow(page, 'basic settings at 390px');
  await snap(page, info, 'basic-after-games-390');
  await useWidth(page, 1280);
  await edit.nav.go('Venues & Standings');
  await expect(page.getByLabel('Venue 1 name')).toHaveValue('Riverside Park');
  await expect(page.getByLabel('Points for a win')).toHaveValue('3');
  await snap(page, info, 'games-kept-1280');

  // The window read before those saves: its Basic Settings save is refused and changes nothing, at both widths.
  await stalePage.setViewportSize({ width: 1280, height: 900 });
  await stalePage.getByRole('textbox', { name: 'League name', exact: true }).fill('Overwritten Name');
  await new EditLeaguePage(stalePage).save();
  const staleShell = new AppShell(stalePage);
  await staleShell.expectToast('Error updating league', STALE);
  await expect(staleShell.toasts.getByText('League updated successfully!')).toHaveCount(0);
  await snap(stalePage, info, 'stale-refused-1280');
  // The form keeps saying why after the toast closes.
  await stalePage.setViewportSize({ width: 390, height: 900 });
  await expect(stalePage.getByRole('main').getByText(STALE, { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(stalePage, 'stale refusal at 390px');
  await snap(stalePage, info, 'stale-refused-390');
  const after = await stored();
  expect({ name: after.name, description: after.description, venues: after.venues.length, win: after.standings_settings.points.win })
    .toEqual({ name: league.name, description: 'Sunday mornings by the river', venues: 1, win: 3 });
  await other.close();
});
