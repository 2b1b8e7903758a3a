// Divisions against the real stack: an organiser splits a level into divisions and sets their teams (plan feature
// has_divisions: refused on the free plan with the upgrade message, nothing written); each division has its own
// standings table (its teams' whole season, games against other divisions included), on the admin's and the public
// standings; the generator plays each division's round robin plus exactly the asked number of games per team against
// the other divisions.
import { describe, expect, it } from 'vitest';
import { DIVISION_MESSAGES } from '../../shared/division-schema';
import { activeGameLeague, activeSeason, newUser, type GameLeague, type User } from './support/games';
import { apiClient } from './support/local';

const visitor = apiClient(null);
const settings = (league: GameLeague, cross: number) => ({
  weekdays: [6], time_slots: ['09:00', '11:00'], venues: [{ venue_id: league.venues[0].id }], format: 'single', cross_division_games: cross,
});

interface Level { id: string; name: string; version: number; divisions: { id: string; name: string; team_ids: string[] }[] }
interface Group { level_id: string | null; level_name: string | null; division_id?: string | null; division_name?: string | null; rows: { team_id: string; rank: number; wins: number; losses: number }[] }

async function levelWithTeams(admin: User, leagueId: string, name: string, teamNames: string[]) {
  const made = await admin.api.post(`/api/leagues/${leagueId}/levels`, { name });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const level = made.body.level as Level;
  const teams: { id: string; name: string }[] = [];
  for (const t of teamNames) {
    const r = await admin.api.post(`/api/leagues/${leagueId}/teams`, { name: t, manager_email: admin.email, level_id: level.id });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    teams.push(r.body.team);
  }
  return { level, teams };
}

const levelsOf = async (admin: User, leagueId: string) => (await admin.api.get(`/api/leagues/${leagueId}/levels`)).body.levels as Level[];

describe('divisions', () => {
  it('are refused on a plan without divisions, with the upgrade message, and nothing is written', async () => {
    const admin = await newUser('DivFree');
    const league = (await admin.api.post('/api/leagues', { name: 'Free Divisions League', sport: 'soccer' })).body.league as { id: string };
    const { level, teams } = await levelWithTeams(admin, league.id, 'Open', ['Alders', 'Beeches']);
    const r = await admin.api.post(`/api/leagues/${league.id}/levels/${level.id}/divisions`, { name: 'North', team_ids: [teams[0].id] });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'plan_feature_required', error: DIVISION_MESSAGES.upgrade });
    const [stored] = await levelsOf(admin, league.id);
    expect(stored.divisions).toEqual([]);
    expect(stored.version).toBe(level.version);
  });

  it('are created, renamed, given teams (a team in one division only) and deleted; bad input is refused with nothing written', async () => {
    const admin = await newUser('DivCrud');
    const league = await activeGameLeague(admin, { plan: 'awesome' });
    const { level, teams } = await levelWithTeams(admin, league.id, 'Premier', ['Ash', 'Birch', 'Cedar', 'Dogwood']);
    const other = await levelWithTeams(admin, league.id, 'Reserve', ['Elm']);
    const base = `/api/leagues/${league.id}/levels/${level.id}/divisions`;

    const north = await admin.api.post(base, { name: 'North', team_ids: [teams[0].id, teams[1].id] });
    expect(north.status, JSON.stringify(north.body)).toBe(201);
    const northId = (north.body.level as Level).divisions[0].id;
    const south = await admin.api.post(base, { name: 'South', team_ids: [teams[2].id, teams[3].id] });
    expect(south.status).toBe(201);
    const southId = (south.body.level as Level).divisions[1].id;

    // Refused, each naming its field, nothing written: a name taken (whatever its case), a team of another level,
    // no name, a stale version.
    const before = (await levelsOf(admin, league.id)).find((l) => l.id === level.id)!;
    const taken = await admin.api.post(base, { name: 'north' });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ field: 'name', error: `name: ${DIVISION_MESSAGES.nameTaken}` });
    const stray = await admin.api.put(`${base}/${northId}`, { name: 'North', team_ids: [teams[0].id, other.teams[0].id] });
    expect(stray.status).toBe(400);
    expect(stray.body).toMatchObject({ field: 'team_ids.1' });
    expect((await admin.api.post(base, { name: '  ' })).status).toBe(400);
    const stale = await admin.api.put(`${base}/${northId}`, { name: 'North', team_ids: [], version: before.version - 1 });
    expect(stale.status).toBe(409);
    expect((await levelsOf(admin, league.id)).find((l) => l.id === level.id)).toEqual(before);

    // Renaming North and giving it Cedar takes Cedar out of South.
    const renamed = await admin.api.put(`${base}/${northId}`, { name: 'North East', team_ids: [teams[0].id, teams[1].id, teams[2].id], version: before.version });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((renamed.body.level as Level).divisions).toEqual([
      { id: northId, name: 'North East', team_ids: [teams[0].id, teams[1].id, teams[2].id] },
      { id: southId, name: 'South', team_ids: [teams[3].id] },
    ]);

    const gone = await admin.api.del(`${base}/${southId}`);
    expect(gone.status).toBe(200);
    expect((gone.body.level as Level).divisions.map((d) => d.name)).toEqual(['North East']);
    expect((await admin.api.del(`${base}/${southId}`)).status).toBe(404);
    expect((await levelsOf(admin, league.id)).find((l) => l.id === level.id)!.divisions.map((d) => d.name)).toEqual(['North East']);
  });

  it('schedule each division\'s round robin plus exactly N cross-division games per team, and rank each division on its own', async () => {
    const admin = await newUser('DivSched');
    const league = await activeGameLeague(admin, { sport: 'basketball' });
    const { level, teams } = await levelWithTeams(admin, league.id, 'Premier', ['Ash', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Gum', 'Hazel']);
    const plain = await levelWithTeams(admin, league.id, 'Reserve', ['Ivy', 'Juniper']);
    const base = `/api/leagues/${league.id}/levels/${level.id}/divisions`;
    const east = teams.slice(0, 4).map((t) => t.id);
    const west = teams.slice(4).map((t) => t.id);
    expect((await admin.api.post(base, { name: 'East', team_ids: east })).status).toBe(201);
    expect((await admin.api.post(base, { name: 'West', team_ids: west })).status).toBe(201);
    const season = await activeSeason(admin, league.id, [...teams, ...plain.teams].map((t) => t.id));
    const run = `/api/leagues/${league.id}/seasons/${season.id}/schedule`;

    // More cross-division games than a team has opponents outside its division; a level without divisions.
    const tooMany = await admin.api.post(`${run}/preview`, settings(league, 5));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('cross_division_games');
    expect(tooMany.body.error).toContain('Premier');
    const undivided = await admin.api.post(`${run}/preview`, { ...settings(league, 2), level_id: plain.level.id });
    expect(undivided.status).toBe(400);
    expect(undivided.body.field).toBe('cross_division_games');

    const preview = await admin.api.post(`${run}/preview`, settings(league, 2));
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // Each division of 4 plays 6 games, each team 2 against the other division (8 games), Reserve's pair 1 game.
    expect(preview.body.groups).toEqual([
      { level_id: level.id, level_name: 'Premier', team_count: 8, games_count: 6 + 6 + 8 },
      { level_id: plain.level.id, level_name: 'Reserve', team_count: 2, games_count: 1 },
    ]);
    expect(preview.body.cross_division_count).toBe(8);

    const saved = await admin.api.post(run, settings(league, 2));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.created_count).toBe(21);
    const games = (await admin.api.get(`/api/leagues/${league.id}/games?season_id=${season.id}`)).body.games as { id: string; home_team_id: string; away_team_id: string; scheduled_at: string }[];
    expect(games).toHaveLength(21);
    const divisionOf = new Map<string, string>([...east.map((t) => [t, 'East'] as const), ...west.map((t) => [t, 'West'] as const)]);
    const within = new Map<string, number>();
    const across = new Map<string, number>();
    const pairs = new Set<string>();
    for (const g of games.filter((x) => divisionOf.has(x.home_team_id))) {
      const same = divisionOf.get(g.home_team_id) === divisionOf.get(g.away_team_id);
      for (const t of [g.home_team_id, g.away_team_id]) (same ? within : across).set(t, ((same ? within : across).get(t) ?? 0) + 1);
      const pair = [g.home_team_id, g.away_team_id].sort().join();
      expect(pairs.has(pair), 'no two teams meet twice').toBe(false);
      pairs.add(pair);
    }
    for (const t of [...east, ...west]) {
      expect(within.get(t), 'three games in its division').toBe(3);
      expect(across.get(t), 'two against the other division').toBe(2);
    }

    // Results: the home side wins every game but the last; a cross-division win counts in its division's table.
    const played = [...games].sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at) || a.id.localeCompare(b.id)).slice(0, -1);
    const wins = new Map<string, number>();
    const losses = new Map<string, number>();
    for (const g of played) {
      const r = await admin.api.post(`/api/leagues/${league.id}/games/${g.id}/result`, { home_score: 80, away_score: 70 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      wins.set(g.home_team_id, (wins.get(g.home_team_id) ?? 0) + 1);
      losses.set(g.away_team_id, (losses.get(g.away_team_id) ?? 0) + 1);
    }
    expect(played.some((g) => divisionOf.has(g.home_team_id) && divisionOf.get(g.home_team_id) !== divisionOf.get(g.away_team_id)), 'a cross-division game is among them').toBe(true);

    const adminTables = (await admin.api.get(`/api/leagues/${league.id}/seasons/${season.id}/standings`)).body.groups as Group[];
    const publicTables = (await visitor.get(`/api/public/leagues/${league.id}/standings`)).body.groups as Group[];
    for (const tables of [adminTables, publicTables]) {
      const premier = tables.filter((g) => g.level_id === level.id);
      expect(premier.map((g) => g.division_name)).toEqual(['East', 'West']);
      for (const [g, members] of [[premier[0], east], [premier[1], west]] as const) {
        expect(g.rows.map((r) => r.team_id).sort()).toEqual([...members].sort());
        expect(g.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
        for (const r of g.rows) {
          expect(r.wins).toBe(wins.get(r.team_id) ?? 0);
          expect(r.losses).toBe(losses.get(r.team_id) ?? 0);
        }
        // Ranked within the division: its leader has the most wins of its own teams.
        expect(g.rows[0].wins).toBe(Math.max(...members.map((t) => wins.get(t) ?? 0)));
      }
      const reserve = tables.find((g) => g.level_id === plain.level.id);
      expect(reserve?.division_id ?? null).toBeNull();
    }
    // The standings CSV names each division's table with its level; positions count within each table.
    const csv = (await admin.api.get(`/api/leagues/${league.id}/export/standings?season_id=${season.id}`)).body.csv as string;
    const cells = csv.split('\r\n').slice(1).filter(Boolean).map((line) => line.split(',').slice(0, 2).join(','));
    expect(cells.filter((c) => c.startsWith('Premier · East'))).toEqual(['Premier · East,1', 'Premier · East,2', 'Premier · East,3', 'Premier · East,4']);
    expect(cells.filter((c) => c.startsWith('Premier · West'))).toHaveLength(4);
  });
});
