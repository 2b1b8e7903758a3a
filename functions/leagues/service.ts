import { ulid } from 'ulid';
import { MSG } from '../../shared/messages';
import { DEFAULT_SCHEDULE_GROUPING, isPublished, LEAGUE_GAME_DEFAULTS } from '../../shared/league-constants';
import { leagueMergedSchema, type League, type LeagueCreateInput, type LeagueInput, type LeagueUpdateInput } from '../../shared/league-schema';
import { presetStandingsSettings } from '../../shared/sport-presets';
import { limitOf, type Plan } from '../../shared/plan-catalogue';
import {
  createLeague, deleteLeagueTree, getLeague, leagueIdForSlug, listLeaguesByAdmin, markLeagueDeleting, replaceLeague,
  type DomainSwap,
} from '../data/leagues';
import { DOMAIN_MESSAGES } from '../../shared/domain-schema';
import { activityPut } from '../data/activity';
import { leagueCounters, USAGE_ATTR } from '../data/usage';
import { listLeagueDomains } from '../data/domains';
import { newDomain, promoteNextPrimary, provisionIfInline, teardownIfInline } from '../domains/service';
import { badRequest, conflict, notFound } from '../lib/errors';
import { describeZodError } from '../lib/zod-error';
import { versionedWrite } from '../lib/versioned-write';
import { gamesAtVenues, listSeasonGames } from '../data/game-reads';
import { queueGameReminders } from '../data/game-day';
import { getActiveSeasonId } from '../data/seasons';
import { announceActiveSchedule } from '../game-mail/schedule-published';
import { businessMetric } from '../lib/observability';
import { requireOwnLeague, requireOwnLeagueForUpdate } from '../access/league';
import { currentPlanOf, planLimitRefusal, requirePlanFeature } from '../access/plan';
import { leaguesOwned } from '../data/usage';


/** Custom URL and custom domain are paid features (spec section 6); refuse them before anything is written. */
function assertPlanAllows(plan: Plan, input: Pick<LeagueInput, 'custom_slug' | 'enable_custom_domain' | 'custom_domain'>, before?: League) {
  const slugChanged = (input.custom_slug || null) !== (before?.custom_slug ?? null);
  if (input.custom_slug && slugChanged) {
    requirePlanFeature(plan, 'custom_slug', `Custom URLs are available on the Awesome and Amazing plans. Upgrade your plan to use a custom URL.`);
  }
  const domainChanged = (input.custom_domain || null) !== (before?.custom_domain ?? null)
    || input.enable_custom_domain !== (before?.enable_custom_domain ?? false);
  if ((input.enable_custom_domain || input.custom_domain) && domainChanged) {
    requirePlanFeature(plan, 'custom_domain', `Custom domains are available on the Awesome and Amazing plans. Upgrade your plan to use a custom domain.`);
  }
}

/**
 * The games settings: omitted ones stay as they were (a new league takes the defaults, with its sport's points and
 * tie-breakers). A venue sent with the id of one of the league's venues keeps it, so its games still name it; any
 * other venue gets a new id.
 */
function gameSettings(input: LeagueInput, before?: League): Pick<League, 'time_zone' | 'venues' | 'standings_settings' | 'schedule_grouping' | 'reminder_hours'> {
  const base = before ?? { ...structuredClone(LEAGUE_GAME_DEFAULTS), standings_settings: presetStandingsSettings(input.sport) };
  const known = new Set(base.venues.map((v) => v.id));
  return {
    time_zone: input.time_zone ?? base.time_zone,
    venues: input.venues ? input.venues.map((v) => ({ ...v, id: v.id && known.has(v.id) ? v.id : ulid() })) : base.venues,
    standings_settings: input.standings_settings ?? base.standings_settings,
    schedule_grouping: input.schedule_grouping ?? before?.schedule_grouping ?? DEFAULT_SCHEDULE_GROUPING,
    ...((input.reminder_hours ?? before?.reminder_hours) !== undefined ? { reminder_hours: input.reminder_hours ?? before?.reminder_hours } : {}),
  };
}

function normalise(input: LeagueInput, before?: League): Omit<League, 'id' | 'admin_id' | 'created_at' | 'updated_at'> {
  return {
    ...input,
    ...gameSettings(input, before),
    custom_slug: input.custom_slug ? input.custom_slug : null,
    custom_domain: input.enable_custom_domain && input.custom_domain ? input.custom_domain.toLowerCase() : null,
    contact_email: input.contact_email ? input.contact_email : null,
  };
}

export async function createLeagueFor(userId: string, input: LeagueCreateInput): Promise<League> {
  const plan = await currentPlanOf(userId);
  assertPlanAllows(plan, input);
  const now = new Date().toISOString();
  const league: League = { ...normalise(input), id: ulid(), admin_id: userId, created_at: now, updated_at: now, version: 0 };
  const maxLeagues = limitOf(plan, 'max_leagues');
  // The domain typed on the form becomes the league's first (primary) custom domain, in the same transaction.
  const domain = league.custom_domain ? newDomain(league.id, league.custom_domain, true) : undefined;
  const failure = await createLeague(league, maxLeagues, domain, [activityPut(userId, {
    type: 'league_created', message: `You created ${league.name}`, league_id: league.id, league_name: league.name,
    team_id: null, team_name: null, created_at: now,
  })]);
  if (failure === 'limit') throw planLimitRefusal('max_leagues', await leaguesOwned(userId), maxLeagues);
  if (failure === 'slug') throw conflict(MSG.league.slugTaken, 'slug_taken');
  if (failure === 'domain') throw conflict(DOMAIN_MESSAGES.taken, 'domain_taken');
  businessMetric('LeagueCreated');
  if (!domain) return league;
  await provisionIfInline(domain);
  // Provisioning writes the league (its primary domain, and so its version): answer it as stored.
  return (await getLeague(league.id)) ?? league;
}

/** The admin's leagues, newest first, each with its real team count (from the league's counters). */
export async function listOwnLeagues(userId: string, cursor?: string) {
  const page = await listLeaguesByAdmin(userId, 50, cursor);
  const counters = await leagueCounters(page.items.map((l) => l.id));
  const leagues = page.items.map((l) => ({ ...l, team_count: Number(counters.get(l.id)?.[USAGE_ATTR.max_teams] ?? 0) }));
  return { leagues, next_cursor: page.cursor };
}

/** A league id's shape (a ULID): a key of this shape is looked up as an id first, then as a custom URL. */
export const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** A league by id or custom slug (case-insensitive), or null. An id-shaped key costs one read. */
export async function resolveLeague(key: string): Promise<League | null> {
  if (ULID.test(key)) {
    const byId = await getLeague(key);
    if (byId) return byId;
  }
  const bySlug = await leagueIdForSlug(key);
  return bySlug ? getLeague(bySlug) : ULID.test(key) ? null : getLeague(key);
}

/** Only the league's admin may read the full league, whatever its status. */
export async function getOwnLeague(userId: string, key: string): Promise<League> {
  return requireOwnLeague(userId, key, resolveLeague);
}

/**
 * A venue that games are played at stays until they move or go (409 naming it): otherwise their schedule and
 * calendar feeds would lose where they are played.
 */
async function assertRemovedVenuesUnused(before: League, after: League): Promise<void> {
  const removed = before.venues.filter((v) => !after.venues.some((a) => a.id === v.id));
  const used = await gamesAtVenues(before.id, removed.map((v) => v.id));
  const first = removed.find((v) => used.has(v.id));
  if (first) {
    const n = used.get(first.id)!;
    throw conflict(`${first.name} has ${n} ${n === 1 ? 'game' : 'games'} scheduled. Move or delete ${n === 1 ? 'it' : 'them'} before removing the venue.`);
  }
}

/**
 * The stored league as the update body's fields: what an update leaves out stays as it is (the games settings
 * left out are taken from the league by gameSettings).
 */
function storedFields(l: League): LeagueInput {
  return {
    name: l.name, description: l.description ?? '', sport: l.sport, min_teams: l.min_teams, max_teams: l.max_teams,
    playoff_format: l.playoff_format, regular_season_format: l.regular_season_format,
    allow_player_transfers: l.allow_player_transfers, require_player_approval: l.require_player_approval,
    public_standings: l.public_standings, public_schedule: l.public_schedule, registration_deadline: l.registration_deadline,
    custom_slug: l.custom_slug ?? '', enable_custom_domain: l.enable_custom_domain, custom_domain: l.custom_domain ?? '',
    contact_email: l.contact_email ?? '', status: l.status,
  };
}

/** The sent fields over the stored ones, checked as a whole (e.g. a new maximum below the stored minimum: 400). */
function mergeUpdate(before: League, fields: Omit<LeagueUpdateInput, 'version'>): LeagueInput {
  const sent = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const parsed = leagueMergedSchema.safeParse({ ...storedFields(before), ...sent });
  if (!parsed.success) {
    const { message, field } = describeZodError(parsed.error);
    throw badRequest(message, field);
  }
  return parsed.data;
}

/**
 * Changes the fields sent (the others stay as stored). With `version`, only if the league is still at it (409
 * "This league was changed elsewhere; ..." otherwise, nothing written); without, the server's own read and write
 * are retried when another write lands between them. A changed custom domain on the form replaces the old domain
 * record (and its host marker) with the new one.
 */
export async function updateOwnLeague(userId: string, id: string, body: LeagueUpdateInput): Promise<League> {
  const { version: clientVersion, ...fields } = body;
  const plan = await currentPlanOf(userId);
  let wasPublished = false;
  const { after, swap } = await versionedWrite(clientVersion, MSG.league.changedMeanwhile, async () => {
    const { league: before, version } = await requireOwnLeagueForUpdate(userId, id);
    wasPublished = isPublished(before.status);
    return { version, write: () => replaceOnce(userId, plan, before, version, mergeUpdate(before, fields)) };
  });
  if (swap.remove) {
    await teardownIfInline(swap.remove);
    if (swap.remove.is_primary && !swap.add?.is_primary) await promoteNextPrimary(id);
  }
  if (swap.add) await provisionIfInline(swap.add);
  // A new reminder lead moves the queued reminders of the season's coming games to their new times.
  if (fields.reminder_hours !== undefined) await requeueSeasonReminders(after);
  // Published now: the active season's schedule goes public, and the managers of its teams hear of their coming games.
  if (!wasPublished && isPublished(after.status)) await announceActiveSchedule(after);
  // The domain records' upkeep writes the league too (primary domain, version): answer it as stored then.
  return swap.add || swap.remove ? (await getLeague(id)) ?? after : after;
}

async function requeueSeasonReminders(league: League): Promise<void> {
  const seasonId = await getActiveSeasonId(league.id);
  if (seasonId) await queueGameReminders(league, await listSeasonGames(league.id, seasonId));
}

/** One conditional replace of the league read at `version`: 'stale' when another write got there first. */
async function replaceOnce(
  userId: string, plan: Plan, before: League, version: number, input: LeagueInput,
): Promise<{ after: League; swap: DomainSwap } | 'stale'> {
  const id = before.id;
  assertPlanAllows(plan, input, before);
  const after: League = {
    ...normalise(input, before), id, admin_id: before.admin_id, created_at: before.created_at, updated_at: new Date().toISOString(),
    primary_domain: before.primary_domain ?? null, version: version + 1,
  };
  await assertRemovedVenuesUnused(before, after);
  const swap: DomainSwap = {};
  if (after.custom_domain !== before.custom_domain) {
    const existing = await listLeagueDomains(id);
    swap.remove = before.custom_domain ? existing.find((d) => d.domain === before.custom_domain) : undefined;
    if (after.custom_domain && !existing.some((d) => d.domain === after.custom_domain)) {
      const primaryStays = existing.some((d) => d.is_primary && d.id !== swap.remove?.id);
      swap.add = newDomain(id, after.custom_domain, !primaryStays);
    }
    if (swap.remove && after.primary_domain === swap.remove.domain) after.primary_domain = null;
  }
  const failure = await replaceLeague(before, version, after, swap, [activityPut(userId, {
    type: 'league_updated', message: `You updated ${after.name}`, league_id: id, league_name: after.name,
    team_id: null, team_name: null, created_at: after.updated_at,
  })]);
  if (failure === 'slug') throw conflict(MSG.league.slugTaken, 'slug_taken');
  if (failure === 'domain') throw conflict(DOMAIN_MESSAGES.taken, 'domain_taken');
  if (failure === 'gone') throw notFound(MSG.league.notFound);
  if (failure === 'teams') {
    const count = Number((await leagueCounters([id])).get(id)?.[USAGE_ATTR.max_teams] ?? 0);
    throw badRequest(`max_teams: ${MSG.league.maxTeamsBelowCount(count)}`, 'max_teams');
  }
  if (failure === 'stale') return 'stale';
  return { after, swap };
}

/**
 * Marks the league as being deleted (only one of parallel deletes wins; the others and any later one: 404), then
 * removes it. The mark checks ownership itself (someone else's league: 404 like a missing one), and takes over a
 * delete abandoned half-way, which a read through requireOwnLeague would not see (its league is hidden).
 */
export async function deleteOwnLeague(userId: string, id: string): Promise<void> {
  const marked = await markLeagueDeleting(id, userId);
  if (!marked) throw notFound(MSG.league.notFound);
  await deleteLeagueTree(marked.league, marked.token);
}
