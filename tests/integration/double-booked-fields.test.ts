// No double-booked fields: a game made, moved or imported onto a venue's field that another game of the league uses
// at that time (by the games' lengths) is refused, naming the other game; the organiser can book it anyway with
// allow_double_booking. Against the real stack (DynamoDB Local).
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, newUser, teamsIn, type GameLeague, type User } from './support/games';

const at = (league: GameLeague, path = '') => `/api/leagues/${league.id}/games${path}`;

async function setUp(tag: string) {
  const admin = await newUser(tag);
  const league = await activeGameLeague(admin);
  const [ants, bees, crows, doves] = await teamsIn(admin, league.id, ['Ants', 'Bees', 'Crows', 'Doves']);
  const season = await activeSeason(admin, league.id, [ants.id, bees.id, crows.id, doves.id]);
  const body = (home: string, away: string, time: string, field: string | null = 'Court 1', more: Record<string, unknown> = {}) => ({
    season_id: season.id, home_team_id: home, away_team_id: away, date: '2027-03-06', time, venue_id: league.venues[0].id, field, ...more,
  });
  return { admin, league, season, ants, bees, crows, doves, body };
}

const create = (admin: User, league: GameLeague, body: unknown) => admin.api.post(at(league), body);

describe('no double-booked fields', () => {
  it('refuses a new game on a field in use at that time, naming the other game, unless the organiser books it anyway', async () => {
    const { admin, league, ants, bees, crows, doves, body } = await setUp('Field');
    expect((await create(admin, league, body(ants.id, bees.id, '10:00'))).status).toBe(201);

    // Court 1 is in use from 10:00 to 11:00 (the default length): 10:30 there is refused, and the answer names Ants vs Bees.
    const refused = await create(admin, league, body(crows.id, doves.id, '10:30'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('field_taken');
    expect(refused.body.error).toContain('Court 1 at Central Gym is already in use at that time: Ants vs Bees, 2027-03-06 10:00-11:00');
    // A game naming no field holds the whole venue, so it clashes too.
    expect((await create(admin, league, body(crows.id, doves.id, '10:30', null))).status).toBe(409);
    expect((await admin.api.get(at(league))).body.games).toHaveLength(1);

    // The other court at that time, or the same court once the first game has ended, are free.
    expect((await create(admin, league, body(crows.id, doves.id, '10:30', 'Court 2'))).status).toBe(201);
    expect((await create(admin, league, body(crows.id, doves.id, '11:00'))).status).toBe(201);
    // The organiser books a clash deliberately.
    const anyway = await create(admin, league, body(crows.id, doves.id, '10:15', 'Court 1', { allow_double_booking: true }));
    expect(anyway.status, JSON.stringify(anyway.body)).toBe(201);
  });

  it('refuses moving a game onto a field in use, lets a cancelled game free its field, and checks the league\'s other seasons', async () => {
    const { admin, league, ants, bees, crows, doves, body } = await setUp('Move');
    const first = (await create(admin, league, body(ants.id, bees.id, '10:00'))).body.game;
    const second = (await create(admin, league, body(crows.id, doves.id, '10:00', 'Court 2'))).body.game;

    const move = { ...body(crows.id, doves.id, '10:30'), revision: second.revision };
    const refused = await admin.api.put(at(league, `/${second.id}`), move);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'field_taken' });
    expect(refused.body.error).toContain('Ants vs Bees, 2027-03-06 10:00-11:00');
    const moved = await admin.api.put(at(league, `/${second.id}`), { ...move, allow_double_booking: true });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.game).toMatchObject({ field: 'Court 1', local_time: '10:30' });
    // Editing something else of a game booked anyway (here its home and away) does not ask again.
    const swapped = await admin.api.put(at(league, `/${second.id}`), { ...move, home_team_id: doves.id, away_team_id: crows.id, revision: moved.body.game.revision });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    const postponed = await admin.api.put(at(league, `/${second.id}`), { ...move, status: 'postponed', revision: swapped.body.game.revision });
    expect(postponed.status, JSON.stringify(postponed.body)).toBe(200);

    // A cancelled game no longer holds its court.
    expect((await admin.api.put(at(league, `/${first.id}`), { ...body(ants.id, bees.id, '10:00'), status: 'cancelled', revision: first.revision })).status).toBe(200);
    const upcoming = await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: 'Summer 2027', start_date: '2027-03-01', end_date: '2027-08-31', team_ids: [ants.id, bees.id] });
    expect(upcoming.status).toBe(201);
    const other = { ...body(ants.id, bees.id, '10:00'), season_id: upcoming.body.season.id };
    expect((await create(admin, league, other)).status).toBe(201);
    // Now the upcoming season's game holds Court 1 at 10:00: the active season's game cannot come back onto it.
    const back = await admin.api.put(at(league, `/${first.id}`), { ...body(ants.id, bees.id, '10:00'), revision: first.revision + 1 });
    expect(back.status).toBe(409);
    expect(back.body.error).toContain('Ants vs Bees, 2027-03-06 10:00-11:00');
  });

  it('an import names each row whose field is in use (by a game of the league or an earlier row) and writes it only when allowed', async () => {
    const { admin, league, season, ants, bees, body } = await setUp('Import');
    expect((await create(admin, league, body(ants.id, bees.id, '10:00'))).status).toBe(201);
    const url = `/api/leagues/${league.id}/seasons/${season.id}/games/import`;
    const rows = [
      { date: '2027-03-06', time: '10:45', home: 'Crows', away: 'Doves', venue: 'Central Gym', field: 'Court 1' },
      { date: '2027-03-13', time: '10:00', home: 'Crows', away: 'Doves', venue: 'Central Gym', field: 'Court 2' },
      { date: '2027-03-13', time: '10:30', home: 'Ants', away: 'Bees', venue: 'Central Gym', field: 'Court 2' },
    ];
    const preview = await admin.api.post(url, { dry_run: true, rows });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.problems).toEqual([
      { row: 2, column: 'field', reason: 'Court 1 at Central Gym is already in use at that time (Ants vs Bees, 2027-03-06 10:00-11:00): choose another time or field, or allow double booking' },
      { row: 4, column: 'field', reason: 'Court 2 at Central Gym is already in use at that time (row 3: Crows vs Doves): choose another time or field, or allow double booking' },
    ]);
    expect(preview.body.rows.map((r: { status: string }) => r.status)).toEqual(['error', 'new', 'error']);
    const refused = await admin.api.post(url, { rows });
    expect(refused.status).toBe(400);
    expect((await admin.api.get(at(league))).body.games).toHaveLength(1);

    const allowed = await admin.api.post(url, { rows, allow_double_booking: true });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body).toMatchObject({ written: true, created_count: 3, problems: [] });
    expect((await admin.api.get(at(league))).body.games).toHaveLength(4);
  });
});
