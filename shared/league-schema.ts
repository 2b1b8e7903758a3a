import * as z from 'zod';
import { DOMAIN_MESSAGES, HOSTNAME } from './domain-schema';
import { MSG } from './messages';
import { itemVersionSchema } from './item-version';
import { leagueSchema, publicLeagueSchema } from './league-responses';
import { LEAGUE_STATUSES, PLAYOFF_FORMATS, REGULAR_SEASON_FORMATS, SCHEDULE_GROUPINGS, SPORTS } from './league-constants';
import { standingsSettingsSchema, timeZoneSchema, venuesInputSchema } from './game-schema';

export * from './league-constants';

// Spec section 9 defaults, used by the create form and filled in by the API for omitted fields.
export const LEAGUE_DEFAULTS = {
  description: '',
  sport: 'basketball',
  min_teams: 4,
  max_teams: 12,
  playoff_format: 'single_elimination',
  regular_season_format: 'round_robin',
  allow_player_transfers: true,
  require_player_approval: false,
  public_standings: true,
  public_schedule: true,
  registration_deadline: null,
  custom_slug: '',
  enable_custom_domain: false,
  custom_domain: '',
  contact_email: '',
  status: 'draft',
} as const;

// The spec: non-numeric team counts coerce to 0 (and then fail the minimum rule).
const teamCount = z.preprocess((v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'string') { const n = Number(v.trim()); return v.trim() === '' || Number.isNaN(n) ? 0 : n; }
  return v === undefined ? undefined : 0;
}, z.number().int('Team counts must be whole numbers').min(2, MSG.league.minTeams).max(50, MSG.league.maxTeamsCap));

const optionalText = (max: number, label: string) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v),
    z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`));

export const customSlugSchema = z.string().trim()
  .refine((s) => s === '' || /^[A-Za-z0-9_-]+$/.test(s), MSG.league.slugChars)
  .refine((s) => s === '' || (s.length >= 3 && s.length <= 50), MSG.league.slugLength);

/** How visitors reach the organiser from the public page: optional, an e-mail address when given. */
export const contactEmailSchema = z.preprocess((v) => (v === null || v === undefined ? '' : v),
  z.string({ error: 'Contact e-mail must be text' }).trim().max(254, 'Contact e-mail must be at most 254 characters')
    .refine((s) => s === '' || z.email().safeParse(s).success, MSG.league.contactEmailInvalid));

const registrationDeadline = z.preprocess((v) => (v === '' || v === undefined ? null : v),
  z.union([z.iso.datetime({ offset: true, error: 'Registration deadline must be a date and time' }),
    z.iso.date({ error: 'Registration deadline must be a date and time' }), z.null()]));

// Fields a person edits on the create and edit screens (section 3, League), without the refinements.
export const leagueFieldsSchema = z.object({
  name: z.string({ error: 'League name is required' }).trim().min(2, MSG.league.nameMin).max(100, 'League name must be at most 100 characters'),
  description: optionalText(2000, 'Description'),
  sport: z.enum(SPORTS, { error: `Sport must be one of ${SPORTS.join(', ')}` }),
  min_teams: teamCount,
  max_teams: teamCount,
  playoff_format: z.enum(PLAYOFF_FORMATS, { error: `Playoff format must be one of ${PLAYOFF_FORMATS.join(', ')}` }),
  regular_season_format: z.enum(REGULAR_SEASON_FORMATS, { error: `Regular season format must be one of ${REGULAR_SEASON_FORMATS.join(', ')}` }),
  allow_player_transfers: z.boolean({ error: 'allow_player_transfers must be true or false' }),
  require_player_approval: z.boolean({ error: 'require_player_approval must be true or false' }),
  public_standings: z.boolean({ error: 'public_standings must be true or false' }),
  public_schedule: z.boolean({ error: 'public_schedule must be true or false' }),
  registration_deadline: registrationDeadline,
  custom_slug: z.preprocess((v) => (v === null || v === undefined ? '' : v), customSlugSchema),
  enable_custom_domain: z.boolean({ error: 'enable_custom_domain must be true or false' }),
  custom_domain: optionalText(253, 'Custom domain'),
  contact_email: contactEmailSchema,
  status: z.enum(LEAGUE_STATUSES, { error: `Status must be one of ${LEAGUE_STATUSES.join(', ')}` }),
  // The games issue's settings. Optional on every form: omitted means unchanged (a new league takes
  // DEFAULT_TIME_ZONE, no venues and the default standings settings), so older clients keep working.
  /** IANA zone every date of the league is shown in (games are stored in UTC). */
  time_zone: timeZoneSchema.optional(),
  /** Where games are played: the whole list, replacing the stored one (a venue keeps its id). */
  venues: venuesInputSchema.optional(),
  /** League points per result and the tie-breakers in order. */
  standings_settings: standingsSettingsSchema.optional(),
  /** How the public schedule groups games (omitted: unchanged; a new league groups by week). */
  schedule_grouping: z.enum(SCHEDULE_GROUPINGS, { error: `Schedule grouping must be one of ${SCHEDULE_GROUPINGS.join(', ')}` }).optional(),
  /** Hours before each game its reminder is e-mailed to the teams' players and managers (24 until chosen). */
  reminder_hours: z.number({ error: 'Reminder hours must be a whole number from 1 to 168' }).int('Reminder hours must be a whole number from 1 to 168')
    .min(1, 'Reminder hours must be a whole number from 1 to 168').max(168, 'Reminder hours must be a whole number from 1 to 168').optional(),
});

type LeagueFieldsShape = z.infer<typeof leagueFieldsSchema>;

function crossFieldRules(v: Partial<LeagueFieldsShape>, ctx: z.RefinementCtx) {
  if (v.min_teams !== undefined && v.max_teams !== undefined && v.max_teams < v.min_teams) {
    ctx.addIssue({ code: 'custom', path: ['max_teams'], message: MSG.league.maxGteMin });
  }
  const domain = (v.custom_domain ?? '').trim().toLowerCase();
  if (v.enable_custom_domain && !domain) {
    ctx.addIssue({ code: 'custom', path: ['custom_domain'], message: MSG.league.customDomainRequired });
  } else if (v.enable_custom_domain && !HOSTNAME.test(domain)) {
    ctx.addIssue({ code: 'custom', path: ['custom_domain'], message: DOMAIN_MESSAGES.invalid });
  }
}

/** Body of POST /api/leagues: omitted fields take the spec's defaults; a new league is always a draft. */
export const leagueCreateSchema = leagueFieldsSchema
  .extend({ status: z.literal('draft', { error: 'A new league is always created as draft' }).optional() })
  .partial({
    description: true, sport: true, min_teams: true, max_teams: true, playoff_format: true,
    regular_season_format: true, allow_player_transfers: true, require_player_approval: true,
    public_standings: true, public_schedule: true, registration_deadline: true, custom_slug: true,
    enable_custom_domain: true, custom_domain: true, contact_email: true,
  })
  .transform((v) => ({ ...LEAGUE_DEFAULTS, ...stripUndefined(v), name: v.name, status: 'draft' as const }))
  .superRefine(crossFieldRules);

/**
 * Body of PUT /api/leagues/{id}: the fields a form owns (each form sends only its own, so one never erases what
 * another saved); the ones left out stay as stored. `version` is the one the form read: stale answers 409.
 */
export const leagueUpdateSchema = leagueFieldsSchema.partial()
  .extend({ version: itemVersionSchema.optional() })
  .superRefine(crossFieldRules);

/** The league as it will be stored after an update (sent fields over stored ones) must pass every rule. */
export const leagueMergedSchema = leagueFieldsSchema.superRefine(crossFieldRules);

/** What the create/edit form validates before sending: the same rules, every field present. */
export const leagueFormSchema = leagueFieldsSchema.superRefine(crossFieldRules);

/** Every field of the league as a form holds it (what create and the merged update store). */
export type LeagueInput = z.output<typeof leagueMergedSchema>;
/** The body of PUT /api/leagues/{id}: any of the fields, and the version they were read at. */
export type LeagueUpdateInput = z.output<typeof leagueUpdateSchema>;
export type LeagueCreateInput = z.output<typeof leagueCreateSchema>;

/** A league as the API answers it; the type is inferred from the response schema so the two cannot drift. */
export type League = z.infer<typeof leagueSchema>;
/** What a signed-out visitor may see of an active league. */
export type PublicLeague = z.infer<typeof publicLeagueSchema>;

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const leagueIdSchema = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'League id is not valid');
