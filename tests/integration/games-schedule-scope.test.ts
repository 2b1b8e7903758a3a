// The generator's scope against the real stack: teams meet only teams of their own level (the whole league: each
// level on its own, the teams without a level together), every generated game can be moved afterwards, calendar
// events last the generated games' length, and one season's "generate and save" runs one at a time (concurrent
// requests: one 201, the others 409, one copy saved).
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, newUser, type User } from './support/games';
import { stack } from './support/local';

const settings = (venueId: string) => ({ weekdays: [6], time_slots: ['09:00', '11:00'], venues: [{ venue_id: venueId }], format: 'single' });

async function levelOf(admin: User, leagueId: string, name: string) {
  const r = await admin.api.post(`/api/leagues/${leagueId}/levels`, { name, level_type: 'skill', skill_level: 5 });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.level as { id: string; name: string };
}

async function team(admin: User, leagueId: string, name: string, levelId: string | null) {
  const r = await admin.api.post(`/api/leagues/${leagueId}/teams`, { name, manager_email: admin.email, ...(levelId ? { level_id: levelId } : {}) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.team as { id: string; name: string; level_id: string | null };
}

describe('games: the generator\'s levels and one run per season', () => {
  it('pairs each level\'s teams on their own, says so in the preview, and every game it saves can be moved', async () => {
    const admin = await newUser('Lvl');
    const league = await activeGameLeague(admin, { sport: 'soccer' });
    const premier = await levelOf(admin, league.id, 'Premier');
    const reserve = await levelOf(admin, league.id, 'Reserve');
    const p = [await team(admin, league.id, 'Ashford', premier.id), await team(admin, league.id, 'Brook', premier.id), await team(admin, league.id, 'Cedar', premier.id)];
    const westbank = await team(admin, league.id, 'Westbank Wanderers', reserve.id);
    const free = [await team(admin, league.id, 'Dale', null), await team(admin, league.id, 'Elm', null)];
    const season = await activeSeason(admin, league.id, [...p, westbank, ...free].map((t) => t.id));
    const base = `/api/leagues/${league.id}/seasons/${season.id}/schedule`;

    // A level of one team has nobody to play: refused, naming the count.
    const lone = await admin.api.post(`${base}/preview`, { ...settings(league.venues[0].id), level_id: reserve.id });
    expect(lone.status).toBe(400);
    expect(lone.body).toMatchObject({ field: 'level_id' });
    expect(lone.body.error).toContain('this level has 1');

    const whole = await admin.api.post(`${base}/preview`, settings(league.venues[0].id));
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.groups).toEqual([
      { level_id: premier.id, level_name: 'Premier', team_count: 3, games_count: 3 },
      { level_id: null, level_name: null, team_count: 2, games_count: 1 },
    ]);
    expect(whole.body.skipped).toEqual([{ level_id: reserve.id, level_name: 'Reserve', team_count: 1 }]);
    const levelOfTeam = new Map([...p, westbank, ...free].map((t) => [t.id, t.level_id ?? null]));
    for (const g of whole.body.games as { home_team: { id: string }; away_team: { id: string } }[]) {
      expect(levelOfTeam.get(g.home_team.id)).toBe(levelOfTeam.get(g.away_team.id));
      expect([g.home_team.id, g.away_team.id]).not.toContain(westbank.id);
    }

    // A game lasts 75 minutes here: calendar events end then, also once moved.
    const saved = await admin.api.post(base, { ...settings(league.venues[0].id), time_slots: ['09:00', '11:00'], game_length_minutes: 75 });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ created_count: 4, games_count: 4 });
    const games = (await admin.api.get(`/api/leagues/${league.id}/games`)).body.games as {
      id: string; level_id: string | null; home_team_id: string; away_team_id: string; venue_id: string; field: string; revision: number;
    }[];
    expect(games).toHaveLength(4);
    // Each game belongs to its teams' level, and moving it (as the Edit Game form sends it) is accepted: two hours
    // apart on one day, as games on one field must be (an overlap would be a double booking).
    for (const [i, g] of games.entries()) {
      expect(g.level_id).toBe(levelOfTeam.get(g.home_team_id));
      const moved = await admin.api.put(`/api/leagues/${league.id}/games/${g.id}`, {
        season_id: season.id, level_id: g.level_id, home_team_id: g.home_team_id, away_team_id: g.away_team_id,
        date: '2027-04-24', time: `${12 + 2 * i}:00`, venue_id: g.venue_id, field: g.field, status: 'scheduled', revision: g.revision,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }

    const feed = await fetch(`${stack().url}/api/public/leagues/${league.id}/calendar.ics`);
    const events = Object.values(ical.sync.parseICS(await feed.text())).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events.map((e) => (e.end!.getTime() - e.start.getTime()) / 60_000)).toEqual([75, 75, 75, 75]);

    // Run for one level, its games are that level's teams only.
    const one = await admin.api.post(`${base}/preview`, { ...settings(league.venues[0].id), level_id: premier.id });
    expect(one.body.groups).toEqual([{ level_id: premier.id, level_name: 'Premier', team_count: 3, games_count: 3 }]);
    expect(one.body.skipped).toEqual([]);
  });

  it('gives a game made by hand its own length: its calendar event ends then, and an edit keeps it', async () => {
    const admin = await newUser('Len');
    const league = await activeGameLeague(admin);
    const [a, b] = [await team(admin, league.id, 'Ashes', null), await team(admin, league.id, 'Birches', null)];
    const season = await activeSeason(admin, league.id, [a.id, b.id]);
    const body = { season_id: season.id, home_team_id: a.id, away_team_id: b.id, date: '2027-03-06', time: '10:00', venue_id: league.venues[0].id, field: 'Court 1' };
    const short = await admin.api.post(`/api/leagues/${league.id}/games`, { ...body, length_minutes: 5 });
    expect(short.status).toBe(400);
    expect(short.body.field).toBe('length_minutes');
    const made = await admin.api.post(`/api/leagues/${league.id}/games`, { ...body, length_minutes: 75 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.game.length_minutes).toBe(75);
    const plain = await admin.api.post(`/api/leagues/${league.id}/games`, { ...body, date: '2027-03-13' });
    expect((await admin.api.put(`/api/leagues/${league.id}/games/${made.body.game.id}`, { ...body, time: '11:00', revision: 0 })).status).toBe(200);
    const feed = await fetch(`${stack().url}/api/public/leagues/${league.id}/calendar.ics`);
    const events = Object.values(ical.sync.parseICS(await feed.text())).filter((c): c is VEvent => c?.type === 'VEVENT');
    const minutes = new Map(events.map((e) => [e.uid, (e.end!.getTime() - e.start.getTime()) / 60_000]));
    expect([...minutes].find(([uid]) => uid.includes(made.body.game.id))?.[1]).toBe(75);
    expect([...minutes].find(([uid]) => uid.includes(plain.body.game.id))?.[1]).toBe(60);
  });

  it('saves one schedule when three "generate and save" requests for a season arrive at once; the others answer 409', async () => {
    const admin = await newUser('Race');
    const league = await activeGameLeague(admin);
    const teams = [];
    for (const name of ['Ants', 'Bees', 'Crows', 'Doves']) teams.push(await team(admin, league.id, name, null));
    const season = await activeSeason(admin, league.id, teams.map((t) => t.id));
    const base = `/api/leagues/${league.id}/seasons/${season.id}/schedule`;

    const answers = await Promise.all([0, 1, 2].map(() => admin.api.post(base, settings(league.venues[0].id))));
    // Requests that overlap a run answer 409; one that the gateway happens to start after a run ended regenerates
    // (201, replacing the games): either way one copy is left.
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((x) => x === 201 || x === 409)).toBe(true);
    expect(statuses).toContain(201);
    expect(statuses).toContain(409);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.error).toBe('A schedule for this season is being generated right now: wait until it is saved, then reload the schedule before generating again');
    }
    const games = (await admin.api.get(`/api/leagues/${league.id}/games`)).body.games;
    expect(games).toHaveLength(6);
    expect((await admin.api.get(`/api/leagues/${league.id}/seasons`)).body.seasons[0].games_count).toBe(6);

    // The claim ends with the run: the next regeneration is accepted and replaces the six games.
    const again = await admin.api.post(base, settings(league.venues[0].id));
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created_count: 6, replaced_count: 6, games_count: 6 });
  });
});
