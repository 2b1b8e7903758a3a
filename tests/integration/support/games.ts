// Shared set-up for the games tests: a league's admin on a plan, an active league with a venue, teams in a season.
import { expect } from 'vitest';
import { acceptNewestInvitation } from './invitations';
import { newUser } from './local';

export type User = Awaited<ReturnType<typeof newUser>>;
export interface GameLeague { id: string; custom_slug: string | null; venues: { id: string; name: string; fields: string[] }[]; [k: string]: unknown }

/** An active league of `admin` (on `plan`) with one venue of two courts, in `time_zone`. */
export async function activeGameLeague(admin: User, opts: { plan?: 'awesome' | 'amazing'; time_zone?: string; sport?: string; name?: string } = {}) {
  expect((await admin.api.post('/api/subscription/change-plan', { plan_slug: opts.plan ?? 'amazing' })).status).toBe(200);
  const created = (await admin.api.post('/api/leagues', { name: opts.name ?? 'Games League', sport: opts.sport ?? 'basketball' })).body.league;
  const r = await admin.api.put(`/api/leagues/${created.id}`, {
    ...created, status: 'active', time_zone: opts.time_zone ?? 'America/Chicago',
    venues: [{ name: 'Central Gym', address: '1 Main St', fields: ['Court 1', 'Court 2'] }],
  });
  expect(r.status).toBe(200);
  return r.body.league as GameLeague;
}

/** Teams named `names`, run by the admin unless a manager is given for a name (invited, and accepting). */
export async function teamsIn(admin: User, leagueId: string, names: string[], managers: Record<string, User> = {}) {
  const teams: { id: string; name: string }[] = [];
  for (const name of names) {
    const manager = managers[name];
    const r = await admin.api.post(`/api/leagues/${leagueId}/teams`, { name, manager_email: (manager ?? admin).email });
    expect(r.status).toBe(201);
    if (manager) await acceptNewestInvitation(manager);
    teams.push(r.body.team);
  }
  return teams;
}

/** A season of those teams, activated. */
export async function activeSeason(admin: User, leagueId: string, teamIds: string[], dates = { start_date: '2027-03-01', end_date: '2027-06-30' }) {
  const r = await admin.api.post(`/api/leagues/${leagueId}/seasons`, { name: 'Spring 2027', ...dates, team_ids: teamIds });
  expect(r.status).toBe(201);
  expect((await admin.api.post(`/api/leagues/${leagueId}/seasons/${r.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  return r.body.season as { id: string; name: string };
}

/** A game between two teams by the admin: returns its id. */
export async function game(admin: User, league: GameLeague, seasonId: string, home: string, away: string, date = '2027-03-06', time = '10:00') {
  const r = await admin.api.post(`/api/leagues/${league.id}/games`, {
    season_id: seasonId, home_team_id: home, away_team_id: away, date, time, venue_id: league.venues[0].id, field: 'Court 1',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.game.id as string;
}

/** The team's manager (or the league's admin) opens its roster to the public site: rosters start private. */
export async function setRosterPublic(by: User, teamId: string, open = true) {
  const r = await by.api.put(`/api/teams/${teamId}/settings`, {
    allow_public_roster: open, require_position_assignment: false, roster_display_order: 'jersey_number', social_links: [],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

export { newUser };
