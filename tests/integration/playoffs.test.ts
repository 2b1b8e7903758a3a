// Playoffs against the real stack: a stage's games are ordinary games (schedule, calendar feed, result routes), each
// confirmed result moves the winner (and in double elimination the loser) on at once, a correction re-routes teams
// of games not yet played and is refused once they were, and the champion is public.
import { describe, expect, it } from 'vitest';
import { KNOCKOUT_MESSAGES } from '../../shared/game-schema';
import type { BracketGame, PlayoffList, PlayoffStageView } from '../../shared/playoff-schema';
import { activeGameLeague, activeSeason, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { apiClient } from './support/local';

const visitor = apiClient(null);

async function stageOf(admin: User, league: GameLeague, seasonId: string): Promise<PlayoffStageView> {
  const r = await admin.api.get(`/api/leagues/${league.id}/seasons/${seasonId}/playoffs`);
  expect(r.status).toBe(200);
  return (r.body as PlayoffList).stages[0]!;
}
const gameOf = (stage: PlayoffStageView, id: string) => stage.games.find((g) => g.id === id)!;
const names = (g: BracketGame) => [g.home.team?.name ?? null, g.away.team?.name ?? null];

describe('playoffs', () => {
  it('plays an 8-team double elimination to a champion through the result routes, re-routing a team after a correction', async () => {
    const admin = await newUser('Bracket');
    const league = await activeGameLeague(admin, { sport: 'soccer', name: 'Cup League' });
    const teams = await teamsIn(admin, league.id, ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8']);
    const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
    const body = {
      name: 'Cup', format: 'double', seeding: 'manual', team_ids: teams.map((t) => t.id),
      start_date: '2027-07-03', end_date: '2027-12-31', weekdays: [6], time_slots: ['10:00', '12:00'], venues: [{ venue_id: league.venues[0]!.id }],
    };
    const created = await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/playoffs`, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const made = created.body.stage as PlayoffStageView;
    // 14 games and the reset; round one is 1v8, 4v5, 2v7, 3v6, and only its games exist so far.
    expect(made.games).toHaveLength(15);
    expect(made.games.filter((g) => g.game_id).map(names)).toEqual([['T1', 'T8'], ['T4', 'T5'], ['T2', 'T7'], ['T3', 'T6']]);
    expect(gameOf(made, 'W2-1')).toMatchObject({ home: { team: null, from: 'Winner of Winners\' Quarter-final 1' }, game_id: null });
    // One made only once: a second stage for the same teams is refused.
    expect((await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/playoffs`, body)).status).toBe(409);

    // The games are the season's: in the admin's list, the public schedule and the calendar feed.
    const listed = (await admin.api.get(`/api/leagues/${league.id}/games?season_id=${season.id}`)).body.games as { id: string; playoff: { label: string } | null }[];
    expect(listed.filter((g) => g.playoff).map((g) => g.playoff!.label)).toEqual(['Winners\' Quarter-final 1', 'Winners\' Quarter-final 2', 'Winners\' Quarter-final 3', 'Winners\' Quarter-final 4']);
    expect(((await visitor.get(`/api/public/leagues/${league.id}/schedule`)).body.games as unknown[]).length).toBe(4);
    const feed = await visitor.get(`/api/public/leagues/${league.id}/calendar.ics`);
    expect(String(feed.body)).toContain(made.games[0]!.game_id);

    const enter = (gameId: string, score: Record<string, unknown>) => admin.api.post(`/api/leagues/${league.id}/games/${gameId}/result`, score);
    const q1 = gameOf(made, 'W1-1').game_id!;
    // A knockout game cannot end tied: a tied score needs a shoot-out (or tie-break) that is not.
    const tied = await enter(q1, { home_score: 1, away_score: 1 });
    expect(tied.status).toBe(400);
    expect(tied.body.error).toContain(KNOCKOUT_MESSAGES.tied);
    expect((await enter(q1, { home_score: 1, away_score: 1, decided_by: 'shootout', home_tiebreak: 3, away_tiebreak: 3 })).status).toBe(400);
    const shootout = await enter(q1, { home_score: 1, away_score: 1, decided_by: 'shootout', home_tiebreak: 5, away_tiebreak: 4 });
    expect(shootout.status, JSON.stringify(shootout.body)).toBe(200);
    expect(shootout.body.game).toMatchObject({ decided_by: 'shootout', home_tiebreak: 5, away_tiebreak: 4 });
    // Advanced at once: T1 waits in the winners' semi-final, T8 in the losers' bracket.
    let stage = await stageOf(admin, league, season.id);
    expect(gameOf(stage, 'W2-1').home.team?.name).toBe('T1');
    expect(gameOf(stage, 'W2-1').game_id).toBeNull();
    expect(gameOf(stage, 'W1-1')).toMatchObject({ winner_team_id: teams[0]!.id, decided_by: 'shootout' });
    expect((await enter(gameOf(stage, 'W1-2').game_id!, { home_score: 2, away_score: 0, decided_by: 'extra_time' })).status).toBe(200);
    stage = await stageOf(admin, league, season.id);
    expect(names(gameOf(stage, 'W2-1'))).toEqual(['T1', 'T4']);
    expect(names(gameOf(stage, 'L1-1'))).toEqual(['T8', 'T5']);
    const semi = gameOf(stage, 'W2-1').game_id!;

    // A correction before the next games are played re-routes: T8 now won, so T8 goes up and T1 down.
    expect((await enter(q1, { home_score: 0, away_score: 2 })).status).toBe(200);
    stage = await stageOf(admin, league, season.id);
    expect(names(gameOf(stage, 'W2-1'))).toEqual(['T8', 'T4']);
    expect(names(gameOf(stage, 'L1-1'))).toEqual(['T1', 'T5']);
    expect(gameOf(stage, 'W2-1').game_id).toBe(semi);
    const rerouted = await admin.api.get(`/api/leagues/${league.id}/games/${semi}`);
    expect(rerouted.body.game.home_team.name).toBe('T8');
    expect(rerouted.body.history.some((h: { summary: string }) => h.summary.includes('re-routed'))).toBe(true);

    // Once the game it fed is played, a correction that changes the winner is refused, naming that game; one that
    // keeps the winner is taken.
    expect((await enter(semi, { home_score: 3, away_score: 1 })).status).toBe(200);
    const refused = await enter(q1, { home_score: 4, away_score: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('Winners\' Semi-final 1 (T8 vs T4');
    expect((await enter(q1, { home_score: 0, away_score: 3 })).status).toBe(200);
    // Nor can a playoff game's teams be changed or the game deleted by hand.
    expect((await admin.api.del(`/api/leagues/${league.id}/games/${semi}`)).status).toBe(409);

    // Play everything else: the home side wins, except the grand final, which the losers' champion takes, so the
    // reset game is made and decides.
    for (let guard = 0; guard < 30; guard++) {
      stage = await stageOf(admin, league, season.id);
      const next = stage.games.find((g) => g.game_id && g.status !== 'completed');
      if (!next) break;
      const score = next.part === 'final' ? { home_score: 0, away_score: 1 } : { home_score: 2, away_score: 1 };
      const r = await enter(next.game_id!, score);
      expect(r.status, `${next.id}: ${JSON.stringify(r.body)}`).toBe(200);
    }
    stage = await stageOf(admin, league, season.id);
    expect(stage.games.every((g) => g.status === 'completed')).toBe(true);
    const final = gameOf(stage, 'GF-1');
    const reset = gameOf(stage, 'GF2-1');
    expect(reset.needed).toBe(true);
    expect(names(reset)).toEqual(names(final));
    expect(stage.champion?.name).toBe(final.home.team?.name);
    expect(stage.runner_up?.name).toBe(final.away.team?.name);
    // 14 games and the reset were played; the public bracket names the champion; the standings do not count them.
    expect(stage.games.filter((g) => g.game_id)).toHaveLength(15);
    const pub = await visitor.get(`/api/public/leagues/${league.custom_slug ?? league.id}/playoffs`);
    expect(pub.status).toBe(200);
    expect((pub.body as PlayoffList).stages[0]!.champion?.name).toBe(stage.champion?.name);
    const standings = await visitor.get(`/api/public/leagues/${league.id}/standings`);
    expect((standings.body.groups as { rows: { wins: number }[] }[]).flatMap((g) => g.rows).every((r) => r.wins === 0)).toBe(true);
  }, 300_000);

  it('seeds a single elimination from the standings by the league\'s tie-breakers, with a third-place game', async () => {
    const admin = await newUser('Seeder');
    // Soccer ranks by league points first: Eels' two wins beat Doves' bigger difference.
    const league = await activeGameLeague(admin, { sport: 'soccer' });
    const teams = await teamsIn(admin, league.id, ['Ants', 'Bees', 'Crows', 'Doves', 'Eels']);
    const [a, b, c, d, e] = teams;
    const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
    // Eels win twice, Doves once (by more), Crows once; Ants and Bees lose.
    const plays: [string, string, number, number][] = [[e!.id, a!.id, 3, 1], [e!.id, b!.id, 2, 1], [d!.id, a!.id, 9, 0], [c!.id, b!.id, 1, 0]];
    let day = 6;
    for (const [h, w, hs, as] of plays) {
      const g = await admin.api.post(`/api/leagues/${league.id}/games`, { season_id: season.id, home_team_id: h, away_team_id: w, date: `2027-03-${String(day++).padStart(2, '0')}`, time: '10:00' });
      expect((await admin.api.post(`/api/leagues/${league.id}/games/${g.body.game.id}/result`, { home_score: hs, away_score: as })).status).toBe(200);
    }
    const r = await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/playoffs`, {
      format: 'single', third_place: true, team_count: 4, end_date: '2027-12-31', weekdays: [0], time_slots: ['10:00'], venues: [{ venue_id: league.venues[0]!.id }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const stage = r.body.stage as PlayoffStageView;
    expect(stage.seeds.map((s) => s.team.name)).toEqual(['Eels', 'Doves', 'Crows', 'Bees']);
    expect(stage.games.filter((g) => g.game_id).map(names)).toEqual([['Eels', 'Bees'], ['Doves', 'Crows']]);
    // Starts the day after the season's last game, each round on its own day.
    const [s1, s2, fin, third] = ['W1-1', 'W1-2', 'W2-1', 'P3-1'].map((id) => gameOf(stage, id));
    expect([s1!.local_date, s2!.local_date]).toEqual(['2027-03-14', '2027-03-14']);
    expect([fin!.local_date, third!.local_date]).toEqual(['2027-03-21', '2027-03-21']);
    // Too many teams asked for: the standings have five.
    const tooMany = await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/playoffs`, {
      format: 'single', team_count: 9, end_date: '2027-12-31', weekdays: [0], time_slots: ['10:00'], venues: [{ venue_id: league.venues[0]!.id }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('team_count');
  }, 120_000);
});
