// The public site's read-optimised items (keys.ts: siteAddressModel, sitePlayersModel): read with one GetItem per
// page, written only by the site's rebuild after a write (public-site/site-snapshot.ts). Each write is conditional
// on `read_at`, so of two rebuilds racing after two writes, the one that read later wins whatever order they land.
// Each item carries the format it was built in; one of another format is read as missing (its page reads live)
// until the deploy's backfill rebuilds it (public-site/site-backfill.ts).
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { siteAddressModel, sitePlayersModel, siteStatisticsModel, type Key } from './keys';
import { db, tableName } from './table';

export interface StoredSite { league_id: string; read_at: string; addresses: string[]; site: string }

/**
 * The shape of what site items hold (public-site/site-snapshot.ts: SiteSnapshot, the players list, the statistics).
 * Raise it with any change to that shape, so pages never parse an item built by older code as the new shape: they
 * read live until the backfill the deploy runs for a new format has rebuilt every league's items.
 */
export const SITE_FORMAT = 4;

/** A kept text (site, players, statistics) of an item built in this format, else null. */
export function keptText(item: Record<string, unknown> | undefined, attribute: string): string | null {
  return item && item.format === SITE_FORMAT && typeof item[attribute] === 'string' ? item[attribute] : null;
}

const isStale = (err: unknown) => (err as { name?: string }).name === 'ConditionalCheckFailedException';

/** The site item at one public address, or null (never built, or the league is not public there). */
export async function getSiteItem(address: string): Promise<StoredSite | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: siteAddressModel.key(address) }));
  const site = keptText(r.Item, 'site');
  return r.Item && site !== null ? { league_id: String(r.Item.league_id), read_at: String(r.Item.read_at), addresses: (r.Item.addresses as string[]) ?? [], site } : null;
}

/** The Players page's list kept for a league and its active season (JSON), or null. */
export async function getSitePlayers(leagueId: string, seasonId: string | null): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: sitePlayersModel.key(leagueId, seasonId) }));
  return keptText(r.Item, 'players');
}

/** The Statistics page's data kept for a league's active season (JSON), or null. */
export async function getSiteStatistics(leagueId: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: siteStatisticsModel.key(leagueId) }));
  return keptText(r.Item, 'statistics');
}

/**
 * Puts an item unless one read later is stored. At an address another league held (a custom URL or domain that
 * changed hands), the newer owner's rebuild replaces it.
 */
async function putIfNewer(key: Key, entity: string, leagueId: string, readAt: string, fields: Record<string, unknown>): Promise<void> {
  try {
    await db().send(new PutCommand({
      TableName: tableName(),
      Item: { ...key, entity, league_id: leagueId, read_at: readAt, format: SITE_FORMAT, ...fields },
      ConditionExpression: 'attribute_not_exists(pk) OR league_id <> :league OR read_at <= :readAt',
      ExpressionAttributeValues: { ':league': leagueId, ':readAt': readAt },
    }));
  } catch (err) {
    if (!isStale(err)) throw err;
  }
}

/** Deletes the league's own item, unless one read later is stored (or another league's is). */
async function deleteIfOlder(key: Key, leagueId: string, readAt: string): Promise<void> {
  try {
    await db().send(new DeleteCommand({
      TableName: tableName(), Key: key,
      ConditionExpression: 'league_id = :league AND read_at <= :readAt',
      ExpressionAttributeValues: { ':league': leagueId, ':readAt': readAt },
    }));
  } catch (err) {
    if (!isStale(err)) throw err;
  }
}

/**
 * What a rebuild keeps of a public league: its site (JSON) at each address, the players list (in the active season's
 * board, `season_id`) and the statistics.
 */
export interface KeptSite { addresses: string[]; site: string; season_id: string | null; players: string | null; statistics: string | null }

/**
 * Stores a league's site at each of its addresses, with its players list and statistics, and removes the addresses
 * it no longer answers at (`gone`). `kept` null removes them all (the league is not public, or no longer exists);
 * players or statistics null removes those (no active season, or too big to keep: their page reads them live).
 * `keptSeasonId`: the active season the items kept until now were built for; its players list goes when it changed.
 */
export async function writeSite(leagueId: string, readAt: string, kept: KeptSite | null, gone: string[], keptSeasonId: string | null = null): Promise<void> {
  const put = (key: Key, entity: string, fields: Record<string, unknown>) => putIfNewer(key, entity, leagueId, readAt, fields);
  const drop = (key: Key) => deleteIfOlder(key, leagueId, readAt);
  const players = sitePlayersModel.key(leagueId, kept?.season_id ?? null);
  const oldPlayers = sitePlayersModel.key(leagueId, keptSeasonId);
  await Promise.all([
    ...(kept?.addresses ?? []).map((a) => put(siteAddressModel.key(a), siteAddressModel.entity, { addresses: kept!.addresses, site: kept!.site })),
    ...gone.map((a) => drop(siteAddressModel.key(a))),
    kept?.players ? put(players, sitePlayersModel.entity, { players: kept.players }) : drop(players),
    ...(oldPlayers.sk !== players.sk ? [drop(oldPlayers)] : []),
    kept?.statistics ? put(siteStatisticsModel.key(leagueId), siteStatisticsModel.entity, { statistics: kept.statistics }) : drop(siteStatisticsModel.key(leagueId)),
  ]);
}
