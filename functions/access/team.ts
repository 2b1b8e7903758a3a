// Who may do what with a team: the league's admin and the team's manager run it; its players see it; anyone else
// gets exactly the answer a missing team gets (the decision itself: decide.ts).
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { childPlayerId } from '../../shared/child-player-id';
import { listFamily } from '../data/family';
import { getLeague } from '../data/leagues';
import { getPlayer } from '../data/roster';
import { getTeam, leagueOfTeam, listTeamPlayers } from '../data/teams';
import { forbidden, notFound } from '../lib/errors';
import { teamDecision } from './decide';

export type TeamAccess = 'manage' | 'member';

/** A team and its league, by the team's id alone; a missing one answers the missing team's 404. */
export async function teamWithLeague(teamId: string) {
  const leagueId = await leagueOfTeam(teamId);
  const [team, league] = leagueId ? await Promise.all([getTeam(leagueId, teamId), getLeague(leagueId)]) : [null, null];
  if (!team || !league) throw notFound(TEAM_MESSAGES.notFound);
  return { team, league };
}

/** Who runs a team's roster: the league's admin and the team's manager. */
export const mayManage = (userId: string, team: { manager_id: string }, league: { admin_id: string }) =>
  teamDecision({ admin: userId === league.admin_id, manager: userId === team.manager_id, player: false, connected: false }, 'manage') === 'allow';

/** The team, its league and the caller's access; a stranger gets the missing team's 404. */
async function hasChildOnRoster(userId: string, leagueId: string, teamId: string): Promise<boolean> {
  const found = await Promise.all((await listFamily(userId)).map((m) => getPlayer(leagueId, teamId, childPlayerId(m.id))));
  return found.some(Boolean);
}

export async function teamAccessOf(userId: string, teamId: string) {
  const { team, league } = await teamWithLeague(teamId);
  if (mayManage(userId, team, league)) return { team, league, access: 'manage' as TeamAccess };
  // A parent whose child is on the roster sees the team as its member (the child has no account of their own).
  const player = !!(await getPlayer(league.id, team.id, userId)) || await hasChildOnRoster(userId, league.id, team.id);
  if (teamDecision({ admin: false, manager: false, player, connected: player }, 'see') === 'allow') return { team, league, access: 'member' as TeamAccess };
  throw notFound(TEAM_MESSAGES.notFound);
}

/** For changes: a player of the team is refused (403), a stranger gets the missing team's 404. */
export async function requireTeamManager(userId: string, teamId: string, refusal: string = TEAM_MESSAGES.notYours) {
  const found = await teamAccessOf(userId, teamId);
  if (found.access !== 'manage') throw forbidden(refusal);
  return found;
}

/** The team, when the caller may run it; a player of the team gets 403, anyone else the missing team's 404. */
export async function manageableTeam(userId: string, teamId: string, adminOnly: boolean) {
  const { team, league } = await teamWithLeague(teamId);
  const allowed = adminOnly ? userId === league.admin_id : mayManage(userId, team, league);
  if (allowed) return { team, league };
  const known = userId === team.manager_id || (await listTeamPlayers(league.id, team.id)).some((p) => p.user_id === userId);
  throw known ? forbidden(TEAM_MESSAGES.notYours) : notFound(TEAM_MESSAGES.notFound);
}
