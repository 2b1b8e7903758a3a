// Bringing a league's teams and players in from a spreadsheet: the preview names each bad row's column and reason
// and writes nothing; the plan's team limit answers with the catalogue's message; a clean file imported twice
// gives one copy; an XLSX file a spreadsheet program saves reads as a CSV does; and the teams and rosters exports
// imported into a fresh league give the same teams and players.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { sheetRows } from '../../shared/sheet-rows';
import { activeGameLeague, newUser, teamsIn, type User } from './support/games';
import { acceptNewestInvitation } from './support/invitations';

type Rows = Record<string, string>[];
const importTeams = (admin: User, leagueId: string, rows: Rows, dryRun = false) => admin.api.post(`/api/leagues/${leagueId}/teams/import`, { dry_run: dryRun, rows });
const importPlayers = (admin: User, leagueId: string, rows: Rows, dryRun = false) => admin.api.post(`/api/leagues/${leagueId}/invitations/import`, { dry_run: dryRun, rows });
const teamNames = async (admin: User, leagueId: string) => ((await admin.api.get(`/api/leagues/${leagueId}/teams`)).body.teams as { name: string }[]).map((t) => t.name).sort();
const invitations = async (admin: User, leagueId: string) =>
  ((await admin.api.get(`/api/leagues/${leagueId}/invitations`)).body.invitations as { kind: string; team_name: string | null; invited_email: string }[])
    .map((i) => `${i.kind} ${i.team_name} ${i.invited_email}`).sort();
const csvRows = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

async function levelIn(admin: User, leagueId: string, name: string) {
  const r = await admin.api.post(`/api/leagues/${leagueId}/levels`, { name, level_type: 'skill', skill_level: 3 });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
}

describe('importing teams and players from a file', () => {
  it('previews a teams file with one bad row of each kind: each problem by row, column and reason, matched teams shown, nothing written', async () => {
    const admin = await newUser('Tess');
    const league = await activeGameLeague(admin);
    await teamsIn(admin, league.id, ['Élan FC']);
    await levelIn(admin, league.id, 'U12');
    const rows = [
      { name: 'elan  fc', level: '', manager_email: admin.email },
      { name: 'Bears', level: 'u12', manager_email: 'bears.coach@example.com' },
      { name: 'Cats', level: 'Seniors', manager_email: 'cats.coach@example.com' },
      { name: 'Dogs', level: '', manager_email: 'not-an-address' },
      { name: 'BEARS', level: '', manager_email: 'other@example.com' },
      { name: 'X', level: '', manager_email: 'x@example.com' },
      { name: 'Eels', level: '', manager_email: '' },
    ];
    const r = await importTeams(admin, league.id, rows, true);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ written: false, created_count: 1, existing_count: 1 });
    expect(r.body.rows.slice(0, 2)).toEqual([
      { row: 2, status: 'existing', matched: { name: 'Élan FC' } },
      { row: 3, status: 'new', matched: { level: 'U12' } },
    ]);
    expect(r.body.problems).toEqual([
      { row: 4, column: 'level', reason: 'unknown level "Seniors"' },
      { row: 5, column: 'manager_email', reason: 'Please enter a valid email address' },
      { row: 6, column: 'name', reason: 'the same team as row 3' },
      { row: 7, column: 'name', reason: 'Team name must be at least 2 characters' },
      { row: 8, column: 'manager_email', reason: 'required' },
    ]);
    const refused = await importTeams(admin, league.id, rows);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('row 4, level: unknown level "Seniors"');
    expect(await teamNames(admin, league.id)).toEqual(['Élan FC']);
    expect(await invitations(admin, league.id)).toEqual([]);
  });

  it('holds the plan\'s team limit with the catalogue\'s message, naming the rows past it', async () => {
    const admin = await newUser('Fran');
    const league = (await admin.api.post('/api/leagues', { name: 'Free League', sport: 'soccer' })).body.league;
    const rows = ['Aces', 'Bears', 'Cats', 'Dogs', 'Eels', 'Foxes'].map((name) => ({ name, level: '', manager_email: admin.email }));
    const preview = await importTeams(admin, league.id, rows, true);
    expect(preview.body.problems).toHaveLength(1);
    expect(preview.body.problems[0]).toMatchObject({ row: 7, column: 'name' });
    expect((await importTeams(admin, league.id, rows.slice(0, 5))).body).toMatchObject({ written: true, created_count: 5 });
    // The sixth team, made one at a time, gets the same message.
    const single = await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Foxes', manager_email: admin.email });
    expect(single.status).toBe(409);
    expect(preview.body.problems[0].reason).toBe(single.body.error);
    expect((await importTeams(admin, league.id, rows)).status).toBe(400);
    expect(await teamNames(admin, league.id)).toHaveLength(5);
  });

  it('previews a players file with one bad row of each kind, checking jersey numbers against the roster too', async () => {
    const admin = await newUser('Pia');
    const league = await activeGameLeague(admin);
    const [elan] = await teamsIn(admin, league.id, ['Élan FC', 'Bears']);
    const rostered = await newUser('Rory', 'Stone');
    expect((await admin.api.post(`/api/teams/${elan.id}/players`, { email: rostered.email, jersey_number: 7, position: 'Guard' })).status).toBe(201);
    await acceptNewestInvitation(rostered);
    const row = (team: string, first: string, last: string, email: string, jersey = '', position = '') =>
      ({ team, first_name: first, last_name: last, email, jersey_number: jersey, position });
    const rows = [
      row('elan fc', 'Ann', 'Lee', 'ann@example.com', '10', 'Guard'),
      row('Wolves', 'Ben', 'Ray', 'ben@example.com'),
      row('Élan FC', 'Bob', 'Roe', 'bob@'),
      row('Élan FC', 'Cy', 'Doe', 'cy@example.com', '10'),
      row('Élan FC', 'Di', 'Fox', 'di@example.com', '7'),
      row('ELAN FC', 'Ann', 'Lee', 'ANN@example.com'),
      row('Bears', '', 'Gee', 'gee@example.com'),
      row('Bears', 'Hal', 'Ives', 'hal@example.com', '123'),
      row('Élan FC', 'Rory', 'Stone', rostered.email, '7', 'Guard'),
    ];
    const r = await importPlayers(admin, league.id, rows, true);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ written: false, created_count: 1, existing_count: 1 });
    expect(r.body.rows[0]).toEqual({ row: 2, status: 'new', matched: { team: 'Élan FC' } });
    expect(r.body.rows[8]).toEqual({ row: 10, status: 'existing', matched: { team: 'Élan FC' } });
    expect(r.body.problems).toEqual([
      { row: 3, column: 'team', reason: 'unknown team "Wolves"' },
      { row: 4, column: 'email', reason: 'Please enter a valid email address' },
      { row: 5, column: 'jersey_number', reason: 'jersey number 10 is already taken on this team (row 2)' },
      { row: 6, column: 'jersey_number', reason: 'jersey number 7 is already taken on Élan FC\'s roster' },
      { row: 7, column: 'email', reason: 'the same player as row 2' },
      { row: 8, column: 'first_name', reason: 'First name is required' },
      { row: 9, column: 'jersey_number', reason: 'Jersey number must be from 0 to 99' },
    ]);
    expect((await importPlayers(admin, league.id, rows)).status).toBe(400);
    expect(await invitations(admin, league.id)).toEqual([]);
  });

  it('imports a clean teams file and players file once: importing them again adds nothing', async () => {
    const admin = await newUser('Olga');
    const league = await activeGameLeague(admin);
    const teams = [
      { name: 'Aces', level: '', manager_email: admin.email },
      { name: 'Bears', level: '', manager_email: 'bears.coach@example.com' },
    ];
    const players = [
      { team: 'aces', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', jersey_number: '4', position: 'Guard' },
      { team: 'BEARS', first_name: 'Ben', last_name: 'Ray', email: 'ben@example.com', jersey_number: '4', position: '' },
    ];
    expect((await importTeams(admin, league.id, teams)).body).toMatchObject({ written: true, created_count: 2, existing_count: 0 });
    expect((await importPlayers(admin, league.id, players)).body).toMatchObject({ written: true, created_count: 2, existing_count: 0 });
    const once = [await teamNames(admin, league.id), await invitations(admin, league.id)];
    expect(once).toEqual([['Aces', 'Bears'], [
      'player Aces ann@example.com', 'player Bears ben@example.com', 'team_manager Bears bears.coach@example.com',
    ]]);

    expect((await importTeams(admin, league.id, teams)).body).toMatchObject({ written: true, created_count: 0, existing_count: 2 });
    expect((await importPlayers(admin, league.id, players)).body).toMatchObject({ written: true, created_count: 0, existing_count: 2 });
    expect([await teamNames(admin, league.id), await invitations(admin, league.id)]).toEqual(once);
  });

  it('reads an XLSX file a spreadsheet program saves (loose headers, numbers stored as numbers) as the import\'s rows', async () => {
    const admin = await newUser('Xena');
    const league = await activeGameLeague(admin);
    await teamsIn(admin, league.id, ['Étoile Rouge', 'Harbour Hawks']);
    const sheet = await readSheet(readFileSync(new URL('../fixtures/players.xlsx', import.meta.url)));
    const rows = sheetRows(sheet[0], sheet.slice(1));
    expect(rows[0]).toEqual({ team: 'etoile rouge', first_name: 'Zoë', last_name: 'Müller', email: 'zoe.muller@example.com', jersey_number: '4', position: 'Guard' });
    const r = await importPlayers(admin, league.id, rows);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.rows.map((x: { matched: { team: string } }) => x.matched.team)).toEqual(['Étoile Rouge', 'Étoile Rouge', 'Harbour Hawks']);
    expect(await invitations(admin, league.id)).toEqual([
      'player Harbour Hawks ines.sousa@example.com', 'player Étoile Rouge karim.haddad@example.com', 'player Étoile Rouge zoe.muller@example.com',
    ]);
  });

  it('round-trips: the teams and rosters exports imported into a fresh league give the same teams and players', async () => {
    const admin = await newUser('Remy');
    const league = await activeGameLeague(admin, { name: 'Old League' });
    await levelIn(admin, league.id, 'Open');
    const manager = await newUser('Mona', 'Kerr');
    const player = await newUser('Pete', 'Marsh');
    await importTeams(admin, league.id, [
      { name: 'Aces', level: 'Open', manager_email: manager.email },
      { name: 'Bears', level: '', manager_email: admin.email },
      { name: 'Cats', level: 'Open', manager_email: 'cats.coach@example.com' },
    ]);
    await acceptNewestInvitation(manager);
    await importPlayers(admin, league.id, [
      { team: 'Aces', first_name: 'Pete', last_name: 'Marsh', email: player.email, jersey_number: '9', position: 'Forward' },
      { team: 'Aces', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', jersey_number: '', position: 'Guard' },
      { team: 'Cats', first_name: 'Cy', last_name: 'Doe', email: 'cy@example.com', jersey_number: '1', position: '' },
    ]);
    await acceptNewestInvitation(player);
    const exportOf = async (id: string, kind: string) => (await admin.api.get(`/api/leagues/${id}/export/${kind}`)).body.csv as string;
    const [teamsCsv, rostersCsv] = [await exportOf(league.id, 'teams'), await exportOf(league.id, 'rosters')];
    expect(csvRows(teamsCsv)).toEqual([
      { name: 'Aces', level: 'Open', manager_email: manager.email },
      { name: 'Bears', level: '', manager_email: admin.email },
      { name: 'Cats', level: 'Open', manager_email: 'cats.coach@example.com' },
    ]);
    expect(csvRows(rostersCsv)).toContainEqual({ team: 'Aces', first_name: 'Pete', last_name: 'Marsh', email: player.email, jersey_number: '9', position: 'Forward' });

    const fresh = await activeGameLeague(admin, { name: 'New League' });
    await levelIn(admin, fresh.id, 'Open');
    expect((await importTeams(admin, fresh.id, csvRows(teamsCsv))).body).toMatchObject({ written: true, created_count: 3 });
    expect((await importPlayers(admin, fresh.id, csvRows(rostersCsv))).body).toMatchObject({ written: true, created_count: 3 });
    expect(await exportOf(fresh.id, 'teams')).toBe(teamsCsv);
    expect(await exportOf(fresh.id, 'rosters')).toBe(rostersCsv);
  });
});
