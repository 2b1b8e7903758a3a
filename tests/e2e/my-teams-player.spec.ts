import { expect, test, type Page } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { acceptAllInvitations } from './pages/outbox';
import { atWidth, signInAs, snap, WIDTHS, type LeagueBody } from './pages/sign-in-as';

// A player's My Teams opens on the teams they play on and their coming games, not on manager figures reading 0;
// answering whether they are coming is one tap (on a phone too); and a manager who is on their own roster answers
// for themself on My Teams and on the team page.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function leagueWithAGame(request: Parameters<typeof apiUser>[0]) {
  const [owner, piet, mia] = await Promise.all([apiUser(request, 'Olive'), apiUser(request, 'Piet'), apiUser(request, 'Mia')]);
  const league = (await owner.post<{ league: LeagueBody }>('/api/leagues', { name: `Game Week ${Date.now().toString(36)}` })).body.league;
  expect((await owner.put(`/api/leagues/${league.id}`, { status: 'active', time_zone: 'UTC' })).status).toBe(200);
  const team = async (name: string, manager: ApiUser) => {
    const r = await owner.post<{ team: { id: string } }>(`/api/leagues/${league.id}/teams`, { name, manager_email: manager.email });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.team.id;
  };
  const hawks = await team('Harbour Hawks', owner);
  const otters = await team('River Otters', mia);
  await acceptAllInvitations(request, mia);
  // Piet plays for the Hawks; Mia manages the Otters (and, as it turns out, plays for them too).
  expect((await owner.post(`/api/teams/${hawks}/players`, { email: piet.email })).status).toBe(201);
  await acceptAllInvitations(request, piet);
  const season = await owner.post<{ season: { id: string } }>(`/api/leagues/${league.id}/seasons`, { name: 'Now', start_date: day(-1), end_date: day(60), team_ids: [hawks, otters] });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  expect((await owner.post(`/api/leagues/${league.id}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  const game = await owner.post<{ game: { id: string } }>(`/api/leagues/${league.id}/games`, {
    season_id: season.body.season.id, home_team_id: hawks, away_team_id: otters, date: day(3), time: '18:30',
  });
  expect(game.status, JSON.stringify(game.body)).toBe(201);
  return { owner, piet, mia, league, hawks, otters, gameId: game.body.game.id };
}

async function myAnswer(user: ApiUser, gameId: string) {
  const mine = await user.get<{ games: { game: { id: string }; answer: string | null }[] }>('/api/me/availability');
  return mine.body.games.find((g) => g.game.id === gameId)?.answer ?? null;
}

/** Clicks on the page's buttons and links, counted from the moment it is called. */
async function countTaps(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { taps: number }).taps = 0;
    document.addEventListener('click', (e) => {
      if ((e.target as Element).closest('button, a')) (window as unknown as { taps: number }).taps++;
    }, true);
  });
  return () => page.evaluate(() => (window as unknown as { taps: number }).taps);
}

test("a player's My Teams opens on the team they play on, and one tap answers Going", async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { piet, gameId } = await leagueWithAGame(request);
  await signInAs(page, piet);
  const main = page.getByRole('main');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/my-teams');
    await expect(main.getByRole('heading', { level: 1, name: 'My Teams' })).toBeVisible();
    const played = main.getByRole('list', { name: 'Teams you play on' });
    await expect(played.getByRole('link', { name: 'Harbour Hawks' })).toBeVisible();
    // No manager figures reading 0, no "not managing any teams" for someone who plays.
    await expect(main.getByRole('group', { name: 'Teams Managed' })).toHaveCount(0);
    await expect(main.getByText("You're not managing any teams yet.", { exact: false })).toHaveCount(0);
    // The teams come first, then the game to answer for.
    const teamsTop = (await played.boundingBox())!.y;
    const going = main.getByRole('button', { name: /^Going: Harbour Hawks vs River Otters/ });
    await expect(going).toBeVisible();
    expect(teamsTop).toBeLessThan((await going.boundingBox())!.y);
    await snap(page, info, `my-teams-player-${width}`);
  }

  // On the phone: one tap, and the answer is saved.
  await atWidth(page, 390);
  const taps = await countTaps(page);
  await main.getByRole('button', { name: /^Going: Harbour Hawks vs River Otters/ }).click();
  await expect(main.getByText('Your answer: Going')).toBeVisible();
  await expect.poll(() => myAnswer(piet, gameId)).toBe('going');
  expect(await taps()).toBe(1);
  await page.reload();
  await expect(main.getByRole('button', { name: /^Going: Harbour Hawks vs River Otters/ })).toHaveAttribute('aria-pressed', 'true');
  await snap(page, info, 'my-teams-player-answered-390');
});

test('a manager who also plays joins their roster with one press and answers for themself with one tap', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const { mia, otters, gameId } = await leagueWithAGame(request);
  await signInAs(page, mia);
  const main = page.getByRole('main');
  const playToo = main.getByRole('button', { name: 'I play too' });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(`/team/${otters}?tab=schedule`);
    await expect(main.getByText('Do you play for this team too?')).toBeVisible();
    await expect(playToo).toBeVisible();
    await snap(page, info, `team-page-manager-plays-too-${width}`);
  }
  await playToo.click();
  await expect(playToo).toHaveCount(0);
  const taps = await countTaps(page);
  await main.getByRole('button', { name: /^Maybe: at Harbour Hawks/ }).click();
  await expect.poll(() => myAnswer(mia, gameId)).toBe('maybe');
  expect(await taps()).toBe(1);
  await expect(main.getByTestId(`counts-${gameId}`)).toHaveText('0 Going · 0 Not going · 1 Maybe · 0 not answered');
  await snap(page, info, 'team-page-manager-answered-1280');

  // My Teams shows her team as its manager, and her own game with her answer, changed there with one tap.
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto('/my-teams');
    await expect(main.getByRole('group', { name: 'Teams Managed' })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Maybe: River Otters at Harbour Hawks/ })).toHaveAttribute('aria-pressed', 'true');
    await snap(page, info, `my-teams-manager-who-plays-${width}`);
  }
  await main.getByRole('button', { name: /^Going: River Otters at Harbour Hawks/ }).click();
  await expect.poll(() => myAnswer(mia, gameId)).toBe('going');
});
