import type { MeResponse, MyTeam, UserLeagueEntry } from '../../shared/api-contract';
import { levelNames } from '../data/levels';
import { listRecentActivity } from '../data/activity';
import { listAllLeaguesByAdmin } from '../data/leagues';
import { getLeaguesByIds, listPlayerEntriesOf, listTeamsManagedBy } from '../data/teams';
import { teamSummary } from '../teams/team-view';
import { getUserProfile, listActiveRoles } from '../data/users';
import { listFamily } from '../data/family';
import { childPlayerId } from '../../shared/child-player-id';

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


type LeagueTeam = UserLeagueEntry['teams'][number];

/**
 * One entry per league the user is part of, merged across the three relationships (spec section 3):
 * admin over team manager over player. Each entry lists every team the user has there (managed ones first, then
 * by name), so the dashboard shows a button per team; team_name / team_id name the first of them.
 */
export async function myLeagues(userId: string): Promise<UserLeagueEntry[]> {
  const [admin, managed, playing, children] = await Promise.all([listAllLeaguesByAdmin(userId), listTeamsManagedBy(userId), listPlayerEntriesOf(userId), childEntriesOf(userId)]);
  const teamsIn = new Map<string, LeagueTeam[]>();
  const addTeam = (leagueId: string, team: LeagueTeam) => {
    const list = teamsIn.get(leagueId) ?? [];
    if (!list.some((t) => t.id === team.id && t.for_child === team.for_child)) list.push(team);
    teamsIn.set(leagueId, list);
  };
  for (const t of managed) addTeam(t.league_id, { id: t.id, name: t.name, role: 'team_manager' });
  for (const p of playing) addTeam(p.league_id, { id: p.team_id, name: p.team_name, role: 'player' });
  // A child on a roster shows through their parent (they have no account of their own).
  for (const { entry: p, firstName } of children) addTeam(p.league_id, { id: p.team_id, name: p.team_name, role: 'player', for_child: firstName });
  for (const list of teamsIn.values()) {
    list.sort((a, b) => Number(a.role === 'player') - Number(b.role === 'player') || a.name.localeCompare(b.name));
  }

  const adminIds = new Set(admin.map((l) => l.id));
  const others = await getLeaguesByIds([...teamsIn.keys()].filter((id) => !adminIds.has(id)));
  const entry = (l: { id: string; name: unknown; sport: unknown; status: unknown; created_at: unknown }, role: UserLeagueEntry['role']): UserLeagueEntry => {
    const teams = teamsIn.get(l.id) ?? [];
    return {
      id: l.id, name: String(l.name), sport: String(l.sport), status: String(l.status), role,
      team_name: teams[0]?.name ?? null, team_id: teams[0]?.id ?? null, teams, created_at: String(l.created_at),
    };
  };
  const entries: UserLeagueEntry[] = admin.map((l) => entry(l, 'admin'));
  for (const [leagueId, teams] of teamsIn) {
    const l = others.get(leagueId);
    if (adminIds.has(leagueId) || !l) continue;
    entries.push(entry({ ...l, id: leagueId }, teams[0]!.role));
  }
  return entries.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The roster entries of the user's family members, each with the member's first name. */
async function childEntriesOf(userId: string) {
  const family = await listFamily(userId);
  const entries = await Promise.all(family.map(async (m) => (await listPlayerEntriesOf(childPlayerId(m.id))).map((entry) => ({ entry, firstName: m.first_name }))));
  return entries.flat();
}

/** Teams the user manages, by name, with their league, player count, logo and level name (My Teams' cards). */
export async function myTeams(userId: string): Promise<MyTeam[]> {
  const teams = await listTeamsManagedBy(userId);
  const [leagues, levels] = await Promise.all([
    getLeaguesByIds(teams.map((t) => t.league_id)),
    levelNames(teams.flatMap((t) => (t.level_id ? [{ league_id: t.league_id, level_id: t.level_id }] : []))),
  ]);
  return teams.flatMap((t) => {
    const l = leagues.get(t.league_id);
    if (!l) return [];
    return [{
      ...teamSummary(t, { id: t.league_id, name: String(l.name), sport: String(l.sport) }),
      level_name: t.level_id ? levels.get(t.level_id) ?? null : null,
    }];
  });
}

export const myActivity = (userId: string) => listRecentActivity(userId, 10);
