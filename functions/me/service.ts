import type { MeResponse, TeamSummary, UserLeagueEntry } from '../../shared/api-contract';
import { listRecentActivity } from '../data/activity';
import { listLeaguesByAdmin } from '../data/leagues';
import { getLeaguesByIds, listPlayerEntriesOf, listTeamsManagedBy } from '../data/teams';
import { getUserProfile, listActiveRoles } from '../data/users';

/** The signed-in user's profile and active roles. Falls back to token claims if the profile is not there yet. */
export async function describeMe(userId: string, claims: Record<string, unknown>): Promise<MeResponse> {
  const [profile, roles] = await Promise.all([getUserProfile(userId), listActiveRoles(userId)]);
  return {
    user: {
      id: userId,
      email: profile?.email ?? String(claims.email ?? claims.username ?? ''),
      first_name: profile?.first_name ?? String(claims.given_name ?? ''),
      last_name: profile?.last_name ?? String(claims.family_name ?? ''),
    },
    roles,
  };
}

async function allAdminLeagues(userId: string) {
  const out = [];
  let cursor: string | undefined;
  do {
    const page = await listLeaguesByAdmin(userId, 100, cursor);
    out.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return out;
}

/**
 * One entry per league the user is part of, merged across the three relationships (spec section 3):
 * admin over team manager over player; an admin who also manages a team there gets that team's name and id.
 */
export async function myLeagues(userId: string): Promise<UserLeagueEntry[]> {
  const [admin, managed, playing] = await Promise.all([allAdminLeagues(userId), listTeamsManagedBy(userId), listPlayerEntriesOf(userId)]);
  const entries = new Map<string, UserLeagueEntry>();
  for (const l of admin) {
    entries.set(l.id, { id: l.id, name: l.name, sport: l.sport, status: l.status, role: 'admin', team_name: null, team_id: null, created_at: l.created_at });
  }
  const others = await getLeaguesByIds([...managed.map((t) => t.league_id), ...playing.map((p) => p.league_id)].filter((id) => !entries.has(id)));
  const leagueEntry = (leagueId: string, role: UserLeagueEntry['role'], teamName: string, teamId: string): UserLeagueEntry | null => {
    const l = others.get(leagueId);
    return l ? { id: leagueId, name: String(l.name), sport: String(l.sport), status: String(l.status), role, team_name: teamName, team_id: teamId, created_at: String(l.created_at) } : null;
  };
  for (const t of managed) {
    const existing = entries.get(t.league_id);
    if (existing) {
      if (!existing.team_id) Object.assign(existing, { team_name: t.name, team_id: t.id });
      continue;
    }
    const e = leagueEntry(t.league_id, 'team_manager', t.name, t.id);
    if (e) entries.set(t.league_id, e);
  }
  for (const p of playing) {
    if (entries.has(p.league_id)) continue;
    const e = leagueEntry(p.league_id, 'player', p.team_name, p.team_id);
    if (e) entries.set(p.league_id, e);
  }
  return [...entries.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Teams the user manages, by name, with their league and player count. */
export async function myTeams(userId: string): Promise<TeamSummary[]> {
  const teams = await listTeamsManagedBy(userId);
  const leagues = await getLeaguesByIds(teams.map((t) => t.league_id));
  return teams.flatMap((t) => {
    const l = leagues.get(t.league_id);
    if (!l) return [];
    return [{
      id: t.id, name: t.name, league_id: t.league_id, manager_id: t.manager_id, player_count: t.player_count ?? 0, created_at: t.created_at,
      league: { id: t.league_id, name: String(l.name), sport: String(l.sport) },
    }];
  });
}

export const myActivity = (userId: string) => listRecentActivity(userId, 10);
