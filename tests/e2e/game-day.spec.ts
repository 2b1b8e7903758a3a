import { expect, test } from '@playwright/test';
import { apiUser } from './pages/api-user';
import { leagueOwner } from './pages/league-owner';
import { acceptAllInvitations, waitForMail } from './pages/outbox';
import { atWidth, signInAs } from './pages/sign-in-as';
import { expectNoHorizontalOverflow } from './pages/viewports';
import { shot } from './pages/screenshots';

// Game day on phones (390 px): a player answers Going from the reminder e-mail's link (read from the local outbox)
// without signing in; the manager sees one Going on the team page; the game's scorekeeper starts it and taps the
// score on the scorekeeper screen, and a visitor's open public schedule shows the new score within 5 seconds.

test('a player answers from the reminder, the manager sees it, and a scorekeeper\'s score reaches an open schedule', async ({ page, request, browser }, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL;
  const owner = await leagueOwner(page, request, 'Gina');
  const [piet, sara, mia] = await Promise.all([apiUser(request, 'Piet'), apiUser(request, 'Sara'), apiUser(request, 'Mia')]);
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}`, {
    status: 'active', time_zone: 'UTC', venues: [{ name: 'Harbour Field', address: '1 Quay Road', fields: ['Pitch A'] }],
  })).status).toBe(200);
  const league = (await owner.api.get<{ league: { venues: { id: string }[] } }>(`/api/leagues/${owner.leagueId}`)).body.league;
  const otters = await owner.api.post<{ team: { id: string } }>(`/api/leagues/${owner.leagueId}/teams`, { name: 'River Otters', manager_email: mia.email });
  expect(otters.status).toBe(201);
  expect((await owner.api.post(`/api/teams/${owner.teamId}/players`, { email: piet.email })).status).toBe(201);
  await acceptAllInvitations(request, piet);
  const season = await owner.api.post<{ season: { id: string } }>(`/api/leagues/${owner.leagueId}/seasons`, { name: 'Summer', start_date: '2026-11-01', end_date: '2027-01-31', team_ids: [owner.teamId, otters.body.team.id] });
  expect((await owner.api.post(`/api/leagues/${owner.leagueId}/seasons/${season.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  // A game in two hours: its reminder (24 hours before) is due at the next sweep.
  const start = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const made = await owner.api.post<{ game: { id: string } }>(`/api/leagues/${owner.leagueId}/games`, {
    season_id: season.body.season.id, home_team_id: owner.teamId, away_team_id: otters.body.team.id,
    date: start.slice(0, 10), time: start.slice(11, 16), venue_id: league.venues[0].id, field: 'Pitch A',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const gameId = made.body.game.id;
  expect((await request.post('/__dev/reminders')).ok()).toBe(true);

  // 1. Piet opens the reminder's Going link on his phone, signed out, and answers with one press.
  const reminder = await waitForMail(request, piet.email, (m) => m.subject.startsWith('Reminder: Harbour Hawks vs River Otters'));
  expect(reminder.text).toContain('Where: Harbour Field - Pitch A');
  const going = /https?:\/\/[^/\s]+(\/availability\/[^\s]+\?answer=going)/.exec(reminder.text)![1];
  const playerContext = await browser.newContext({ baseURL });
  const phone = await playerContext.newPage();
  await atWidth(phone, 390);
  await phone.goto(going);
  await expect(phone.getByRole('heading', { name: 'Harbour Hawks vs River Otters' })).toBeVisible();
  await expect(phone.getByRole('status')).toContainText('you have not answered yet');
  // When, as people read it ('Sunday 29 November, 7:44 pm UTC'), as the reminder wrote it; not '2026-11-29 at 19:44 (UTC)'.
  const when = /When: (.+)/.exec(reminder.text)![1].trim();
  expect(when).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December), \d{1,2}:\d{2} (am|pm) UTC$/);
  await expect(phone.getByText(when, { exact: true })).toBeVisible();
  await phone.getByRole('button', { name: /^Answer Going/ }).click();
  await expect(phone.getByRole('status')).toContainText('Piet Tester, your answer: Going.');
  await expectNoHorizontalOverflow(phone, 'availability link page at 390');
  await shot(phone, test.info(), 'availability-390');

  // 2. The manager (Gina) sees one Going, and who it is, on the team page.
  await atWidth(page, 390);
  await page.goto(`/team/${owner.teamId}?tab=schedule`);
  await expect(page.getByTestId(`counts-${gameId}`)).toHaveText('1 Going · 0 Not going · 0 Maybe · 0 not answered');
  // The game's time reads as the reminder's did.
  await expect(page.getByText(`${when} · Harbour Field - Pitch A`)).toBeVisible();
  await page.getByRole('button', { name: 'Answers of 1 player' }).click();
  await expect(page.getByRole('list', { name: /Answers for/ }).getByText('Going')).toBeVisible();
  await shot(page, test.info(), 'team-390');
  await atWidth(page, 1280);
  await shot(page, test.info(), 'team-1280');

  // 3. The admin names Sara the scorekeeper; she starts the game on her phone.
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}/games/${gameId}/scorekeeper`, { email: sara.email })).status).toBe(200);
  const keeperContext = await browser.newContext({ baseURL });
  const keeper = await keeperContext.newPage();
  await atWidth(keeper, 390);
  await signInAs(keeper, sara);
  await keeper.goto(`/score/${owner.leagueId}/${gameId}`);
  await keeper.getByRole('button', { name: 'Start game' }).click();
  await expect(keeper.getByRole('status').filter({ hasText: 'Live' })).toHaveText('Live · saved');

  // 4. A visitor has the league's schedule open: the game shows Live at 0 - 0.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await atWidth(visitor, 390);
  await visitor.goto(`/l/${owner.leagueId}/schedule`);
  const score = visitor.locator(`.game-row__score[data-game="${gameId}"]`);
  await expect(score).toHaveText('0 - 0');
  await expect(visitor.locator('.game-row').filter({ has: score }).getByText('Live')).toBeVisible();

  // 5. Sara taps Harbour Hawks (home) +1: the open schedule shows it within 5 seconds, without a reload.
  await keeper.getByRole('button', { name: 'Harbour Hawks plus one' }).click();
  await expect(keeper.getByRole('status').filter({ hasText: 'Live' })).toHaveText('Live · saved');
  const tapped = Date.now();
  // Away - home, as the schedule lists them.
  await expect(score).toHaveText('0 - 1', { timeout: 5_000 });
  expect(Date.now() - tapped).toBeLessThan(5_000);
  await expect(keeper.getByLabel('Harbour Hawks score')).toHaveText('1');
  // A reload keeps the score (it is the stored one).
  await keeper.reload();
  await expect(keeper.getByLabel('Harbour Hawks score')).toHaveText('1');
  await expectNoHorizontalOverflow(keeper, 'scorekeeper screen at 390');
  await shot(keeper, test.info(), 'keeper-390');
  await shot(visitor, test.info(), 'schedule-390');
  for (const c of [playerContext, keeperContext, visitorContext]) await c.close();
});
