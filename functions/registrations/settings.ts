// A season's registration settings (the league admin's) and the API's answer with the offer anyone reads on the
// league site (offer.ts).
import { MSG } from '../../shared/messages';
import { hasFeature } from '../../shared/plan-catalogue';
import { changedElsewhere } from '../../shared/item-version';
import {
  REGISTRATION_MESSAGES as RM, type RegistrationOffer, type RegistrationSettings, type RegistrationSettingsInput,
} from '../../shared/registration-schema';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import type { League } from '../../shared/league-schema';
import { listLeagueLevels } from '../data/levels';
import {
  capacityTaken, codeUses, getRegistrationSettings, putRegistrationSettings, type RegistrationSettingsRecord,
} from '../data/registrations';
import { getSeason } from '../data/seasons';
import { armAutopilotJob } from '../data/autopilot';
import { badRequest, conflict, notFound, planFeatureRequired } from '../lib/errors';
import { versionedWrite } from '../lib/versioned-write';
import { requireOwnLeague } from '../access/league';
import { currentPlanOf } from '../access/plan';
import { payoutState } from './payouts';
import { releaseExpired } from './checkout-settlement';
import { offerOf, type OfferSteps } from './offer';
import { armSeasonInvitations } from './invitation-job';
import { checkPaymentPlan } from './instalment-plan';
import { addonSettings } from './addons';

export { offeredLevels, teamLimitOf } from './offer';

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

function toSettings(s: RegistrationSettingsRecord, version: number, uses: Map<string, number>, taken: Map<string, number>): RegistrationSettings {
  const { waiver_texts: _texts, ...rest } = s;
  return {
    ...rest, age_cutoff: s.age_cutoff ?? null, payment_plan: s.payment_plan ?? null, discount_codes: s.discount_codes.map((d) => ({ ...d, uses: uses.get(d.code) ?? 0 })), version,
    addons: addonSettings(s, taken), offline_payment: s.offline_payment ?? false, offline_hold_days: s.offline_hold_days ?? null,
  };
}

export async function readSettings(userId: string, leagueId: string, seasonId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  await requireSeason(leagueId, seasonId);
  const [found, uses, online, taken] = await Promise.all([
    getRegistrationSettings(leagueId, seasonId), codeUses(leagueId, seasonId), onlinePaymentAvailable(league), capacityTaken(leagueId, seasonId),
  ]);
  return { settings: found ? toSettings(found.settings, found.version, uses, taken) : null, online_payment_available: online };
}

/**
 * Opens or changes a season's registration. Online payment needs the plan feature and an active payout account;
 * the waiver gets a new version whenever its text changes (accepted versions stay readable).
 */
export async function saveSettings(userId: string, leagueId: string, seasonId: string, input: RegistrationSettingsInput, now = new Date()) {
  const league = await requireOwnLeague(userId, leagueId);
  // A season the autopilot drafted carries its registration until it goes live: opening it now would make it public.
  const season = await requireSeason(leagueId, seasonId);
  if (season.draft) throw conflict(SEASON_MESSAGES.draftNotLive);
  checkPaymentPlan(input, season.end_date, now.toISOString().slice(0, 10));
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
  // Last season's teams are invited back when registration opens (if the league's switches and plan say so).
  await armSeasonInvitations(leagueId, seasonId, input.opens_at, now);
  // The cut-off day or the levels offered may have changed: automatic level assignment looks at the season again.
  await armAutopilotJob(leagueId, 'level-assignment', seasonId, stamp, stamp);
  return readSettings(userId, leagueId, seasonId);
}

/** What the API's offer does besides reading: release the holds that ran out, ask the provider about payouts. */
export const API_OFFER_STEPS: OfferSteps = { release: releaseExpired, online: onlinePaymentAvailable };

export function publicOffer(key: string, seasonId: string | undefined, now = new Date()): Promise<{ offer: RegistrationOffer }> {
  return offerOf(key, seasonId, now, API_OFFER_STEPS);
}
