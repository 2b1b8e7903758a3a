import { MSG } from '../../shared/messages';
import type { League } from '../../shared/league-schema';
import { getLeague, getLeagueForUpdate } from '../data/leagues';
import { notFound } from '../lib/errors';

/**
 * The one league-ownership check: the league, read by `read` (by id unless told otherwise), when the caller is
 * its admin. Someone else's league answers exactly like a league that does not exist (404, same sentence), so a
 * stranger cannot learn that a draft exists.
 */
export async function requireOwnLeague(
  userId: string, leagueKey: string, read: (key: string) => Promise<League | null> = getLeague,
): Promise<League> {
  const league = await read(leagueKey);
  if (!league || league.admin_id !== userId) throw notFound(MSG.league.notFound);
  return league;
}

/** The same check for an update: the caller's league with the version the update must find unchanged. */
export async function requireOwnLeagueForUpdate(userId: string, leagueId: string): Promise<{ league: League; version: number }> {
  const found = await getLeagueForUpdate(leagueId);
  if (!found || found.league.admin_id !== userId) throw notFound(MSG.league.notFound);
  return found;
}
