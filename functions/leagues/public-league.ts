// A league as the public site shows it, found by id, custom URL or custom domain: only a published league
// answers, anything else reads as missing. The public site, news, pages, games, playoffs and game day all ask here,
// so it sits with leagues.
import type { DirectoryResponse } from '../../shared/api-contract';
import { DEFAULT_SCHEDULE_GROUPING, isPublished } from '../../shared/league-constants';
import { MSG } from '../../shared/messages';
import type { League, PublicLeague } from '../../shared/league-schema';
import { brandingFromStored, type Branding } from '../../shared/branding-schema';
import { getBrandingItem } from '../data/branding';
import { domainByHost, getLeagueDomain } from '../data/domains';
import { leagueWithActiveSeason } from '../data/game-reads';
import { getLeague, leagueIdForSlug } from '../data/leagues';
import { keptDirectoryPage, liveDirectoryPage } from './directory-page';
import { notFound } from '../lib/errors';
import { resolveLeague, ULID } from './service';

/** What anyone may see of a league: only active leagues, and never the admin's identity. */
export function toPublicLeague(l: League, branding?: Branding): PublicLeague {
  return {
    ...(branding ? { branding } : {}),
    id: l.id, name: l.name, description: l.description, sport: l.sport, status: l.status,
    custom_slug: l.custom_slug, public_standings: l.public_standings, public_schedule: l.public_schedule,
    contact_email: l.contact_email ?? null, created_at: l.created_at, time_zone: l.time_zone,
    primary_domain: l.primary_domain ?? null, schedule_grouping: l.schedule_grouping ?? DEFAULT_SCHEDULE_GROUPING,
  };
}

function visible(league: League | null): PublicLeague {
  // A draft (or completed/archived) league answers exactly like a missing one, so its existence does not leak.
  if (!league || !isPublished(league.status)) throw notFound(MSG.league.notFound);
  return toPublicLeague(league);
}

export async function getPublicLeague(key: string): Promise<PublicLeague> {
  return visible(await resolveLeague(key));
}

/** The league with its branding (theme, navigation, hero): what every page of its site needs. One more GetItem. */
async function withBranding(league: PublicLeague): Promise<PublicLeague> {
  return { ...league, branding: brandingFromStored(await getBrandingItem(league.id)) };
}

export async function getPublicLeagueSite(key: string): Promise<PublicLeague> {
  return withBranding(await getPublicLeague(key));
}

/** The league a custom domain serves, once that domain is active. */
export async function getPublicLeagueByDomain(host: string): Promise<PublicLeague> {
  const leagueId = await leagueOfActiveDomain(host);
  if (!leagueId) throw notFound(MSG.league.notFound);
  return withBranding(visible(await getLeague(leagueId)));
}

/** The id of the league a custom domain serves, once that domain is active (null otherwise). */
export async function leagueOfActiveDomain(host: string): Promise<string | null> {
  const owner = await domainByHost(host);
  const domain = owner && (await getLeagueDomain(owner.league_id, owner.domain_id));
  return owner && domain?.status === 'active' ? owner.league_id : null;
}

/**
 * A page of the public directory: the first from its kept item (one GetItem, directory-page.ts), read from the
 * shards while none is kept, and any later page (a cursor) from the shards.
 */
export async function leagueDirectory(cursor?: string): Promise<DirectoryResponse> {
  const page = (!cursor && await keptDirectoryPage()) || await liveDirectoryPage(cursor);
  return { leagues: page.entries, next_cursor: page.cursor };
}

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
