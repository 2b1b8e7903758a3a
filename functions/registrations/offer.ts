// The registration offer anyone reads on the league site (fees in effect now, places left, held places counted as
// taken, questions, the waiver's current version), assembled from table reads. Its two other steps come from the
// caller: the API (settings.ts, API_OFFER_STEPS) first releases the holds that ran out and asks the payment provider
// whether the league's payout account is active; the site function may only read the table and holds no provider
// keys, so it renders with SITE_OFFER_STEPS and bundles neither the provider's SDK nor the writes.
import { isPublished } from '../../shared/league-constants';
import { MSG } from '../../shared/messages';
import { REGISTRATION_MESSAGES as RM } from '../../shared/registration-messages';
import type { RegistrationOffer } from '../../shared/registration-schema';
import type { League } from '../../shared/league-schema';
import type { Level } from '../../shared/api-contract';
import { listLeagueLevels } from '../data/levels';
import { capacityTaken, getPayoutAccountRecord, listLeagueRegistrationSettings, type RegistrationSettingsRecord } from '../data/registrations';
import { getSeason } from '../data/seasons';
import { notFound } from '../lib/errors';
import { resolveLeague } from '../leagues/service';
import { ageCutoffDay, hasPlacementRules } from './level-fit';
import { levelAssignmentOn } from './level-assignment-switch';
import { feeAt, windowState } from './rules';
import { offeredPlan } from './instalment-plan';
import { addonOffer } from './addons';

export interface OfferSteps {
  /** Before places are counted: releases the holds and offers that ran out (writes). */
  release?: (leagueId: string, seasonId: string, now: Date) => Promise<void>;
  /** Whether the league can take fees online now. */
  online: (league: League) => Promise<boolean>;
}

/**
 * The site function's: no writes, and no payment provider keys, so whether fees go online is the payout account's
 * status as the API last read it from the provider (payouts.ts keeps it on the account's record).
 */
export const SITE_OFFER_STEPS: OfferSteps = { online: async (league) => (await getPayoutAccountRecord(league.id))?.active === true };

/** The levels a season's registration offers: those listed, or every active level. */
export function offeredLevels(s: Pick<RegistrationSettingsRecord, 'level_ids'>, levels: Level[]): Level[] {
  const active = levels.filter((l) => l.is_active);
  return s.level_ids.length ? active.filter((l) => s.level_ids.includes(l.id)) : active;
}

/** The limit of teams in a level: the registration's own, else the level's max_teams_per_level. */
export const teamLimitOf = (s: RegistrationSettingsRecord, level: Pick<Level, 'max_teams_per_level'>) =>
  s.team?.capacity_per_level ?? level.max_teams_per_level ?? null;

const left = (limit: number | null, taken: number) => (limit === null ? null : Math.max(0, limit - taken));

/** Which season's registration the site shows: the one asked for, else the one open now, else the next to open, else the latest. */
function pickSeason(all: RegistrationSettingsRecord[], seasonId: string | undefined, now: Date) {
  if (seasonId) return all.find((s) => s.season_id === seasonId) ?? null;
  const t = now.toISOString();
  const open = all.filter((s) => windowState(s, now) === 'open').sort((a, b) => a.closes_at.localeCompare(b.closes_at));
  if (open.length) return open[0];
  const next = all.filter((s) => s.opens_at > t).sort((a, b) => a.opens_at.localeCompare(b.opens_at));
  if (next.length) return next[0];
  return all.sort((a, b) => b.closes_at.localeCompare(a.closes_at))[0] ?? null;
}

export async function offerOf(key: string, seasonId: string | undefined, now: Date, steps: OfferSteps): Promise<{ offer: RegistrationOffer }> {
  const league = await resolveLeague(key);
  if (!league || !isPublished(league.status)) throw notFound(MSG.league.notFound);
  const s = pickSeason(await listLeagueRegistrationSettings(league.id), seasonId, now);
  const season = s && await getSeason(league.id, s.season_id);
  if (!s || !season) throw notFound(RM.settingsNotFound);
  await steps.release?.(league.id, s.season_id, now);
  const [levels, taken, online, automatic] = await Promise.all([
    listLeagueLevels(league.id), capacityTaken(league.id, s.season_id), steps.online(league), levelAssignmentOn(league),
  ]);
  const offered = offeredLevels(s, levels);
  const kinds: RegistrationOffer['kinds'] = [];
  for (const kind of ['team', 'individual'] as const) {
    const k = s[kind];
    if (!k) continue;
    const fee = feeAt(k, now);
    const leagueCap = kind === 'individual' && s.individual ? s.individual.capacity : null;
    const placesLeft = left(leagueCap, taken.get('individual') ?? 0);
    // A team takes a place in its level: one remains while a level has one (or no level is offered).
    const teamRoom = !offered.length || offered.some((l) => left(teamLimitOf(s, l), taken.get(`team#${l.id}`) ?? 0) !== 0);
    kinds.push({
      kind, fee_now: fee.amount, fee_period: fee.period, fee: k.fee, early_bird_fee: k.early_bird_fee, early_bird_until: k.early_bird_until,
      late_fee: k.late_fee, late_from: k.late_from, places_left: placesLeft, places_remain: kind === 'team' ? teamRoom : placesLeft !== 0,
      payment_plan: s.payment_mode === 'online' && online ? offeredPlan(s, fee.amount, now) : null,
    });
  }
  return {
    offer: {
      league_id: league.id, league_name: league.name, season_id: s.season_id, season_name: season.name,
      season_start_date: season.start_date, season_end_date: season.end_date, opens_at: s.opens_at, closes_at: s.closes_at,
      state: windowState(s, now), currency: s.currency, pays_online: s.payment_mode === 'online' && online, kinds,
      levels: offered.map((l) => ({
        id: l.id, name: l.name, age_min: l.age_min, age_max: l.age_max, skill_level: l.level_type === 'skill' ? l.skill_level : null, gender: l.gender ?? 'any',
        team_places_left: s.team ? left(teamLimitOf(s, l), taken.get(`team#${l.id}`) ?? 0) : 0,
        player_places_left: s.individual ? left(s.individual.capacity_per_level, taken.get(`individual#${l.id}`) ?? 0) : 0,
      })),
      // Placing by age is offered only where a level has an age range to place by.
      automatic_level_assignment: automatic && offered.some((l) => hasPlacementRules(l) && (l.age_min !== null || l.age_max !== null)),
      age_cutoff_day: ageCutoffDay(s.age_cutoff, season.start_date),
      questions: s.questions,
      waiver: s.waiver_text && s.waiver_version ? { version: s.waiver_version, text: s.waiver_text } : null,
      has_discount_codes: s.discount_codes.length > 0,
      sibling_discount: s.sibling_discount ?? null,
      addons: addonOffer(s, taken),
      // Where only offline payment is taken, it is the way to pay, not a choice.
      pay_offline_allowed: s.payment_mode === 'offline' || !online || s.offline_payment === true,
      offline_hold_days: s.offline_hold_days ?? null,
    },
  };
}
