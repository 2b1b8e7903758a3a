import { expect, test } from '@playwright/test';
import { LeagueNavigation } from './pages/league-management-page';
import { leagueOwner } from './pages/league-owner';
import { expectNoHorizontalOverflow, snapAt, useWidth } from './pages/viewports';

// A basketball league refuses a tied final score unless its organiser allows ties: Venues & Standings says so for a
// sport without ties, and ticking "Games may end tied" saves it and offers the points for a tie.

test('a basketball league\'s organiser allows tied games on Venues & Standings, at 390 and 1280 px', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const owner = await leagueOwner(page, request, 'Tia', { sport: 'basketball' });
  const settings = async () => (await owner.api.get<{ league: { standings_settings: { allow_ties?: boolean } } }>(`/api/leagues/${owner.leagueId}`)).body.league.standings_settings;
  await useWidth(page, 390);
  const nav = new LeagueNavigation(page);
  await page.goto(`/league-management?league=${owner.leagueId}`);
  await nav.go('Venues & Standings');
  const allow = page.getByRole('checkbox', { name: 'Games may end tied' });
  await expect(page.getByText('Basketball games cannot end tied: a tied final score is refused. Allow it for a league that plays no overtime.')).toBeVisible();
  await expect(allow).not.toBeChecked();
  await expect(page.getByLabel('Points for a tie')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, 'venues and standings at 390px');
  await snapAt(page, info, 'allow-ties-390');

  await allow.check();
  await expect(page.getByLabel('Points for a tie')).toBeVisible();
  await page.getByRole('button', { name: 'Save Game Settings' }).click();
  await expect.poll(async () => (await settings()).allow_ties).toBe(true);
  await useWidth(page, 1280);
  await page.reload();
  await nav.expectCurrent('Venues & Standings');
  await expect(page.getByRole('checkbox', { name: 'Games may end tied' })).toBeChecked();
  await snapAt(page, info, 'allow-ties-1280');
});
