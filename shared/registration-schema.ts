// Registration for a season and its fees: what a league admin sets on a season (kinds, fees, capacity, dates,
// questions, waiver, discount codes), what a registrant sends, and what the API answers. Amounts are whole minor
// units (cents) of the season's currency. The server computes every price, place and status; the browser never does.
import * as z from 'zod';
import { itemVersionSchema } from './item-version';
import { isoDateTime } from './response-fields';
import { REGISTRATION_MESSAGES } from './registration-messages';
import { calendarDateSchema, REGISTRANT_GENDERS } from './registrant-fields';
import { offeredPlanSchema, paymentPlanInputSchema, paymentPlanViewSchema } from './instalment-schema';
import { siblingDiscountSchema } from './sibling-discount';
import {
  addonLineSchema, addonOfferSchema, addonPicksSchema, addonSettingsSchema, addonsInputSchema, offlineHoldDaysSchema, offlinePaymentInputSchema,
} from './registration-addons-schema';

export const REGISTRATION_KINDS = ['team', 'individual'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];
export const REGISTRATION_KIND_LABEL: Record<RegistrationKind, string> = { team: 'Team', individual: 'Individual' };

/**
 * awaiting_payment: a place is held (online: while its checkout is open, 30 minutes; offline: until the admin marks
 * it paid or cancels it); paid; waitlisted: the season or level was full; offered: a waitlisted registrant was
 * offered a place, to pay before a deadline; refunded: paid back in full; cancelled.
 */
export const REGISTRATION_STATUSES = ['awaiting_payment', 'paid', 'waitlisted', 'offered', 'refunded', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABEL: Record<RegistrationStatus, string> = {
  awaiting_payment: 'Awaiting payment', paid: 'Paid', waitlisted: 'Waitlisted', offered: 'Place offered', refunded: 'Refunded', cancelled: 'Cancelled',
};

export const QUESTION_TYPES = ['short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no', 'date'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  short_text: 'Short text', long_text: 'Long text', single_choice: 'One choice', multiple_choice: 'Several choices', yes_no: 'Yes / no', date: 'Date',
};

/** online: a hosted checkout (plan feature has_payments and a connected payout account); offline: the admin marks paid. */
export const PAYMENT_MODES = ['online', 'offline'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Which price applies at a moment: early bird until its date, late from its date, the regular fee between. */
export const FEE_PERIODS = ['early_bird', 'regular', 'late'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

export { REGISTRANT_GENDERS, REGISTRANT_GENDER_LABEL, type RegistrantGender, calendarDateSchema } from './registrant-fields';

/** The age at which a registrant needs a parent's or guardian's details. */
export const ADULT_AGE = 18;
/** How long a place is held while its checkout is open. */
export const CHECKOUT_HOLD_MINUTES = 30;
/** The default deadline of a place offered to a waitlisted registrant. */
export const DEFAULT_OFFER_HOURS = 48;

export { REGISTRATION_MESSAGES };

/** A moment (opening, closing, fee changes, expiry): an ISO date-time with its offset, stored in UTC. */
const momentSchema = (label: string) => z.string().trim().refine((s) => !Number.isNaN(Date.parse(s)) && /T/.test(s), `${label} must be a date and time (ISO 8601)`)
  .transform((s) => new Date(s).toISOString());
const nullableMoment = (label: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), momentSchema(label).nullable());
const money = (label: string) => z.number({ error: `${label} must be an amount in cents` }).int(`${label} must be whole cents`).min(0, `${label} cannot be negative`).max(10_000_000, `${label} is too large`);
const nullableMoney = (label: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v), money(label).nullable());
const nullableCount = (label: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v),
  z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1 (leave it empty for no limit)`).max(100_000, `${label} is too large`).nullable());
const shortText = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const entityId = (label: string) => z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, `${label} is not valid`);

/** The prices of one kind of registration, in minor units of the season's currency. */
export const kindFeesSchema = z.object({
  fee: money('Fee'),
  early_bird_fee: nullableMoney('Early-bird fee'),
  /** The early-bird price applies before this moment. */
  early_bird_until: nullableMoment('Early-bird end'),
  late_fee: nullableMoney('Late fee'),
  /** The late fee applies from this moment. */
  late_from: nullableMoment('Late fee start'),
}).refine((v) => (v.early_bird_fee === null) === (v.early_bird_until === null), { message: 'An early-bird price needs both its amount and its end date', path: ['early_bird_until'] })
  .refine((v) => (v.late_fee === null) === (v.late_from === null), { message: 'A late fee needs both its amount and its start date', path: ['late_from'] })
  .refine((v) => !v.early_bird_until || !v.late_from || v.late_from >= v.early_bird_until, { message: REGISTRATION_MESSAGES.lateBeforeEarly, path: ['late_from'] });

export const teamKindSettingsSchema = kindFeesSchema.and(z.object({
  /** Teams per level; null: the level's own max_teams_per_level, or no limit. */
  capacity_per_level: nullableCount('Teams per level'),
}));
export const individualKindSettingsSchema = kindFeesSchema.and(z.object({
  /** Players in the whole league for the season; null: no limit. */
  capacity: nullableCount('Players per league'),
  /** Players per level; null: no limit. */
  capacity_per_level: nullableCount('Players per level'),
}));

export const registrationQuestionSchema = z.object({
  /** Stable id of the question (kept when its label changes, so answers stay attached). */
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Question id must be 1-40 lowercase letters, digits, - or _'),
  label: shortText('Question', 300),
  type: z.enum(QUESTION_TYPES, { error: `Question type must be one of ${QUESTION_TYPES.join(', ')}` }),
  required: z.boolean().default(false),
  /** The choices of a single_choice or multiple_choice question (empty for other types). */
  options: z.array(shortText('Choice', 100)).max(30, 'A question has at most 30 choices').default([]),
  /** Asked of which kind of registration; null: both. */
  kind: z.enum(REGISTRATION_KINDS).nullable().default(null),
}).refine((q) => !(q.type === 'single_choice' || q.type === 'multiple_choice') || q.options.length >= 2, { message: REGISTRATION_MESSAGES.choicesRequired, path: ['options'] })
  .transform((q) => ({ ...q, options: q.type === 'single_choice' || q.type === 'multiple_choice' ? q.options : [] }));
export type RegistrationQuestion = z.output<typeof registrationQuestionSchema>;

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export const discountCodeInputSchema = z.object({
  code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{2,30}$/, 'A discount code is 2-30 letters, digits, - or _'),
  kind: z.enum(DISCOUNT_KINDS, { error: 'Discount kind must be percent or amount' }),
  /** percent: 1-100; amount: minor units off the fee (never below zero). */
  value: z.number().int('Discount value must be a whole number').min(1, 'Discount value must be at least 1'),
  /** How many registrations may use it; null: no limit. */
  max_uses: nullableCount('Uses'),
  expires_at: nullableMoment('Expiry'),
}).refine((d) => d.kind !== 'percent' || d.value <= 100, { message: REGISTRATION_MESSAGES.percentRange, path: ['value'] });

/** What the admin sends to open or edit registration on a season (PUT: the whole settings). */
export const registrationSettingsInputSchema = z.object({
  opens_at: momentSchema('Opening'),
  closes_at: momentSchema('Closing'),
  /** ISO 4217, lowercase (usd, eur, gbp, cad...). */
  currency: z.string().trim().toLowerCase().regex(/^[a-z]{3}$/, 'Currency must be a three-letter ISO code').default('usd'),
  /** online needs has_payments and a connected payout account; offline: the admin marks registrations paid. */
  payment_mode: z.enum(PAYMENT_MODES, { error: 'Payment mode must be online or offline' }).default('offline'),
  /** null: that kind is not offered. */
  team: teamKindSettingsSchema.nullable().default(null),
  individual: individualKindSettingsSchema.nullable().default(null),
  /** Levels offered; empty: every active level of the league. */
  level_ids: z.array(entityId('Level id')).max(100).default([]),
  /** The day ages are counted on for the levels' age ranges (eligibility and automatic placement); null: the season's first day. */
  age_cutoff: z.preprocess((v) => (v === '' || v === undefined ? null : v), calendarDateSchema.nullable().default(null)),
  questions: z.array(registrationQuestionSchema).max(50, 'At most 50 questions').default([])
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, REGISTRATION_MESSAGES.duplicateQuestion),
  /** The waiver's text; a new version is kept whenever it changes. null or empty: no waiver. */
  waiver_text: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(20_000, 'The waiver must be at most 20000 characters').nullable().default(null)),
  discount_codes: z.array(discountCodeInputSchema).max(100, 'At most 100 discount codes').default([])
    .refine((ds) => new Set(ds.map((d) => d.code)).size === ds.length, REGISTRATION_MESSAGES.duplicateCode),
  /** A deposit then instalments on set dates (online payment only; its dates and sums checked against the season). null: pay in full. */
  payment_plan: paymentPlanInputSchema.nullable().default(null),
  /** Off each child's price from the second child on, in a family checkout (shared/sibling-discount.ts); null: none. */
  sibling_discount: siblingDiscountSchema.nullable().default(null),
  /** Priced extras the registrant may pick (registration-addons-schema.ts). */
  addons: addonsInputSchema,
  /** Paying online: may registrants choose to pay the league offline instead (off by default). */
  offline_payment: offlinePaymentInputSchema,
  /** Days an unpaid offline place is held before it is released; null: until marked paid or cancelled. */
  offline_hold_days: offlineHoldDaysSchema,
  version: itemVersionSchema.optional(),
}).refine((v) => v.closes_at >= v.opens_at, { message: REGISTRATION_MESSAGES.closeBeforeOpen, path: ['closes_at'] })
  .refine((v) => v.team !== null || v.individual !== null, { message: 'Offer team registration, individual registration or both', path: ['team'] });
export type RegistrationSettingsInput = z.output<typeof registrationSettingsInputSchema>;

const answerValue = z.union([z.string().max(5000, 'An answer must be at most 5000 characters'), z.array(z.string().max(200)).max(30), z.boolean()]);
export const guardianSchema = z.object({
  name: shortText('Guardian name', 200),
  email: z.string().trim().toLowerCase().email('Guardian e-mail is not valid').max(254),
  phone: shortText('Guardian phone', 40),
  relationship: z.string().trim().max(60).nullable().default(null),
});

/** What a signed-in registrant sends to register for a season. */
export const registrationCreateSchema = z.object({
  kind: z.enum(REGISTRATION_KINDS, { error: 'kind must be team or individual' }),
  /** Team: the level to register into. Individual: optional (placed by age where the plan allows, or later by the admin). */
  level_id: z.preprocess((v) => (v === '' ? null : v), entityId('Level id').nullable().default(null)),
  /** Team registration: the new team's name. */
  team_name: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(100, 'Team name must be at most 100 characters').nullable().default(null)),
  /** Individual registration into an existing team of the season (the code its manager shares); absent: free agent. */
  join_code: z.preprocess((v) => (v === '' ? null : v), z.string().trim().toUpperCase().regex(/^[A-Z0-9]{6,12}$/, 'Join code is not valid').nullable().default(null)),
  /** The person playing (individual) or the team's contact (team). */
  first_name: shortText('First name', 100),
  last_name: shortText('Last name', 100),
  /** Required for an individual registration (eligibility and guardian rule). */
  date_of_birth: z.preprocess((v) => (v === '' ? null : v), calendarDateSchema.nullable().default(null)),
  phone: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(40).nullable().default(null)),
  /** Asked where a level is for women or men only; automatic level assignment places by it. */
  gender: z.preprocess((v) => (v === '' ? null : v), z.enum(REGISTRANT_GENDERS, { error: 'Gender must be female, male or other' }).nullable().default(null)),
  /** Self-rated skill, 1 (beginner) to 10 (elite), asked where the season has skill levels; placed by it. */
  skill_rating: z.preprocess((v) => (v === '' ? null : v), z.number({ error: 'Skill rating must be a whole number from 1 to 10' })
    .int('Skill rating must be a whole number from 1 to 10').min(1, 'Skill rating must be a whole number from 1 to 10').max(10, 'Skill rating must be a whole number from 1 to 10').nullable().default(null)),
  guardian: guardianSchema.nullable().default(null),
  /** question id -> answer: text or date (string), choices (string[]), yes/no (boolean). */
  answers: z.record(z.string().max(40), answerValue).default({}),
  /** The waiver version shown and the full name typed to accept it (required when the season has a waiver). */
  waiver_version: z.number().int().min(1).nullable().default(null),
  waiver_name: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(200).nullable().default(null)),
  discount_code: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v), z.string().max(30).nullable().default(null)),
  /** Choose to pay the league by other means (the admin marks the registration paid). */
  pay_offline: z.boolean().default(false),
  /** Pay the season's payment plan (a deposit now, the rest on its dates) instead of in full. */
  pay_in_instalments: z.boolean().default(false),
  /** Add-ons picked (a kit in a size...): each its own line, its stock held with the place. */
  addons: addonPicksSchema,
  /** The registrant's own time zone (their browser's), so e-mails give deadlines as they read the clock. */
  time_zone: z.string().max(64).refine(isTimeZone, 'time_zone must be an IANA time zone such as America/Chicago').nullable().optional(),
});
export type RegistrationCreateInput = z.output<typeof registrationCreateSchema>;

/** Whether `tz` is a time zone this runtime knows (IANA names: 'America/Chicago', 'UTC'). */
function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A returning team re-registers in one step from an earlier season (plan feature has_season_auto_renewal). */
export const registrationRenewSchema = z.object({
  team_id: entityId('Team id'),
  level_id: z.preprocess((v) => (v === '' ? null : v), entityId('Level id').nullable().default(null)),
  waiver_version: z.number().int().min(1).nullable().default(null),
  waiver_name: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(200).nullable().default(null)),
  pay_offline: z.boolean().default(false),
});

/** A returning team's manager says it is not playing the season (no invitation or reminder follows). */
export const registrationDeclineSchema = z.object({ team_id: entityId('Team id') });

export const registrationListQuerySchema = z.object({
  season_id: entityId('Season id').optional(),
  kind: z.enum(REGISTRATION_KINDS, { error: 'kind must be team or individual' }).optional(),
  level_id: entityId('Level id').optional(),
  status: z.enum(REGISTRATION_STATUSES, { error: `status must be one of ${REGISTRATION_STATUSES.join(', ')}` }).optional(),
  /** Matches names, e-mail, team name (case-insensitive). */
  q: z.string().trim().max(100).optional(),
});

export const markPaidSchema = z.object({
  /** Minor units received; default: what is outstanding. */
  amount: money('Amount').optional(),
  note: z.string().trim().max(300).nullable().default(null),
});
export const refundSchema = z.object({
  amount: z.number({ error: 'Amount must be an amount in cents' }).int('Amount must be whole cents').min(1, 'A refund is at least 1 cent'),
  reason: z.string().trim().max(300).nullable().default(null),
});
export const assignTeamSchema = z.object({ team_id: entityId('Team id') });
export const offerPlaceSchema = z.object({
  /** Hours the registrant has to pay. */
  hours: z.number().int('Hours must be a whole number').min(1, 'At least 1 hour').max(24 * 14, 'At most 14 days').default(DEFAULT_OFFER_HOURS),
});

// ---- answers ----

const amountsSchema = z.object({
  currency: z.string(),
  /** The price in effect when registering (before discount). */
  fee: z.number().int(),
  fee_period: z.enum(FEE_PERIODS),
  discount: z.number().int(),
  /** What the add-ons picked add (each line in the registration's `addons`). */
  addons: z.number().int(),
  /** fee - discount + addons: what is due. */
  total: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  /** total - paid while not cancelled (0 once paid, refunded or cancelled). */
  outstanding: z.number().int(),
  /** The platform's application fee on an online payment (0 offline). */
  application_fee: z.number().int(),
  /** Off the price as a second (or later) child of a family checkout: total is fee - discount - sibling_discount. */
  sibling_discount: z.number().int().optional(),
}).meta({ id: 'RegistrationAmounts' });

export const registrationSchema = z.object({
  id: z.string(),
  league_id: z.string(),
  season_id: z.string(),
  season_name: z.string(),
  league_name: z.string(),
  kind: z.enum(REGISTRATION_KINDS),
  status: z.enum(REGISTRATION_STATUSES),
  payment_mode: z.enum(PAYMENT_MODES),
  level_id: z.string().nullable(),
  level_name: z.string().nullable(),
  /** The team registered (team kind), joined by code, or assigned by the admin. */
  team_id: z.string().nullable(),
  team_name: z.string().nullable(),
  /** Team kind: the code players use to register into this team. */
  team_join_code: z.string().nullable(),
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  /** Only to the registrant and the league's admins (null to anyone else). */
  date_of_birth: z.string().nullable(),
  /** Only to the registrant and the league's admins (null to anyone else, and when not asked). */
  gender: z.enum(REGISTRANT_GENDERS).nullable(),
  skill_rating: z.number().int().nullable(),
  guardian: z.object({ name: z.string(), email: z.string(), phone: z.string(), relationship: z.string().nullable() }).nullable(),
  answers: z.record(z.string(), answerValue),
  waiver: z.object({ version: z.number().int(), accepted_name: z.string(), accepted_at: isoDateTime }).nullable(),
  discount_code: z.string().nullable(),
  /** The add-ons picked, each its own line. */
  addons: z.array(addonLineSchema),
  amounts: amountsSchema,
  /** Paid by the season's payment plan: its schedule and how each instalment stands; null when paid in full. */
  payment_plan: paymentPlanViewSchema.nullable(),
  /** While a checkout is open: the place is held until then. */
  hold_expires_at: isoDateTime.nullable(),
  /** A place offered to a waitlisted registrant: pay before then. */
  offer_expires_at: isoDateTime.nullable(),
  /** 1-based place on the waitlist (null unless waitlisted). */
  waitlist_position: z.number().int().nullable(),
  paid_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** The account's family member registered (absent or null: the account holder themself). */
  family_member_id: z.string().nullable().optional(),
  /** The family checkout it was paid in with its siblings (absent or null: on its own). */
  group_id: z.string().nullable().optional(),
}).meta({ id: 'Registration' });
export type Registration = z.output<typeof registrationSchema>;

export const registrationCreatedResponseSchema = z.object({
  registration: registrationSchema,
  /** The hosted checkout to open (online payment of a held place); null when waitlisted, free or offline. */
  checkout_url: z.string().url().nullable(),
}).meta({ id: 'RegistrationCreated' });

export const registrationResponseSchema = z.object({ registration: registrationSchema }).meta({ id: 'RegistrationResponse' });

/** The caller's teams that played an earlier season of the league and are not yet in this one (re-registered in one step). */
export const returningTeamsResponseSchema = z.object({
  /** The league's plan re-registers returning teams in one step (has_season_auto_renewal); false: `upgrade_message` says why not. */
  renewal_available: z.boolean(),
  upgrade_message: z.string().nullable(),
  teams: z.array(z.object({
    id: z.string(), name: z.string(), level_id: z.string().nullable(), level_name: z.string().nullable(), last_season_name: z.string(),
    /** Its manager said it is not playing this season: the autopilot neither invites nor reminds it. */
    declined: z.boolean(),
  })),
}).meta({ id: 'ReturningTeams' });
export type ReturningTeams = z.output<typeof returningTeamsResponseSchema>;
export const myRegistrationsResponseSchema = z.object({ registrations: z.array(registrationSchema) }).meta({ id: 'MyRegistrations' });

export const registrationTotalsSchema = z.object({
  currency: z.string(),
  collected: z.number().int(),
  refunded: z.number().int(),
  outstanding: z.number().int(),
  /** Every payment taken (collected), before refunds and fees. */
  gross: z.number().int(),
  /** The platform's application fees recorded on online payments. */
  platform_fees: z.number().int(),
  /** The card fees the provider reported (its balance transactions); null when it reported none of them. */
  card_fees: z.number().int().nullable(),
  /** Online payments whose card fee the provider did not report (not counted in card_fees nor net). */
  card_fees_unreported: z.number().int(),
  /** gross - refunded - platform_fees - card_fees: what reaches the league; null while a card fee is unreported. */
  net: z.number().int().nullable(),
}).meta({ id: 'RegistrationTotals' });
export type RegistrationTotals = z.output<typeof registrationTotalsSchema>;
export const registrationListResponseSchema = z.object({
  registrations: z.array(registrationSchema),
  /** Over the whole season (not only the filtered rows). */
  totals: registrationTotalsSchema,
}).meta({ id: 'RegistrationList' });
export const registrationExportResponseSchema = z.object({
  filename: z.string(),
  /** One row per registration, one column per question; RFC 4180 quoting. */
  csv: z.string(),
}).meta({ id: 'RegistrationExport' });

export const checkoutLinkResponseSchema = z.object({ url: z.string().url() }).meta({ id: 'RegistrationCheckoutLink' });

const discountCodeOutSchema = z.object({
  code: z.string(), kind: z.enum(DISCOUNT_KINDS), value: z.number().int(), max_uses: z.number().int().nullable(), expires_at: isoDateTime.nullable(),
  /** Registrations that used it (cancelled ones give their use back). */
  uses: z.number().int(),
});
const kindFeesOut = {
  fee: z.number().int(), early_bird_fee: z.number().int().nullable(), early_bird_until: isoDateTime.nullable(),
  late_fee: z.number().int().nullable(), late_from: isoDateTime.nullable(),
};
export const registrationSettingsSchema = z.object({
  league_id: z.string(),
  season_id: z.string(),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  currency: z.string(),
  payment_mode: z.enum(PAYMENT_MODES),
  team: z.object({ ...kindFeesOut, capacity_per_level: z.number().int().nullable() }).nullable(),
  individual: z.object({ ...kindFeesOut, capacity: z.number().int().nullable(), capacity_per_level: z.number().int().nullable() }).nullable(),
  level_ids: z.array(z.string()),
  /** null: ages are counted on the season's first day. */
  age_cutoff: z.string().nullable(),
  questions: z.array(z.object({ id: z.string(), label: z.string(), type: z.enum(QUESTION_TYPES), required: z.boolean(), options: z.array(z.string()), kind: z.enum(REGISTRATION_KINDS).nullable() })),
  waiver_text: z.string().nullable(),
  /** 0 without a waiver; goes up by one each time its text changes. */
  waiver_version: z.number().int(),
  discount_codes: z.array(discountCodeOutSchema),
  payment_plan: z.object({ deposit: z.number().int(), instalments: z.array(z.object({ due_on: z.string(), amount: z.number().int().nullable() })) }).nullable(),
  sibling_discount: z.object({ kind: z.enum(['percent', 'amount']), value: z.number().int() }).nullable().optional(),
  addons: z.array(addonSettingsSchema),
  offline_payment: z.boolean(),
  offline_hold_days: z.number().int().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  version: z.number().int(),
}).meta({ id: 'RegistrationSettings' });
export type RegistrationSettings = z.output<typeof registrationSettingsSchema>;
export const registrationSettingsResponseSchema = z.object({
  /** null: registration is not set up for this season yet. */
  settings: registrationSettingsSchema.nullable(),
  /** Whether online payment can be chosen (plan feature has_payments, a provider configured, a payout account connected). */
  online_payment_available: z.boolean(),
}).meta({ id: 'RegistrationSettingsResponse' });

const offerKindSchema = z.object({
  kind: z.enum(REGISTRATION_KINDS),
  /** The price in effect now, and which one it is. */
  fee_now: z.number().int(),
  fee_period: z.enum(FEE_PERIODS),
  ...kindFeesOut,
  /** Places left in the league for this kind (individual with a league capacity); null: no league-wide limit. */
  places_left: z.number().int().nullable(),
  /** The season's payment plan for fee_now, as it would be charged; null when none is offered (or it no longer fits). */
  payment_plan: offeredPlanSchema.nullable(),
  /** Whether a place of this kind remains anywhere (false: registering joins the waitlist; a level may say so on its own). */
  places_remain: z.boolean(),
});
export const registrationOfferSchema = z.object({
  league_id: z.string(),
  league_name: z.string(),
  season_id: z.string(),
  season_name: z.string(),
  season_start_date: z.string(),
  season_end_date: z.string(),
  opens_at: isoDateTime,
  closes_at: isoDateTime,
  /** not_open: before opens_at; open; closed: after closes_at. */
  state: z.enum(['not_open', 'open', 'closed']),
  currency: z.string(),
  /** Whether registrants pay online by card (otherwise the league collects payment itself). */
  pays_online: z.boolean(),
  kinds: z.array(offerKindSchema),
  levels: z.array(z.object({
    id: z.string(), name: z.string(), age_min: z.number().int().nullable(), age_max: z.number().int().nullable(),
    /** A skill level's rating (null: not a skill level) and who the level is for: the form asks for them only where used. */
    skill_level: z.number().int().nullable(),
    gender: z.enum(['any', 'female', 'male']),
    /** null: no limit. Held places (open checkouts) count as taken. */
    team_places_left: z.number().int().nullable(),
    player_places_left: z.number().int().nullable(),
  })),
  /**
   * Individuals who leave the level empty are placed by the levels' rules (plan feature has_automatic_level_assignment
   * and the league's switch on, and at least one offered level with an age range).
   */
  automatic_level_assignment: z.boolean(),
  /** The day ages are counted on (YYYY-MM-DD). */
  age_cutoff_day: z.string(),
  questions: registrationSettingsSchema.shape.questions,
  waiver: z.object({ version: z.number().int(), text: z.string() }).nullable(),
  has_discount_codes: z.boolean(),
  /** Off each child's price from the second on in a family checkout (the form prices it with shared/sibling-discount.ts). */
  sibling_discount: z.object({ kind: z.enum(['percent', 'amount']), value: z.number().int() }).nullable().optional(),
  /** Priced add-ons with what is left of each. */
  addons: z.array(addonOfferSchema),
  /** Paying online, registrants may also choose to pay the league offline (the organiser allows it). */
  pay_offline_allowed: z.boolean(),
  /** Days an offline place is held unpaid; null: until the league marks it paid. */
  offline_hold_days: z.number().int().nullable(),
}).meta({ id: 'RegistrationOffer' });
export type RegistrationOffer = z.output<typeof registrationOfferSchema>;
export const registrationOfferResponseSchema = z.object({ offer: registrationOfferSchema }).meta({ id: 'RegistrationOfferResponse' });

export const payoutAccountSchema = z.object({
  /** not_connected; pending: onboarding not finished; active: charges and payouts enabled. */
  status: z.enum(['not_connected', 'pending', 'active']),
  account_id: z.string().nullable(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** The platform's share of each online payment on the league owner's plan, in percent. */
  application_fee_percent: z.number(),
  /** has_payments on the league owner's plan. */
  plan_allows: z.boolean(),
}).meta({ id: 'PayoutAccount' });
