// Season auto-renewal (issue 39 point 1), the job of a season (kind 'season-renewal', subject: the season renewed).
// Due `days_before_end` days before the season ends (data/season-renewal-job.ts arms it), it drafts the next season:
// the same levels and registration settings (fees, kinds, capacity, questions, waiver, codes), every date moved on
// by the season's length in whole weeks (same weekdays). The draft's id is made from the season it renews, so its
// insert (with the log entry and the carried registration, one transaction) happens once however many runs race.
// The organiser is e-mailed a link to review it. Nothing is public until it goes live: on the day they set (this
// job, due then) or when they confirm (drafts.ts). A season that already has a later one is not renewed.
import { createHash } from 'node:crypto';
import type { League } from '../../shared/league-schema';
import { limitOf } from '../../shared/plan-catalogue';
import { goLiveAt, nextSeasonDates, nextSeasonName, renewalDueAt, shiftMoment } from '../../shared/season-renewal';
import type { AutopilotJobRecord } from '../data/autopilot';
import { autopilotLogIdOf, autopilotLogPut } from '../data/autopilot-log';
import { getLeagueAutomations } from '../data/autopilot-settings';
import { getLeague } from '../data/leagues';
import { getRegistrationSettings, type RegistrationSettingsRecord } from '../data/registrations';
import { getSeasonDraft, makeDraftLive, seasonDraftPut } from '../data/season-drafts';
import { armSeasonRenewal } from '../data/season-renewal-job';
import { getSeason, insertSeason, listLeagueSeasons, type SeasonRecord } from '../data/seasons';
import { getUserProfile } from '../data/users';
import { currentPlanOf } from '../access/plan';
import { appUrl } from '../lib/app-url';
import { mailer } from '../lib/mailer';
import { logger } from '../lib/observability';
import type { PlannedAct } from './planned-act';
import { armSeasonInvitations } from '../registrations/invitation-job';
import { armLevelAssignment } from '../registrations/level-assignment';

export const AUTOMATION = 'season_auto_renewal';

/** The id of the season drafted from `seasonId`: the same for every run, so the draft is written once. */
export const draftIdOf = (seasonId: string): string => `R${createHash('sha256').update(seasonId).digest('hex').slice(0, 25).toUpperCase()}`;

/** The registration carried into the draft: every date moved on by `days`, no use of a discount code carried. */
function carriedRegistration(s: RegistrationSettingsRecord, seasonId: string, days: number, now: string): RegistrationSettingsRecord {
  const at = (v: string | null) => (v ? shiftMoment(v, days) : null);
  const fees = <K extends { early_bird_until: string | null; late_from: string | null }>(k: K | null): K | null =>
    (k ? { ...k, early_bird_until: at(k.early_bird_until), late_from: at(k.late_from) } : null);
  return {
    ...s, season_id: seasonId, opens_at: shiftMoment(s.opens_at, days), closes_at: shiftMoment(s.closes_at, days),
    team: fees(s.team), individual: fees(s.individual),
    discount_codes: s.discount_codes.map((d) => ({ ...d, expires_at: at(d.expires_at) })), created_at: now, updated_at: now,
  };
}

const reviewUrl = (leagueId: string) => `${appUrl()}/league-management?league=${encodeURIComponent(leagueId)}&tab=autopilot`;
const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function mailOrganiser(league: League, from: SeasonRecord, draft: SeasonRecord) {
  const admin = await getUserProfile(league.admin_id);
  if (!admin?.email) return;
  const url = reviewUrl(league.id);
  const when = `${draft.start_date} to ${draft.end_date}`;
  await mailer().send({
    to: admin.email,
    subject: `Next season drafted: ${draft.name} (${league.name})`,
    text: `Hello ${admin.first_name},\n\n${from.name} ends on ${from.end_date}, so the autopilot drafted the next season of ${league.name}: ${draft.name}, ${when}, with the same levels, registration settings and fees. Nothing of it is public yet.\n\nReview it, set the day it goes live or confirm it: ${url}\n`,
    html: `<p>Hello ${esc(admin.first_name)},</p><p>${esc(from.name)} ends on ${esc(from.end_date)}, so the autopilot drafted the next season of ${esc(league.name)}: <strong>${esc(draft.name)}</strong>, ${esc(when)}, with the same levels, registration settings and fees. Nothing of it is public yet.</p><p><a href="${esc(url)}">Review the drafted season</a> (set the day it goes live, or confirm it)</p>`,
  });
}

/**
 * Why a season is not renewed (null: it is): over, a draft itself, its draft taken back by the organiser (undone or
 * deleted: its RENEWDRAFT item is there without the season), or a later season exists already.
 */
async function notRenewable(league: League, season: SeasonRecord): Promise<string | null> {
  if (season.status === 'completed') return 'completed';
  if (season.draft) return 'draft';
  if (await getSeasonDraft(league.id, draftIdOf(season.id))) return 'draft taken back';
  const later = (await listLeagueSeasons(league.id)).some((s) => s.id !== season.id && s.id !== draftIdOf(season.id) && s.start_date > season.start_date);
  return later ? 'later season exists' : null;
}

/** Drafts the next season once: 'drafted' by this run, 'exists' when another run (or an earlier one) did. */
async function draftNext(league: League, season: SeasonRecord, now: Date): Promise<{ outcome: 'drafted' | 'exists' | 'limit'; draft: SeasonRecord }> {
  const at = now.toISOString();
  const { start_date, end_date, shift } = nextSeasonDates(season.start_date, season.end_date);
  const draft: SeasonRecord = {
    id: draftIdOf(season.id), league_id: league.id, name: nextSeasonName(season.name, season.start_date, start_date), start_date, end_date,
    status: 'upcoming', games_count: 0, created_at: at, updated_at: at, version: 0, draft: { from_season_id: season.id, live_on: null, drafted_at: at },
  };
  const reg = await getRegistrationSettings(league.id, season.id);
  const plan = await currentPlanOf(league.admin_id);
  const logged = autopilotLogPut({
    league_id: league.id, at, automation: AUTOMATION, subject: draft.id,
    summary: `Drafted ${draft.name} (${start_date} to ${end_date}) from ${season.name}; not public until it goes live`,
    undo: { kind: 'delete_season_draft', season_id: draft.id },
  });
  const carried = reg ? carriedRegistration(reg.settings, draft.id, shift, at) : null;
  const failure = await insertSeason(draft, [], limitOf(plan, 'max_seasons_per_league'), [
    seasonDraftPut({ league_id: league.id, season_id: draft.id, from_season_id: season.id, registration: carried, log_id: autopilotLogIdOf(logged) }),
    logged,
  ]);
  if (failure === 'gone') throw new Error('league gone');
  return { outcome: failure === 'exists' ? 'exists' : failure === 'limit' ? 'limit' : 'drafted', draft };
}

/** A draft goes live (its registration written): by the job on its day, or the organiser's confirm. Once. */
export async function goLive(league: League, season: SeasonRecord, now: Date, by: 'date' | 'organiser'): Promise<boolean> {
  const at = now.toISOString();
  const carried = await getSeasonDraft(league.id, season.id);
  const failure = await makeDraftLive(league.id, season.id, carried, at, [autopilotLogPut({
    league_id: league.id, at, automation: AUTOMATION, subject: season.id,
    summary: by === 'date' ? `${season.name} went live on its set day${carried?.registration ? ', registration with it' : ''}` : `${season.name} went live: confirmed by the organiser`,
    undo: null,
  })]);
  if (failure) return false;
  // A live season is renewed in its turn; its registration, now written, wakes what a saved registration wakes:
  // last season's teams invited back when it opens, and its registrants placed in levels.
  await armSeasonRenewal(league.id, { ...season, draft: undefined }, now);
  if (carried?.registration) {
    const opens = carried.registration.opens_at;
    await armSeasonInvitations(league.id, season.id, opens > at ? opens : at, now);
    await armLevelAssignment(league.id, now);
  }
  return true;
}

export async function runSeasonRenewal(job: AutopilotJobRecord, now: Date): Promise<{ run: Record<string, number>; next: string | null }> {
  const run = { drafted: 0, went_live: 0 };
  const [league, season, automations] = await Promise.all([getLeague(job.league_id), getSeason(job.league_id, job.subject), getLeagueAutomations(job.league_id)]);
  const settings = automations.season_auto_renewal;
  if (!league || !season || !settings.on) return { run, next: null };
  const existing = await getSeason(league.id, draftIdOf(season.id));
  if (existing?.draft) {
    // Drafted already: due again on the day it goes live, if the organiser set one.
    const liveOn = existing.draft.live_on;
    if (!liveOn) return { run, next: null };
    if (now.getTime() < Date.parse(goLiveAt(liveOn))) return { run, next: goLiveAt(liveOn) };
    if (await goLive(league, existing, now, 'date')) run.went_live++;
    return { run, next: null };
  }
  if (existing) return { run, next: null };
  const due = renewalDueAt(season.end_date, settings.days_before_end);
  if (now.getTime() < Date.parse(due)) return { run, next: due };
  const why = await notRenewable(league, season);
  if (why) {
    logger.info('season not renewed', { league_id: league.id, season_id: season.id, why });
    return { run, next: null };
  }
  const { outcome, draft } = await draftNext(league, season, now);
  if (outcome === 'limit') {
    logger.warn('season renewal over the season limit', { league_id: league.id, season_id: season.id });
    return { run, next: null };
  }
  if (outcome === 'drafted') {
    run.drafted++;
    // After the write that makes it once: a second run finds the draft and sends nothing.
    await mailOrganiser(league, season, draft);
  }
  return { run, next: null };
}

/** What season auto-renewal will do next: each season's draft on its due day, each draft's go-live day. */
export async function previewSeasonRenewal(ctx: { league: League; jobs: AutopilotJobRecord[]; now: Date }): Promise<PlannedAct[]> {
  const { days_before_end } = (await getLeagueAutomations(ctx.league.id)).season_auto_renewal;
  const seasons = await listLeagueSeasons(ctx.league.id);
  const byId = new Map(seasons.map((s) => [s.id, s]));
  const acts: PlannedAct[] = [];
  for (const job of ctx.jobs) {
    const season = byId.get(job.subject);
    if (!season) continue;
    const draft = byId.get(draftIdOf(season.id));
    if (draft?.draft) {
      if (draft.draft.live_on) acts.push({ at: goLiveAt(draft.draft.live_on), automation: AUTOMATION, summary: `Make ${draft.name} live, with its registration` });
      continue;
    }
    if (draft || (await notRenewable(ctx.league, season))) continue;
    const { start_date, end_date } = nextSeasonDates(season.start_date, season.end_date);
    acts.push({
      at: renewalDueAt(season.end_date, days_before_end), automation: AUTOMATION,
      summary: `Draft ${nextSeasonName(season.name, season.start_date, start_date)} (${start_date} to ${end_date}) from ${season.name} and e-mail you to review it`,
    });
  }
  return acts;
}
