// Registering for a season, as the registrant: eligibility (age against the level's range, a guardian under 18),
// answers and the waiver, the price in effect and the discount, then a place held under the season's capacity
// (or the waitlist when none is free) and the hosted checkout. A registrant reads and cancels only their own.
import { ulid } from 'ulid';
import { isPublished } from '../../shared/league-constants';
import { MSG } from '../../shared/messages';
import {
  ADULT_AGE, REGISTRATION_MESSAGES as RM, type Registration, type RegistrationCreateInput,
} from '../../shared/registration-schema';
import type { League } from '../../shared/league-schema';
import { getLeague } from '../data/leagues';
import { listLeagueLevels } from '../data/levels';
import {
  codeUses, getJoinCodeTeam, getRegistrationById, getRegistrationSettings, insertRegistration, listSeasonRegistrations, listUserRegistrations,
  type RegistrationRecord, type RegistrationSettingsRecord, registrantMarker,
} from '../data/registrations';
import { getSeason } from '../data/seasons';
import { wakeAutopilotJob } from '../data/autopilot';
import { getTeam, listLeagueTeams } from '../data/teams';
import { getUserProfile } from '../data/users';
import { badRequest, conflict, notFound } from '../lib/errors';
import { isLeagueAdmin } from '../access/roles';
import { ageCutoffDay, fitLevel } from './level-fit';
import { levelAssignmentOn } from './level-assignment-switch';
import { logPlacement } from './level-assignment';
import { ageOn, ageRefusal, checkAnswers, feeAt, questionsFor, windowState } from './rules';
import { discountFor } from './discount-code';
import { afterPaid, holdsFor, holdUntil, openCheckout, releasePlace } from './lifecycle';
import { releaseExpired, releaseUnlessPaid } from './checkout-settlement';
import { offeredLevels, onlinePaymentAvailable, requireSeason } from './settings';
import { toView, waitlistPositions } from './view';
import { mailWaitlisted, registrationPageUrl } from './mail';
import { wakeSeasonInvitations } from './invitation-job';
import { startPlan } from './instalment-plan';
import { armInstalments } from './instalment-arm';
import { addonHolds, addonLinesFor } from './addons';
import { armOfflineRelease, offlineHoldUntil, refuseOfflineUnlessAllowed, soldOutError } from './offline-payment';
import { priceOf } from '../../shared/registration-pricing';

/** The league a registrant may register in: an active league (anything else answers like a missing one). */
export async function publishedLeague(leagueId: string): Promise<League> {
  const league = await getLeague(leagueId);
  if (!league || !isPublished(league.status)) throw notFound(MSG.league.notFound);
  return league;
}

async function openSettings(leagueId: string, seasonId: string, now: Date): Promise<RegistrationSettingsRecord> {
  await requireSeason(leagueId, seasonId);
  const found = await getRegistrationSettings(leagueId, seasonId);
  if (!found) throw notFound(RM.settingsNotFound);
  const state = windowState(found.settings, now);
  if (state !== 'open') throw conflict(state === 'closed' ? RM.closed : RM.notOpen);
  return found.settings;
}

const today = (now: Date) => now.toISOString().slice(0, 10);


/**
 * A registration as the caller's input makes it, every rule checked (eligibility, answers, waiver, price and
 * discount), nothing written: register() stores it, the family checkout (family-checkout.ts) stores several at once.
 */
export async function prepareRegistration(userId: string, leagueId: string, seasonId: string, input: RegistrationCreateInput, now: Date, returningTeamId: string | null) {
  const league = await publishedLeague(leagueId);
  const s = await openSettings(leagueId, seasonId, now);
  const kindSettings = s[input.kind];
  if (!kindSettings) throw badRequest(RM.kindNotOffered(input.kind), 'kind');
  const [profile, season, levels] = await Promise.all([getUserProfile(userId), getSeason(leagueId, seasonId), listLeagueLevels(leagueId)]);
  if (!profile || !season) throw notFound(MSG.league.notFound);
  const offered = offeredLevels(s, levels);

  // Who plays, and where.
  let teamId: string | null = returningTeamId;
  let levelId = input.level_id;
  if (input.kind === 'team') {
    if (!input.team_name) throw badRequest(RM.teamNameRequired, 'team_name');
    if (!levelId && offered.length) throw badRequest(RM.levelRequired, 'level_id');
  } else {
    if (!input.date_of_birth) throw badRequest(RM.dobRequired, 'date_of_birth');
    if (input.join_code) {
      const joined = await getJoinCodeTeam(leagueId, seasonId, input.join_code);
      const team = joined && await getTeam(leagueId, joined.team_id);
      if (!team) throw badRequest(RM.joinCodeNotFound, 'join_code');
      teamId = team.id;
      levelId = team.level_id ?? levelId;
    }
  }
  const level = levelId ? offered.find((l) => l.id === levelId) : undefined;
  if (levelId && !level) throw badRequest(RM.levelNotFound, 'level_id');
  let placed = level ?? null;
  let placedByRules = false;
  if (input.date_of_birth) {
    // Eligibility is the age on the season's cut-off day (its first day unless the organiser set one); the guardian rule is today's age.
    const cutoffDay = ageCutoffDay(s.age_cutoff, season.start_date);
    const age = ageOn(input.date_of_birth, cutoffDay);
    if (age < 0 || ageOn(input.date_of_birth, today(now)) < 0) throw badRequest('Date of birth cannot be in the future', 'date_of_birth');
    if (placed) {
      const refusal = ageRefusal(placed, age);
      if (refusal) throw badRequest(refusal, 'date_of_birth');
    } else if (input.kind === 'individual' && !teamId && await levelAssignmentOn(league)) {
      // Placed by the levels' rules. An age no level accepts, where every level has an age range, is refused as
      // before; fitting none otherwise, or several, the registration stands in no level and the organiser sees why.
      if (offered.length && offered.every((l) => (l.age_min !== null || l.age_max !== null) && ageRefusal(l, age))) throw badRequest(RM.noLevelForAge, 'date_of_birth');
      const fit = fitLevel(input, offered, cutoffDay);
      if (fit.fit === 'one') { placed = offered.find((l) => l.id === fit.level.id) ?? null; placedByRules = placed !== null; }
    }
    if (ageOn(input.date_of_birth, today(now)) < ADULT_AGE && !input.guardian) throw badRequest(RM.guardianRequired, 'guardian');
  }
  const answers = checkAnswers(questionsFor(s, input.kind), input.answers);
  let waiver: Registration['waiver'] = null;
  if (s.waiver_text && s.waiver_version) {
    if (!input.waiver_name) throw badRequest(RM.waiverRequired, 'waiver_name');
    if (input.waiver_version !== s.waiver_version) throw badRequest(RM.waiverChanged, 'waiver_version');
    waiver = { version: s.waiver_version, accepted_name: input.waiver_name, accepted_at: now.toISOString() };
  }

  // The price in effect, the discount, the add-ons (priced by the form's own function), and how it is paid.
  const lines = addonLinesFor(s, input.addons);
  const fee = feeAt(kindSettings, now);
  const discount = discountFor(s, input.discount_code, fee.amount, now);
  const price = priceOf(fee.amount, discount?.amount ?? 0, lines);
  const total = price.total;
  const canPayOnline = total > 0 && s.payment_mode === 'online' && await onlinePaymentAvailable(league);
  if (input.pay_offline && canPayOnline) refuseOfflineUnlessAllowed(s);
  const online = canPayOnline && !input.pay_offline;
  // The season's payment plan, when chosen: a deposit at the checkout, then the rest on its dates (instalment-plan.ts).
  const plan = input.pay_in_instalments ? startPlan(s, total, online, league.time_zone, now) : null;
  const stamp = now.toISOString();
  const record: RegistrationRecord = {
    id: ulid(), league_id: leagueId, season_id: seasonId, kind: input.kind, status: total === 0 ? 'paid' : 'awaiting_payment',
    payment_mode: online ? 'online' : 'offline', level_id: placed?.id ?? null, team_id: teamId, team_name_given: input.team_name,
    team_join_code: null, user_id: userId, email: profile.email, first_name: input.first_name, last_name: input.last_name, phone: input.phone,
    date_of_birth: input.date_of_birth, gender: input.gender, skill_rating: input.skill_rating, guardian: input.guardian, answers, waiver, discount_code: discount?.code ?? null,
    time_zone: input.time_zone ?? null, addons: lines,
    amounts: {
      currency: s.currency, fee: fee.amount, fee_period: fee.period, discount: discount?.amount ?? 0, addons: price.addons, total,
      paid: 0, refunded: 0, outstanding: total, application_fee: 0,
    },
    hold_expires_at: online ? holdUntil(now).toISOString() : total > 0 ? offlineHoldUntil(s, now) : null, offer_expires_at: null, paid_at: total === 0 ? stamp : null,
    created_at: stamp, updated_at: stamp,
    refundable: 0, held_scopes: [], checkout_session_id: null, checkout_url: null, payment_intent_id: null, counted_code: discount?.code ?? null,
    ...(plan ? { instalment_plan: plan } : {}),
  };
  return { league, s, season, record, discount, online, placed, placedByRules, plan };
}

/**
 * Registers the caller. Answers the registration and, for a held place paid online, the checkout to open. A
 * returning team (`returningTeamId`, checked by the caller) is registered as itself: paid, it joins the season.
 */
export async function register(userId: string, leagueId: string, seasonId: string, input: RegistrationCreateInput, now = new Date(), returningTeamId: string | null = null) {
  const { league, s, season, record, discount, online, placed, placedByRules, plan } = await prepareRegistration(userId, leagueId, seasonId, input, now, returningTeamId);
  await releaseExpired(leagueId, seasonId, now);
  const holds = [...holdsFor(s, input.kind, placed), ...addonHolds(s, record.addons ?? [])];
  const marker = registrantMarker(record);
  let failed = await insertRegistration(record, holds, discount ? { code: discount.code, max: discount.max } : null, marker);
  let stored: RegistrationRecord = { ...record, held_scopes: holds.map((h) => h.scope) };
  if (failed === 'full') {
    // No place: on the waitlist, nothing held or counted; the price is kept for when a place is offered (the
    // discount code's use is taken then). A code with no use left now is refused as it would be with a place.
    if (discount && discount.max !== null && ((await codeUses(leagueId, seasonId)).get(discount.code) ?? 0) >= discount.max) throw badRequest(RM.discountUsedUp, 'discount_code');
    stored = { ...record, status: 'waitlisted', hold_expires_at: null, paid_at: null, counted_code: null, held_scopes: [], amounts: { ...record.amounts, outstanding: 0 } };
    failed = await insertRegistration(stored, [], null, marker);
  }
  if (failed === 'gone') throw notFound(MSG.league.notFound);
  if (failed === 'already') throw conflict(input.kind === 'team' ? RM.teamAlreadyInSeason : RM.alreadyRegistered);
  if (failed === 'code') throw badRequest(RM.discountUsedUp, 'discount_code');
  if (failed?.startsWith('stock:')) throw soldOutError(failed);
  let checkoutUrl: string | null = null;
  if (stored.status === 'awaiting_payment' && online) {
    try {
      checkoutUrl = await openCheckout(stored, holdUntil(now), now);
    } catch (err) {
      await releasePlace(stored, 'cancelled', now, null);
      throw err;
    }
  }
  if (placedByRules && placed) await logPlacement(stored, placed, season.name, now);
  if (stored.status === 'paid') await afterPaid(stored, now);
  if (stored.status === 'waitlisted') await tellWaitlisted(league, season, stored);
  // An offline fee not yet paid: the unpaid-fee autopilot (if switched on) counts its reminders and expiry from now.
  if (stored.status === 'awaiting_payment' && !online) await wakeAutopilotJob(leagueId, 'season-registrations', seasonId, now.toISOString());
  await armOfflineRelease(stored, now);
  // A returning team registered: its players are invited to the season (if the league's switches and plan say so).
  if (returningTeamId) await wakeSeasonInvitations(leagueId, seasonId, now);
  if (plan) await armInstalments(stored, now);
  return { registration: await viewOne(userId, stored.id), checkout_url: checkoutUrl };
}

/** Joined the waitlist (once: only the insert that made the registration gets here): their place in line. */
async function tellWaitlisted(league: League, season: { name: string }, r: RegistrationRecord) {
  const position = waitlistPositions(await listSeasonRegistrations(league.id, r.season_id)).get(r.id) ?? 1;
  await mailWaitlisted(r, { leagueName: league.name, seasonName: season.name, timeZone: league.time_zone ?? null }, position, registrationPageUrl(league, r.id));
}

/** Names for views of registrations of one league and season. */
async function namesFor(leagueId: string, seasonId: string) {
  const [league, season, levels, teams] = await Promise.all([getLeague(leagueId), getSeason(leagueId, seasonId), listLeagueLevels(leagueId), listLeagueTeams(leagueId)]);
  return {
    leagueName: league?.name ?? '', seasonName: season?.name ?? '',
    levels: new Map(levels.map((l) => [l.id, l.name])), teams: new Map(teams.map((t) => [t.id, t.name])),
    adminId: league?.admin_id ?? null,
  };
}

export async function viewRecords(records: RegistrationRecord[], viewer: string): Promise<Registration[]> {
  const groups = new Map<string, RegistrationRecord[]>();
  for (const r of records) groups.set(`${r.league_id} ${r.season_id}`, [...(groups.get(`${r.league_id} ${r.season_id}`) ?? []), r]);
  const out = new Map<string, Registration>();
  for (const rs of groups.values()) {
    const { league_id: leagueId, season_id: seasonId } = rs[0];
    const [names, all] = await Promise.all([namesFor(leagueId, seasonId), listSeasonRegistrations(leagueId, seasonId)]);
    const positions = waitlistPositions(all);
    for (const r of rs) out.set(r.id, toView(r, names, positions.get(r.id) ?? null, viewer === r.user_id || viewer === names.adminId));
  }
  return records.map((r) => out.get(r.id)!);
}

/** A registration its registrant or the league's admin may read; to anyone else, exactly like a missing one. */
export async function readable(userId: string, id: string): Promise<{ record: RegistrationRecord; league: League; isAdmin: boolean }> {
  const record = await getRegistrationById(id);
  const league = record && await getLeague(record.league_id);
  if (!record || !league) throw notFound(RM.notFound);
  const isAdmin = isLeagueAdmin(userId, league);
  if (!isAdmin && record.user_id !== userId) throw notFound(RM.notFound);
  return { record, league, isAdmin };
}

export async function viewOne(userId: string, id: string): Promise<Registration> {
  const { record } = await readable(userId, id);
  return (await viewRecords([record], userId))[0];
}

export async function myRegistrations(userId: string) {
  return { registrations: await viewRecords(await listUserRegistrations(userId), userId) };
}

/** The caller's checkout for a registration awaiting payment (its open one) or offered a place. */
export async function checkoutFor(userId: string, id: string, now = new Date()): Promise<{ url: string }> {
  const { record } = await readable(userId, id);
  if (record.user_id !== userId) throw notFound(RM.notFound);
  if (record.payment_mode !== 'online' || (record.status !== 'awaiting_payment' && record.status !== 'offered')) throw conflict(RM.notAwaitingPayment);
  const until = record.status === 'offered' ? record.offer_expires_at : record.hold_expires_at;
  if (!until || until <= now.toISOString()) {
    await releaseExpired(record.league_id, record.season_id, now);
    throw conflict(RM.notAwaitingPayment);
  }
  if (record.checkout_url) return { url: record.checkout_url };
  // A family checkout's session is the group's: one child's own checkout would split it.
  if (record.group_id) throw conflict(RM.notAwaitingPayment);
  return { url: await openCheckout(record, new Date(until), now) };
}

/** Cancels a registration not yet paid (its registrant or the league's admin): its place goes back. */
export async function cancel(userId: string, id: string, now = new Date()) {
  const { record } = await readable(userId, id);
  if (!['awaiting_payment', 'offered', 'waitlisted'].includes(record.status)) throw conflict(RM.cannotCancel);
  // Paid meanwhile (its webhook not here yet): it is paid, not cancelled; a refund is the league admin's to give.
  if ((await releaseUnlessPaid(record, 'cancelled', now)) !== 'released') throw conflict(RM.cannotCancel);
  return { registration: await viewOne(userId, id) };
}

