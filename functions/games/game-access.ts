// The game and what the caller is to it, for every route on one game.
import type { League } from '../../shared/league-schema';
import { getGame, type GameRecord } from '../data/games';
import { getLeague } from '../data/leagues';
import { isConnected } from '../data/team-admin';
import { getTeam, type TeamRecord } from '../data/teams';
import { forbidden, notFound } from '../lib/errors';
import { GAMES_API_MESSAGES } from './games-messages';

export interface GameAccess { league: League; game: GameRecord; admin: boolean; managed: string[]; home: TeamRecord | null; away: TeamRecord | null }

/**
 * The game and what the caller is to it. Outside the league (or no such game): 404, the same answer either way.
 * Connected to the league but neither its admin nor a manager of either team: 403.
 */
export async function gameAccess(userId: string, leagueId: string, gameId: string, need: 'read' | 'manager' | 'admin'): Promise<GameAccess> {
  const [league, game] = await Promise.all([getLeague(leagueId), getGame(leagueId, gameId)]);
  if (!league || !game) throw notFound(GAMES_API_MESSAGES.notFound);
  const [home, away] = await Promise.all([getTeam(leagueId, game.home_team_id), getTeam(leagueId, game.away_team_id)]);
  const admin = league.admin_id === userId;
  const managed = [home, away].filter((t): t is TeamRecord => !!t && t.manager_id === userId).map((t) => t.id);
  const access = { league, game, admin, managed, home, away };
  if (admin && need !== 'manager') return access;
  if (managed.length && need !== 'admin') return access;
  if (admin) return access; // an admin who manages neither team, on a manager's route: the route decides
  if (await isConnected([leagueId], userId)) throw forbidden(need === 'admin' ? GAMES_API_MESSAGES.adminOnly : GAMES_API_MESSAGES.notYours);
  throw notFound(GAMES_API_MESSAGES.notFound);
}
