// A child on a roster answers through their parent (issue 41, point 1): a family member has no account, so the
// account holding them answers for their games, and sees those games with their own. Only the account whose family
// holds the member: anyone else gets the missing team's 404.
import { childPlayerId } from '../../shared/child-player-id';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import type { AvailabilityInput } from '../../shared/game-day-schema';
import type { GameView } from '../../shared/api-contract';
import { getFamilyMember, listFamily } from '../data/family';
import { getAvailability } from '../data/game-day';
import { getGame } from '../data/game-reads';
import { getLeague } from '../data/leagues';
import { getPlayer } from '../data/roster';
import { getTeam, listPlayerEntriesOf } from '../data/teams';
import { notFound } from '../lib/errors';
import { teamWithLeague } from '../access/team';
import { gameView } from '../games/service';
import { answerFor, upcomingTeamGames } from './availability';

/** The parent's answer for their child's game (the child on the team's roster). */
export async function setChildAvailability(userId: string, teamId: string, gameId: string, input: AvailabilityInput & { member_id: string }, now = Date.now()) {
  const member = await getFamilyMember(userId, input.member_id);
  const { team, league } = await teamWithLeague(teamId);
  const playerId = member ? childPlayerId(member.id) : null;
  if (!playerId || !(await getPlayer(league.id, team.id, playerId))) throw notFound(TEAM_MESSAGES.notFound);
  const game = await getGame(league.id, gameId);
  if (!game) throw notFound(TEAM_MESSAGES.notFound);
  return answerFor(league, team, game, playerId, input, now);
}

/** The coming games of the caller's family members, each with their answer (My Teams lists them with the caller's). */
export async function childrenAvailability(userId: string, now = Date.now()) {
  const out: { team_id: string; team_name: string; game: GameView; answer: 'going' | 'not_going' | 'maybe' | null; note: string | null; member: { id: string; first_name: string } }[] = [];
  for (const m of await listFamily(userId)) {
    for (const e of await listPlayerEntriesOf(childPlayerId(m.id))) {
      const [team, league] = await Promise.all([getTeam(e.league_id, e.team_id), getLeague(e.league_id)]);
      if (!team || !league) continue;
      for (const g of await upcomingTeamGames(league, team, now)) {
        const a = await getAvailability(league.id, g.id, childPlayerId(m.id));
        out.push({ team_id: team.id, team_name: team.name, game: gameView(g, league), answer: a?.answer ?? null, note: a?.note ?? null, member: { id: m.id, first_name: m.first_name } });
      }
    }
  }
  return out;
}
