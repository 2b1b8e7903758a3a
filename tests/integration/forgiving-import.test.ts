// The games import forgives what spreadsheets do: a column it does not read is ignored and named in the preview
// (not a refusal of the file); problems name the spreadsheet's own line numbers, blank lines counted; dates and
// times are read as the league's locale writes them ("03/06/2027" and "7:30 PM" in a US league, day first
// elsewhere); and scores may be numbers, as the single result route takes them. Against the real stack.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { numberedSheetRows } from '../../shared/sheet-rows';
import { activeGameLeague, activeSeason, newUser, teamsIn, type GameLeague, type User } from './support/games';

async function setUp(tag: string, time_zone = 'America/Chicago') {
  const admin = await newUser(tag);
  const league = await activeGameLeague(admin, { time_zone });
  const teams = await teamsIn(admin, league.id, ['Ants', 'Bees', 'Crows', 'Doves']);
  const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
  const url = `/api/leagues/${league.id}/seasons/${season.id}/games/import`;
  return { admin, league, season, url };
}
const gamesOf = async (admin: User, league: GameLeague) =>
  (await admin.api.get(`/api/leagues/${league.id}/games`)).body.games as { local_date: string; local_time: string; home_score: number | null; away_score: number | null; status: string; home_team: { name: string } }[];

describe('the games import forgives what spreadsheets do', () => {
  it('ignores a column it does not read, naming it in the preview, and imports the rest of the file', async () => {
    const { admin, league, url } = await setUp('Notes');
    const rows = [
      { date: '2027-03-06', time: '10:00', home: 'Ants', away: 'Bees', Notes: 'bring the orange bibs', referee: 'Sam' },
      { date: '2027-03-13', time: '10:00', home: 'Crows', away: 'Doves', Notes: '' },
    ];
    const preview = await admin.api.post(url, { dry_run: true, rows });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ problems: [], ignored_columns: ['Notes', 'referee'], created_count: 2 });
    const done = await admin.api.post(url, { rows });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ written: true, created_count: 2, ignored_columns: ['Notes', 'referee'] });
    expect(await gamesOf(admin, league)).toHaveLength(2);
  });

  it('names problems by the spreadsheet\'s own line numbers, blank lines included', async () => {
    const { admin, url } = await setUp('Lines');
    // A file as a spreadsheet saves it: blank lines (empty, or commas only) between games; read as the admin app reads it.
    const csv = ['Date,Time,Home,Away', '2027-03-06,10:00,Ants,Bees', '', '', '2027-03-13,10:00,Crows,Wolves', ',,,', '2027-03-20,10:00,Ants,Crows', ''].join('\n');
    const sheet = numberedSheetRows(Papa.parse<string[]>(csv, { skipEmptyLines: false }).data);
    expect(sheet.row_numbers).toEqual([2, 5, 7]);
    const preview = await admin.api.post(url, { dry_run: true, rows: sheet.rows, row_numbers: sheet.row_numbers });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.rows.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([[2, 'new'], [5, 'error'], [7, 'new']]);
    expect(preview.body.problems).toEqual([{ row: 5, column: 'away', reason: 'unknown team "Wolves"' }]);
    const refused = await admin.api.post(url, { rows: sheet.rows, row_numbers: sheet.row_numbers });
    expect(refused.body.error).toContain('first: row 5, away: unknown team "Wolves"');
    // Numbers that do not fit the rows are refused, naming the field.
    const bad = await admin.api.post(url, { dry_run: true, rows: sheet.rows, row_numbers: [2, 5] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('row_numbers');
  });

  it('reads dates and times in a US league as its spreadsheets write them (month first, 12-hour clock)', async () => {
    const { admin, league, url } = await setUp('Usa');
    const rows = [
      { date: '03/06/2027', time: '7:30 PM', home: 'Ants', away: 'Bees' },
      { date: '3/13/27', time: '10:00 am', home: 'Crows', away: 'Doves' },
      { date: '13/03/2027', time: '19:30', home: 'Ants', away: 'Crows' },
      { date: '2027-03-20', time: '25:00', home: 'Bees', away: 'Doves' },
    ];
    const preview = await admin.api.post(url, { dry_run: true, rows });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // The preview shows how each cell was read.
    expect(preview.body.rows[0].matched).toMatchObject({ date: '2027-03-06', time: '19:30' });
    expect(preview.body.problems).toEqual([
      { row: 4, column: 'date', reason: '"13/03/2027" is not a date: write it as MM/DD/YYYY (this league\'s order) or YYYY-MM-DD' },
      { row: 5, column: 'time', reason: '"25:00" is not a time: write it as 19:30 or 7:30 PM' },
    ]);
    expect((await admin.api.post(url, { rows: rows.slice(0, 2) })).status).toBe(200);
    const games = await gamesOf(admin, league);
    expect(games.map((g) => [g.home_team.name, g.local_date, g.local_time])).toEqual([['Ants', '2027-03-06', '19:30'], ['Crows', '2027-03-13', '10:00']]);
  });

  it('reads day-first dates in a league outside the US', async () => {
    const { admin, league, url } = await setUp('Paris', 'Europe/Paris');
    const done = await admin.api.post(url, { rows: [{ date: '06/03/2027', time: '19:30', home: 'Ants', away: 'Bees' }] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await gamesOf(admin, league)).map((g) => g.local_date)).toEqual(['2027-03-06']);
  });

  it('takes scores as numbers, as the single result route does', async () => {
    const { admin, league, url } = await setUp('Numbers');
    const rows = [
      { date: '2027-03-06', time: '10:00', home: 'Ants', away: 'Bees', home_score: 3, away_score: 1 },
      { date: '2027-03-07', time: '10:00', home: 'Crows', away: 'Doves', home_score: 2.5, away_score: 0 },
    ];
    const preview = await admin.api.post(url, { dry_run: true, rows });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.problems).toEqual([{ row: 3, column: 'home_score', reason: 'Scores must be whole numbers from 0 to 999' }]);
    expect((await admin.api.post(url, { rows: rows.slice(0, 1) })).status).toBe(200);
    expect((await gamesOf(admin, league)).map((g) => [g.status, g.home_score, g.away_score])).toEqual([['completed', 3, 1]]);
  });
});
