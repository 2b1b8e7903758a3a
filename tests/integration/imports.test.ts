// Bringing a season in from a spreadsheet: the preview names each bad row's column and reason and writes nothing;
// a clean file imported twice gives one copy; an import that fails halfway leaves nothing; and the games export
// imports into another season as the same games and results.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { importedGameId } from '../../functions/imports/games-import';
import { zonedInstant } from '../../functions/season-rules/schedule-generator';
import { gameRefModel } from '../../functions/data/keys';
import { activeGameLeague, activeSeason, newUser, teamsIn, type GameLeague, type User } from './support/games';
import { roundRobinRows } from './support/season-file';
import { stack, table } from './support/local';

type Rows = ReturnType<typeof roundRobinRows>;

async function importRows(admin: User, league: GameLeague, seasonId: string, rows: Partial<Rows[number]>[], dryRun = false) {
  return admin.api.post(`/api/leagues/${league.id}/seasons/${seasonId}/games/import`, { dry_run: dryRun, rows });
}
const gamesOf = async (admin: User, league: GameLeague, seasonId: string) =>
  (await admin.api.get(`/api/leagues/${league.id}/games?season_id=${seasonId}`)).body.games as { id: string; home_score: number | null; status: string }[];
const standingsOf = async (admin: User, league: GameLeague, seasonId: string) =>
  ((await admin.api.get(`/api/leagues/${league.id}/seasons/${seasonId}/standings`)).body.groups as { rows: { team_name: string; wins: number; losses: number; ties: number }[] }[])
    .flatMap((g) => g.rows.map((r) => [r.team_name, r.wins, r.losses, r.ties]));

async function setUp(tag: string, names = ['Élan FC', 'Bears', 'Cats', 'Dogs']) {
  const admin = await newUser(tag);
  // Soccer: the round robin's files have drawn games (a basketball league refuses a tied result).
  const league = await activeGameLeague(admin, { sport: 'soccer' });
  const teams = await teamsIn(admin, league.id, names);
  const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
  return { admin, league, teams, season };
}

describe('importing a season\'s games from a file', () => {
  it('previews a file with one bad row of each kind: each problem by row, column and reason, matched names shown, nothing written', async () => {
    const { admin, league, season } = await setUp('Preview');
    const rows = [
      { date: '2027-03-06', time: '10:00', home: 'elan fc', away: 'BEARS', venue: 'central gym', field: 'court 1', home_score: '2', away_score: '1' },
      { date: '2027-03-06', time: '10:00', home: 'Cats', away: 'Wolves' },
      { date: '2027-08-01', time: '10:00', home: 'Cats', away: 'Dogs' },
      { date: '2027-03-06', time: '10:30', home: 'Dogs', away: 'Bears' },
      { date: '2027-03-07', time: '10:00', home: 'Cats', away: 'Dogs', home_score: '3' },
    ];
    const r = await importRows(admin, league, season.id, rows, true);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.written).toBe(false);
    expect(r.body.rows[0]).toEqual({ row: 2, status: 'new', matched: { home: 'Élan FC', away: 'Bears', venue: 'Central Gym' } });
    expect(r.body.problems).toEqual([
      { row: 3, column: 'away', reason: 'unknown team "Wolves"' },
      { row: 4, column: 'date', reason: '2027-08-01 is outside the season (2027-03-01 to 2027-06-30)' },
      { row: 5, column: 'away', reason: 'Bears already plays at that time (row 2)' },
      { row: 6, column: 'away_score', reason: 'give both scores or neither' },
    ]);
    // Confirming a file with problems is refused with the first of them, and nothing is written either way.
    const refused = await importRows(admin, league, season.id, rows);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('row 3, away: unknown team "Wolves"');
    expect(await gamesOf(admin, league, season.id)).toEqual([]);
  });

  it('imports a clean file once: the second import of the same file adds nothing, and the results count in the standings', async () => {
    const { admin, league, season } = await setUp('Twice');
    const rows = roundRobinRows(['Élan FC', 'Bears', 'Cats', 'Dogs'], { start: '2027-03-06', played: 6 });
    const first = await importRows(admin, league, season.id, rows);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ written: true, created_count: 12, existing_count: 0, problems: [] });
    const standings = await standingsOf(admin, league, season.id);
    expect(standings.reduce((n, [, w, l, t]) => n + Number(w) + Number(l) + Number(t), 0)).toBe(12); // 6 results, two sides each

    const again = await importRows(admin, league, season.id, rows);
    expect(again.body).toMatchObject({ written: true, created_count: 0, existing_count: 12 });
    expect(again.body.rows.every((x: { status: string }) => x.status === 'existing')).toBe(true);
    const games = await gamesOf(admin, league, season.id);
    expect(games).toHaveLength(12);
    expect(games.filter((g) => g.status === 'completed')).toHaveLength(6);
    expect(await standingsOf(admin, league, season.id)).toEqual(standings);
  });

  it('leaves nothing when an import fails halfway (a game written meanwhile under a key the second part needs)', async () => {
    const { admin, league, teams, season } = await setUp('Halfway', ['Aces', 'Bears', 'Cats', 'Dogs', 'Eels', 'Foxes']);
    const rows = roundRobinRows(teams.map((t) => t.name), { start: '2027-03-06', played: 20 });
    expect(rows).toHaveLength(30);
    // Another writer takes the id of the 28th game (the second transaction's) between the check and the write.
    const row = rows[27];
    const id = (name: string) => teams.find((t) => t.name === name)!.id;
    const at = zonedInstant(row.date, row.time, String(league.time_zone))!.toISOString();
    const blocker = gameRefModel.key(league.id, importedGameId(season.id, id(row.home), id(row.away), at));
    await table().send(new PutCommand({ TableName: stack().tableName, Item: { ...blocker, entity: 'test-blocker' } }));
    const r = await importRows(admin, league, season.id, rows);
    await table().send(new DeleteCommand({ TableName: stack().tableName, Key: blocker }));
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.error).toMatch(/nothing was imported/);
    expect(await gamesOf(admin, league, season.id)).toEqual([]);
    expect(await standingsOf(admin, league, season.id)).toEqual([]);
    const seasons = (await admin.api.get(`/api/leagues/${league.id}/seasons`)).body.seasons as { id: string; games_count: number }[];
    expect(seasons.find((s) => s.id === season.id)?.games_count ?? 0).toBe(0);
  });

  it('round-trips: the games export imported into another season gives the same games, results and standings', async () => {
    const { admin, league, teams, season } = await setUp('Trip');
    const rows = roundRobinRows(teams.map((t) => t.name), { start: '2027-03-06', played: 7 }).map((r, i) => (i % 2 ? { ...r, venue: 'Central Gym', field: 'Court 2' } : r));
    expect((await importRows(admin, league, season.id, rows)).status).toBe(200);
    const exported = await admin.api.get(`/api/leagues/${league.id}/export/games?season_id=${season.id}`);
    expect(exported.status).toBe(200);
    expect(exported.body.csv.split('\r\n')[0]).toBe('date,time,home,away,venue,field,home_score,away_score');

    const next = (await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: 'Copy', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: teams.map((t) => t.id) })).body.season;
    const parsed = Papa.parse<Record<string, string>>(exported.body.csv, { header: true, skipEmptyLines: true }).data;
    const byGame = (a: Record<string, string>, b: Record<string, string>) => `${a.date}${a.home}`.localeCompare(`${b.date}${b.home}`);
    expect([...parsed].sort(byGame)).toEqual([...rows].sort(byGame));
    // The copy is at the same times on the same courts as the season it came from: booked twice deliberately.
    const copy = await admin.api.post(`/api/leagues/${league.id}/seasons/${next.id}/games/import`, { rows: parsed, allow_double_booking: true });
    expect(copy.body).toMatchObject({ written: true, created_count: 12 });
    const again = await admin.api.get(`/api/leagues/${league.id}/export/games?season_id=${next.id}`);
    expect(again.body.csv).toBe(exported.body.csv);
    expect(await standingsOf(admin, league, next.id)).toEqual(await standingsOf(admin, league, season.id));
  });
});
