// The scorekeeper screen's taps and the results a sport allows, against the real local stack (DynamoDB Local):
// taps are changes the server adds to the score as stored, so two phones tapping at once both count; the period and
// the game clock are kept by the server for every open screen; ending the game from a stale screen is refused; a
// manager's ended game reads as reported (not final) on the public live read; and a sport whose games cannot end
// level (basketball) refuses a tied final score, by every way in, unless the league allows ties.
import { beforeAll, describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, game, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { stack } from './support/local';

const tag = Math.random().toString(36).slice(2, 7);
const liveRead = async (leagueId: string) =>
  (await (await fetch(`${stack().url}/api/public/leagues/${leagueId}/live`)).json()) as { games: { id: string; status: string; home_score: number; away_score: number; result_status?: string | null }[] };

interface World { admin: User; mo: User; sam: User; league: GameLeague; seasonId: string; hawks: string; owls: string }
let w: World;

let started = 0;
/** A game that has started (each earlier than the last, so no two share the court), started by the admin. */
async function startedGame() {
  const now = new Date(Date.now() - 60_000 - 4 * 3_600_000 * started++).toISOString();
  const id = await game(w.admin, w.league, w.seasonId, w.hawks, w.owls, now.slice(0, 10), now.slice(11, 16));
  expect((await w.admin.api.post(`/api/leagues/${w.league.id}/games/${id}/live/start`)).status).toBe(200);
  return { id, base: `/api/leagues/${w.league.id}/games/${id}` };
}

beforeAll(async () => {
  const [admin, mo, sam] = await Promise.all([newUser('Ava', 'Admin'), newUser('Mo', 'Manager'), newUser('Sam', 'Scorer')]);
  const league = await activeGameLeague(admin, { name: `Hoops ${tag}`, sport: 'basketball', time_zone: 'UTC' });
  const [hawks, owls] = await teamsIn(admin, league.id, [`Hawks ${tag}`, `Owls ${tag}`], { [`Hawks ${tag}`]: mo });
  const today = new Date().toISOString().slice(0, 10);
  const season = await activeSeason(admin, league.id, [hawks.id, owls.id], { start_date: '2026-01-01', end_date: `${Number(today.slice(0, 4)) + 1}-12-31` });
  w = { admin, mo, sam, league, seasonId: season.id, hawks: hawks.id, owls: owls.id };
}, 120_000);

describe('two scorekeepers on one game', () => {
  it('both phones\' taps count: concurrent +1s from the admin and the manager, and a burst of +2 and +3, all land', async () => {
    const { id, base } = await startedGame();
    // The manager's phone and the admin's phone both show 0-0 and tap at the same moment, for different teams.
    const [a, b] = await Promise.all([
      w.admin.api.post(`${base}/live/score`, { side: 'home', change: 1 }),
      w.mo.api.post(`${base}/live/score`, { side: 'away', change: 1 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await w.admin.api.get(`${base}/live`)).body.game).toMatchObject({ home_score: 1, away_score: 1 });

    // A basketball burst: 6 taps from two phones at once (+2, +3, +1 for each side).
    const taps = [['home', 2], ['away', 3], ['home', 3], ['away', 2], ['home', 1], ['away', 1]] as const;
    const answers = await Promise.all(taps.map(([side, change], i) => (i % 2 ? w.mo : w.admin).api.post(`${base}/live/score`, { side, change })));
    expect(answers.map((r) => r.status)).toEqual(taps.map(() => 200));
    const after = (await w.mo.api.get(`${base}/live`)).body;
    expect(after.game).toMatchObject({ status: 'in_progress', home_score: 7, away_score: 7 });
    expect(after.sport).toBe('basketball');
    // The public live read (the live item, written with the game) agrees.
    expect((await liveRead(w.league.id)).games).toContainEqual(expect.objectContaining({ id, status: 'in_progress', home_score: 7, away_score: 7 }));
  });

  it('a -1 at 0 changes nothing, a bad step is refused naming it, and a game not in progress takes no taps', async () => {
    const { base } = await startedGame();
    const minus = await w.admin.api.post(`${base}/live/score`, { side: 'away', change: -1 });
    expect(minus.status).toBe(200);
    expect(minus.body.game).toMatchObject({ home_score: 0, away_score: 0 });
    const zero = await w.admin.api.post(`${base}/live/score`, { side: 'away', change: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error).toContain('A score change must be a whole number from -99 to 99, not 0');
    const now = new Date(Date.now() + 86_400_000).toISOString();
    const later = await game(w.admin, w.league, w.seasonId, w.hawks, w.owls, now.slice(0, 10), now.slice(11, 16));
    const early = await w.admin.api.post(`/api/leagues/${w.league.id}/games/${later}/live/score`, { side: 'home', change: 1 });
    expect(early.status).toBe(409);
    expect((await w.admin.api.get(`/api/leagues/${w.league.id}/games/${later}`)).body.game).toMatchObject({ home_score: null, revision: 0 });
  });

  it('ending from a screen that missed the other phone\'s point is refused, naming the score now; the current screen ends it', async () => {
    const { base } = await startedGame();
    const seen = (await w.admin.api.post(`${base}/live/score`, { side: 'home', change: 3 })).body.game;
    // The other phone scores meanwhile: the admin's screen still shows 3-0.
    expect((await w.mo.api.post(`${base}/live/score`, { side: 'away', change: 2 })).status).toBe(200);
    const stale = await w.admin.api.post(`${base}/live/end`, { home_score: 3, away_score: 0, revision: seen.revision });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('The score changed meanwhile on another screen: it is now 3-2. Check it and end the game again');
    const current = (await w.admin.api.get(`${base}/live`)).body.game;
    expect(current).toMatchObject({ status: 'in_progress', home_score: 3, away_score: 2 });
    const ended = await w.admin.api.post(`${base}/live/end`, { home_score: 3, away_score: 2, revision: current.revision });
    expect(ended.status).toBe(200);
    expect(ended.body.game).toMatchObject({ status: 'completed', result_status: 'confirmed', home_score: 3, away_score: 2 });
  });

  it('the period and the game clock are the server\'s: what one phone starts, the other reads', async () => {
    const { base } = await startedGame();
    const started = await w.admin.api.post(`${base}/live/clock`, { action: 'start_clock' });
    expect(started.status).toBe(200);
    expect(started.body.live).toMatchObject({ period: 1, clock_ms: 0 });
    expect(started.body.live.clock_since).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    const stopped = (await w.mo.api.post(`${base}/live/clock`, { action: 'stop_clock' })).body.live;
    expect(stopped.clock_since).toBeNull();
    expect(stopped.clock_ms).toBeGreaterThanOrEqual(250);
    const next = (await w.mo.api.post(`${base}/live/clock`, { action: 'next_period' })).body.live;
    expect(next).toEqual({ period: 2, clock_ms: 0, clock_since: null });
    // The other phone reads the same period, and a score tap leaves the clock as it is.
    await w.admin.api.post(`${base}/live/score`, { side: 'home', change: 2 });
    expect((await w.admin.api.get(`${base}/live`)).body.live).toEqual({ period: 2, clock_ms: 0, clock_since: null });
    // Both phones move to the next quarter at once: both moves count, as taps do.
    const both = await Promise.all([w.admin, w.mo].map((u) => u.api.post(`${base}/live/clock`, { action: 'next_period' })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await w.mo.api.get(`${base}/live`)).body.live.period).toBe(4);
    expect((await w.admin.api.post(`${base}/live/clock`, { action: 'nap' })).status).toBe(400);
  });

  it('a manager who ends the game reports its score: the live read says reported, not final, until the admin confirms', async () => {
    const { id, base } = await startedGame();
    await w.mo.api.post(`${base}/live/score`, { side: 'home', change: 3 });
    const ended = await w.mo.api.post(`${base}/live/end`, { home_score: 3, away_score: 0 });
    expect(ended.body.game).toMatchObject({ status: 'completed', result_status: 'reported' });
    expect((await liveRead(w.league.id)).games).toContainEqual(expect.objectContaining({ id, status: 'completed', result_status: 'reported' }));
    expect((await w.admin.api.post(`${base}/confirm`, {})).status).toBe(200);
  });
});

describe('ties in a sport without ties', () => {
  it('a basketball game refuses 70-70 however it is entered, naming the problem and writing nothing', async () => {
    const g = await game(w.admin, w.league, w.seasonId, w.hawks, w.owls, '2026-03-06');
    const base = `/api/leagues/${w.league.id}/games/${g}`;
    const standings = async () => (await w.admin.api.get(`/api/public/leagues/${w.league.id}/standings`)).body.groups.flatMap((x: { rows: unknown[] }) => x.rows);
    const before = await standings();
    const expected = 'home_score: A basketball game cannot end tied (70-70): enter the score after overtime or extra innings, or allow ties in the league\'s game settings';

    const entered = await w.admin.api.post(`${base}/result`, { home_score: 70, away_score: 70 });
    expect(entered.status).toBe(400);
    expect(entered.body).toMatchObject({ error: expected, field: 'home_score' });
    const reported = await w.mo.api.post(`${base}/report`, { home_score: 70, away_score: 70 });
    expect(reported.status).toBe(400);
    expect((await w.admin.api.get(base)).body.game).toMatchObject({ status: 'scheduled', home_score: null, result_status: null, revision: 0 });
    expect(await standings()).toEqual(before);

    // From the scorekeeper screen too: the game stays in progress at 70-70.
    const live = await startedGame();
    await w.admin.api.post(`${live.base}/live/score`, { side: 'home', change: 70 });
    await w.admin.api.post(`${live.base}/live/score`, { side: 'away', change: 70 });
    const ended = await w.admin.api.post(`${live.base}/live/end`, { home_score: 70, away_score: 70 });
    expect(ended.status).toBe(400);
    expect(ended.body.error).toBe(expected);
    expect((await w.admin.api.get(`${live.base}/live`)).body.game).toMatchObject({ status: 'in_progress', home_score: 70, away_score: 70 });

    // A file of results: the tied row is a problem of its own, and nothing is written.
    const file = await w.admin.api.post(`/api/leagues/${w.league.id}/seasons/${w.seasonId}/games/import`, {
      dry_run: true, rows: [{ date: '2026-03-20', time: '10:00', home: `Hawks ${tag}`, away: `Owls ${tag}`, home_score: '70', away_score: '70' }],
    });
    expect(file.body.problems).toEqual([{ row: 2, column: 'away_score', reason: expected.replace('home_score: ', '') }]);
  });

  it('a league that allows ties takes the tied score, and a sport with ties (soccer) always did', async () => {
    const stored = (await w.admin.api.get(`/api/leagues/${w.league.id}`)).body.league;
    const allowed = await w.admin.api.put(`/api/leagues/${w.league.id}`, {
      standings_settings: { ...stored.standings_settings, allow_ties: true }, version: stored.version,
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.league.standings_settings.allow_ties).toBe(true);
    const g = await game(w.admin, w.league, w.seasonId, w.hawks, w.owls, '2026-03-13');
    const tied = await w.admin.api.post(`/api/leagues/${w.league.id}/games/${g}/result`, { home_score: 70, away_score: 70 });
    expect(tied.status).toBe(200);
    expect(tied.body.game).toMatchObject({ status: 'completed', result_status: 'confirmed', home_score: 70, away_score: 70 });
    // The standings count it as a tie and show a tie column (basketball's table has none of its own).
    const table = await w.admin.api.get(`/api/public/leagues/${w.league.id}/standings`);
    expect(table.body.settings.allow_ties).toBe(true);
    expect(table.body.groups.flatMap((x: { rows: { ties: number }[] }) => x.rows).map((r: { ties: number }) => r.ties)).toEqual([1, 1]);
    await expect.poll(async () => (await (await fetch(`${stack().url}/l/${w.league.id}/standings`)).text()).includes('<abbr title="Ties">T</abbr>'), { timeout: 5_000 }).toBe(true);

    const admin = await newUser('Sol', 'Soccer');
    const soccer = await activeGameLeague(admin, { name: `Kickers ${tag}`, sport: 'soccer' });
    const [a, b] = await teamsIn(admin, soccer.id, ['Reds', 'Blues']);
    const season = await activeSeason(admin, soccer.id, [a.id, b.id]);
    const drawn = await game(admin, soccer, season.id, a.id, b.id);
    expect((await admin.api.post(`/api/leagues/${soccer.id}/games/${drawn}/result`, { home_score: 1, away_score: 1 })).status).toBe(200);
  });
});
