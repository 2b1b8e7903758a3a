import { MSG } from '../../shared/messages';
import type { League } from '../../shared/league-schema';
import { getLeague, getLeagueForUpdate } from '../data/leagues';
import { forbidden, notFound } from '../lib/errors';

/**
 * The one league-ownership check: the league, read by `read` (by id unless told otherwise), when the caller is
 * its admin. 404 when there is no such league, 403 when it belongs to someone else.
 */
export async function requireOwnLeague(
  userId: string, leagueKey: string, read: (key: string) => Promise<League | null> = getLeague,
): Promise<League> {
  const league = await read(leagueKey);
  if (!league) throw notFound(MSG.league.notFound);
  if (league.admin_id !== userId) throw forbidden(MSG.league.notYours);
  return league;
}

/** The same check for an update: the caller's league with the version the update must find unchanged. */
export async function requireOwnLeagueForUpdate(userId: string, leagueId: string): Promise<{ league: League; version: number }> {
  const found = await getLeagueForUpdate(leagueId);
  if (!found) throw notFound(MSG.league.notFound);
  if (found.league.admin_id !== userId) throw forbidden(MSG.league.notYours);
  return found;
}
