// The single table's models, one per entity, all in this one file so that every key layout can be read (and
// checked for collisions) side by side. A model holds:
//   - `entity`: the name stored in each item's `entity` attribute (stream filters and deletes branch on it);
//   - `key(...)`: the item's primary key, and where it has them, its index entries and the Query key
//     conditions (`KeyQuery`) of its collections, all small builders over the item's own attributes;
//   - the item's TypeScript type, `item(...)` (value -> stored item) and `fromItem(item)` (stored item -> value,
//     keys, index attributes and bookkeeping stripped).
// No other module builds a key, names an entity or parses a key; the access patterns (leagues.ts, teams.ts, ...)
// use these models, and query.ts / batch.ts run the Query, BatchGet and BatchWrite calls.
// Item collections follow ownership: a user's profile, roles and counters live under USER#<sub>; a league and
// what it owns under LEAGUE#<id>. Ids never contain '#'.
// This module is pure (type-only imports, no AWS SDK) so the CDK app and the local stack can import it at synth
// and start-up time for the index names and entity names.
import type { ActivityEntry, Level, Role, Season } from '../../shared/api-contract';
import type { LeagueDomain } from '../../shared/domain-schema';
import type { KnockoutDecision } from '../../shared/game-schema';
import type { InvitationKind, InvitationStatus } from '../../shared/invitation-schema';
import type { League } from '../../shared/league-schema';
// Plain constants (no zod): the defaults a league stored before the games settings existed reads with.
import { LEAGUE_GAME_DEFAULTS } from '../../shared/league-constants';
import type { NewsCategory } from '../../shared/news-schema';
import type { PageType } from '../../shared/page-schema';
import type { Plan } from '../../shared/plan-catalogue';
import type { Promotion, Subscription } from '../../shared/subscription-schema';
import type { Registration, RegistrationSettings } from '../../shared/registration-schema';
import type { PlayerStatus } from '../../shared/roster-schema';
import type { RosterOrder, SocialLink } from '../../shared/team-page-schema';

export const TABLE_INDEXES = {
  /**
   * gsi1: who owns what (a user's leagues newest first, teams a user manages, teams a user plays for), and a
   * league's people by name (PEOPLE#<leagueId>: the user-search picker).
   */
  byOwner: { name: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk' },
  /**
   * gsi2: sparse public directory of active leagues, newest first; pending domains for the provisioner; a person's
   * people-index entries (PERSONOF#<userId>: account erasure).
   */
  directory: { name: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk' },
} as const;
export type IndexName = keyof typeof TABLE_INDEXES;

export type Item = Record<string, unknown>;
export type Key = { pk: string; sk: string };
/** One Query's key condition: a partition of the table or of an index, optionally narrowed to a sort-key prefix. */
export interface KeyQuery { index?: IndexName; pk: string; skPrefix?: string }

const KEY_ATTRIBUTE = /^(pk|sk|entity|gsi\d+(pk|sk))$/;

/** Removes key and index attributes (and `entity`) before an item leaves the data layer. */
export function stripKeys(item: Item): Item {
  const out: Item = {};
  for (const [k, v] of Object.entries(item)) if (!KEY_ATTRIBUTE.test(k)) out[k] = v;
  return out;
}

/** The primary key of a stored item (for deleting what a Query returned). */
export const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

const USER = (userId: string) => `USER#${userId}`;
const LEAGUE = 'LEAGUE#';
const leaguePk = (leagueId: string) => `${LEAGUE}${leagueId}`;
/** The league id of an item in a league's partition (counters and branding carry no league_id attribute). */
function leagueIdOf(pk: unknown): string {
  const s = String(pk);
  if (!s.startsWith(LEAGUE)) throw new Error(`not a league partition: ${s}`);
  return s.slice(LEAGUE.length);
}

// --- Users -------------------------------------------------------------------------------------------------------

export interface UserProfile { id: string; email: string; first_name: string; last_name: string; created_at: string }

export const userProfileModel = {
  entity: 'user_profile',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'PROFILE' }),
  /** Everything the user's partition holds (profile, roles, counters, subscription, activity, markers). */
  partition: (userId: string): KeyQuery => ({ pk: USER(userId) }),
  /**
   * Set by "sign out everywhere" (epoch seconds): tokens issued at or before it are refused by the API wrapper,
   * since API Gateway's JWT authorizer accepts an access token until it expires.
   */
  revokedAttribute: 'sessions_revoked_at',
  item: (p: UserProfile): Item => ({ ...userProfileModel.key(p.id), entity: userProfileModel.entity, ...p }),
  fromItem: (i: Item): UserProfile => {
    const { id, email, first_name, last_name, created_at } = i as unknown as UserProfile;
    return { id, email, first_name, last_name, created_at };
  },
} as const;

/** A user found by e-mail (written at confirmation), for assigning managers and players. */
export const emailMarkerModel = {
  entity: 'email_marker',
  key: (email: string): Key => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
  item: (email: string, userId: string): Item => ({ ...emailMarkerModel.key(email), entity: emailMarkerModel.entity, user_id: userId }),
  fromItem: (i: Item): { user_id: string } => ({ user_id: String(i.user_id) }),
} as const;

export interface UserRole { user_id: string; role: Role; is_active: boolean; created_at: string }

export const userRoleModel = {
  entity: 'user_role',
  key: (userId: string, role: string): Key => ({ pk: USER(userId), sk: `ROLE#${role}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'ROLE#' }),
  item: (userId: string, role: Role, now: string): Item => ({
    ...userRoleModel.key(userId, role), entity: userRoleModel.entity, user_id: userId, role, is_active: true, created_at: now,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as UserRole,
} as const;

/** Per-user counters that plan limits are enforced against (leagues owned); written by conditional counters only. */
export const userUsageModel = {
  entity: 'user_usage',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'USAGE' }),
  fromItem: (i: Item) => stripKeys(i) as Record<string, number>,
} as const;

export const subscriptionModel = {
  entity: 'subscription',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'SUBSCRIPTION' }),
  /** gsi2: trials without a card, by their end, so the reminder sweep finds those ending soon in one Query (sparse). */
  endingTrials: (): KeyQuery => ({ index: 'directory', pk: 'TRIALS_ENDING' }),
  item: (userId: string, sub: Subscription): Item => ({
    ...subscriptionModel.key(userId), entity: subscriptionModel.entity, user_id: userId, ...sub,
    ...(sub.status === 'trialing' && sub.current_period_end && !(sub as { provider_subscription_id?: string }).provider_subscription_id
      ? { gsi2pk: subscriptionModel.endingTrials().pk, gsi2sk: `${sub.current_period_end}#${userId}` } : {}),
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as Subscription & { user_id: string },
} as const;

/** An entry in a user's recent activity, newest last in key order. */
export const activityModel = {
  entity: 'activity',
  key: (userId: string, at: string, id: string): Key => ({ pk: USER(userId), sk: `ACTIVITY#${at}#${id}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'ACTIVITY#' }),
  item: (userId: string, id: string, entry: Omit<ActivityEntry, 'id'>): Item => ({
    ...activityModel.key(userId, entry.created_at, id), entity: activityModel.entity, id, user_id: userId, ...entry,
  }),
  fromItem: (i: Item): ActivityEntry => {
    const { user_id: _u, ...rest } = stripKeys(i);
    return rest as unknown as ActivityEntry;
  },
} as const;

/** A user gets one free trial, whichever paid plan it starts on (plan_slug records which). */
export const trialMarkerModel = {
  entity: 'trial_marker',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'TRIAL' }),
  item: (userId: string, planSlug: string, startedAt: string): Item => ({
    ...trialMarkerModel.key(userId), entity: trialMarkerModel.entity, plan_slug: planSlug, started_at: startedAt,
  }),
} as const;

/** The e-mail that a user's trial ends in 3 days went out (one per user: a user has one trial). */
export const trialReminderModel = {
  entity: 'trial_reminder',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'TRIAL_REMINDER' }),
  item: (userId: string, trialEnd: string, now: string): Item => ({
    ...trialReminderModel.key(userId), entity: trialReminderModel.entity, trial_end: trialEnd, sent_at: now,
  }),
} as const;

/** One per promo code the user redeemed, beside the code's own redemption marker: export and erasure find it here. */
export const promotionUsedModel = {
  entity: 'promotion_used',
  key: (userId: string, code: string): Key => ({ pk: USER(userId), sk: `PROMO_USED#${code.toUpperCase()}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'PROMO_USED#' }),
  item: (userId: string, code: string, now: string): Item => ({
    ...promotionUsedModel.key(userId, code), entity: promotionUsedModel.entity, code: code.toUpperCase(), redeemed_at: now,
  }),
  fromItem: (i: Item): { code: string; redeemed_at: string } => ({ code: String(i.code), redeemed_at: String(i.redeemed_at) }),
} as const;

/** The promotion a user has applied, read by the pricing and subscription pages. */
export const appliedPromotionModel = {
  entity: 'applied_promotion',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'PROMOTION' }),
  item: (userId: string, p: Promotion, now: string): Item => ({
    ...appliedPromotionModel.key(userId), entity: appliedPromotionModel.entity, code: p.code, name: p.name,
    discount_type: p.discount_type, discount_value: p.discount_value, plan_slug: p.plan_slug,
    valid_from: p.valid_from, valid_until: p.valid_until, max_redemptions: p.max_redemptions, applied_at: now,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as Promotion,
} as const;

// --- Leagues -----------------------------------------------------------------------------------------------------

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
    ...(l.status === 'active' ? { gsi2pk: leagueModel.directoryShard(l.id).pk, gsi2sk: `${l.created_at}#${l.id}` } : {}),
  }),
  /** The league as the API answers it: keys and the `deleting` mark stripped, `version` (0 when absent) kept. */
  fromItem: (i: Item): League => {
    const { deleting: _d, deleting_since: _ds, ...rest } = stripKeys(i);
    return { ...structuredClone(LEAGUE_GAME_DEFAULTS), ...rest, version: Number(i.version ?? 0) } as unknown as League;
  },
  versionOf: (i: Item): number => Number(i.version ?? 0),
  /** Set (to the deleting request's token) while a delete removes what the league owns; the league is gone to readers. */
  isDeleting: (i: Item): boolean => i.deleting !== undefined,
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
  fromItem: (i: Item) => stripKeys(i) as unknown as LeagueTransfer,
} as const;

// --- Custom domains ----------------------------------------------------------------------------------------------

export interface StoredDomain extends LeagueDomain { provisioning?: Record<string, string> }

export const domainModel = {
  /** Also the cloud provisioner's stream filter (infra/cloud/constructs/domain-provisioning.ts). */
  entity: 'league_domain',
  key: (leagueId: string, domainId: string): Key => ({ pk: leaguePk(leagueId), sk: `DOMAIN#${domainId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'DOMAIN#' }),
  /** gsi2: domains waiting for provisioning, oldest first, so the provisioner's sweep is one Query (sparse). */
  pending: (): KeyQuery => ({ index: 'directory', pk: 'DOMAINS#pending' }),
  /**
   * gsi2: failed domains still holding a CloudFront tenant (and its certificate), which the sweep deletes so a
   * failure does not keep using the account's quotas. The entry goes once `provisioning.tenant_id` is cleared.
   */
  releasing: (): KeyQuery => ({ index: 'directory', pk: 'DOMAINS#releasing' }),
  item: (d: StoredDomain): Item => ({
    ...domainModel.key(d.league_id, d.id), entity: domainModel.entity, ...d,
    ...(d.status === 'pending' ? { gsi2pk: domainModel.pending().pk, gsi2sk: `${d.created_at}#${d.id}` } : {}),
    ...(d.status === 'failed' && d.provisioning?.tenant_id ? { gsi2pk: domainModel.releasing().pk, gsi2sk: `${d.created_at}#${d.id}` } : {}),
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as StoredDomain,
} as const;

/**
 * A league's one primary domain: the domain that is primary claims this marker (written only if absent) in the
 * same transaction that marks it primary, so parallel adds can never leave two primaries.
 */
export const primaryDomainModel = {
  entity: 'primary_domain_marker',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'PRIMARY_DOMAIN' }),
  item: (d: Pick<StoredDomain, 'league_id' | 'id'>): Item => ({ ...primaryDomainModel.key(d.league_id), entity: primaryDomainModel.entity, domain_id: d.id }),
} as const;

/** Uniqueness and Host-header lookup: a domain belongs to at most one league. Outside the league's partition. */
export const hostMarkerModel = {
  entity: 'host_marker',
  key: (domain: string): Key => ({ pk: `HOST#${domain.toLowerCase()}`, sk: 'HOST' }),
  item: (d: StoredDomain): Item => ({ ...hostMarkerModel.key(d.domain), entity: hostMarkerModel.entity, league_id: d.league_id, domain_id: d.id, domain: d.domain }),
  fromItem: (i: Item): { league_id: string; domain_id: string } => ({ league_id: String(i.league_id), domain_id: String(i.domain_id) }),
} as const;

// --- Teams and players -------------------------------------------------------------------------------------------

export interface TeamRecord {
  id: string; name: string; league_id: string; manager_id: string; player_count: number; level_id?: string | null; created_at: string;
  // The spec's other team fields; absent on teams created before they existed (read as null).
  description?: string | null; logo_url?: string | null; founded_date?: string | null; home_venue?: string | null;
  website_url?: string | null;
  /** The team's own roster cap (null: only the plan's max_players_per_team), held in the add-player transaction. */
  max_roster_size?: number | null;
  updated_at?: string;
}
export interface PlayerRecord { user_id: string; team_id: string; league_id: string; team_name: string; position: string | null; jersey_number: number | null; status: PlayerStatus; joined_at: string }

/** Teams live in their league's partition. */
export const teamModel = {
  entity: 'team',
  key: (leagueId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `TEAM#${teamId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'TEAM#' }),
  /** gsi1: teams a user manages, by name. */
  managedBy: (managerId: string): KeyQuery => ({ index: 'byOwner', pk: `MANAGER#${managerId}`, skPrefix: 'TEAM#' }),
  item: (t: TeamRecord): Item => ({
    ...teamModel.key(t.league_id, t.id), entity: teamModel.entity, ...t,
    gsi1pk: teamModel.managedBy(t.manager_id).pk, gsi1sk: `TEAM#${t.name.toLowerCase()}#${t.id}`,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as TeamRecord,
} as const;

/** Finds a team's league from the team's id. Outside the league's partition. */
export const teamPointerModel = {
  entity: 'team_ref',
  key: (teamId: string): Key => ({ pk: `TEAMREF#${teamId}`, sk: 'TEAMREF' }),
  item: (t: Pick<TeamRecord, 'id' | 'league_id'>): Item => ({ ...teamPointerModel.key(t.id), entity: teamPointerModel.entity, league_id: t.league_id, team_id: t.id }),
  fromItem: (i: Item): { league_id: string; team_id: string } => ({ league_id: String(i.league_id), team_id: String(i.team_id) }),
} as const;

/** A roster entry, in the league's partition next to its team. */
export const playerModel = {
  entity: 'player',
  key: (leagueId: string, teamId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `PLAYER#${teamId}#${userId}` }),
  ofTeam: (leagueId: string, teamId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `PLAYER#${teamId}#` }),
  /** Every roster entry of a league (the public Players page). */
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'PLAYER#' }),
  /** gsi1: the teams a user plays for. */
  playingFor: (userId: string): KeyQuery => ({ index: 'byOwner', pk: `PLAYER#${userId}`, skPrefix: 'TEAM#' }),
  item: (p: PlayerRecord): Item => ({
    ...playerModel.key(p.league_id, p.team_id, p.user_id), entity: playerModel.entity, ...p,
    gsi1pk: playerModel.playingFor(p.user_id).pk, gsi1sk: `TEAM#${p.team_id}`,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as PlayerRecord,
} as const;

/**
 * A taken jersey number of a team: written with attribute_not_exists in the same transaction as the roster entry
 * that wears it (add, accept, number change), so two players of a team can never hold one number.
 */
export const jerseyMarkerModel = {
  entity: 'jersey',
  key: (leagueId: string, teamId: string, n: number): Key => ({ pk: leaguePk(leagueId), sk: `JERSEY#${teamId}#${String(n).padStart(2, '0')}` }),
  item: (leagueId: string, teamId: string, n: number, userId: string): Item => ({
    ...jerseyMarkerModel.key(leagueId, teamId, n), entity: jerseyMarkerModel.entity, team_id: teamId, user_id: userId, jersey_number: n,
  }),
} as const;

export interface TeamAnnouncementRecord {
  id: string; team_id: string; league_id: string; author_id: string; title: string; content: string;
  is_pinned: boolean; is_public: boolean; created_at: string; updated_at: string;
  /** Goes up by one with each replace (an announcement written before versions is 0). */
  version?: number;
}

/** A team's announcement, in the league's partition (ids are ULIDs, so the sort key orders them oldest first). */
/**
 * One person's choice about one team's announcement e-mails (sent unless they stopped them), with the token of
 * their unsubscribe link: random, so only the person the e-mail went to can use it. Carries team_id, so deleting
 * the team removes it with the team's other items.
 */
/** `reminders`: whether the person gets the team's game reminder e-mails (absent on older items: yes). */
export interface TeamMailRecord { league_id: string; team_id: string; user_id: string; token: string; announcements: boolean; reminders?: boolean; updated_at: string }

export const teamMailModel = {
  entity: 'team_mail',
  key: (leagueId: string, teamId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `TMAIL#${teamId}#${userId}` }),
  ofTeam: (leagueId: string, teamId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `TMAIL#${teamId}#` }),
  item: (m: TeamMailRecord): Item => ({ ...teamMailModel.key(m.league_id, m.team_id, m.user_id), entity: teamMailModel.entity, ...m }),
  fromItem: (i: Item) => stripKeys(i) as unknown as TeamMailRecord,
} as const;

/** An unsubscribe link's token, naming whose choice about which team it changes (looked up before the league is known). */
export const mailTokenModel = {
  entity: 'mail_token',
  key: (token: string): Key => ({ pk: `MAILTOKEN#${token}`, sk: 'MAILTOKEN' }),
  item: (m: Pick<TeamMailRecord, 'token' | 'league_id' | 'team_id' | 'user_id'>): Item => ({
    ...mailTokenModel.key(m.token), entity: mailTokenModel.entity, token: m.token, league_id: m.league_id, team_id: m.team_id, user_id: m.user_id,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as Pick<TeamMailRecord, 'token' | 'league_id' | 'team_id' | 'user_id'>,
} as const;

export const teamAnnouncementModel = {
  entity: 'team_announcement',
  key: (leagueId: string, teamId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `TANN#${teamId}#${id}` }),
  ofTeam: (leagueId: string, teamId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `TANN#${teamId}#` }),
  item: (a: TeamAnnouncementRecord): Item => ({ ...teamAnnouncementModel.key(a.league_id, a.team_id, a.id), entity: teamAnnouncementModel.entity, ...a }),
  fromItem: (i: Item) => ({ version: 0, ...stripKeys(i) }) as unknown as TeamAnnouncementRecord,
} as const;

export interface TeamSettingsRecord {
  team_id: string; league_id: string;
  allow_public_roster: boolean; require_position_assignment: boolean; auto_approve_players: boolean;
  roster_display_order: RosterOrder; notification_preferences: Record<string, boolean>;
  /** team_social_links (spec): platform and URL, shown on the team's overview. */
  social_links: SocialLink[];
  updated_at: string;
  /** Goes up by one with each save (settings written before versions, or the defaults, are 0). */
  version?: number;
}

/** One team's settings and social links, in the league's partition; created with the defaults on first read. */
export const teamSettingsModel = {
  entity: 'team_settings',
  key: (leagueId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `TSET#${teamId}` }),
  /** Every team's stored settings in a league (teams never saved keep the defaults). */
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'TSET#' }),
  // allow_public_roster is stored as `public_roster`: a switch saved under the older attribute was set while its help
  // said nothing public showed rosters, so it is no one's choice to publish names, and reads as private (off).
  item: ({ allow_public_roster, ...s }: TeamSettingsRecord): Item => ({
    ...teamSettingsModel.key(s.league_id, s.team_id), entity: teamSettingsModel.entity, ...s, public_roster: allow_public_roster,
  }),
  fromItem: (i: Item): TeamSettingsRecord => {
    const { allow_public_roster: _unchosen, public_roster, ...s } = stripKeys(i);
    return { version: 0, ...s, allow_public_roster: public_roster === true } as unknown as TeamSettingsRecord;
  },
} as const;

/** A level (division) of a league, in its partition. Retired levels stay (is_active false) for their teams' history. */
export const levelModel = {
  entity: 'level',
  key: (leagueId: string, levelId: string): Key => ({ pk: leaguePk(leagueId), sk: `LEVEL#${levelId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'LEVEL#' }),
  item: (l: Level): Item => ({ ...levelModel.key(l.league_id, l.id), entity: levelModel.entity, ...l }),
  fromItem: (i: Item): Level => ({ team_count: 0, version: 0, ...stripKeys(i) }) as unknown as Level,
} as const;

/** A season as stored: its teams are SEASONTEAM items (team_ids and team_count are computed from them). */
export type SeasonRecord = Omit<Season, 'team_ids' | 'team_count'>;

/** A season of a league, in its partition. 'SEASON#' shares no prefix with 'SEASONTEAM#' or 'SEASONACTIVE'. */
export const seasonModel = {
  entity: 'season',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `SEASON#${seasonId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'SEASON#' }),
  item: (s: SeasonRecord): Item => ({ ...seasonModel.key(s.league_id, s.id), entity: seasonModel.entity, ...s }),
  fromItem: (i: Item): SeasonRecord => ({ games_count: 0, version: 0, ...stripKeys(i) }) as unknown as SeasonRecord,
} as const;

export interface SeasonTeamRecord { season_id: string; team_id: string; league_id: string; joined_at: string }

/**
 * A team taking part in a season. It carries team_id, so deleting the team removes it with everything else the
 * team owns; a season's team count is the number of these.
 */
export const seasonTeamModel = {
  entity: 'season_team',
  key: (leagueId: string, seasonId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `SEASONTEAM#${seasonId}#${teamId}` }),
  /** Every season's teams of a league (one Query for the season list). */
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'SEASONTEAM#' }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `SEASONTEAM#${seasonId}#` }),
  item: (t: SeasonTeamRecord): Item => ({ ...seasonTeamModel.key(t.league_id, t.season_id, t.team_id), entity: seasonTeamModel.entity, ...t }),
  fromItem: (i: Item) => stripKeys(i) as unknown as SeasonTeamRecord,
} as const;

/**
 * The league's one active season: present (naming the season) exactly while a season is active. Activating puts
 * it only if absent, or replaces it only while it names the season being completed in the same transaction, so
 * parallel activations can never leave two active seasons.
 */
export const activeSeasonModel = {
  entity: 'active_season_marker',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'SEASONACTIVE' }),
  item: (leagueId: string, seasonId: string): Item => ({ ...activeSeasonModel.key(leagueId), entity: activeSeasonModel.entity, season_id: seasonId }),
  fromItem: (i: Item): { season_id: string } => ({ season_id: String(i.season_id) }),
} as const;

export interface InvitationRecord {
  /** SHA-256 of the token's secret (base64url): the token itself is never stored. */
  id: string;
  kind: InvitationKind;
  league_id: string;
  /** Null for a manager invited without a team, who creates their team on accepting. */
  team_id: string | null;
  invited_email: string;
  /** The inviter's name as the e-mail gave it: a snapshot, so the invitation holds no reference to their account. */
  inviter_name: string;
  status: InvitationStatus;
  /** For a player: what the inviter filled in, applied when the player accepts. */
  position: string | null;
  jersey_number: number | null;
  /** For a player invited from a file: the name the file gave (the roster export shows it until they accept). */
  first_name?: string;
  last_name?: string;
  created_at: string;
  /** When the current link was made (Resend and Copy link make a new one); created_at until then. */
  sent_at?: string;
  expires_at: string;
  accepted_at?: string;
  /** For a season_team invitation: the season the team joins when its manager accepts. */
  season_id?: string;
}

/**
 * An invitation, in its league's partition (so deleting the league removes it with everything else). The only
 * thing in it that points at a person is the invited address.
 */
export const invitationModel = {
  entity: 'invitation',
  key: (leagueId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `INVITE#${id}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'INVITE#' }),
  /** gsi1: every invitation to an address (erasing an account removes them). */
  toEmail: (email: string): KeyQuery => ({ index: 'byOwner', pk: `INVITED#${email.trim().toLowerCase()}`, skPrefix: 'INVITE#' }),
  item: (i: InvitationRecord): Item => ({
    ...invitationModel.key(i.league_id, i.id), entity: invitationModel.entity, ...i,
    gsi1pk: invitationModel.toEmail(i.invited_email).pk, gsi1sk: `INVITE#${i.created_at}#${i.id}`,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as InvitationRecord,
} as const;

// --- League site: news -------------------------------------------------------------------------------------------

export interface NewsRecord {
  id: string; league_id: string; author_id: string; slug: string; title: string;
  /** Sanitised HTML (functions/lib/html-sanitiser.ts). */
  content: string;
  category: NewsCategory; is_featured: boolean; is_published: boolean;
  meta_title: string | null; meta_description: string | null;
  /** An uploaded image and its alt text (absent on articles written before covers). */
  cover_image_url?: string | null; cover_image_alt?: string | null;
  /** YYYY-MM-DD */
  publish_date: string; created_at: string; updated_at: string;
  /** Goes up by one with each replace (an article written before versions is 0). */
  version?: number;
}

/**
 * An article, in its league's partition under its slug: the public site reads one by slug with a single GetItem,
 * and the slug's uniqueness within the league is the item's own existence condition.
 */
export const newsModel = {
  entity: 'news',
  key: (leagueId: string, slug: string): Key => ({ pk: leaguePk(leagueId), sk: `NEWS#${slug}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'NEWS#' }),
  item: (n: NewsRecord): Item => ({ ...newsModel.key(n.league_id, n.slug), entity: newsModel.entity, ...n }),
  fromItem: (i: Item) => ({ version: 0, ...stripKeys(i) }) as unknown as NewsRecord,
} as const;

/** An article's current slug by its id, so the editor can name an article whose slug changes. */
export const newsIdModel = {
  entity: 'news_id',
  key: (leagueId: string, newsId: string): Key => ({ pk: leaguePk(leagueId), sk: `NEWSID#${newsId}` }),
  item: (leagueId: string, newsId: string, slug: string): Item => ({ ...newsIdModel.key(leagueId, newsId), entity: newsIdModel.entity, slug }),
  fromItem: (i: Item): { slug: string } => ({ slug: String(i.slug) }),
} as const;

// --- League site: custom pages -----------------------------------------------------------------------------------

export interface PageRecord {
  id: string; league_id: string; slug: string; title: string;
  /** Sanitised HTML (functions/lib/html-sanitiser.ts). */
  content: string;
  page_type: PageType; is_published: boolean;
  meta_title: string | null; meta_description: string | null;
  parent_page_id: string | null; navigation_order: number; show_in_navigation: boolean;
  created_at: string; updated_at: string;
  /** Goes up by one with each replace (a page written before versions is 0). */
  version?: number;
}

/** A custom page, in its league's partition under its slug (like news: one GetItem per public page, unique slugs). */
export const pageModel = {
  entity: 'page',
  key: (leagueId: string, slug: string): Key => ({ pk: leaguePk(leagueId), sk: `PAGE#${slug}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'PAGE#' }),
  item: (p: PageRecord): Item => ({ ...pageModel.key(p.league_id, p.slug), entity: pageModel.entity, ...p }),
  fromItem: (i: Item) => ({ version: 0, ...stripKeys(i) }) as unknown as PageRecord,
} as const;

/** A page's current slug by its id ('PAGEID#' never starts with 'PAGE#', so the page Query does not see these). */
export const pageIdModel = {
  entity: 'page_id',
  key: (leagueId: string, pageId: string): Key => ({ pk: leaguePk(leagueId), sk: `PAGEID#${pageId}` }),
  item: (leagueId: string, pageId: string, slug: string): Item => ({ ...pageIdModel.key(leagueId, pageId), entity: pageIdModel.entity, slug }),
  fromItem: (i: Item): { slug: string } => ({ slug: String(i.slug) }),
} as const;

/**
 * The user-search picker's index (one Query per league answers a search, never a Scan): one entry per first name
 * and per last name of each person who manages or plays for a team of the league, in the league's partition and
 * carrying `team_id` (deleting the team removes it). Keyed per league on gsi1, so whoever is the league's admin at
 * the moment of a search (their own leagues, gsi1 ADMIN#) finds its people: a hand-over moves them with the league
 * and nothing has to be rewritten. gsi2 finds a person's entries across leagues (account erasure).
 */
export type PersonRole = 'manager' | 'player';
export interface PersonEntry { league_id: string; team_id: string; user_id: string; role: PersonRole; part: 'first' | 'last'; name: string }

export const personModel = {
  entity: 'person_entry',
  key: (leagueId: string, userId: string, teamId: string, role: PersonRole, part: PersonEntry['part']): Key =>
    ({ pk: leaguePk(leagueId), sk: `PERSON#${userId}#${teamId}#${role}#${part}` }),
  /** A person's entries in one league (is this person connected to the league?). */
  ofUserInLeague: (leagueId: string, userId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `PERSON#${userId}#` }),
  /** gsi1: the league's people whose name starts with `prefix` (lower case). */
  byName: (leagueId: string, prefix: string): KeyQuery => ({ index: 'byOwner', pk: `PEOPLE#${leagueId}`, skPrefix: prefix.toLowerCase() }),
  /** gsi2: every entry of a person, in every league. */
  ofUser: (userId: string): KeyQuery => ({ index: 'directory', pk: `PERSONOF#${userId}` }),
  item: (p: PersonEntry): Item => ({
    ...personModel.key(p.league_id, p.user_id, p.team_id, p.role, p.part), entity: personModel.entity, ...p,
    gsi1pk: `PEOPLE#${p.league_id}`, gsi1sk: `${p.name.trim().toLowerCase()}#${p.user_id}`,
    gsi2pk: personModel.ofUser(p.user_id).pk, gsi2sk: `${p.league_id}#${p.team_id}#${p.role}#${p.part}`,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as PersonEntry,
} as const;

/**
 * What accepting a manager invitation without a team grants: one team to create in the league (used up by
 * creating it). In the league's partition, one per accepted invitation.
 */
export interface TeamGrant { league_id: string; user_id: string; invitation_id: string; created_at: string }

export const teamGrantModel = {
  entity: 'team_grant',
  key: (leagueId: string, userId: string, invitationId: string): Key => ({ pk: leaguePk(leagueId), sk: `TEAMGRANT#${userId}#${invitationId}` }),
  ofUserInLeague: (leagueId: string, userId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `TEAMGRANT#${userId}#` }),
  item: (g: TeamGrant): Item => ({ ...teamGrantModel.key(g.league_id, g.user_id, g.invitation_id), entity: teamGrantModel.entity, ...g }),
  fromItem: (i: Item) => stripKeys(i) as unknown as TeamGrant,
} as const;

// --- Registration and league fees -----------------------------------------------------------------------------
// A season's registration settings, its registrations, the counters that hold its places, its discount codes' uses
// and its teams' join codes live in the league's partition (deleting the league removes them). A registration's id
// points at its league (REGID#), so /api/registrations/{id} finds it; gsi1 lists a user's own registrations.

/** The stored settings (the API's shape; waiver versions kept with their text for the record). */
export interface RegistrationSettingsRecord extends Omit<RegistrationSettings, 'discount_codes' | 'version'> {
  discount_codes: Omit<RegistrationSettings['discount_codes'][number], 'uses'>[];
  /** Every waiver version's text, so an accepted version can always be read back. */
  waiver_texts: Record<string, string>;
}

export const registrationSettingsModel = {
  entity: 'registration_settings',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `REGSET#${seasonId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'REGSET#' }),
  item: (r: RegistrationSettingsRecord): Item => ({ ...registrationSettingsModel.key(r.league_id, r.season_id), entity: registrationSettingsModel.entity, ...r }),
  fromItem: (i: Item) => stripKeys(i) as unknown as RegistrationSettingsRecord,
} as const;

/**
 * A registration as stored: the API's fields (names resolved on read) and the bookkeeping that keeps money and
 * places exact: `refundable` (paid minus refunded, the refund condition), `held_scopes` (the capacity counters its
 * place is counted in), the checkout session and payment of the provider.
 */
export interface RegistrationRecord extends Omit<Registration, 'season_name' | 'league_name' | 'level_name' | 'team_name' | 'waitlist_position'> {
  team_name_given: string | null;
  refundable: number;
  held_scopes: string[];
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent_id: string | null;
  /** Discount code whose use this registration counts (given back when it is cancelled). */
  counted_code: string | null;
}

export const registrationModel = {
  entity: 'registration',
  key: (leagueId: string, seasonId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `REG#${seasonId}#${id}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `REG#${seasonId}#` }),
  /** gsi1: a user's own registrations, newest first when read backwards. */
  ofUser: (userId: string): KeyQuery => ({ index: 'byOwner', pk: `REGOF#${userId}` }),
  item: (r: RegistrationRecord): Item => ({
    ...registrationModel.key(r.league_id, r.season_id, r.id), entity: registrationModel.entity, ...r,
    gsi1pk: registrationModel.ofUser(r.user_id).pk, gsi1sk: `${r.created_at}#${r.id}`,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as RegistrationRecord,
} as const;

/** Where a registration id lives. */
export const registrationPointerModel = {
  entity: 'registration_pointer',
  key: (id: string): Key => ({ pk: `REGID#${id}`, sk: 'REG' }),
  item: (id: string, leagueId: string, seasonId: string): Item => ({ ...registrationPointerModel.key(id), entity: registrationPointerModel.entity, league_id: leagueId, season_id: seasonId }),
} as const;

/** Places taken (held, offered or paid) in one capacity scope of a season: `team#<levelId>`, `individual`, `individual#<levelId>`. */
export const registrationCapacityModel = {
  entity: 'registration_capacity',
  key: (leagueId: string, seasonId: string, scope: string): Key => ({ pk: leaguePk(leagueId), sk: `REGCAP#${seasonId}#${scope}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `REGCAP#${seasonId}#` }),
  scopeOf: (i: Item): string => String(i.sk).split('#').slice(2).join('#'),
} as const;

/** Uses of a discount code in a season (the max_uses condition). */
export const registrationCodeUseModel = {
  entity: 'registration_code_use',
  key: (leagueId: string, seasonId: string, code: string): Key => ({ pk: leaguePk(leagueId), sk: `REGCODE#${seasonId}#${code}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `REGCODE#${seasonId}#` }),
  codeOf: (i: Item): string => String(i.sk).split('#')[2],
} as const;

/** One live individual registration per person and season. */
export const registrationPersonModel = {
  entity: 'registration_person',
  key: (leagueId: string, seasonId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `REGUSER#${seasonId}#${userId}` }),
} as const;

/** A registered team's join code: individuals register into that team with it. */
export const registrationJoinCodeModel = {
  entity: 'registration_join_code',
  key: (leagueId: string, seasonId: string, code: string): Key => ({ pk: leaguePk(leagueId), sk: `REGJOIN#${seasonId}#${code}` }),
  item: (leagueId: string, seasonId: string, code: string, teamId: string, registrationId: string): Item => ({
    ...registrationJoinCodeModel.key(leagueId, seasonId, code), entity: registrationJoinCodeModel.entity, team_id: teamId, registration_id: registrationId,
  }),
} as const;

export interface PayoutAccountRecord { league_id: string; account_id: string; created_at: string }
/** The league's connected payout account at the payment provider. */
export const payoutAccountModel = {
  entity: 'payout_account',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'PAYOUT' }),
  item: (r: PayoutAccountRecord): Item => ({ ...payoutAccountModel.key(r.league_id), entity: payoutAccountModel.entity, ...r }),
  fromItem: (i: Item) => stripKeys(i) as unknown as PayoutAccountRecord,
} as const;

// --- Plans and promotions ----------------------------------------------------------------------------------------

export const planModel = {
  entity: 'plan',
  key: (slug: string): Key => ({ pk: 'PLANS', sk: `PLAN#${slug}` }),
  all: (): KeyQuery => ({ pk: 'PLANS', skPrefix: 'PLAN#' }),
  /** Also written at deploy time by infra/cloud/constructs/plan-catalogue-seed.ts. */
  item: (p: Plan): Item => ({ ...planModel.key(p.slug), entity: planModel.entity, ...p }),
  fromItem: (i: Item) => stripKeys(i) as unknown as Plan,
} as const;

export interface StoredPromotion extends Promotion { is_active: boolean; redemptions: number }

export const promotionModel = {
  entity: 'promotion',
  key: (code: string): Key => ({ pk: `PROMO#${code.toUpperCase()}`, sk: 'PROMO' }),
  /** A new promotion: active, never redeemed. */
  item: (p: Promotion): Item => ({
    ...promotionModel.key(p.code), entity: promotionModel.entity, ...p, code: p.code.toUpperCase(), is_active: true, redemptions: 0,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as StoredPromotion,
} as const;

/** One per user and code: the marker that makes a code once-per-user. In the promotion's partition. */
export const redemptionModel = {
  entity: 'promo_redemption',
  key: (code: string, userId: string): Key => ({ pk: `PROMO#${code.toUpperCase()}`, sk: `REDEEMED#${userId}` }),
  item: (code: string, userId: string, now: string): Item => ({
    ...redemptionModel.key(code, userId), entity: redemptionModel.entity, user_id: userId, redeemed_at: now,
  }),
} as const;

// --- Games ------------------------------------------------------------------------------------------------
// A season's games, its standings rows, its players' season totals and a header naming the season live together
// under BOARD#<seasonId># in the league's partition, in this key order:
//   B#<level>           playoff stages (the public bracket reads B#..H: stages and games in one Query)
//   G#<gameId>          the games
//   H                   the header (the season's name, dates and status)
//   S#<level>#<teamId>  standings rows
//   T#<playerId>#<teamId> player season totals
// so that each public page is one Query on a key range: the schedule G..H, the standings H..S, the statistics H..T.
// A game also carries two index entries (gsi1 for its home team, gsi2 for its away team), so a team's games are
// two Queries, never a Scan. Standings rows, totals and stat sheets carry team_id: deleting a team removes them.

export interface GameTeamRef { id: string; name: string; logo_url: string | null }
export interface KnockoutResult { decided_by?: KnockoutDecision | null; home_tiebreak?: number | null; away_tiebreak?: number | null }
export interface ScoreReport extends KnockoutResult { home_score: number; away_score: number; reported_by: string; reported_at: string }
/** A playoff stage's game: which stage and bracket game it is (data/playoffs.ts); it never counts in the standings. */
export interface GamePlayoffRef { stage_id: string; match_id: string; label: string; knockout: boolean }
export interface GameHistoryRecord {
  at: string; by_id: string; by_name: string;
  action: 'created' | 'updated' | 'moved' | 'status_changed' | 'score_entered' | 'score_reported' | 'score_confirmed' | 'stats_entered' | 'scheduled';
  summary: string;
}
export interface GameRecord {
  id: string; league_id: string; season_id: string; level_id: string | null;
  home_team_id: string; away_team_id: string;
  /** Names and logos as of the last write or team change (refreshed when a team is renamed). */
  home_team: GameTeamRef; away_team: GameTeamRef;
  /** UTC ISO instant. */
  scheduled_at: string;
  venue_id: string | null; field: string | null;
  status: 'scheduled' | 'in_progress' | 'completed' | 'postponed' | 'cancelled';
  home_score: number | null; away_score: number | null;
  result_status: 'reported' | 'confirmed' | null;
  home_report: ScoreReport | null; away_report: ScoreReport | null;
  round: number | null;
  /** Minutes the game lasts (the generator's game length); absent for a game made by hand: DEFAULT_GAME_LENGTH. */
  length_minutes?: number | null;
  playoff?: GamePlayoffRef | null;
  /** A knockout game's result: how it was decided (absent on other games). */
  decided_by?: KnockoutDecision | null; home_tiebreak?: number | null; away_tiebreak?: number | null;
  /** Bumped by every write, which requires it unchanged: two writers can never both apply a change. */
  revision: number;
  created_at: string; updated_at: string;
  /** Every change, oldest first (at most the last 200). */
  history: GameHistoryRecord[];
}

const BOARD = (seasonId: string) => `BOARD#${seasonId}#`;
/** The standings group of games made without a level (a level id is a ULID, never this). */
export const NO_LEVEL = '-';

export const gameModel = {
  entity: 'game',
  key: (leagueId: string, seasonId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}G#${gameId}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}G#` }),
  /** Every season's board of a league (games among standings rows and totals: filter on `entity`). */
  boardsOf: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'BOARD#' }),
  /** gsi1 / gsi2: a team's games at home / away, by time. */
  homeOf: (teamId: string): KeyQuery => ({ index: 'byOwner', pk: `TEAMGAMES#${teamId}` }),
  awayOf: (teamId: string): KeyQuery => ({ index: 'directory', pk: `TEAMGAMES#${teamId}` }),
  item: (g: GameRecord): Item => ({
    ...gameModel.key(g.league_id, g.season_id, g.id), entity: gameModel.entity, ...g,
    gsi1pk: `TEAMGAMES#${g.home_team_id}`, gsi1sk: `${g.scheduled_at}#${g.id}`,
    gsi2pk: `TEAMGAMES#${g.away_team_id}`, gsi2sk: `${g.scheduled_at}#${g.id}`,
  }),
  fromItem: (i: Item) => stripKeys(i) as unknown as GameRecord,
} as const;

/**
 * A season's schedule generation in progress: put only when absent (or when a crashed run's lease has passed), so
 * two "generate and save" requests for one season can never both write. It sits in the season's board (deleted
 * with it) but outside every range readBoard reads ('C' sorts before the games' 'G#').
 */
export const scheduleClaimModel = {
  entity: 'schedule_claim',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}CLAIM` }),
  item: (leagueId: string, seasonId: string, token: string, until: number): Item => ({
    ...scheduleClaimModel.key(leagueId, seasonId), entity: scheduleClaimModel.entity, token, until,
  }),
} as const;

/** Where a game's id is found from its id alone (the API names games by id): in the league's partition. */
export const gameRefModel = {
  entity: 'game_ref',
  key: (leagueId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `GAMEREF#${gameId}` }),
  item: (leagueId: string, gameId: string, seasonId: string): Item => ({ ...gameRefModel.key(leagueId, gameId), entity: gameRefModel.entity, season_id: seasonId, game_id: gameId }),
  fromItem: (i: Item): { season_id: string } => ({ season_id: String(i.season_id) }),
} as const;

/**
 * A playoff stage of a season (data/playoffs.ts): one per level (or one for the whole league) under B#<level or
 * NO_LEVEL>, in the season's board before its games, so one Query on B#..H reads the stages with every game.
 * It keeps what the bracket is built from (format and options, the seeds in order) and each game's slot; the games
 * are ordinary games of the season (their `playoff` names the stage), made as their teams become known.
 */
export interface PlayoffStageRecord {
  id: string; league_id: string; season_id: string; level_id: string | null; level_name: string | null; name: string;
  format: 'single' | 'double' | 'pools'; third_place: boolean; pools: number; advance: number; seeding: 'standings' | 'manual';
  seeds: GameTeamRef[];
  /** Each bracket game's slot, by bracket game id. */
  slots: Record<string, { scheduled_at: string; venue_id: string | null; field: string | null }>;
  length_minutes: number;
  /** The champion once decided (kept on every advance, so the home page reads it with the stage alone). */
  champion: GameTeamRef | null;
  created_at: string; updated_at: string;
}
export const playoffStageModel = {
  entity: 'playoff_stage',
  key: (leagueId: string, seasonId: string, levelId: string | null): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}B#${levelId ?? NO_LEVEL}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}B#` }),
  /** The key range of a season's stages and games together: B# up to the header (the claim item between is skipped). */
  withGames: (leagueId: string, seasonId: string) => ({ pk: leaguePk(leagueId), from: `${BOARD(seasonId)}B#`, to: `${BOARD(seasonId)}H` }),
  item: (s: PlayoffStageRecord): Item => ({ ...playoffStageModel.key(s.league_id, s.season_id, s.level_id), entity: playoffStageModel.entity, ...s }),
  fromItem: (i: Item) => stripKeys(i) as unknown as PlayoffStageRecord,
} as const;

export interface BoardHeader { league_id: string; season_id: string; name: string; start_date: string; end_date: string; status: 'upcoming' | 'active' | 'completed' }
export const boardHeaderModel = {
  entity: 'board_header',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}H` }),
  item: (h: BoardHeader): Item => ({ ...boardHeaderModel.key(h.league_id, h.season_id), entity: boardHeaderModel.entity, ...h }),
  fromItem: (i: Item) => stripKeys(i) as unknown as BoardHeader,
} as const;

/**
 * One team's standings row in a season and level: totals, and one `vs_<opponentId>` number per opponent packing
 * the results against it as wins * 1,000,000 + ties * 1,000 + losses (one attribute, not three: ADD still moves
 * it by a result's delta, and a 64-team row stays small enough to keep the public page's read fast), and one
 * `vsp_<opponentId>` packing the score for and against in those games as for * 1,000,000 + against (the
 * head-to-head score criteria). A row kept before `vsp_` existed lacks it: its head-to-head scores read as unknown.
 */
export interface StandingRecord {
  league_id: string; season_id: string; level_id: string | null; level_name: string | null; team_id: string;
  team_name: string; logo_url: string | null;
  wins: number; losses: number; ties: number; points_for: number; points_against: number;
  vs: Record<string, { w: number; l: number; t: number; pf?: number; pa?: number }>;
}
const VS = /^vs_([0-9A-Za-z_-]+)$/;
const VSP = /^vsp_([0-9A-Za-z_-]+)$/;
const VS_WIN = 1_000_000;
const VS_TIE = 1_000;
const VSP_FOR = 1_000_000;
export const standingModel = {
  entity: 'standing',
  key: (leagueId: string, seasonId: string, levelId: string | null, teamId: string): Key =>
    ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}S#${levelId ?? NO_LEVEL}#${teamId}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}S#` }),
  vsAttribute: (opponentId: string) => `vs_${opponentId}`,
  /** The packed number a result (or a delta of results) against one opponent adds. */
  vsValue: (v: { w: number; l: number; t: number }) => v.w * VS_WIN + v.t * VS_TIE + v.l,
  vsScoreAttribute: (opponentId: string) => `vsp_${opponentId}`,
  /** The packed number the score for and against in games with one opponent (or a delta of it) adds. */
  vsScoreValue: (v: { pf: number; pa: number }) => v.pf * VSP_FOR + v.pa,
  fromItem: (i: Item): StandingRecord => {
    const vs: StandingRecord['vs'] = {};
    const scores = new Map<string, number>();
    for (const [k, v] of Object.entries(i)) {
      const m = VS.exec(k);
      const n = Number(v);
      if (m && n) vs[m[1]] = { w: Math.floor(n / VS_WIN), t: Math.floor((n % VS_WIN) / VS_TIE), l: n % VS_TIE };
      const p = VSP.exec(k);
      if (p) scores.set(p[1], n);
    }
    for (const [opp, n] of scores) {
      if (vs[opp]) Object.assign(vs[opp], { pf: Math.floor(n / VSP_FOR), pa: n % VSP_FOR });
    }
    return {
      league_id: leagueIdOf(i.pk), season_id: String(i.season_id), level_id: (i.level_id as string | null) ?? null,
      level_name: (i.level_name as string | null) ?? null, team_id: String(i.team_id), team_name: String(i.team_name ?? ''),
      logo_url: (i.logo_url as string | null) ?? null,
      wins: Number(i.wins ?? 0), losses: Number(i.losses ?? 0), ties: Number(i.ties ?? 0),
      points_for: Number(i.points_for ?? 0), points_against: Number(i.points_against ?? 0), vs,
    };
  },
} as const;

/** A player's season totals per stat type (`stat_<type>` attributes) and how many games they have lines in (`games`). */
export interface PlayerTotalRecord {
  league_id: string; season_id: string; player_id: string; team_id: string; player_name: string; team_name: string;
  totals: Record<string, number>; games: number;
}
export const playerTotalModel = {
  entity: 'player_total',
  key: (leagueId: string, seasonId: string, playerId: string, teamId: string): Key =>
    ({ pk: leaguePk(leagueId), sk: `${BOARD(seasonId)}T#${playerId}#${teamId}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `${BOARD(seasonId)}T#` }),
  /** Stat totals are kept as `stat_<type>` attributes (ADD works on them directly). */
  statAttribute: (statType: string) => `stat_${statType}`,
  fromItem: (i: Item): PlayerTotalRecord => {
    const totals: Record<string, number> = {};
    for (const [k, v] of Object.entries(i)) if (k.startsWith('stat_') && Number(v) !== 0) totals[k.slice(5)] = Number(v);
    const games = Number(i.games ?? 0);
    return {
      league_id: leagueIdOf(i.pk), season_id: String(i.season_id), player_id: String(i.player_id), team_id: String(i.team_id),
      player_name: String(i.player_name ?? ''), team_name: String(i.team_name ?? ''), totals, games,
    };
  },
} as const;

/** One team's stat lines of one game (replaced whole by each entry). */
export interface StatSheetRecord {
  league_id: string; season_id: string; game_id: string; team_id: string;
  lines: { player_id: string; player_name: string; stat_type: string; value: number }[];
  /** Bumped by every replacement, which requires it unchanged. */
  rev: number;
}
export const statSheetModel = {
  entity: 'stat_sheet',
  key: (leagueId: string, gameId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `STATS#${gameId}#${teamId}` }),
  ofGame: (leagueId: string, gameId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `STATS#${gameId}#` }),
  item: (s: StatSheetRecord): Item => ({ ...statSheetModel.key(s.league_id, s.game_id, s.team_id), entity: statSheetModel.entity, ...s }),
  fromItem: (i: Item) => stripKeys(i) as unknown as StatSheetRecord,
} as const;

// --- The public site's read-optimised items ----------------------------------------------------------------------

/**
 * The sort keys of a league's partition whose items a league's site shows (public-site/site-snapshot.ts). PERSON#
 * is there for names: a person's rename rewrites their entries in each of their leagues, whose Players lists then
 * follow. REGSET# carries the registration dates behind every page's 'Register now'.
 */
export const SITE_SOURCE_SKS = /^(LEAGUE|BRANDING|PRIMARY_DOMAIN|DOMAIN#|NEWS#|PAGE#|TEAM#|PLAYER#|TSET#|PERSON#|SEASON#|SEASONACTIVE|BOARD#|LEVEL#|REGSET#)/;

/** The league id of a write to a league's partition that changes what its site shows; null for any other write. */
export function siteSourceLeague(pk: string, sk: string): string | null {
  return pk.startsWith(LEAGUE) && SITE_SOURCE_SKS.test(sk) ? pk.slice(LEAGUE.length) : null;
}

// --- Game day ------------------------------------------------------------------------------------------------
// A player's answer for a game (AVAIL#<gameId>#<userId>), the one reminder a person gets for a game
// (REMINDED#<gameId>#<userId>, written before the e-mail goes), the scorekeeper the admin names for a game
// (SCOREKEEPER#<gameId>) and a game's live score (LIVE#<gameId>: the public live read queries only these), all in
// the league's partition. The reminders' queue is outside it: REMINDQ#<hour of the reminder>#<shard>, one item per
// game and reminder time, read by the sweep (functions/game-day/reminders.ts).

export type AvailabilityAnswerValue = 'going' | 'not_going' | 'maybe';
export interface AvailabilityRecord { league_id: string; game_id: string; team_id: string; user_id: string; answer: AvailabilityAnswerValue; note: string | null; updated_at: string }
export const availabilityModel = {
  entity: 'availability',
  key: (leagueId: string, gameId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `AVAIL#${gameId}#${userId}` }),
  ofGame: (leagueId: string, gameId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `AVAIL#${gameId}#` }),
  item: (a: AvailabilityRecord): Item => ({ ...availabilityModel.key(a.league_id, a.game_id, a.user_id), entity: availabilityModel.entity, ...a }),
  fromItem: (i: Item) => stripKeys(i) as unknown as AvailabilityRecord,
} as const;

export const reminderSentModel = {
  entity: 'reminder_sent',
  key: (leagueId: string, gameId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `REMINDED#${gameId}#${userId}` }),
  item: (leagueId: string, gameId: string, userId: string, at: string): Item => ({ ...reminderSentModel.key(leagueId, gameId, userId), entity: reminderSentModel.entity, game_id: gameId, user_id: userId, sent_at: at }),
} as const;

/** Reminder queue partitions per hour: a busy Saturday's reminders spread over this many partitions. */
export const REMINDER_SHARDS = 4;
export interface ReminderDueRecord { league_id: string; game_id: string; remind_at: string }
export const reminderDueModel = {
  entity: 'reminder_due',
  /** `hour`: yyyy-MM-ddTHH (UTC) of when the reminder is due, or of when it was queued if that is later. */
  key: (hour: string, shard: number, r: ReminderDueRecord): Key => ({ pk: `REMINDQ#${hour}#${shard}`, sk: `${r.remind_at}#${r.league_id}#${r.game_id}` }),
  ofHour: (hour: string, shard: number): KeyQuery => ({ pk: `REMINDQ#${hour}#${shard}` }),
  item: (hour: string, shard: number, r: ReminderDueRecord): Item => ({ ...reminderDueModel.key(hour, shard, r), entity: reminderDueModel.entity, ...r }),
  fromItem: (i: Item) => stripKeys(i) as unknown as ReminderDueRecord,
} as const;

export interface ScorekeeperRecord { league_id: string; game_id: string; user_id: string; name: string; email: string }
export const scorekeeperModel = {
  entity: 'scorekeeper',
  key: (leagueId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `SCOREKEEPER#${gameId}` }),
  item: (s: ScorekeeperRecord): Item => ({ ...scorekeeperModel.key(s.league_id, s.game_id), entity: scorekeeperModel.entity, ...s }),
  fromItem: (i: Item) => stripKeys(i) as unknown as ScorekeeperRecord,
} as const;

export interface LiveScoreRecord { league_id: string; game_id: string; status: 'in_progress' | 'completed'; home_score: number; away_score: number; updated_at: string }
export const liveScoreModel = {
  entity: 'live_score',
  key: (leagueId: string, gameId: string): Key => ({ pk: leaguePk(leagueId), sk: `LIVE#${gameId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'LIVE#' }),
  item: (l: LiveScoreRecord): Item => ({ ...liveScoreModel.key(l.league_id, l.game_id), entity: liveScoreModel.entity, ...l }),
  fromItem: (i: Item) => stripKeys(i) as unknown as LiveScoreRecord,
} as const;

/**
 * A league's site as its pages read it, kept up to date on write: one item per public address (its id, its custom
 * URL, each active custom domain), so a page finds its league and what every page shows in one GetItem. Outside the
 * league's partition, because an address is looked up before the league is known. `site` holds the snapshot as
 * JSON; `read_at` when its reads began, so a slower rebuild never replaces one that read later.
 */
export const siteAddressModel = {
  entity: 'site_snapshot',
  key: (address: string): Key => ({ pk: `SITE#${address}`, sk: 'SITE' }),
  /** The addresses a league's site answers at; ids are upper case, custom URLs and hosts lower case. */
  byId: (leagueId: string) => `id:${leagueId.toUpperCase()}`,
  bySlug: (slug: string) => `slug:${slug.toLowerCase()}`,
  byHost: (host: string) => `host:${host.toLowerCase()}`,
} as const;

/**
 * The public Players page's list, rebuilt with the league's site items (it needs every player's name). With an
 * active season it sits in that season's board, just past the standings rows ('SI' sorts after 'S#', before the
 * totals' 'T#'), so a team's page reads its games, its standings row and the rosters in one Query (readBoard's
 * 'team' range); without one, beside the league.
 */
export const sitePlayersModel = {
  entity: 'site_players',
  key: (leagueId: string, seasonId: string | null): Key => ({ pk: leaguePk(leagueId), sk: seasonId ? `${BOARD(seasonId)}SITEPLAYERS` : 'SITEPLAYERS' }),
} as const;

/**
 * The public Statistics page's data for the active season (leaders, team stats, every player's totals), rebuilt
 * with the league's site items: read whole in one GetItem instead of every player's totals item.
 */
export const siteStatisticsModel = {
  entity: 'site_statistics',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'SITESTATS' }),
} as const;

/** A user's account at the payment provider (one customer per user), beside their subscription. */
export const billingCustomerModel = {
  entity: 'billing_customer',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'BILLING' }),
  item: (userId: string, customerId: string, now: string): Item => ({
    ...billingCustomerModel.key(userId), entity: billingCustomerModel.entity, customer_id: customerId, created_at: now,
  }),
  fromItem: (i: Item): { customer_id: string } => ({ customer_id: String(i.customer_id) }),
} as const;

/** Which user a provider customer is: how a webhook, which names only the customer, finds its user. */
export const billingCustomerOwnerModel = {
  entity: 'billing_customer_owner',
  key: (customerId: string): Key => ({ pk: `BILLCUST#${customerId}`, sk: 'OWNER' }),
  item: (customerId: string, userId: string): Item => ({
    ...billingCustomerOwnerModel.key(customerId), entity: billingCustomerOwnerModel.entity, user_id: userId,
  }),
  fromItem: (i: Item): { user_id: string } => ({ user_id: String(i.user_id) }),
} as const;

/** One per provider event applied: a redelivered event finds it and changes nothing. */
export const billingEventModel = {
  entity: 'billing_event',
  key: (eventId: string): Key => ({ pk: `BILLEVENT#${eventId}`, sk: 'EVENT' }),
  item: (eventId: string, type: string, now: string): Item => ({
    ...billingEventModel.key(eventId), entity: billingEventModel.entity, type, applied_at: now,
  }),
} as const;
