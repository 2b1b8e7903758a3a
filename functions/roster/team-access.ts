// Who may do what with a team (spec section 6): the league's admin and the team's manager run it; its players see
// it; anyone else gets exactly the answer a missing team gets.
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { getPlayer } from '../data/roster';
import { forbidden, notFound } from '../lib/errors';
import { mayManage, teamWithLeague } from '../teams/service';

export type TeamAccess = 'manage' | 'member';

/** The team, its league and the caller's access; a stranger gets the missing team's 404. */
export async function teamAccessOf(userId: string, teamId: string) {
  const { team, league } = await teamWithLeague(teamId);
  if (mayManage(userId, team, league)) return { team, league, access: 'manage' as TeamAccess };
  if (await getPlayer(league.id, team.id, userId)) return { team, league, access: 'member' as TeamAccess };
  throw notFound(TEAM_MESSAGES.notFound);
}

/** For changes: a player of the team is refused (403), a stranger gets the missing team's 404. */
export async function requireTeamManager(userId: string, teamId: string, refusal: string = TEAM_MESSAGES.notYours) {
  const found = await teamAccessOf(userId, teamId);
  if (found.access !== 'manage') throw forbidden(refusal);
  return found;
}
