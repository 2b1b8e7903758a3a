// A season's registration settings (the league admin's) and the offer anyone reads on the league site: fees in
// effect now, places left (held places count as taken), questions and the waiver's current version.
import { isPublished } from '../../shared/league-constants';
import { MSG } from '../../shared/messages';
import { hasFeature } from '../../shared/plan-catalogue';
import { changedElsewhere } from '../../shared/item-version';
import {
  REGISTRATION_MESSAGES as RM, type RegistrationOffer, type RegistrationSettings, type RegistrationSettingsInput,
} from '../../shared/registration-schema';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import type { League } from '../../shared/league-schema';
import type { Level } from '../../shared/api-contract';
import { listLeagueLevels } from '../data/levels';
import {
  capacityTaken, codeUses, getRegistrationSettings, listLeagueRegistrationSettings, putRegistrationSettings, type RegistrationSettingsRecord,
} from '../data/registrations';
import { getSeason } from '../data/seasons';
import { badRequest, notFound, planFeatureRequired } from '../lib/errors';
import { versionedWrite } from '../lib/versioned-write';
import { requireOwnLeague } from '../access/league';
import { resolveLeague } from '../leagues/service';
import { currentPlanOf } from '../access/plan';
import { feeAt, windowState } from './rules';
import { payoutState } from './payouts';
import { releaseExpired } from './lifecycle';

export async function requireSeason(leagueId: string, seasonId: string) {
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound(SEASON_MESSAGES.notFound);
  return season;
}

/** Whether the league can take fees online now: its admin's plan has has_payments, a provider is set up, its payout account is active. */
export async function onlinePaymentAvailable(league: League): Promise<boolean> {
  const plan = await currentPlanOf(league.admin_id);
  if (!hasFeature(plan, 'has_payments')) return false;
  const payout = await payoutState(league.id);
  return payout?.status === 'active';
}

function toSettings(s: RegistrationSettingsRecord, version: number, uses: Map<string, number>): RegistrationSettings {
  const { waiver_texts: _texts, ...rest } = s;
  return { ...rest, discount_codes: s.discount_codes.map((d) => ({ ...d, uses: uses.get(d.code) ?? 0 })), version };
}

export async function readSettings(userId: string, leagueId: string, seasonId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  await requireSeason(leagueId, seasonId);
  const [found, uses, online] = await Promise.all([getRegistrationSettings(leagueId, seasonId), codeUses(leagueId, seasonId), onlinePaymentAvailable(league)]);
  return { settings: found ? toSettings(found.settings, found.version, uses) : null, online_payment_available: online };
}

/**
 * Opens or changes a season's registration. Online payment needs the plan feature and an active payout account;
 * the waiver gets a new version whenever its text changes (accepted versions stay readable).
 */
export async function saveSettings(userId: string, leagueId: string, seasonId: string, input: RegistrationSettingsInput, now = new Date()) {
  const league = await requireOwnLeague(userId, leagueId);
  await requireSeason(leagueId, seasonId);
  if (input.payment_mode === 'online') {
    const plan = await currentPlanOf(league.admin_id);
    if (!hasFeature(plan, 'has_payments')) throw planFeatureRequired(RM.paymentsUpgrade);
    if ((await payoutState(leagueId))?.status !== 'active') throw badRequest(RM.payoutNotConnected, 'payment_mode');
  }
  if (input.level_ids.length) {
    const levels = new Map((await listLeagueLevels(leagueId)).map((l) => [l.id, l]));
    const bad = input.level_ids.find((id) => !levels.get(id)?.is_active);
    if (bad) throw badRequest(RM.levelNotFound, 'level_ids');
  }
  const stamp = now.toISOString();
  await versionedWrite(input.version, changedElsewhere('registration'), async () => {
    const found = await getRegistrationSettings(leagueId, seasonId);
    const prev = found?.settings;
    const textChanged = (input.waiver_text ?? null) !== (prev?.waiver_text ?? null);
    const waiverVersion = !input.waiver_text ? 0 : textChanged ? Math.max(0, ...Object.keys(prev?.waiver_texts ?? {}).map(Number)) + 1 : prev!.waiver_version;
    const { version: _v, ...fields } = input;
    const record: RegistrationSettingsRecord = {
      ...fields, league_id: leagueId, season_id: seasonId,
      waiver_version: waiverVersion,
      waiver_texts: { ...(prev?.waiver_texts ?? {}), ...(input.waiver_text && waiverVersion ? { [waiverVersion]: input.waiver_text } : {}) },
      created_at: prev?.created_at ?? stamp, updated_at: stamp,
    };
    const version = found?.version ?? 0;
    return {
      version,
      write: async () => {
        const failed = await putRegistrationSettings(record, version);
        if (failed === 'gone') throw notFound(MSG.league.notFound);
        return failed === 'stale' ? 'stale' : null;
      },
    };
  });
  return readSettings(userId, leagueId, seasonId);
}

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

export async function publicOffer(key: string, seasonId: string | undefined, now = new Date()): Promise<{ offer: RegistrationOffer }> {
  const league = await resolveLeague(key);
  if (!league || !isPublished(league.status)) throw notFound(MSG.league.notFound);
  const s = pickSeason(await listLeagueRegistrationSettings(league.id), seasonId, now);
  const season = s && await getSeason(league.id, s.season_id);
  if (!s || !season) throw notFound(RM.settingsNotFound);
  await releaseExpired(league.id, s.season_id, now);
  const [levels, taken, online, plan] = await Promise.all([
    listLeagueLevels(league.id), capacityTaken(league.id, s.season_id), onlinePaymentAvailable(league), currentPlanOf(league.admin_id),
  ]);
  const kinds: RegistrationOffer['kinds'] = [];
  for (const kind of ['team', 'individual'] as const) {
    const k = s[kind];
    if (!k) continue;
    const fee = feeAt(k, now);
    const leagueCap = kind === 'individual' && s.individual ? s.individual.capacity : null;
    kinds.push({
      kind, fee_now: fee.amount, fee_period: fee.period, fee: k.fee, early_bird_fee: k.early_bird_fee, early_bird_until: k.early_bird_until,
      late_fee: k.late_fee, late_from: k.late_from, places_left: left(leagueCap, taken.get('individual') ?? 0),
    });
  }
  return {
    offer: {
      league_id: league.id, league_name: league.name, season_id: s.season_id, season_name: season.name,
      season_start_date: season.start_date, season_end_date: season.end_date, opens_at: s.opens_at, closes_at: s.closes_at,
      state: windowState(s, now), currency: s.currency, pays_online: s.payment_mode === 'online' && online, kinds,
      levels: offeredLevels(s, levels).map((l) => ({
        id: l.id, name: l.name, age_min: l.age_min, age_max: l.age_max,
        team_places_left: s.team ? left(teamLimitOf(s, l), taken.get(`team#${l.id}`) ?? 0) : 0,
        player_places_left: s.individual ? left(s.individual.capacity_per_level, taken.get(`individual#${l.id}`) ?? 0) : 0,
      })),
      automatic_level_assignment: hasFeature(plan, 'has_automatic_level_assignment'),
      questions: s.questions,
      waiver: s.waiver_text && s.waiver_version ? { version: s.waiver_version, text: s.waiver_text } : null,
      has_discount_codes: s.discount_codes.length > 0,
    },
  };
}
