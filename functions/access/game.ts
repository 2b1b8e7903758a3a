// The game and what the caller is to it, for every route on one game (the decision itself: decide.ts).
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';
import type { League } from '../../shared/league-schema';
import { getGameInContext, type GameRecord } from '../data/game-reads';
import type { SeasonRecord } from '../data/keys';
import { isConnected } from '../data/team-admin';
import type { TeamRecord } from '../data/teams';
import { forbidden, notFound } from '../lib/errors';
import { gameDecision } from './decide';
import { isLeagueAdmin, teamsManagedBy } from './roles';

export interface GameAccess { league: League; game: GameRecord; season: SeasonRecord | null; admin: boolean; managed: string[]; home: TeamRecord | null; away: TeamRecord | null }

/** What the person is to a game: its league's admin, and the ids of its teams (home, away) they manage. */
export function rolesAtGame(userId: string, league: League, home: TeamRecord | null, away: TeamRecord | null): { admin: boolean; managed: string[] } {
  return { admin: isLeagueAdmin(userId, league), managed: teamsManagedBy(userId, [home, away]).map((t) => t.id) };
}

/**
 * The game and what the caller is to it. Outside the league (or no such game): 404, the same answer either way.
 * Connected to the league but neither its admin nor a manager of either team: 403.
 */
export async function gameAccess(userId: string, leagueId: string, gameId: string, need: 'read' | 'manager' | 'admin'): Promise<GameAccess> {
  // The game with its league, season and teams in three batched reads: a result entry's whole read side.
  const { league, game, season, home, away } = await getGameInContext(leagueId, gameId);
  if (!league || !game) throw notFound(GAMES_API_MESSAGES.notFound);
  const { admin, managed } = rolesAtGame(userId, league, home, away);
  const access = { league, game, season, admin, managed, home, away };
  const manager = managed.length > 0;
  // Whether a stranger to both teams is connected to the league at all costs a read: asked only when it decides.
  const connected = admin || manager || (await isConnected([leagueId], userId));
  const decision = gameDecision({ admin, manager, connected }, need);
  if (decision === 'allow') return access;
  if (decision === 'forbidden') throw forbidden(need === 'admin' ? GAMES_API_MESSAGES.adminOnly : GAMES_API_MESSAGES.notYours);
  throw notFound(GAMES_API_MESSAGES.notFound);
}
