import { MSG } from '../../shared/messages';
import type { League, PublicLeague } from '../../shared/league-schema';
import { notFound } from '../lib/errors';
import { resolveLeague } from '../leagues/service';

/** What anyone may see of a league: only active leagues, and never the admin's identity. */
export function toPublicLeague(l: League): PublicLeague {
  return {
    id: l.id, name: l.name, description: l.description, sport: l.sport, status: l.status,
    custom_slug: l.custom_slug, public_standings: l.public_standings, public_schedule: l.public_schedule,
    created_at: l.created_at,
  };
}

export async function getPublicLeague(key: string): Promise<PublicLeague> {
  const league = await resolveLeague(key);
  // A draft (or completed/archived) league answers exactly like a missing one, so its existence does not leak.
  if (!league || league.status !== 'active') throw notFound(MSG.league.notFound);
  return toPublicLeague(league);
}
