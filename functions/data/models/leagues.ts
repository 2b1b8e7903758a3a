// A league's own items in its partition (LEAGUE#<id>), its custom URL's marker and its hand-over.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { League } from '../../../shared/league-schema';
import { LEAGUE, leaguePk, leagueIdOf } from './partitions';
import { LEAGUE_GAME_DEFAULTS } from '../../../shared/league-constants';
import { type Item, type Key, type KeyQuery, stripKeys, storedAs } from './table';

const DIRECTORY = 'DIRECTORY#active';
/**
 * Partitions of the public directory. An index partition takes at most 1,000 writes/s; 16 shards spread a league's
 * activation and edits (and the directory's storage) sixteen ways, while a page costs 16 small Queries
 * (infra/cloud/README.md, "Hot keys").
 */
export const DIRECTORY_SHARDS = 16;

/** The directory shard of a league: FNV-1a (32-bit) of its id, so it never changes and spreads ULIDs evenly. */
export function directoryShardOf(leagueId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < leagueId.length; i++) {
    h ^= leagueId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % DIRECTORY_SHARDS;
}

export const leagueModel = {
  entity: 'league',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'LEAGUE' }),
  /** Everything the league owns (the league item included): deleting a league walks this. */
  partition: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId) }),
  /** gsi1: a user's own leagues, by creation time. */
  ownedBy: (adminId: string): KeyQuery => ({ index: 'byOwner', pk: `ADMIN#${adminId}`, skPrefix: LEAGUE }),
  /**
   * gsi2: the public directory, by creation time, in DIRECTORY_SHARDS partitions: a league's entry sits in the one
   * its id hashes to, so no single index key takes every active league's writes. A page reads every shard and
   * merges them (leagues.ts). Only active leagues carry the entry (sparse).
   */
  directoryShard: (leagueId: string): KeyQuery => ({ index: 'directory', pk: `${DIRECTORY}#${String(directoryShardOf(leagueId)).padStart(2, '0')}` }),
  directoryShards: (): KeyQuery[] => Array.from({ length: DIRECTORY_SHARDS }, (_, n) => ({ index: 'directory', pk: `${DIRECTORY}#${String(n).padStart(2, '0')}` })),
  /** gsi2: where every entry sat before the shards; read beside them until the backfill has moved its entries. */
  unshardedDirectory: (): KeyQuery => ({ index: 'directory', pk: DIRECTORY }),
  /**
   * The stored item: the league plus the index entries its owner and status imply, and `version`, which every
   * update of the league requires unchanged and increments (optimistic locking; an item without one is version 0).
   */
  item: (l: League, version = 0): Item => ({
    ...leagueModel.key(l.id),
    entity: leagueModel.entity,
    ...l,
    version,
    gsi1pk: leagueModel.ownedBy(l.admin_id).pk, gsi1sk: `${LEAGUE}${l.created_at}#${l.id}`,
    // Only active leagues carry the sparse directory key, so the public directory is one Query.
    ...(l.status === 'active' ? { gsi2pk: leagueModel.directoryShard(l.id).pk, gsi2sk: directoryPageModel.sortKeyOf(l) } : {}),
  }),
  /** The league as the API answers it: keys and the `deleting` mark stripped, `version` (0 when absent) kept. */
  fromItem: (i: Item): League => {
    const stored = storedAs<League & { deleting?: string; deleting_since?: string }>(i, structuredClone(LEAGUE_GAME_DEFAULTS));
    const { deleting: _d, deleting_since: _ds, ...league } = stored;
    return { ...league, version: Number(i.version ?? 0) };
  },
  versionOf: (i: Item): number => Number(i.version ?? 0),
  /** Set (to the deleting request's token) while a delete removes what the league owns; the league is gone to readers. */
  isDeleting: (i: Item): boolean => i.deleting !== undefined,
} as const;

/**
 * The public directory's first page, kept whole in one item (functions/leagues/directory-page.ts), so a view of
 * /leagues is one GetItem instead of a Query per shard and a BatchGetItem of logos. Rebuilt off the request path from
 * the table's stream after a write to a league or its branding; the shards still take the writes.
 */
export const directoryPageModel = {
  entity: 'directory_page',
  key: (): Key => ({ pk: 'DIRECTORYPAGE', sk: 'FIRST' }),
  /** The sort key of a league's directory entry (gsi2sk): its page's order and its cursor's position. */
  sortKeyOf: (l: Pick<League, 'id' | 'created_at'>): string => `${l.created_at}#${l.id}`,
} as const;

export interface BrandingSummary { logo_url: string | null; primary_color: string | null }

export const leagueBrandingModel = {
  entity: 'league_branding',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'BRANDING' }),
  /** Reads `pk` back for the league id: project it along with the fields. */
  fromItem: (i: Item): BrandingSummary & { league_id: string } => ({
    league_id: leagueIdOf(i.pk), logo_url: (i.logo_url as string) ?? null, primary_color: (i.primary_color as string) ?? null,
  }),
} as const;

/** Per-league counters (teams, levels, seasons) in the league's partition; written by conditional counters only. */
export const leagueCountersModel = {
  entity: 'league_counters',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'COUNTERS' }),
  fromItem: (i: Item): { league_id: string; counts: Record<string, number> } => ({
    league_id: leagueIdOf(i.pk), counts: stripKeys(i) as Record<string, number>,
  }),
} as const;

/** Uniqueness marker: a custom slug belongs to one league, compared case-insensitively. */
export const slugMarkerModel = {
  entity: 'slug_marker',
  key: (slug: string): Key => ({ pk: `SLUG#${slug.toLowerCase()}`, sk: 'SLUG' }),
  item: (slug: string, leagueId: string): Item => ({ ...slugMarkerModel.key(slug), entity: slugMarkerModel.entity, league_id: leagueId, slug }),
  fromItem: (i: Item): { league_id: string; slug: string } => ({ league_id: String(i.league_id), slug: String(i.slug) }),
} as const;

/**
 * A pending hand-over of a league to another member, in the league's partition (it goes with the league), one per
 * league (a new offer replaces the last).
 */
export interface LeagueTransfer { league_id: string; from_id: string; to_id: string; created_at: string }

export const leagueTransferModel = {
  entity: 'league_transfer',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'TRANSFER' }),
  /** gsi1: the hand-overs waiting for a user's answer, oldest first. */
  offeredTo: (userId: string): KeyQuery => ({ index: 'byOwner', pk: `TRANSFER_TO#${userId}`, skPrefix: LEAGUE }),
  item: (t: LeagueTransfer): Item => ({
    ...leagueTransferModel.key(t.league_id), entity: leagueTransferModel.entity, ...t,
    gsi1pk: leagueTransferModel.offeredTo(t.to_id).pk, gsi1sk: `${LEAGUE}${t.created_at}#${t.league_id}`,
  }),
  fromItem: (i: Item) => storedAs<LeagueTransfer>(i),
} as const;
