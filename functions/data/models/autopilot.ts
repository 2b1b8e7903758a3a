// Autopilot: a league's automations and the jobs the sweep runs (docs/architecture.md: the table; functions/autopilot).
// One aggregate's entity models (functions/data/keys.ts re-exports every model).
import type { LeagueAutomationsInput, SeasonAutopilotInput } from '../../../shared/autopilot-schema';
import type { RegistrationSettingsRecord } from './registrations';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

/** The kinds of job the sweep runs; each names its subject (a season, for the registration jobs). */
// held-deliveries: texts and pushes held by quiet hours, sent when they end (functions/messages/held-deliveries.ts).
// scheduled-messages: messages written for later, sent when due (functions/messages/send.ts).
// registration-instalments: a season's payment plans, each instalment charged on its day (functions/registrations/instalment-job.ts).
// weekly-plan: AI autopilot's weekly plan for a league (functions/autopilot/weekly-plan.ts).
export const AUTOPILOT_JOB_KINDS = ['season-registrations', 'season-renewal', 'season-invitations', 'held-deliveries', 'level-assignment', 'scheduled-messages', 'registration-instalments', 'weekly-plan'] as const;
export type AutopilotJobKind = typeof AUTOPILOT_JOB_KINDS[number];

/**
 * Shards of the due index: the sweep reads each one (SHARDS small Queries); a job's shard is its league's, so one
 * league's writes touch one partition and a million leagues' spread over SHARDS partitions of gsi2.
 */
export const AUTOPILOT_DUE_SHARDS = 8;
const DUE = 'AUTODUE#';

function shardOf(leagueId: string): number {
  let h = 0;
  for (const c of leagueId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % AUTOPILOT_DUE_SHARDS;
}

/**
 * One automation job in its league's partition (JOB#<kind>#<subject>): its settings (the organiser's switches for a
 * season's registration) and, while something is waiting, when it is due. Only a job with something due carries
 * gsi2 attributes (AUTODUE#<shard>, sorted by due time), so the sweep reads exactly the jobs due, never a Scan.
 * `rev` goes up with every wake-up, so a sweep re-arms a job only if nothing woke it while it ran.
 */
export interface AutopilotJobRecord extends SeasonAutopilotInput {
  league_id: string;
  kind: AutopilotJobKind;
  subject: string;
  due_at: string | null;
  rev: number;
  updated_at: string;
}

export const autopilotJobModel = {
  entity: 'autopilot_job',
  key: (leagueId: string, kind: AutopilotJobKind, subject: string): Key => ({ pk: leaguePk(leagueId), sk: `JOB#${kind}#${subject}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'JOB#' }),
  /** The due index's partitions, one per shard. */
  dueShards: (): string[] => Array.from({ length: AUTOPILOT_DUE_SHARDS }, (_, i) => `${DUE}${i}`),
  /** A job's due entry: its shard, and a sort key that starts with its due time. */
  dueEntry: (leagueId: string, kind: AutopilotJobKind, subject: string, dueAt: string) => ({
    gsi2pk: `${DUE}${shardOf(leagueId)}`, gsi2sk: `${dueAt}#${leagueId}#${kind}#${subject}`,
  }),
  /** The highest sort key due at `now` ('~' sorts after every id character). */
  dueBy: (now: string) => `${now}#~`,
  item: (r: AutopilotJobRecord): Item => ({
    ...autopilotJobModel.key(r.league_id, r.kind, r.subject), entity: autopilotJobModel.entity, ...r,
    ...(r.due_at ? autopilotJobModel.dueEntry(r.league_id, r.kind, r.subject, r.due_at) : {}),
  }),
  fromItem: (i: Item) => storedAs<AutopilotJobRecord>(i),
} as const;

/**
 * What an automation did, in its league's partition (AUTOLOG#<ulid>, time-ordered): shown on the Autopilot page,
 * newest first. `undo` says how the act is taken back where that makes sense (withdraw an invitation, unplace a
 * registrant): functions/autopilot/undo.ts runs it by its `kind`; `undone_at` is set once, by a conditional write.
 */
export interface AutopilotLogEntry {
  id: string;
  league_id: string;
  at: string;
  /** Which automation acted: a key of the Autopilot page's list (e.g. 'season_auto_renewal', 'team_invites'). */
  automation: string;
  /** The season (or other subject) the act belongs to. */
  subject: string;
  /** What was done, as the organiser reads it ("Invited Eastgate FC back to Spring 2027"). */
  summary: string;
  /** How to take the act back, or null where undo makes no sense (an e-mail reminder sent). */
  undo: { kind: string; [field: string]: string } | null;
  undone_at?: string;
}

export const autopilotLogModel = {
  entity: 'autopilot_log',
  key: (leagueId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `AUTOLOG#${id}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'AUTOLOG#' }),
  item: (e: AutopilotLogEntry): Item => ({ ...autopilotLogModel.key(e.league_id, e.id), entity: autopilotLogModel.entity, ...e }),
  fromItem: (i: Item) => storedAs<AutopilotLogEntry>(i),
} as const;

/** The league's automation switches and settings (shared/autopilot-schema.ts: leagueAutomationsInputSchema). */
export interface LeagueAutomationsRecord extends LeagueAutomationsInput { league_id: string; updated_at: string }

export const leagueAutomationsModel = {
  entity: 'league_automations',
  key: (leagueId: string): Key => ({ pk: leaguePk(leagueId), sk: 'AUTOMATIONS' }),
  item: (r: LeagueAutomationsRecord): Item => ({ ...leagueAutomationsModel.key(r.league_id), entity: leagueAutomationsModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<LeagueAutomationsRecord>(i),
} as const;

/**
 * A team of the previous season invited back to a new one by the autopilot (AUTOTEAM#<season>#<team>): written
 * with attribute_not_exists before its e-mail, so a team is invited once a season however many sweeps run. The
 * manager's decline writes the same item (declined), so a team that said no is never asked, nor reminded.
 */
export type TeamInviteState = 'invited' | 'declined' | 'withdrawn';
export interface TeamInviteRecord {
  league_id: string; season_id: string; team_id: string; team_name: string;
  state: TeamInviteState;
  /** When the invitation was e-mailed (absent: declined before any was sent). */
  invited_at?: string;
  /** Reminders sent so far: the next is due at invited_at + (reminders_sent + 1) intervals. */
  reminders_sent: number;
  declined_at?: string; withdrawn_at?: string;
}

export const teamInviteModel = {
  entity: 'autopilot_team_invite',
  key: (leagueId: string, seasonId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `AUTOTEAM#${seasonId}#${teamId}` }),
  ofSeason: (leagueId: string, seasonId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `AUTOTEAM#${seasonId}#` }),
  item: (r: TeamInviteRecord): Item => ({ ...teamInviteModel.key(r.league_id, r.season_id, r.team_id), entity: teamInviteModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<TeamInviteRecord>(i, { reminders_sent: 0 }),
} as const;

/**
 * A player of a returning team's roster invited to its new season (AUTOPLAYER#<team>#<season>#<player>): written
 * with attribute_not_exists in the transaction that records the invitation, so each player is asked once. Accepting
 * the invitation stamps accepted_at in the accept's own transaction: the manager's view reads these items.
 */
export interface PlayerInviteRecord {
  league_id: string; team_id: string; season_id: string; user_id: string;
  /** The address the invitation went to (its pending invitation is found by it: Resend gives it a new id). */
  email: string; first_name: string; last_name: string;
  invited_at: string; accepted_at?: string; withdrawn_at?: string;
}

export const playerInviteModel = {
  entity: 'autopilot_player_invite',
  key: (leagueId: string, teamId: string, seasonId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `AUTOPLAYER#${teamId}#${seasonId}#${userId}` }),
  ofTeam: (leagueId: string, teamId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `AUTOPLAYER#${teamId}#` }),
  item: (r: PlayerInviteRecord): Item => ({ ...playerInviteModel.key(r.league_id, r.team_id, r.season_id, r.user_id), entity: playerInviteModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<PlayerInviteRecord>(i),
} as const;

/**
 * What a season drafted by season auto-renewal carries until it goes live (RENEWDRAFT#<season>): the registration
 * settings copied from the season it renews, dates moved on. They are written as the season's registration only
 * when it goes live, so nothing of the draft is public before.
 */
export interface SeasonDraftRecord {
  league_id: string;
  season_id: string;
  from_season_id: string;
  registration: RegistrationSettingsRecord | null;
  /** The log entry of the drafting, whose undo ends when the draft goes live. */
  log_id?: string;
}

export const seasonDraftModel = {
  entity: 'season_draft',
  key: (leagueId: string, seasonId: string): Key => ({ pk: leaguePk(leagueId), sk: `RENEWDRAFT#${seasonId}` }),
  item: (r: SeasonDraftRecord): Item => ({ ...seasonDraftModel.key(r.league_id, r.season_id), entity: seasonDraftModel.entity, ...r }),
  fromItem: (i: Item) => storedAs<SeasonDraftRecord>(i),
} as const;
