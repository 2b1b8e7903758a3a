// The league a public page names, by id or custom URL: only a published league answers.
import { isPublished } from '../../shared/league-constants';
import type { League } from '../../shared/league-schema';
import { MSG } from '../../shared/messages';
import { leagueWithActiveSeason } from '../data/games';
import { leagueIdForSlug } from '../data/leagues';
import { ULID } from '../leagues/service';
import { notFound } from '../lib/errors';


/**
 * An active league by id or custom URL and its active season's id: one BatchGetItem for an id (a custom URL first
 * reads its marker). A league that is not active answers exactly like a missing one.
 */
export async function publicLeague(key: string, opts: { withStatistics?: boolean } = {}): Promise<{ league: League; seasonId: string | null; keptStatistics: string | null }> {
  let found = ULID.test(key) ? await leagueWithActiveSeason(key, opts) : null;
  // A custom URL (or, rarely, one shaped like an id) names the league through its marker.
  if (!found?.league) {
    const id = await leagueIdForSlug(key);
    found = id ? await leagueWithActiveSeason(id, opts) : null;
  }
  if (!found?.league || !isPublished(found.league.status)) throw notFound(MSG.league.notFound);
  return { league: found.league, seasonId: found.activeSeasonId, keptStatistics: found.keptStatistics };
}
