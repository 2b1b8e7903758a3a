// Results and standings against the real stack: standings rows move in the same transaction as each
// confirmed result, so the table always matches the games; reported scores wait for confirmation; only the
// league's admin and the teams' managers touch results; parallel entries for one game leave consistent rows.
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../functions/season-rules/standings';
import { activeGameLeague, activeSeason, game, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { acceptNewestInvitation } from './support/invitations';
import { apiClient, outbox } from './support/local';

const visitor = apiClient(null);

async function result(admin: User, league: GameLeague, gameId: string, home: number, away: number) {
  const r = await admin.api.post(`/api/leagues/${league.id}/games/${gameId}/result`, { home_score: home, away_score: away });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.game;
}

type Row = { team_name: string; wins: number; losses: number; ties: number; points_for: number; points_against: number; points_differential: number; pct: number; league_points: number };
const publicRows = async (league: GameLeague) => {
  const r = await visitor.get(`/api/public/leagues/${league.id}/standings`);
  expect(r.status).toBe(200);
  return (r.body.groups as { rows: Row[] }[]).flatMap((g) => g.rows);
};

/** Reports open at a game's start: the games managers report are in a season already played. */
const PAST_SEASON = { start_date: '2026-03-01', end_date: '2026-06-30' };

describe('games: results and standings', () => {
  it('moves the standings with each result: a three-way tie settled by head-to-head, and a tie settled by differential', async () => {
    const admin = await newUser('Stan');
    const league = await activeGameLeague(admin, { sport: 'soccer' });
    const [a, b, c, d] = await teamsIn(admin, league.id, ['Aces', 'Bears', 'Cats', 'Dogs']);
    const season = await activeSeason(admin, league.id, [a.id, b.id, c.id, d.id]);
    // A, B and C end level on league points (6 each, soccer's 3/1/0); head-to-head among them is A 6, B 3, C 0, while point
    // differential would order them C (+58), B (+1), A (-18): the head-to-head order must win.
    const plays: [string, string, number, number][] = [
      [a.id, b.id, 1, 0], [a.id, c.id, 1, 0], [b.id, c.id, 1, 0], [b.id, d.id, 1, 0],
      [d.id, a.id, 20, 0], [c.id, d.id, 30, 0], [c.id, d.id, 30, 0],
    ];
    let day = 6;
    for (const [h, w, hs, as] of plays) await result(admin, league, await game(admin, league, season.id, h, w, `2027-03-${String(day++).padStart(2, '0')}`), hs, as);
    const rows = await publicRows(league);
    expect(rows.map((r) => r.team_name)).toEqual(['Aces', 'Bears', 'Cats', 'Dogs']);
    expect(rows[0]).toMatchObject({ wins: 2, losses: 1, ties: 0, points_for: 2, points_against: 20, points_differential: -18, league_points: 6, pct: 66.7 });
    expect(rows[2]).toMatchObject({ wins: 2, losses: 2, points_for: 60, points_against: 2, points_differential: 58, pct: 50 });
    expect(rows[3]).toMatchObject({ wins: 1, losses: 3, league_points: 3 });

    // Another league: two teams level on points that never met; differential settles it.
    const admin2 = await newUser('Dif');
    // Soccer: the corrected score below is a draw.
    const league2 = await activeGameLeague(admin2, { sport: 'soccer' });
    const [e, f, g] = await teamsIn(admin2, league2.id, ['Eagles', 'Foxes', 'Goats']);
    const season2 = await activeSeason(admin2, league2.id, [e.id, f.id, g.id]);
    await result(admin2, league2, await game(admin2, league2, season2.id, f.id, g.id, '2027-03-06'), 2, 1);
    await result(admin2, league2, await game(admin2, league2, season2.id, e.id, g.id, '2027-03-07'), 10, 0);
    const rows2 = await publicRows(league2);
    expect(rows2.map((r) => [r.team_name, r.points_differential])).toEqual([['Eagles', 10], ['Foxes', 1], ['Goats', -11]]);

    // A corrected score moves the rows by the difference, and an admin's own points setting applies.
    const games = (await admin2.api.get(`/api/leagues/${league2.id}/games`)).body.games as { id: string; home_team_id: string }[];
    const fg = games.find((x) => x.home_team_id === f.id)!;
    await result(admin2, league2, fg.id, 1, 1);
    const settings = { points: { win: 3, tie: 1, loss: 0 }, tie_breakers: ['points', 'point_differential'] };
    const current = (await admin2.api.get(`/api/leagues/${league2.id}`)).body.league;
    expect((await admin2.api.put(`/api/leagues/${league2.id}`, { ...current, standings_settings: settings })).status).toBe(200);
    const rows3 = await publicRows(league2);
    expect(rows3.map((r) => [r.team_name, r.wins, r.ties, r.losses, r.league_points])).toEqual([['Eagles', 1, 0, 0, 3], ['Foxes', 0, 1, 0, 1], ['Goats', 0, 1, 1, 1]]);
  });

  it('does not count a reported score until it is confirmed, and two managers reporting the same score confirm it', async () => {
    const admin = await newUser('Rep');
    const [mh, ma] = await Promise.all([newUser('Homer'), newUser('Awayne')]);
    // Soccer: a game may end level (2-2 below).
    const league = await activeGameLeague(admin, { sport: 'soccer' });
    const [home, away] = await teamsIn(admin, league.id, ['Hawks', 'Owls'], { Hawks: mh, Owls: ma });
    const season = await activeSeason(admin, league.id, [home.id, away.id], PAST_SEASON);
    const g1 = await game(admin, league, season.id, home.id, away.id, '2026-03-06');

    const reported = await mh.api.post(`/api/leagues/${league.id}/games/${g1}/report`, { home_score: 3, away_score: 1 });
    expect(reported.status).toBe(200);
    expect(reported.body.game).toMatchObject({ result_status: 'reported', status: 'scheduled', home_score: 3, away_score: 1, home_report: { home_score: 3, away_score: 1 } });
    expect((await publicRows(league)).every((r) => r.wins + r.losses + r.ties === 0)).toBe(true);

    const confirmed = await admin.api.post(`/api/leagues/${league.id}/games/${g1}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.game).toMatchObject({ result_status: 'confirmed', status: 'completed' });
    expect((await publicRows(league)).map((r) => [r.team_name, r.wins, r.losses])).toEqual([['Hawks', 1, 0], ['Owls', 0, 1]]);

    // Both managers report 2-2: confirmed without the admin.
    const g2 = await game(admin, league, season.id, away.id, home.id, '2026-03-13');
    expect((await mh.api.post(`/api/leagues/${league.id}/games/${g2}/report`, { home_score: 2, away_score: 2 })).body.game.result_status).toBe('reported');
    const both = await ma.api.post(`/api/leagues/${league.id}/games/${g2}/report`, { home_score: 2, away_score: 2 });
    expect(both.body.game).toMatchObject({ result_status: 'confirmed', status: 'completed', home_score: 2, away_score: 2 });
    expect((await publicRows(league)).map((r) => [r.team_name, r.ties])).toEqual([['Hawks', 1], ['Owls', 1]]);

    // Different reports stay reported and uncounted.
    const g3 = await game(admin, league, season.id, home.id, away.id, '2026-03-20');
    await mh.api.post(`/api/leagues/${league.id}/games/${g3}/report`, { home_score: 1, away_score: 0 });
    const differ = await ma.api.post(`/api/leagues/${league.id}/games/${g3}/report`, { home_score: 0, away_score: 1 });
    expect(differ.body.game.result_status).toBe('reported');
    expect((await publicRows(league)).map((r) => r.wins + r.losses + r.ties)).toEqual([2, 2]);

    // Every change is recorded with who made it.
    const detail = await admin.api.get(`/api/leagues/${league.id}/games/${g1}`);
    expect(detail.body.history.map((h: { action: string; by_name: string }) => [h.action, h.by_name])).toEqual([
      ['score_confirmed', 'Rep Lovelace'], ['score_reported', 'Homer Lovelace'], ['created', 'Rep Lovelace'],
    ]);
    // A confirmed score is the admin's to correct.
    expect((await ma.api.post(`/api/leagues/${league.id}/games/${g1}/report`, { home_score: 0, away_score: 9 })).status).toBe(409);
  });

  it('opens reports at the game\'s start, e-mails the admin of each report and of a disagreement, and lets the admin choose the score', async () => {
    const admin = await newUser('Cho');
    const [mh, ma] = await Promise.all([newUser('Hana'), newUser('Abe')]);
    const league = await activeGameLeague(admin, { name: 'Choice League', sport: 'soccer' });
    const [home, away] = await teamsIn(admin, league.id, ['Kites', 'Larks'], { Kites: mh, Larks: ma });
    const season = await activeSeason(admin, league.id, [home.id, away.id], PAST_SEASON);
    const report = (u: User, g: string, h: number, a: number) => u.api.post(`/api/leagues/${league.id}/games/${g}/report`, { home_score: h, away_score: a });

    // Not started yet (tomorrow on the league's clock): refused, saying when reports open, and nothing is written.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await game(admin, league, season.id, home.id, away.id, tomorrow, '18:00');
    const early = await report(mh, future, 2, 0);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(`Scores can be reported once the game has started: it starts ${tomorrow} 18:00 (America/Chicago)`);
    expect((await admin.api.get(`/api/leagues/${league.id}/games/${future}`)).body.game).toMatchObject({ result_status: null, home_report: null, revision: 0 });

    // A report arrives: the admin is e-mailed. A second, different one: the admin is told they disagree.
    const g = await game(admin, league, season.id, home.id, away.id, '2026-04-04', '10:00');
    expect((await report(mh, g, 3, 1)).status).toBe(200);
    const mails = async () => (await outbox()).filter((m) => m.to === admin.email && m.subject.includes('Kites vs Larks'));
    expect((await mails()).map((m) => m.subject)).toEqual(['Choice League: score reported for Kites vs Larks']);
    expect((await mails())[0].text).toContain('Kites\'s manager reported 3-1 for this game');
    expect((await report(ma, g, 2, 2)).status).toBe(200);
    const disagree = (await mails()).find((m) => m.subject === 'Choice League: two score reports disagree for Kites vs Larks');
    expect(disagree?.text).toContain('Larks\'s manager reported 2-2, and Kites\'s manager reported 3-1');

    // Confirm without choosing is refused while the reports disagree; nothing counts yet.
    const blind = await admin.api.post(`/api/leagues/${league.id}/games/${g}/confirm`, {});
    expect(blind.status).toBe(409);
    expect(blind.body.error).toContain('choose one of them or type the score');
    expect((await publicRows(league)).every((r) => r.wins + r.losses + r.ties === 0)).toBe(true);
    // Only one of the two scores is refused.
    expect((await admin.api.post(`/api/leagues/${league.id}/games/${g}/confirm`, { home_score: 3 })).status).toBe(400);

    // The admin picks the home manager's report (the earlier one): that is the score that counts.
    const picked = await admin.api.post(`/api/leagues/${league.id}/games/${g}/confirm`, { home_score: 3, away_score: 1 });
    expect(picked.status).toBe(200);
    expect(picked.body.game).toMatchObject({ status: 'completed', result_status: 'confirmed', home_score: 3, away_score: 1 });
    expect((await publicRows(league)).map((r) => [r.team_name, r.wins, r.losses])).toEqual([['Kites', 1, 0], ['Larks', 0, 1]]);

    // Or types another score.
    const g2 = await game(admin, league, season.id, away.id, home.id, '2026-04-11', '10:00');
    await report(mh, g2, 0, 1);
    await report(ma, g2, 1, 1);
    const typed = await admin.api.post(`/api/leagues/${league.id}/games/${g2}/confirm`, { home_score: 4, away_score: 4 });
    expect(typed.body.game).toMatchObject({ result_status: 'confirmed', home_score: 4, away_score: 4 });
    expect((await admin.api.get(`/api/leagues/${league.id}/games/${g2}`)).body.history[0].summary).toBe('Score 4-4 entered and confirmed by the league\'s admin');
  });

  it('refuses results from a stranger, a player and (for the admin\'s entry) a manager, and changes nothing', async () => {
    const admin = await newUser('Own');
    const [manager, player, stranger] = await Promise.all([newUser('Mgr'), newUser('Ply'), newUser('Str')]);
    const league = await activeGameLeague(admin);
    const [home, away] = await teamsIn(admin, league.id, ['Lions', 'Tigers'], { Lions: manager });
    expect((await manager.api.post(`/api/teams/${home.id}/players`, { email: player.email })).status).toBe(201);
    await acceptNewestInvitation(player);
    const season = await activeSeason(admin, league.id, [home.id, away.id]);
    const g = await game(admin, league, season.id, home.id, away.id);
    const score = { home_score: 5, away_score: 0 };
    const enter = (u: User) => u.api.post(`/api/leagues/${league.id}/games/${g}/result`, score);
    const report = (u: User) => u.api.post(`/api/leagues/${league.id}/games/${g}/report`, score);

    const strangerEntry = await enter(stranger);
    expect(strangerEntry.status).toBe(404);
    expect(strangerEntry.body).toEqual((await stranger.api.post(`/api/leagues/${league.id}/games/01ARZ3NDEKTSV4RRFFQ69G5FAZ/result`, score)).body);
    expect((await report(stranger)).status).toBe(404);
    expect((await enter(player)).status).toBe(403);
    expect((await report(player)).status).toBe(403);
    expect((await enter(manager)).body.code).toBe('forbidden');
    expect((await visitor.post(`/api/leagues/${league.id}/games/${g}/result`, score)).status).toBe(401);

    const stored = (await admin.api.get(`/api/leagues/${league.id}/games/${g}`)).body.game;
    expect(stored).toMatchObject({ status: 'scheduled', home_score: null, result_status: null, revision: 0 });
    expect((await publicRows(league)).every((r) => r.wins + r.losses === 0)).toBe(true);
  });

  it('leaves consistent standings after parallel result entries for one game', async () => {
    const admin = await newUser('Par');
    const league = await activeGameLeague(admin);
    const [x, y] = await teamsIn(admin, league.id, ['Xenon', 'Yarrow']);
    const season = await activeSeason(admin, league.id, [x.id, y.id]);
    const g = await game(admin, league, season.id, x.id, y.id);
    const scores = Array.from({ length: 8 }, (_, i) => ({ home_score: i % 3, away_score: (i + 1) % 3 }));
    const answers = await Promise.all(scores.map((s) => admin.api.post(`/api/leagues/${league.id}/games/${g}/result`, s)));
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(answers.some((r) => r.status === 200)).toBe(true);

    const games = (await admin.api.get(`/api/leagues/${league.id}/games`)).body.games;
    const final = games[0];
    // The kept rows equal standings computed afresh from the stored game: one result counted, exactly once.
    const expected = computeStandings([{ id: x.id, name: x.name }, { id: y.id, name: y.name }], games);
    const rows = await publicRows(league);
    expect(rows.map((r) => [r.team_name, r.wins, r.losses, r.ties, r.points_for, r.points_against]))
      .toEqual(expected.map((r) => [r.team_name, r.wins, r.losses, r.ties, r.points_for, r.points_against]));
    expect(rows.reduce((n, r) => n + r.wins + r.losses + r.ties, 0)).toBe(2);
    expect(rows.find((r) => r.team_name === 'Xenon')!.points_for).toBe(final.home_score);
    expect(final.revision).toBe(answers.filter((r) => r.status === 200).length);

    // Naming the revision seen: of two parallel entries at most one applies, the other answers 409.
    const both = await Promise.all([0, 1].map((i) => admin.api.post(`/api/leagues/${league.id}/games/${g}/result`, { home_score: 7 + i, away_score: 0, revision: final.revision })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await publicRows(league)).find((r) => r.team_name === 'Xenon')!.points_for).toBeGreaterThanOrEqual(7);
  });

  it('answers 400 naming the field for bad games and scores, and writes nothing', async () => {
    const admin = await newUser('Bad');
    const league = await activeGameLeague(admin, { time_zone: 'America/New_York' });
    const [p, q, r] = await teamsIn(admin, league.id, ['Pumas', 'Quails', 'Rams']);
    const season = await activeSeason(admin, league.id, [p.id, q.id]);
    const base = { season_id: season.id, home_team_id: p.id, away_team_id: q.id, date: '2027-03-06', time: '10:00', venue_id: league.venues[0].id, field: 'Court 1' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, away_team_id: p.id }, 'away_team_id'],
      [{ ...base, away_team_id: r.id }, 'away_team_id'],
      [{ ...base, venue_id: '01ARZ3NDEKTSV4RRFFQ69G5FAZ' }, 'venue_id'],
      [{ ...base, field: 'Court 9' }, 'field'],
      [{ ...base, date: '2027-02-30' }, 'date'],
      [{ ...base, date: '2027-03-14', time: '02:30' }, 'time'],
      [{ ...base, season_id: '01ARZ3NDEKTSV4RRFFQ69G5FAZ' }, 'season_id'],
      [{ ...base, status: 'completed' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.api.post(`/api/leagues/${league.id}/games`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    const g = await game(admin, league, season.id, p.id, q.id);
    const bad = await admin.api.post(`/api/leagues/${league.id}/games/${g}/result`, { home_score: -1, away_score: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('home_score');
    const seasons = (await admin.api.get(`/api/leagues/${league.id}/seasons`)).body.seasons;
    expect(seasons[0].games_count).toBe(1);
    // The venue's name and the league's zone come with the game.
    expect((await admin.api.get(`/api/leagues/${league.id}/games/${g}`)).body.game).toMatchObject({
      local_date: '2027-03-06', local_time: '10:00', time_zone: 'America/New_York', scheduled_at: '2027-03-06T15:00:00.000Z', location: 'Central Gym - Court 1',
    });
  });
});
