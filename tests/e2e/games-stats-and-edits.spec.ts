import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { apiUser, type ApiUser } from './pages/api-user';
import { AppShell } from './pages/app-shell';
import { expectNoSeriousViolations } from './pages/axe';
import { leagueOwner, type LeagueOwner } from './pages/league-owner';
import { LeagueSite } from './pages/league-site';
import { invitationPath } from './pages/outbox';
import { SchedulePage } from './pages/schedule-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoHorizontalOverflow, useWidth } from './pages/viewports';
import { shot } from './pages/screenshots';

// What the other games specs leave out: the admin enters a completed game's stat lines per player of both
// teams and corrects one, and the public statistics page follows; a team's manager enters lines only for their own
// team; the admin moves a game (date, time, venue) and deletes games, and the public schedule and standings follow.
// Bad input in the stat grid or the game form names the problem and writes nothing. The set-up (league, teams,
// season, players, games, scores) goes through the API; every action under test goes through the admin UI.


/**
 * The screenshots the brief asks to look at, beside the test's output and under /tmp/shots-games-e2e: the window as
 * the person sees it (a dialog scrolls inside the window, so a full-page shot would not show more of it).
 */
const snapView = (page: Page, info: TestInfo, name: string) => shot(page, info, name, { fullPage: false });

interface Seeded {
  owner: LeagueOwner;
  ottersId: string;
  seasonId: string;
  /** Hawks 55 - Otters 48 on Sat, Mar 6, 2027, confirmed. */
  opener: string;
  /** Otters 40 - Hawks 41 on Sat, Mar 13, 2027, confirmed. */
  rematch: string;
  /** Hawks vs Otters on Sat, Mar 20, 2027 at 19:30, not played yet. */
  upcoming: string;
}

/**
 * An active league on Mountain time with two venues, Harbour Hawks (the owner manages them and plays for them, #7)
 * and River Otters (`otters` runs them and plays for them, #9), an active season, two confirmed results and a game
 * still to play.
 */
async function seededLeague(page: Page, request: APIRequestContext, otters: ApiUser | null): Promise<Seeded> {
  const owner = await leagueOwner(page, request, 'Ada');
  const { api, leagueId } = owner;
  const league = (await api.get<{ league: Record<string, unknown> }>(`/api/leagues/${leagueId}`)).body.league;
  const put = await api.put<{ league: { venues: { id: string; name: string }[] } }>(`/api/leagues/${leagueId}`, {
    ...league, status: 'active', time_zone: 'America/Denver',
    venues: [{ name: 'Shore Arena', address: '2 Dock Rd', fields: ['Court A'] }, { name: 'North Gym', address: '9 Hill St', fields: ['Court 1', 'Court 2'] }],
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const shore = put.body.league.venues.find((v) => v.name === 'Shore Arena')!.id;
  const made = await api.post<{ team: { id: string } }>(`/api/leagues/${leagueId}/teams`, { name: 'River Otters', manager_email: (otters ?? owner.user).email });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const ottersId = made.body.team.id;
  expect((await api.post(`/api/teams/${owner.teamId}/players`, { email: owner.user.email, jersey_number: 7 })).status).toBe(201);
  // Rosters start private: both managers open theirs, so the public statistics name their players.
  const openRoster = { allow_public_roster: true, require_position_assignment: false, roster_display_order: 'jersey_number', social_links: [] };
  expect((await api.put(`/api/teams/${owner.teamId}/settings`, openRoster)).status).toBe(200);
  if (otters) {
    expect((await otters.post(`${(await invitationPath(request, otters.email)).replace('/invite/', '/api/invitations/')}/accept`, {})).status).toBe(200);
    expect((await otters.post(`/api/teams/${ottersId}/players`, { email: otters.email, jersey_number: 9 })).status).toBe(201);
    expect((await otters.put(`/api/teams/${ottersId}/settings`, openRoster)).status).toBe(200);
  }
  const season = await api.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: [owner.teamId, ottersId] });
  expect(season.status, JSON.stringify(season.body)).toBe(201);
  const seasonId = season.body.season.id;
  expect((await api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/status`, { status: 'active' })).status).toBe(200);
  const game = async (home: string, away: string, date: string, time: string, score?: [number, number]) => {
    const r = await api.post<{ game: { id: string } }>(`/api/leagues/${leagueId}/games`, { season_id: seasonId, home_team_id: home, away_team_id: away, date, time, venue_id: shore, field: 'Court A' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    if (score) expect((await api.post(`/api/leagues/${leagueId}/games/${r.body.game.id}/result`, { home_score: score[0], away_score: score[1] })).status).toBe(200);
    return r.body.game.id;
  };
  const opener = await game(owner.teamId, ottersId, '2027-03-06', '18:00', [55, 48]);
  const rematch = await game(ottersId, owner.teamId, '2027-03-13', '18:00', [40, 41]);
  const upcoming = await game(owner.teamId, ottersId, '2027-03-20', '19:30');
  return { owner, ottersId, seasonId, opener, rematch, upcoming };
}

/** The Schedule tab's row of one game: its teams and its day (two games here have the same home and away teams). */
const gameRow = (schedule: SchedulePage, home: string, away: string, day: string): Locator => schedule.row(home, away).filter({ hasText: day });

/** The whole value shows in its input: none of it is clipped by a cell too narrow for it. */
async function expectWholeValueShown(input: Locator) {
  const sizes = await input.evaluate((el) => ({ text: el.scrollWidth, box: el.clientWidth, value: (el as HTMLInputElement).value }));
  expect(sizes.text, `'${sizes.value}' needs ${sizes.text}px and has ${sizes.box}px`).toBeLessThanOrEqual(sizes.box);
}

/**
 * The open dialog fits the window's width. (The page behind it was laid out at 1280 px and is only resized here, so
 * the page-wide overflow check belongs to pages loaded at the phone's width, as the other specs do.)
 */
async function expectDialogFits(page: Page, what: string) {
  const box = await page.getByRole('dialog').evaluate((el) => { const r = el.getBoundingClientRect(); return { left: r.left, right: r.right, window: window.innerWidth }; });
  expect(box.left, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${what}: right edge in a ${box.window}px window`).toBeLessThanOrEqual(box.window);
}

/** A player's row of a Top Scorers / leaders table on the public statistics page. */
const scorer = (page: Page, name: string) => page.getByRole('region', { name: 'Top Scorers' }).getByRole('row').filter({ hasText: name });

test('the admin enters and corrects a game\'s stat lines and the public statistics follow; a manager enters only their own team\'s', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const mia = await apiUser(request, 'Mia');
  const { owner, ottersId, opener, upcoming } = await seededLeague(page, request, mia);
  const ada = `${owner.user.firstName} Tester`;
  const miaName = `${mia.firstName} Tester`;
  const schedule = new SchedulePage(page);
  const dialog = schedule.dialog;
  const stats = async () => (await owner.api.get<{ stat_lines: { player_name: string; stat_type: string; value: number }[] }>(`/api/leagues/${owner.leagueId}/games/${opener}`)).body.stat_lines
    .map((l) => `${l.player_name} ${l.stat_type} ${l.value}`).sort();

  // 1. The admin opens the completed opener: a grid per team, of the sport's stat types (basketball).
  await schedule.open(owner.leagueId);
  const first = gameRow(schedule, 'Harbour Hawks', 'River Otters', 'Mar 6, 2027');
  await expect(first.getByText('Completed')).toBeVisible();
  await schedule.openResult(first);
  await expect(dialog.getByRole('heading', { name: 'Stat lines: Harbour Hawks' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Stat lines: River Otters' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Rebounds' }).first()).toBeVisible();

  // Bad input names the player, the stat and the rule, and writes nothing.
  await dialog.getByLabel(`Points of ${ada}`).fill('-3');
  await dialog.getByRole('button', { name: 'Save Harbour Hawks stats' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`${ada}, Points: A stat value must be a whole number from 0 to 999`);
  await dialog.getByLabel(`Points of ${ada}`).fill('1000');
  await dialog.getByRole('button', { name: 'Save Harbour Hawks stats' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`${ada}, Points: A stat value must be a whole number from 0 to 999`);
  await expect(dialog.getByLabel(`Points of ${ada}`)).toHaveAttribute('aria-invalid', 'true');
  await expectWholeValueShown(dialog.getByLabel(`Points of ${ada}`));
  await dialog.getByLabel(`Points of ${ada}`).scrollIntoViewIfNeeded();
  await snapView(page, info, 'stat-lines-refused-1280');
  expect(await stats()).toEqual([]);

  // Both teams' lines, each saved with its team's button.
  await dialog.getByLabel(`Points of ${ada}`).fill('27');
  await dialog.getByLabel(`Assists of ${ada}`).fill('4');
  await dialog.getByRole('button', { name: 'Save Harbour Hawks stats' }).click();
  await schedule.shell.expectToast('Stat lines of Harbour Hawks saved');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel(`Points of ${ada}`)).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(`Points of ${miaName}`).fill('12');
  await dialog.getByLabel(`Rebounds of ${miaName}`).fill('5');
  await dialog.getByRole('button', { name: 'Save River Otters stats' }).click();
  await schedule.shell.expectToast('Stat lines of River Otters saved');
  expect(await stats()).toEqual([`${ada} assist 4`, `${ada} point 27`, `${miaName} point 12`, `${miaName} rebound 5`]);

  // Opened again, the dialog shows what was saved.
  await schedule.closeDialog();
  await schedule.openResult(first);
  await expect(dialog.getByLabel(`Points of ${ada}`)).toHaveValue('27');
  await expect(dialog.getByLabel(`Assists of ${ada}`)).toHaveValue('4');
  await expect(dialog.getByLabel(`Points of ${miaName}`)).toHaveValue('12');
  await expect(dialog.getByLabel(`Rebounds of ${miaName}`)).toHaveValue('5');
  await expect(dialog.getByLabel(`Steals of ${miaName}`)).toHaveValue('');
  await snapView(page, info, 'stat-lines-dialog-1280');
  await expectNoSeriousViolations(page, info, 'stat-lines-dialog-1280');
  await useWidth(page, 390);
  await expect(dialog.getByLabel(`Points of ${ada}`)).toBeVisible();
  await expectDialogFits(page, 'stat lines dialog at 390px');
  await snapView(page, info, 'stat-lines-dialog-390');
  // The grid scrolls sideways inside its section at this width: its last column is reachable.
  await expectWholeValueShown(dialog.getByLabel(`Points of ${ada}`));
  await dialog.getByLabel(`Blocks of ${miaName}`).scrollIntoViewIfNeeded();
  await expect(dialog.getByLabel(`Blocks of ${miaName}`)).toBeInViewport();
  await snapView(page, info, 'stat-lines-grid-390');
  await expectNoSeriousViolations(page, info, 'stat-lines-dialog-390');
  await useWidth(page, 1280);

  // The public statistics page ranks the season's totals.
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${owner.leagueId}`);
  await site.open('stats');
  await expect(scorer(visitor, ada)).toContainText(/1\s*Ada Tester\s*Harbour Hawks\s*27/);
  await expect(scorer(visitor, miaName)).toContainText(/2\s*Mia Tester\s*River Otters\s*12/);
  await visitor.getByRole('tab', { name: 'Season' }).click();
  await expect(visitor.getByRole('region', { name: 'Rebounds Leaders' })).toContainText(/Mia Tester\s*River Otters\s*5/);

  // Correcting a line changes the totals: Ada's 27 becomes 8, and Mia leads.
  await dialog.getByLabel(`Points of ${ada}`).fill('8');
  await dialog.getByRole('button', { name: 'Save Harbour Hawks stats' }).click();
  await schedule.shell.expectToast('Stat lines of Harbour Hawks saved');
  await site.open('stats');
  await expect(scorer(visitor, miaName)).toContainText(/1\s*Mia Tester\s*River Otters\s*12/);
  await expect(scorer(visitor, ada)).toContainText(/2\s*Ada Tester\s*Harbour Hawks\s*8/);
  await schedule.closeDialog();

  // 2. Mia, the Otters' manager, opens games from her team page: only her team's grid is there.
  const managerContext = await browser.newContext({ baseURL });
  const manager = await managerContext.newPage();
  await useWidth(manager, 390);
  await signInAs(manager, mia);
  await manager.goto(`/team/${ottersId}?tab=schedule`);
  // The confirmed opener's score is no longer hers to report, but her team's stat lines still are.
  await manager.getByRole('button', { name: 'Stat lines of Harbour Hawks vs River Otters, 2027-03-06' }).click();
  const confirmed = manager.getByRole('dialog');
  await expect(confirmed.getByText('is confirmed: it counts in the standings')).toBeVisible();
  await expect(confirmed.getByRole('heading', { name: 'Stat lines: River Otters' })).toBeVisible();
  await manager.keyboard.press('Escape');
  await expect(confirmed).toBeHidden();
  // The upcoming game is not hers to report yet: reports open at its start.
  await expect(manager.getByRole('button', { name: 'Report score of Harbour Hawks vs River Otters, 2027-03-20' })).toHaveCount(0);
  await manager.getByRole('button', { name: 'Details of Harbour Hawks vs River Otters, 2027-03-20' }).click();
  const hers = manager.getByRole('dialog');
  await expect(hers.getByText('Scores can be reported once the game starts: Sat, Mar 20, 2027 · 19:30')).toBeVisible();
  await expect(hers.getByRole('button', { name: 'Report score' })).toHaveCount(0);
  await expect(hers.getByRole('heading', { name: 'Stat lines: River Otters' })).toBeVisible();
  await expect(hers.getByRole('heading', { name: 'Stat lines: Harbour Hawks' })).toHaveCount(0);
  await expect(hers.getByLabel(`Points of ${ada}`)).toHaveCount(0);
  await hers.getByLabel(`Points of ${miaName}`).fill('5');
  await hers.getByLabel(`Points of ${miaName}`).scrollIntoViewIfNeeded();
  await hers.getByRole('button', { name: 'Save River Otters stats' }).click();
  await new AppShell(manager).expectToast('Stat lines of River Otters saved');
  await expectNoHorizontalOverflow(manager, 'manager\'s stat lines at 390px');
  await snapView(manager, info, 'stat-lines-manager-390');
  await expectNoSeriousViolations(manager, info, 'stat-lines-manager-390');
  // The API holds the same rule: the other team's lines are not hers.
  const refused = await mia.put<{ error: string }>(`/api/leagues/${owner.leagueId}/games/${upcoming}/stats`, { team_id: owner.teamId, lines: [] });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe('You can enter stat lines only for a team you manage');
  await managerContext.close();
  await site.open('stats');
  await expect(scorer(visitor, miaName)).toContainText(/1\s*Mia Tester\s*River Otters\s*17/);
  await context.close();
});

test('the admin moves a game and deletes games; the public schedule and standings follow; a bad edit writes nothing', async ({ page, request, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const { owner, rematch, upcoming } = await seededLeague(page, request, null);
  const ada = `${owner.user.firstName} Tester`;
  const schedule = new SchedulePage(page);
  const dialog = schedule.dialog;
  const stored = async (id: string) => (await owner.api.get<{ game: { local_date: string; local_time: string; location: string | null; away_team_id: string; revision: number } }>(`/api/leagues/${owner.leagueId}/games/${id}`)).body.game;
  // Ada scored 30 in the rematch: deleting it takes them out of her totals.
  expect((await owner.api.put(`/api/leagues/${owner.leagueId}/games/${rematch}/stats`, { team_id: owner.teamId, lines: [{ player_id: await playerId(owner), stat_type: 'point', value: 30 }] })).status).toBe(200);

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  const site = new LeagueSite(visitor, `/l/${owner.leagueId}`);
  await site.open('schedule');
  await expect(site.gameRow('Mar 20')).toContainText('7:30 PM');
  await site.open('standings');
  const hawksRow = site.standingsRows().filter({ hasText: 'Harbour Hawks' });
  const ottersRow = site.standingsRows().filter({ hasText: 'River Otters' });
  // Cells after the team, basketball's columns: W, L, PCT, GB, PF, PA, DIFF, then the form (the first cell is the rank).
  await expect(hawksRow.locator('td:not(:first-child):not(.col-forecast)')).toHaveText(['2', '0', '1.000', '-', '96', '88', '+8', 'WW']);
  await expect(ottersRow.locator('td:not(:first-child):not(.col-forecast)')).toHaveText(['0', '2', '.000', '2', '88', '96', '-8', 'LL']);

  // 1. Edit the game still to play. A team playing itself is refused in the form: the field says why, nothing is sent.
  await schedule.open(owner.leagueId);
  const upcomingRow = gameRow(schedule, 'Harbour Hawks', 'River Otters', 'Mar 20, 2027');
  await upcomingRow.getByRole('button', { name: 'Edit Harbour Hawks vs River Otters, 2027-03-20' }).click();
  await expect(dialog.getByRole('heading', { name: 'Edit Game' })).toBeVisible();
  const before = await stored(upcoming);
  await dialog.getByRole('button', { name: 'Away team' }).click();
  await page.getByRole('option', { name: /Harbour Hawks/ }).click();
  await dialog.getByRole('button', { name: 'Save Game' }).click();
  await expect(dialog.getByText('A team cannot play itself: choose two different teams')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Edit Game' })).toBeVisible();
  expect(await stored(upcoming)).toEqual(before);
  await dialog.getByRole('button', { name: 'Away team' }).click();
  await page.getByRole('option', { name: /River Otters/ }).click();
  await expect(dialog.getByText('A team cannot play itself: choose two different teams')).toHaveCount(0);

  // The new day, time and place.
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill('2027/03/21');
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('20:15');
  await dialog.getByRole('button', { name: 'Venue' }).click();
  await page.getByRole('option', { name: /North Gym/ }).click();
  await dialog.getByRole('button', { name: 'Field or court' }).click();
  await page.getByRole('option', { name: 'Court 2' }).click();
  await snapView(page, info, 'edit-game-form-1280');
  await expectNoSeriousViolations(page, info, 'edit-game-form-1280');
  await useWidth(page, 390);
  await expect(dialog.getByRole('button', { name: 'Save Game' })).toBeVisible();
  await expectDialogFits(page, 'edit game form at 390px');
  await snapView(page, info, 'edit-game-form-390');
  await expectNoSeriousViolations(page, info, 'edit-game-form-390');
  await useWidth(page, 1280);
  await dialog.getByRole('button', { name: 'Save Game' }).click();
  await schedule.shell.expectToast('Game updated');
  await expect(dialog).toHaveCount(0);
  const moved = gameRow(schedule, 'Harbour Hawks', 'River Otters', 'Sun, Mar 21, 2027 · 20:15');
  await expect(moved).toHaveCount(1);
  await expect(moved.getByRole('cell', { name: 'North Gym - Court 2' })).toBeVisible();
  await expect(gameRow(schedule, 'Harbour Hawks', 'River Otters', 'Mar 20, 2027')).toHaveCount(0);
  // On the public schedule, on the league's clock (Mountain time).
  await site.open('schedule');
  await expect(site.gameRow('Mar 21')).toContainText('8:15 PM');
  await expect(site.gameRow('Mar 21')).toContainText('North Gym - Court 2');
  await expect(site.gameRow('Mar 20')).toHaveCount(0);

  // 2. Delete it, after the confirmation that says what goes.
  await moved.getByRole('button', { name: 'Delete Harbour Hawks vs River Otters, 2027-03-21' }).click();
  await expect(dialog.getByRole('heading', { name: 'Delete Game' })).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete Harbour Hawks vs River Otters on Sun, Mar 21, 2027 · 20:15?');
  await expectNoSeriousViolations(page, info, 'delete-game-confirmation');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await schedule.shell.expectToast('Game deleted');
  // Dismissed, so the next deletion's toast is its own (a replaced toast stays in the flashbar while it fades out).
  await schedule.shell.toasts.getByRole('listitem').filter({ hasText: 'Game deleted' }).getByRole('button', { name: 'Dismiss message' }).click();
  await expect(schedule.shell.toasts.getByText('Game deleted', { exact: true })).toHaveCount(0);
  await expect(moved).toHaveCount(0);
  await expect(schedule.games()).toHaveCount(2);
  expect((await owner.api.get(`/api/leagues/${owner.leagueId}/games/${upcoming}`)).status).toBe(404);
  await site.open('schedule');
  await expect(site.gameRow('Mar 21')).toHaveCount(0);
  await expect(site.gameRow('Mar 6')).toHaveCount(1);

  // 3. Delete the completed rematch: its result leaves the standings, and Ada's 30 points leave the statistics.
  await site.open('stats');
  await expect(scorer(visitor, ada)).toContainText('30');
  const rematchRow = gameRow(schedule, 'River Otters', 'Harbour Hawks', 'Mar 13, 2027');
  await expect(rematchRow.getByText('40 - 41')).toBeVisible();
  await rematchRow.getByRole('button', { name: /^Delete River Otters vs Harbour Hawks/ }).click();
  await expect(dialog).toContainText('Its score and stat lines go with it, and the standings are recomputed.');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await schedule.shell.expectToast('Game deleted');
  await expect(rematchRow).toHaveCount(0);
  await expect(schedule.games()).toHaveCount(1);
  await site.open('standings');
  await expect(hawksRow.locator('td:not(:first-child):not(.col-forecast)')).toHaveText(['1', '0', '1.000', '-', '55', '48', '+7', 'W']);
  await expect(ottersRow.locator('td:not(:first-child):not(.col-forecast)')).toHaveText(['0', '1', '.000', '1', '48', '55', '-7', 'L']);
  await site.open('stats');
  // A Top Scorers table is shown only while someone has points in it.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(scorer(visitor, ada)).toHaveCount(0);
  await context.close();
});

/** The owner's player id on Harbour Hawks (their user id), as the public roster gives it. */
async function playerId(owner: LeagueOwner): Promise<string> {
  const roster = await owner.api.get<{ players: { id: string }[] }>(`/api/public/leagues/${owner.leagueId}/teams`);
  expect(roster.body.players).toHaveLength(1);
  return roster.body.players[0]!.id;
}
