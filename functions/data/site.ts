// The public site's read-optimised items (keys.ts: siteAddressModel, sitePlayersModel): read with one GetItem per
// page, written only by the site's rebuild after a write (public-site/site-snapshot.ts). Each write is conditional
// on `read_at`, so of two rebuilds racing after two writes, the one that read later wins whatever order they land.
// Each item carries the format it was built in; one of another format is read as missing (its page reads live)
// until the deploy's backfill rebuilds it (public-site/site-backfill.ts).
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  siteAddressModel, sitePlayersModel, siteScheduleModel, siteStandingsModel, siteStatisticsModel, type Key,
} from './keys';
import { db, tableName } from './table';

export interface StoredSite { league_id: string; read_at: string; addresses: string[]; site: string }

/**
 * The shape of what site items hold (public-site/site-snapshot.ts: SiteSnapshot, the players list, the statistics).
 * Raise it with any change to that shape, so pages never parse an item built by older code as the new shape: they
 * read live until the backfill the deploy runs for a new format has rebuilt every league's items.
 */
export const SITE_FORMAT = 6;

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

/** The active season's standings as the last rebuild kept them (with their forecasts), JSON; null when none is kept. */
export async function getSiteStandings(leagueId: string, seasonId: string): Promise<string | null> {
  const r = await db().send(new GetCommand({ TableName: tableName(), Key: siteStandingsModel.key(leagueId, seasonId) }));
  return keptText(r.Item, 'copy');
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

/**
 * A season's copies as stored (data/models/site.ts: siteScheduleModel): the schedule's parts by name and the
 * standings, each its text or null when built in another format (undefined standings: none), and the players list
 * when the range holds it (a team's page).
 */
export interface SeasonCopies { schedule: Map<string, string | null>; standings: string | null | undefined; players: string | null }

/** One Query over a season's copies (a second page only past 1 MB, which a kept schedule stays well under). */
export async function readSeasonCopies(leagueId: string, seasonId: string, part: 'schedule' | 'team' | 'copies'): Promise<SeasonCopies> {
  const { pk, from, to } = siteScheduleModel.range(leagueId, seasonId, part);
  const copies: SeasonCopies = { schedule: new Map(), standings: undefined, players: null };
  let start: Record<string, unknown> | undefined;
  do {
    const r = await db().send(new QueryCommand({
      TableName: tableName(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to }, ...(start ? { ExclusiveStartKey: start } : {}),
    }));
    for (const i of r.Items ?? []) {
      if (i.entity === siteScheduleModel.entity) copies.schedule.set(siteScheduleModel.partOf(seasonId, String(i.sk)), keptText(i, 'copy'));
      else if (i.entity === siteStandingsModel.entity) copies.standings = keptText(i, 'copy');
      else if (i.entity === sitePlayersModel.entity) copies.players = keptText(i, 'players');
    }
    start = r.LastEvaluatedKey;
  } while (start);
  return copies;
}

/** What a rebuild keeps of a season: its schedule's index and weeks by name, and its standings (JSON texts). */
export interface KeptSeason { schedule: Map<string, string>; standings: string }

/**
 * Writes the copies of a season that differ from what is `stored` and removes the stored ones it no longer has
 * (`next` null: every one), so a result rewrites its week and the standings, not the whole season. The weeks go
 * before the index that names them, and the index before the removal of weeks it no longer names: a page that reads
 * in between finds every week its index names (data/models/site.ts). Returns how many items it wrote or removed.
 */
export async function writeSeasonCopies(leagueId: string, readAt: string, seasonId: string, next: KeptSeason | null, stored: SeasonCopies): Promise<number> {
  const put = (key: Key, entity: string, copy: string) => putIfNewer(key, entity, leagueId, readAt, { copy });
  const scheduleKey = (name: string) => siteScheduleModel.key(leagueId, seasonId, name);
  const changed = [...(next?.schedule ?? [])].filter(([name, text]) => stored.schedule.get(name) !== text);
  const weeks = changed.filter(([name]) => name !== siteScheduleModel.index);
  const index = changed.filter(([name]) => name === siteScheduleModel.index);
  const standings = next && stored.standings !== next.standings ? [next.standings] : [];
  await Promise.all([
    ...weeks.map(([name, text]) => put(scheduleKey(name), siteScheduleModel.entity, text)),
    ...standings.map((text) => put(siteStandingsModel.key(leagueId, seasonId), siteStandingsModel.entity, text)),
  ]);
  await Promise.all(index.map(([name, text]) => put(scheduleKey(name), siteScheduleModel.entity, text)));
  const gone = [...stored.schedule.keys()].filter((name) => !next?.schedule.has(name));
  const dropStandings = !next && stored.standings !== undefined;
  // The index first: a page then finds no kept schedule (and reads live) rather than an index naming weeks gone.
  if (gone.includes(siteScheduleModel.index)) await deleteIfOlder(scheduleKey(siteScheduleModel.index), leagueId, readAt);
  await Promise.all([
    ...gone.filter((name) => name !== siteScheduleModel.index).map((name) => deleteIfOlder(scheduleKey(name), leagueId, readAt)),
    ...(dropStandings ? [deleteIfOlder(siteStandingsModel.key(leagueId, seasonId), leagueId, readAt)] : []),
  ]);
  return weeks.length + index.length + standings.length + gone.length + (dropStandings ? 1 : 0);
}
