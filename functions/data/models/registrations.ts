// Season registration: settings, registrations, the counters holding places, code uses, join codes, payout account.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { Registration, RegistrationSettings } from '../../../shared/registration-schema';
import type { InstalmentPlanRecord } from './instalments';
import type { AddonInput } from '../../../shared/registration-addons-schema';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

// A season's registration settings, its registrations, the counters that hold its places, its discount codes' uses
// and its teams' join codes live in the league's partition (deleting the league removes them). A registration's id
// points at its league (REGID#), so /api/registrations/{id} finds it; gsi1 lists a user's own registrations.

/** The stored settings (the API's shape; waiver versions kept with their text for the record). */
export interface RegistrationSettingsRecord extends Omit<RegistrationSettings, 'discount_codes' | 'version' | 'addons' | 'offline_payment' | 'offline_hold_days'> {
  discount_codes: Omit<RegistrationSettings['discount_codes'][number], 'uses'>[];
  /** Priced add-ons (absent on settings saved before there were any). */
  addons?: AddonInput[];
  /** Paying online, whether registrants may choose to pay offline (absent: no). */
  offline_payment?: boolean;
  /** Days an unpaid offline place is held (absent or null: until marked paid or cancelled). */
  offline_hold_days?: number | null;
  /** Every waiver version's text, so an accepted version can always be read back. */
  waiver_texts: Record<string, string>;
}

export const registrationSettingsModel = {
  entity: 'registration_settings',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `REGSET#${seasonId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'REGSET#' }),
  item: (r: RegistrationSettingsRecord): Item => ({ ...registrationSettingsModel.key(r.league_id, r.season_id), entity: registrationSettingsModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<RegistrationSettingsRecord>(i),
} as const;

/**
 * A registration as stored: the API's fields (names resolved on read) and the bookkeeping that keeps money and
 * places exact: `refundable` (paid minus refunded, the refund condition), `held_scopes` (the capacity counters its
 * place is counted in), the checkout session and payment of the provider.
 */
export interface RegistrationRecord extends Omit<Registration, 'season_name' | 'league_name' | 'level_name' | 'team_name' | 'waitlist_position' | 'payment_plan' | 'addons' | 'amounts'> {
  /** What it costs: the API's amounts, `addons` absent on registrations made before add-ons. */
  amounts: Omit<Registration['amounts'], 'addons'> & { addons?: number };
  /** The add-ons picked (absent: none); their stock is among `held_scopes` while the place is held. */
  addons?: Registration['addons'];
  /** The card fee the provider reported for its payment (its balance transaction); absent until read. */
  card_fee?: number | null;
  team_name_given: string | null;
  refundable: number;
  held_scopes: string[];
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent_id: string | null;
  /** Discount code whose use this registration counts (given back when it is cancelled). */
  counted_code: string | null;
  /** Payment reminders sent while it awaited an offline payment (autopilot; absent: none). */
  payment_reminders_sent?: number;
  /** The registrant's time zone (from their browser at registration): e-mailed deadlines are written in it. */
  time_zone?: string | null;
  /** When an offer of a place lapsed unanswered: the waitlist's autopilot offers the place to the next person instead. */
  offer_lapsed_at?: string | null;
  /** Paid by the season's payment plan (absent or null: in full). */
  instalment_plan?: InstalmentPlanRecord | null;
  /** The account's family member registered (absent: the account holder themself); the registrant marker is theirs. */
  family_member_id?: string | null;
  /** A family checkout's group: its registrations share one checkout session, paid (or released) together. */
  group_id?: string | null;
}

/** The statuses in which a registration's checkout can still be paid (the open-checkout index holds only these). */
export const OPEN_CHECKOUT_STATUSES: RegistrationRecord['status'][] = ['awaiting_payment', 'offered'];

export const registrationModel = {
  entity: 'registration',
  key: (leagueId: string, seasonId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `REG#${seasonId}#${id}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `REG#${seasonId}#` }),
  /** gsi1: a user's own registrations, newest first when read backwards. */
  ofUser: (userId: string): KeyQuery => ({ index: 'byOwner', pk: `REGOF#${userId}` }),
  /**
   * gsi2 (sparse): registrations waiting on an open hosted checkout (awaiting payment or offered, with a session),
   * so the reconciliation (at local start, on the cloud's schedule) asks the provider about each in one Query.
   */
  openCheckouts: (): KeyQuery => ({ index: 'directory', pk: 'OPENCHECKOUT' }),
  /** The index attributes of a registration on `sessionId` (null: off the index). */
  openCheckoutIndex: (r: Pick<RegistrationRecord, 'id' | 'league_id'>, sessionId: string | null): Item | null =>
    (sessionId ? { gsi2pk: registrationModel.openCheckouts().pk, gsi2sk: `${r.league_id}#${r.id}` } : null),
  item: (r: RegistrationRecord): Item => ({
    ...registrationModel.key(r.league_id, r.season_id, r.id), entity: registrationModel.entity, ...r,
    gsi1pk: registrationModel.ofUser(r.user_id).pk, gsi1sk: `${r.created_at}#${r.id}`,
    ...(OPEN_CHECKOUT_STATUSES.includes(r.status) ? registrationModel.openCheckoutIndex(r, r.checkout_session_id) : null),
  }),
  fromItem: (i: Item) => storedAs<RegistrationRecord>(i),
} as const;

/**
 * A checkout session's payment, settled once: applied to its registration, or refunded (paid after its place went
 * back). Written in the same transaction as the payment, so a webhook, its redelivery and the reconciliation with
 * the provider can all see the same payment and only one of them applies it.
 */
export const registrationPaymentModel = {
  entity: 'registration_payment',
  key: (leagueId: string, sessionId: string): Key => ({ pk: leaguePk(leagueId), sk: `REGPAY#${sessionId}` }),
  item: (leagueId: string, sessionId: string, outcome: 'applied' | 'refunded', now: string): Item => ({
    ...registrationPaymentModel.key(leagueId, sessionId), entity: registrationPaymentModel.entity, outcome, settled_at: now,
  }),
} as const;

/** Where a registration id lives. */
export const registrationPointerModel = {
  entity: 'registration_pointer',
  key: (id: string): Key => ({ pk: `REGID#${id}`, sk: 'REG' }),
  item: (id: string, leagueId: string, seasonId: string): Item => ({ ...registrationPointerModel.key(id), entity: registrationPointerModel.entity, league_id: leagueId, season_id: seasonId }),
} as const;

/**
 * Places taken (held, offered or paid) in one capacity scope of a season: `team#<levelId>`, `individual`,
 * `individual#<levelId>`; and add-on stock taken with them: `addon#<addonId>`, `addon#<addonId>#<option>`.
 */
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

/**
 * A league's payout account. `active`: whether it could take fees when the API last asked the provider (its Payments
 * panel, a registration's checkout), kept so the league site, which holds no provider keys, can offer card payment.
 */
export interface PayoutAccountRecord { league_id: string; account_id: string; created_at: string; active?: boolean }
/** The league's connected payout account at the payment provider. */
export const payoutAccountModel = {
  entity: 'payout_account',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'PAYOUT' }),
  item: (r: PayoutAccountRecord): Item => ({ ...payoutAccountModel.key(r.league_id), entity: payoutAccountModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<PayoutAccountRecord>(i),
} as const;
