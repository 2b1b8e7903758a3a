// Roster changes after a player joined: status, position and jersey number, and removal. The league's
// admin and the team's manager change anyone; a player may only leave the team themself.
import type { TeamDetail } from '../../shared/api-contract';
import { MSG } from '../../shared/messages';
import { ROSTER_MESSAGES } from '../../shared/roster-schema';
import { getPlayer, removePlayer, updatePlayer, type PlayerChange } from '../data/roster';
import { peekTeamSettings } from '../data/team-page';
import { badRequest, conflict, notFound } from '../lib/errors';
import { getTeamFor } from '../teams/service';
import { jerseyTaken } from '../access/add-failure';
import { requireTeamManager, teamAccessOf } from '../access/team';

export async function changePlayer(userId: string, teamId: string, playerId: string, change: PlayerChange): Promise<TeamDetail> {
  const { team, league } = await requireTeamManager(userId, teamId);
  const player = await getPlayer(league.id, team.id, playerId);
  if (!player) throw notFound(ROSTER_MESSAGES.notOnTeam);
  if (change.position === null && (await peekTeamSettings(league.id, team.id)).require_position_assignment) {
    throw badRequest(`position: ${ROSTER_MESSAGES.positionRequired}`, 'position');
  }
  const failure = await updatePlayer(player, change);
  if (failure === 'jersey') throw jerseyTaken(change.jersey_number!);
  if (failure === 'gone') {
    // Removed meanwhile, or its number changed under us: say which.
    if (!(await getPlayer(league.id, team.id, playerId))) throw notFound(ROSTER_MESSAGES.notOnTeam);
    throw conflict(MSG.busy);
  }
  return getTeamFor(userId, teamId);
}

/**
 * Takes a player off the roster: the team's count and the jersey number go back in the same transaction. The
 * answer is the roster as it stands, or null for a player who left and so no longer sees the team.
 */
export async function removePlayerFrom(userId: string, teamId: string, playerId: string): Promise<TeamDetail | null> {
  const leaving = userId === playerId;
  const { team, league } = leaving ? await teamAccessOf(userId, teamId) : await requireTeamManager(userId, teamId);
  const player = await getPlayer(league.id, team.id, playerId);
  if (!player) throw notFound(ROSTER_MESSAGES.notOnTeam);
  if (await removePlayer(player)) {
    if (!(await getPlayer(league.id, team.id, playerId))) throw notFound(ROSTER_MESSAGES.notOnTeam);
    throw conflict(MSG.busy);
  }
  try {
    return await getTeamFor(userId, teamId);
  } catch (err) {
    if (leaving) return null;
    throw err;
  }
}
