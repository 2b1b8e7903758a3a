// The league admin's side of registration: the season's list (filters, search, totals) and its CSV, payments
// received offline, refunds (never more than paid, also two at once), putting an individual on a team, and
// offering a waitlisted registrant a free place with a payment link and a deadline.
import { ulid } from 'ulid';
import {
  REGISTRATION_MESSAGES as RM, REGISTRATION_STATUS_LABEL, type Registration,
} from '../../shared/registration-schema';
import { limitOf } from '../../shared/plan-catalogue';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import {
  getRegistration, getRegistrationById, getRegistrationSettings, listLeagueRegistrationSettings, listSeasonRegistrations, reserveRefund, transitionRegistration, undoRefund,
  type RegistrationRecord, type RegistrationSettingsRecord, registrantMarker,
} from '../data/registrations';
import { getLeague } from '../data/leagues';
import { getSeason } from '../data/seasons';
import { wakeAutopilotJob } from '../data/autopilot';
import { getTeam } from '../data/teams';
import { badRequest, conflict, notFound } from '../lib/errors';
import { csvOf } from '../lib/csv';
import { requireOwnLeague } from '../access/league';
import { rosterAddError } from '../access/add-failure';
import { currentPlanOf } from '../access/plan';
import { afterPaid, joinTeam } from './lifecycle';
import { releaseExpired } from './checkout-settlement';
import { mailRefund, mailTeamAssigned, registrationPageUrl } from './mail';
import { offerWaitlisted } from './waitlist-offer';
import { payments } from './payouts';
import { viewRecords } from './service';
import { appUrl } from '../lib/app-url';
import { cancelRemainingInstalments, refundPlanCharges } from './instalment-refunds';
import { addonLabel } from '../../shared/registration-pricing';
import { seasonTotals } from './season-totals';

interface ListQuery { season_id?: string; kind?: 'team' | 'individual'; level_id?: string; status?: Registration['status']; q?: string }

/** The season asked for, else the one whose registration opened last. */
async function seasonOf(leagueId: string, seasonId: string | undefined): Promise<RegistrationSettingsRecord | null> {
  const all = await listLeagueRegistrationSettings(leagueId);
  if (seasonId) return all.find((s) => s.season_id === seasonId) ?? null;
  return all.sort((a, b) => b.opens_at.localeCompare(a.opens_at))[0] ?? null;
}

export async function listFor(userId: string, leagueId: string, q: ListQuery, now = new Date()) {
  await requireOwnLeague(userId, leagueId);
  const s = await seasonOf(leagueId, q.season_id);
  if (!s) return { registrations: [], totals: await seasonTotals('usd', []) };
  await releaseExpired(leagueId, s.season_id, now);
  const all = (await listSeasonRegistrations(leagueId, s.season_id)).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const totals = await seasonTotals(s.currency, all);
  const views = await viewRecords(all, userId);
  const needle = q.q?.toLowerCase();
  const rows = views.filter((r) => (!q.kind || r.kind === q.kind) && (!q.level_id || r.level_id === q.level_id) && (!q.status || r.status === q.status)
    && (!needle || [r.first_name, r.last_name, `${r.first_name} ${r.last_name}`, r.email, r.team_name ?? ''].some((x) => x.toLowerCase().includes(needle))));
  return { registrations: rows, totals, settings: s };
}

/** A registrant's answer as a cell: several choices joined, yes/no in words. */
const answerCell = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join('; ') : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v));
const amount = (cents: number) => (cents / 100).toFixed(2);

export async function exportFor(userId: string, leagueId: string, q: ListQuery) {
  const { registrations, settings } = await listFor(userId, leagueId, q);
  const questions = settings?.questions ?? [];
  const header = ['Registration', 'Kind', 'Status', 'First name', 'Last name', 'E-mail', 'Phone', 'Date of birth', 'Guardian', 'Guardian e-mail', 'Guardian phone',
    'Level', 'Team', 'Currency', 'Fee', 'Discount', 'Total', 'Paid', 'Refunded', 'Payment', 'Waiver version', 'Waiver accepted by', 'Waiver accepted at', 'Registered at',
    'Add-ons', 'Add-ons total', ...questions.map((x) => x.label)];
  const rows = registrations.map((r) => [
    r.id, r.kind, REGISTRATION_STATUS_LABEL[r.status], r.first_name, r.last_name, r.email, r.phone, r.date_of_birth, r.guardian?.name, r.guardian?.email, r.guardian?.phone,
    r.level_name, r.team_name, r.amounts.currency.toUpperCase(), amount(r.amounts.fee), amount(r.amounts.discount), amount(r.amounts.total), amount(r.amounts.paid),
    amount(r.amounts.refunded), r.payment_mode, r.waiver?.version, r.waiver?.accepted_name, r.waiver?.accepted_at, r.created_at,
    r.addons.map((l) => `${addonLabel(l)} ${amount(l.price)}`).join('; '), amount(r.amounts.addons),
    ...questions.map((x) => answerCell(r.answers[x.id])),
  ]);
  // What registrants typed (names, answers) is written so a spreadsheet never runs it as a formula (lib/csv.ts).
  const csv = csvOf([header, ...rows]);
  return { filename: `registrations-${settings?.season_id ?? 'none'}.csv`, csv };
}

/** One of the admin's league's registrations (another league's answers exactly like a missing one). */
async function adminRecord(userId: string, leagueId: string, id: string) {
  const league = await requireOwnLeague(userId, leagueId);
  const record = await getRegistrationById(id);
  if (!record || record.league_id !== leagueId) throw notFound(RM.notFound);
  return { league, record };
}

const viewOf = async (userId: string, r: RegistrationRecord) => ({ registration: (await viewRecords([r], userId))[0] });
const reread = async (r: RegistrationRecord) => (await getRegistration(r.league_id, r.season_id, r.id))!;

/** A payment received by other means: the registration is paid (its place was held since it registered). */
export async function markPaid(userId: string, leagueId: string, id: string, input: { amount?: number; note: string | null }, now = new Date()) {
  const { record } = await adminRecord(userId, leagueId, id);
  if (record.status !== 'awaiting_payment' && record.status !== 'offered') throw conflict(RM.notAwaitingPayment);
  if (record.checkout_session_id) await (await payments()).expireFeeCheckout(record.checkout_session_id);
  const paid = input.amount ?? record.amounts.total;
  const stamp = now.toISOString();
  const failed = await transitionRegistration(record, {
    from: ['awaiting_payment', 'offered'],
    set: {
      status: 'paid', payment_mode: 'offline', paid_at: stamp, hold_expires_at: null, offer_expires_at: null, checkout_session_id: null, checkout_url: null,
      amounts: { ...record.amounts, paid, outstanding: 0, application_fee: 0 }, refundable: paid, updated_at: stamp,
    },
  });
  if (failed) throw conflict(RM.notAwaitingPayment);
  const fresh = await reread(record);
  await afterPaid(fresh, now);
  return viewOf(userId, fresh);
}

/**
 * Refunds part or all of what was paid. The amount is taken off what is left to refund by a conditional write
 * first (two refunds at once cannot both pass), then sent to the provider; a refusal there gives it back.
 * Refunded in full, the registration is refunded and its place goes back.
 */
export async function refund(userId: string, leagueId: string, id: string, input: { amount: number }, now = new Date()) {
  const { record } = await adminRecord(userId, leagueId, id);
  if (record.status !== 'paid') throw conflict(RM.notPaid);
  const stamp = now.toISOString();
  const after = await reserveRefund(record, input.amount, stamp);
  if (!after) {
    const fresh = await reread(record);
    throw badRequest(RM.refundTooLarge(((fresh.status === 'paid' ? fresh.refundable : 0) / 100).toFixed(2)), 'amount');
  }
  // A payment plan's refund is spread over its deposit and instalments paid, each part held against its charge.
  if (record.instalment_plan) await refundPlanCharges(after, input.amount, now);
  else if (record.payment_mode === 'online' && record.payment_intent_id) {
    try {
      await (await payments()).refund(record.payment_intent_id, input.amount, `refund-${record.id}-${ulid()}`);
    } catch (err) {
      await undoRefund(record, input.amount, stamp);
      throw err;
    }
  }
  if (after.refundable === 0) {
    await transitionRegistration(after, {
      from: ['paid'], set: { status: 'refunded', held_scopes: [], updated_at: stamp }, release: after.held_scopes,
      releaseCode: after.counted_code, dropMarker: registrantMarker(after),
    });
    // The place is free: the waitlist's autopilot (if the organiser switched it on) offers it on its next sweep.
    await wakeAutopilotJob(leagueId, 'season-registrations', after.season_id, stamp);
    // Nothing more is charged: the plan's instalments not yet paid are cancelled.
    if (after.instalment_plan) await cancelRemainingInstalments(after, now);
  }
  // Each refund is its own reserved amount (above), so each e-mail says what this one brought the total to.
  const done = await reread(record);
  const [league, season] = await Promise.all([getLeague(leagueId), getSeason(leagueId, record.season_id)]);
  if (league) await mailRefund(done, { leagueName: league.name, seasonName: season?.name ?? '', timeZone: league.time_zone ?? null }, registrationPageUrl(league, done.id));
  return viewOf(userId, done);
}

/** Puts a paid individual on one of the league's teams: they join its roster and are e-mailed. */
export async function assign(userId: string, leagueId: string, id: string, input: { team_id: string }, now = new Date()) {
  const { league, record } = await adminRecord(userId, leagueId, id);
  if (record.kind !== 'individual') throw badRequest(RM.notIndividual, 'registration');
  if (record.status !== 'paid') throw conflict(RM.notAssignable);
  const team = await getTeam(leagueId, input.team_id);
  if (!team) throw badRequest(RM.teamNotInSeason, 'team_id');
  const failure = await joinTeam(league, record, team.id, now);
  if (failure === 'gone') throw notFound(TEAM_MESSAGES.notFound);
  if (failure && failure !== 'already') throw rosterAddError(failure === 'used' ? 'limit' : failure, { jersey_number: null }, team, limitOf(await currentPlanOf(league.admin_id), 'max_players_per_team'));
  await transitionRegistration(record, { from: ['paid'], set: { team_id: team.id, level_id: team.level_id ?? record.level_id, updated_at: now.toISOString() } });
  const season = await getSeason(leagueId, record.season_id);
  await mailTeamAssigned(record, { leagueName: league.name, seasonName: season?.name ?? '' }, team.name, `${appUrl()}/team/${team.id}`);
  return viewOf(userId, await reread(record));
}

/**
 * Offers a waitlisted registrant a place: the place is taken now (under the same capacity), and a checkout open
 * until the deadline is e-mailed (or, paying offline, the admin marks it paid). The deadline passing gives the
 * place back and puts them on the waitlist again.
 */
export async function offerPlace(userId: string, leagueId: string, id: string, input: { hours: number }, now = new Date()) {
  const { league, record } = await adminRecord(userId, leagueId, id);
  if (record.status !== 'waitlisted') throw conflict(RM.notWaitlisted);
  await releaseExpired(leagueId, record.season_id, now);
  const found = await getRegistrationSettings(leagueId, record.season_id);
  if (!found) throw notFound(RM.settingsNotFound);
  const offered = await offerWaitlisted(league, record, found.settings, new Date(now.getTime() + input.hours * 3_600_000), now);
  if (offered === 'full') throw conflict(RM.full);
  if (offered === 'changed') throw conflict(RM.notWaitlisted);
  return viewOf(userId, offered);
}
