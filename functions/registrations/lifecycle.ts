// How a registration moves: which capacity counters its place is counted in, opening its hosted checkout (the
// place is held while it is open), releasing a place (cancelled, a checkout or an offer that ran out), and what
// follows a payment (the team is created or joined, the receipt is e-mailed).
import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { CHECKOUT_HOLD_MINUTES, type RegistrationKind } from '../../shared/registration-schema';
import { childPlayerId } from '../../shared/child-player-id';
import type { League } from '../../shared/league-schema';
import { limitOf } from '../../shared/plan-catalogue';
import { applicationFeeOf } from '../payments/league-payments';
import { getLeague } from '../data/leagues';
import { getLevel } from '../data/levels';
import {
  getRegistration, joinCodePut, returningTeamJoins, seasonTeamPut, transitionRegistration,
  type Hold, type RegistrationRecord, type RegistrationSettingsRecord, registrantMarker,
} from '../data/registrations';
import { getSeason } from '../data/seasons';
import { wakeAutopilotJob } from '../data/autopilot';
import { addPlayer, createTeam, getTeam, type TeamRecord } from '../data/teams';
import { getUserProfile } from '../data/users';
import { personPuts } from '../data/team-admin';
import { activityPut } from '../data/activity';
import { logger } from '../lib/observability';
import { addTeamUnderCaps } from '../teams/team-caps';
import { currentPlanOf } from '../access/plan';
import { applicationFeePercent, payments, payoutState } from './payouts';
import { mailReceipt, registrationPageUrl } from './mail';
import { wakeSeasonInvitations } from './invitation-job';
import { addonLabel } from '../../shared/registration-pricing';

const MINUTE = 60_000;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A team's join code: 8 characters nobody misreads (no 0/O, 1/I). */
export const joinCode = () => Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

/** The counters a place of this kind and level is counted in, with their limits. */
export function holdsFor(s: RegistrationSettingsRecord, kind: RegistrationKind, level: { id: string; max_teams_per_level: number | null } | null): Hold[] {
  if (kind === 'team') return level ? [{ scope: `team#${level.id}`, limit: s.team?.capacity_per_level ?? level.max_teams_per_level ?? null }] : [];
  const holds: Hold[] = [{ scope: 'individual', limit: s.individual?.capacity ?? null }];
  if (level) holds.push({ scope: `individual#${level.id}`, limit: s.individual?.capacity_per_level ?? null });
  return holds;
}

/** Where the hosted checkout returns: the league site's registration page, which reads the registration back. */
export function returnUrls(league: League, r: RegistrationRecord) {
  const base = registrationPageUrl(league, r.id);
  return { successUrl: `${base}&checkout=done`, cancelUrl: `${base}&checkout=cancelled` };
}

/**
 * Opens a hosted checkout for what the registration owes, paid to the league's payout account with the platform's
 * application fee of the admin's plan, open until `until`; records it on the registration (still awaiting payment
 * or offered). Answers the page to open.
 */
/**
 * When the hosted checkout itself ends: the place's deadline, kept within what the provider allows (Stripe: 30
 * minutes to 24 hours from creation). An offer of several days gets a day-long checkout, and the registration page
 * opens another after it; a deadline nearer than 30 minutes is still enforced here, by releasing the place (which
 * ends the checkout at the provider first).
 */
export function checkoutExpiry(until: Date, now: Date): Date {
  const min = now.getTime() + 31 * 60_000;
  const max = now.getTime() + 24 * 3_600_000 - 60_000;
  return new Date(Math.min(max, Math.max(min, until.getTime())));
}

/** Each add-on its own line of the checkout, after the registration's (its fee less any discount); none: one line. */
function checkoutLines(r: RegistrationRecord, description: string) {
  const addons = r.addons ?? [];
  if (!addons.length) return undefined;
  const addonsTotal = addons.reduce((n, l) => n + l.price, 0);
  return [{ description, amount: r.amounts.total - addonsTotal }, ...addons.map((l) => ({ description: addonLabel(l), amount: l.price }))];
}

export async function openCheckout(r: RegistrationRecord, until: Date, now: Date): Promise<string> {
  const league = await getLeague(r.league_id);
  const payout = league && await payoutState(league.id);
  if (!league || payout?.status !== 'active') throw new Error('The league cannot take payments online');
  const season = await getSeason(r.league_id, r.season_id);
  const plan = await currentPlanOf(league.admin_id);
  // A payment plan's checkout takes its deposit and keeps the card for the instalments (instalment-job.ts).
  const due = r.instalment_plan ? r.instalment_plan.deposit : r.amounts.total;
  const fee = applicationFeeOf(due, applicationFeePercent(plan.slug));
  const description = `${league.name}: ${season?.name ?? 'season'} registration (${r.kind === 'team' ? r.team_name_given ?? 'team' : `${r.first_name} ${r.last_name}`})`;
  const session = await (await payments()).createFeeCheckout({
    registrationId: r.id, leagueId: r.league_id, userId: r.user_id, email: r.email, description,
    // A deposit is one line; paid in full, each add-on is its own line.
    currency: r.amounts.currency, amount: due, lines: r.instalment_plan ? undefined : checkoutLines(r, description),
    applicationFee: fee, destinationAccount: payout.account.id, saveCard: Boolean(r.instalment_plan),
    expiresAt: Math.floor(checkoutExpiry(until, now).getTime() / 1000), ...returnUrls(league, r),
  });
  const held = r.status === 'awaiting_payment' ? { hold_expires_at: until.toISOString() } : {};
  const failed = await transitionRegistration(r, {
    from: ['awaiting_payment', 'offered'],
    set: { checkout_session_id: session.id, checkout_url: session.url, amounts: { ...r.amounts, application_fee: fee }, ...held, updated_at: now.toISOString() },
  });
  if (failed) {
    await (await payments()).expireFeeCheckout(session.id);
    throw new Error(`The registration changed while its checkout opened (${failed})`);
  }
  return session.url;
}

/** The end of a held place: 30 minutes, and a few seconds so the provider, reached a moment later, still finds it 30 minutes ahead. */
export const holdUntil = (now: Date) => new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * MINUTE + 15_000);

/**
 * Gives a registration's place back: cancelled (its own choice or the admin's, or its 30 minutes ran out), or back
 * on the waitlist (an offer whose deadline passed). Its open checkout is ended first so it can no longer be paid.
 * 'changed' when it had moved on meanwhile (paid, say).
 */
export async function releasePlace(r: RegistrationRecord, to: 'cancelled' | 'waitlisted', now: Date, sessionId?: string | null) {
  if (r.checkout_session_id && sessionId === undefined) await (await payments()).expireFeeCheckout(r.checkout_session_id);
  const failed = await transitionRegistration(r, {
    from: to === 'waitlisted' ? ['offered'] : ['awaiting_payment', 'offered', 'waitlisted'],
    ...(sessionId !== undefined ? { sessionId } : {}),
    set: {
      status: to, held_scopes: [], hold_expires_at: null, offer_expires_at: null, checkout_session_id: null, checkout_url: null,
      counted_code: null, updated_at: now.toISOString(), ...(to === 'waitlisted' ? { offer_lapsed_at: now.toISOString() } : {}),
    },
    // The discount code's use goes back with the place (a lapsed offer takes it again when offered again).
    release: r.held_scopes, releaseCode: r.counted_code, dropMarker: to === 'cancelled' ? registrantMarker(r) : null,
  });
  // A place went back: the waitlist's autopilot (if the organiser switched it on) offers it on its next sweep.
  if (!failed && r.held_scopes.length) await wakeAutopilotJob(r.league_id, 'season-registrations', r.season_id, now.toISOString());
  return failed;
}

/**
 * The checkout of a registration was paid. Applied once per session, whoever saw it first (the webhook, its
 * redelivery, the reconciliation asking the provider): the session's payment marker, and the event's when there is
 * one, are in the same transaction. 'late' when the registration is no longer waiting on that session.
 */
export async function recordPayment(
  r: RegistrationRecord, paid: { sessionId: string; paymentIntentId: string | null; amount: number }, event: { id: string; type: string } | null, now: Date,
): Promise<'applied' | 'duplicate' | 'late'> {
  const stamp = now.toISOString();
  const failed = await transitionRegistration(r, {
    from: ['awaiting_payment', 'offered'], sessionId: paid.sessionId, settles: { sessionId: paid.sessionId, now: stamp },
    ...(event ? { event: { ...event, now: stamp } } : {}),
    set: {
      status: 'paid', payment_intent_id: paid.paymentIntentId, paid_at: stamp, hold_expires_at: null, offer_expires_at: null, checkout_url: null,
      // What a payment plan's instalments are still to take stays outstanding (0 for a payment in full).
      amounts: { ...r.amounts, paid: paid.amount, outstanding: Math.max(0, r.amounts.total - paid.amount) }, refundable: paid.amount, updated_at: stamp,
    },
  });
  if (failed === 'duplicate') return 'duplicate';
  if (failed === 'changed') return 'late';
  const fresh = await getRegistration(r.league_id, r.season_id, r.id);
  if (fresh) await afterPaid(fresh, now);
  return 'applied';
}

/**
 * What a payment sets going: a team registration creates its team (managed by the registrant, in its level and the
 * season, with a join code for its players), a returning team's joins the season as itself; an individual with a
 * join code joins that team's roster; the receipt is e-mailed. A team that cannot be created (the plan's team
 * limit) leaves the registration paid for the admin to settle.
 */
export async function afterPaid(r: RegistrationRecord, now: Date): Promise<void> {
  const [league, season] = await Promise.all([getLeague(r.league_id), getSeason(r.league_id, r.season_id)]);
  if (!league || !season) return;
  try {
    if (r.kind === 'team' && !r.team_id) await createRegisteredTeam(league, r, now);
    else if (r.kind === 'team' && r.team_id) await returningTeamIn(r, r.team_id, now);
    else if (r.kind === 'individual' && r.team_id) await joinTeam(league, r, r.team_id, now);
  } catch (err) {
    logger.warn('registration follow-up failed', { registration: r.id, error: (err as Error).message });
  }
  await mailReceipt({ ...r, paid_at: r.paid_at ?? now.toISOString() }, { leagueName: league.name, seasonName: season.name });
}

async function createRegisteredTeam(league: League, r: RegistrationRecord, now: Date) {
  const stamp = now.toISOString();
  const level = r.level_id ? await getLevel(league.id, r.level_id) : null;
  const profile = await getUserProfile(r.user_id);
  const team: TeamRecord = {
    id: ulid(), name: r.team_name_given ?? `${r.last_name} team`, league_id: league.id, manager_id: r.user_id, player_count: 0,
    level_id: level?.id ?? null, created_at: stamp, description: null, logo_url: null,
  };
  const code = joinCode();
  const failed = await addTeamUnderCaps(league, async (caps) => {
    const out = await createTeam(team, caps, [
      seasonTeamPut(league.id, r.season_id, team.id, stamp), joinCodePut(league.id, r.season_id, code, team.id, r.id),
      ...(profile ? personPuts(league.id, team.id, 'manager', profile) : []),
      activityPut(r.user_id, {
        type: 'team_joined_as_manager', message: `You became the manager of ${team.name} in ${league.name}`,
        league_id: league.id, league_name: league.name, team_id: team.id, team_name: team.name, created_at: stamp,
      }),
    ]);
    return out;
  });
  if (failed) throw new Error(`team not created: ${failed}`);
  await transitionRegistration(r, { from: ['paid'], set: { team_id: team.id, team_join_code: code, updated_at: stamp } });
}

/** A returning team's registration, paid: the same team (roster and all) is in the season, with a new join code. */
async function returningTeamIn(r: RegistrationRecord, teamId: string, now: Date) {
  const stamp = now.toISOString();
  const code = joinCode();
  await returningTeamJoins(r.league_id, r.season_id, teamId, code, r.id, stamp);
  await transitionRegistration(r, { from: ['paid'], set: { team_join_code: code, updated_at: stamp } });
  await wakeSeasonInvitations(r.league_id, r.season_id, now);
}

/** Puts a registrant on a team's roster (the plan's and the team's roster caps hold). Answers the add's failure, if any. */
export async function joinTeam(league: League, r: RegistrationRecord, teamId: string, now: Date) {
  const team = await getTeam(league.id, teamId);
  if (!team) return 'gone' as const;
  const stamp = now.toISOString();
  // A family member plays as themself (no account of their own): on the roster by their child id, their name from the registration.
  const playerId = r.family_member_id ? childPlayerId(r.family_member_id) : r.user_id;
  const profile = r.family_member_id ? { id: playerId, first_name: r.first_name, last_name: r.last_name } : await getUserProfile(r.user_id);
  const plan = await currentPlanOf(league.admin_id);
  return addPlayer(
    {
      user_id: playerId, team_id: team.id, league_id: league.id, team_name: team.name, position: null, jersey_number: null, status: 'active', joined_at: stamp,
      ...(r.family_member_id ? { guardian_id: r.user_id } : {}),
    },
    limitOf(plan, 'max_players_per_team'),
    [activityPut(r.user_id, {
      type: 'team_joined_as_player', message: `${r.family_member_id ? `${r.first_name} joined` : 'You joined'} ${team.name} in ${league.name}`,
      league_id: league.id, league_name: league.name, team_id: team.id, team_name: team.name, created_at: stamp,
    }), ...(profile ? personPuts(league.id, team.id, 'player', profile) : [])],
  );
}

