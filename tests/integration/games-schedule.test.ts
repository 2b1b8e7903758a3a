// The schedule generator, stat lines, calendar feeds, notifications and the public routes, against the
// real stack: preview saves nothing, save writes, regenerating keeps completed games; has_auto_scheduling gates
// it; the iCalendar feed parses with node-ical and follows a moved game; managers hear of changes; only active
// leagues answer publicly.
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { FEATURE_GATE_MESSAGES } from '../../shared/feature-names';
import { activeGameLeague, activeSeason, game, newUser, setRosterPublic, teamsIn } from './support/games';
import { acceptNewestInvitation } from './support/invitations';
import { apiClient, outbox, stack } from './support/local';

const visitor = apiClient(null);
const settings = (venueId: string) => ({ weekdays: [6], time_slots: ['09:00', '11:00'], venues: [{ venue_id: venueId }], format: 'single', blackout_dates: ['2027-03-13'] });

describe('games: schedule, statistics, feeds and public pages', () => {
  it('previews without saving, saves, and regenerates around completed games; the season counts its games', async () => {
    const admin = await newUser('Gen');
    const league = await activeGameLeague(admin);
    const teams = await teamsIn(admin, league.id, ['Ants', 'Bees', 'Crows', 'Doves', 'Elks']);
    const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
    const base = `/api/leagues/${league.id}/seasons/${season.id}/schedule`;

    const preview = await admin.api.post(`${base}/preview`, settings(league.venues[0].id));
    expect(preview.status).toBe(200);
    expect(preview.body.games).toHaveLength(10);
    expect(preview.body.byes).toHaveLength(5);
    expect(preview.body.games.every((g: { local_date: string }) => g.local_date !== '2027-03-13')).toBe(true);
    expect(preview.body.games[0]).toMatchObject({ local_date: '2027-03-06', local_time: '09:00', venue_name: 'Central Gym' });
    expect((await admin.api.get(`/api/leagues/${league.id}/games`)).body.games).toHaveLength(0);

    const saved = await admin.api.post(base, settings(league.venues[0].id));
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ created_count: 10, kept_count: 0, replaced_count: 0, games_count: 10 });
    const games = (await admin.api.get(`/api/leagues/${league.id}/games`)).body.games as { id: string; scheduled_at: string; local_date: string }[];
    expect(games.map((g) => g.scheduled_at)).toEqual([...games.map((g) => g.scheduled_at)].sort());
    expect(games.map((g) => g.local_date)).toEqual(preview.body.games.map((g: { local_date: string }) => g.local_date));

    // Complete two games, then regenerate: those two stay, the other eight are replaced by eight new ones.
    for (const g of games.slice(0, 2)) expect((await admin.api.post(`/api/leagues/${league.id}/games/${g.id}/result`, { home_score: 3, away_score: 2 })).status).toBe(200);
    const again = await admin.api.post(base, { ...settings(league.venues[0].id), time_slots: ['14:00'] });
    expect(again.body).toMatchObject({ created_count: 8, kept_count: 2, replaced_count: 8, games_count: 10 });
    const after = (await admin.api.get(`/api/leagues/${league.id}/games`)).body.games as { id: string; status: string }[];
    expect(after.filter((g) => g.status === 'completed').map((g) => g.id).sort()).toEqual(games.slice(0, 2).map((g) => g.id).sort());
    expect((await admin.api.get(`/api/leagues/${league.id}/seasons`)).body.seasons[0].games_count).toBe(10);
    // The managers (here the admin, for every team) heard of the schedule: one e-mail for each save, not one per team.
    expect((await outbox()).filter((m) => m.to === admin.email && m.subject.includes('schedule is published'))).toHaveLength(2);

    // The overview's figures come from those games.
    const summary = await admin.api.get(`/api/leagues/${league.id}/game-summary`);
    expect(summary.body).toMatchObject({ games_count: 10, upcoming_games: 8 });
  });

  it('gates the generator behind has_auto_scheduling and names the field of bad settings', async () => {
    const admin = await newUser('Gate');
    const league = await activeGameLeague(admin, { plan: 'awesome' });
    const teams = await teamsIn(admin, league.id, ['One', 'Two']);
    const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
    const r = await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/schedule/preview`, settings(league.venues[0].id));
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ error: FEATURE_GATE_MESSAGES.has_auto_scheduling, code: 'plan_feature_required' });
    expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const bad = await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/schedule/preview`, { ...settings(league.venues[0].id), time_slots: ['09:00', '09:30'] });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('time_slots');
    const venue = await admin.api.post(`/api/leagues/${league.id}/seasons/${season.id}/schedule/preview`, { ...settings('01ARZ3NDEKTSV4RRFFQ69G5FAZ') });
    expect(venue.body.field).toBe('venues.0.venue_id');
  });

  it('serves an iCalendar feed that parses, follows a moved game and marks a cancelled one; managers are told', async () => {
    const admin = await newUser('Cal');
    const manager = await newUser('Mona');
    const league = await activeGameLeague(admin, { time_zone: 'Europe/Paris', name: 'Feed League' });
    const [home, away] = await teamsIn(admin, league.id, ['Herons', 'Ibis'], { Herons: manager });
    const season = await activeSeason(admin, league.id, [home.id, away.id]);
    const g = await game(admin, league, season.id, home.id, away.id, '2027-03-06', '18:30');
    const feedUrl = `/api/public/leagues/${league.custom_slug ?? league.id}/calendar.ics`;

    const read = async (path: string, etag?: string) => fetch(`${stack().url}${path}`, { headers: etag ? { 'if-none-match': etag } : {} });
    const first = await read(feedUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/calendar');
    const etag = first.headers.get('etag')!;
    expect((await read(feedUrl, etag)).status).toBe(304);
    const event = (text: string) => Object.values(ical.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as VEvent;
    const e1 = event(await first.text());
    expect(e1.summary).toContain('Herons');
    expect(new Date(e1.start).toISOString()).toBe('2027-03-06T17:30:00.000Z');

    const body = { season_id: season.id, home_team_id: home.id, away_team_id: away.id, date: '2027-03-07', time: '15:00', venue_id: league.venues[0].id, field: 'Court 2' };
    expect((await admin.api.put(`/api/leagues/${league.id}/games/${g}`, body)).status).toBe(200);
    const moved = await read(feedUrl, etag);
    expect(moved.status).toBe(200);
    const e2 = event(await moved.text());
    expect(e2.uid).toBe(e1.uid);
    expect(new Date(e2.start).toISOString()).toBe('2027-03-07T14:00:00.000Z');
    expect(Number(e2.sequence)).toBeGreaterThan(Number(e1.sequence ?? 0));
    const mail = (await outbox()).filter((m) => m.to === manager.email);
    expect(mail.some((m) => m.subject.includes('has moved') && m.text.includes('Sunday 7 March, 3:00 pm CET') && m.html.includes('<li>'))).toBe(true);

    expect((await admin.api.put(`/api/leagues/${league.id}/games/${g}`, { ...body, status: 'cancelled' })).status).toBe(200);
    const teamFeed = await read(`/api/public/teams/${home.id}/calendar.ics`);
    const text = await teamFeed.text();
    expect(text).toContain('STATUS:CANCELLED');
    expect(event(text).status).toBe('CANCELLED');
    expect((await outbox()).some((m) => m.to === manager.email && m.subject.includes('is cancelled'))).toBe(true);
  });

  it('keeps player season totals with each stat entry; the statistics page shows the leaders', async () => {
    const admin = await newUser('Sta');
    const [manager, p1, p2] = await Promise.all([newUser('Mack'), newUser('Pia'), newUser('Quin')]);
    const league = await activeGameLeague(admin);
    const [home, away] = await teamsIn(admin, league.id, ['Jays', 'Kites'], { Jays: manager });
    for (const p of [p1, p2]) {
      expect((await manager.api.post(`/api/teams/${home.id}/players`, { email: p.email })).status).toBe(201);
      await acceptNewestInvitation(p);
    }
    const ids = await Promise.all([p1, p2].map(async (p) => (await p.api.get('/api/me')).body.user.id as string));
    await setRosterPublic(manager, home.id);
    const season = await activeSeason(admin, league.id, [home.id, away.id]);
    const g1 = await game(admin, league, season.id, home.id, away.id, '2027-03-06');
    const g2 = await game(admin, league, season.id, away.id, home.id, '2027-03-13');
    const put = (u: typeof admin, g: string, lines: { player_id: string; stat_type: string; value: number }[]) =>
      u.api.put(`/api/leagues/${league.id}/games/${g}/stats`, { team_id: home.id, lines });
    expect((await put(manager, g1, [{ player_id: ids[0], stat_type: 'point', value: 12 }, { player_id: ids[1], stat_type: 'point', value: 8 }, { player_id: ids[1], stat_type: 'goal', value: 2 }])).status).toBe(200);
    expect((await put(admin, g2, [{ player_id: ids[1], stat_type: 'point', value: 9 }])).status).toBe(200);
    // Correcting a sheet moves the totals by the difference.
    expect((await put(manager, g1, [{ player_id: ids[0], stat_type: 'point', value: 10 }, { player_id: ids[1], stat_type: 'point', value: 8 }, { player_id: ids[1], stat_type: 'goal', value: 2 }])).status).toBe(200);
    expect((await put(p1, g1, [])).status).toBe(403);
    const wrong = await put(manager, g1, [{ player_id: ids[0], stat_type: 'touchdown', value: 1 }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('lines.0.stat_type');

    const stats = await visitor.get(`/api/public/leagues/${league.id}/statistics`);
    expect(stats.status).toBe(200);
    expect(stats.body.top_scorers.map((r: { player_name: string; value: number; rank: number }) => [r.rank, r.player_name, r.value])).toEqual([[1, 'Quin Lovelace', 17], [2, 'Pia Lovelace', 10]]);
    expect(stats.body.top_goal_scorers.map((r: { value: number }) => r.value)).toEqual([2]);
    expect(stats.body.players.find((p: { player_id: string }) => p.player_id === ids[1])).toMatchObject({ games: 2, totals: { point: 17, goal: 2 } });
    expect(stats.body.stat_types).toContain('rebound');

    // Deleting a game takes its lines out of the totals.
    expect((await admin.api.del(`/api/leagues/${league.id}/games/${g2}`)).status).toBe(204);
    const after = (await visitor.get(`/api/public/leagues/${league.id}/statistics`)).body;
    expect(after.players.find((p: { player_id: string }) => p.player_id === ids[1])).toMatchObject({ games: 1, totals: { point: 8, goal: 2 } });
  });

  it('answers the public routes for an active league only, and deleting a team removes its games', async () => {
    const admin = await newUser('Pub');
    const league = await activeGameLeague(admin);
    const [l, m, n] = await teamsIn(admin, league.id, ['Lynx', 'Moles', 'Newts']);
    const season = await activeSeason(admin, league.id, [l.id, m.id, n.id]);
    const g = await game(admin, league, season.id, l.id, m.id, '2027-03-06');
    await admin.api.post(`/api/leagues/${league.id}/games/${g}/result`, { home_score: 4, away_score: 1 });
    await game(admin, league, season.id, m.id, n.id, '2027-03-13');

    const schedule = await visitor.get(`/api/public/leagues/${league.id}/schedule`);
    expect(schedule.body.season).toMatchObject({ id: season.id, name: 'Spring 2027' });
    expect(schedule.body.games.map((x: { home_team: { name: string }; status: string }) => [x.home_team.name, x.status])).toEqual([['Lynx', 'completed'], ['Moles', 'scheduled']]);
    expect((await visitor.get(`/api/public/leagues/${league.id}/games/recent`)).body.games).toHaveLength(2);
    const team = await visitor.get(`/api/public/teams/${l.id}/games`);
    expect(team.body.record).toEqual({ wins: 1, losses: 0, ties: 0 });

    // A team's new name shows on its games and standings row.
    expect((await admin.api.patch(`/api/teams/${l.id}`, { name: 'Lynx FC' })).status).toBe(200);
    expect((await visitor.get(`/api/public/leagues/${league.id}/standings`)).body.groups[0].rows[0].team_name).toBe('Lynx FC');
    expect((await visitor.get(`/api/public/leagues/${league.id}/schedule`)).body.games[0].home_team.name).toBe('Lynx FC');

    // Deleting a team: its games go, its result leaves the opponent's row, and the season's count follows.
    expect((await admin.api.del(`/api/teams/${l.id}`)).status).toBe(204);
    const rows = (await visitor.get(`/api/public/leagues/${league.id}/standings`)).body.groups.flatMap((x: { rows: { team_name: string; losses: number }[] }) => x.rows);
    expect(rows.map((r: { team_name: string; losses: number }) => [r.team_name, r.losses]).sort()).toEqual([['Moles', 0], ['Newts', 0]]);
    expect((await admin.api.get(`/api/leagues/${league.id}/seasons`)).body.seasons[0].games_count).toBe(1);

    // A league that is not active answers exactly like a missing one.
    const current = (await admin.api.get(`/api/leagues/${league.id}`)).body.league;
    expect((await admin.api.put(`/api/leagues/${league.id}`, { ...current, status: 'draft' })).status).toBe(200);
    for (const path of ['schedule', 'standings', 'statistics', 'games/recent', 'calendar.ics']) {
      const r = await visitor.get(`/api/public/leagues/${league.id}/${path}`);
      expect(r.status, path).toBe(404);
      expect(r.body).toEqual((await visitor.get(`/api/public/leagues/01ARZ3NDEKTSV4RRFFQ69G5FAZ/${path}`)).body);
    }
    expect((await visitor.get(`/api/public/teams/${m.id}/games`)).status).toBe(404);
  });
});
