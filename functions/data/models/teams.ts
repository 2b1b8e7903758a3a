// Teams and what each team owns in its league's partition: roster entries, jersey numbers, mail choices, announcements, settings.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { PlayerStatus } from '../../../shared/roster-schema';
import type { RosterOrder, SocialLink } from '../../../shared/team-page-schema';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export interface TeamRecord {
  id: string; name: string; league_id: string; manager_id: string; player_count: number; level_id?: string | null; created_at: string;
  // The spec's other team fields; absent on teams created before they existed (read as null).
  description?: string | null; logo_url?: string | null; founded_date?: string | null; home_venue?: string | null;
  website_url?: string | null;
  /** The team's own roster cap (null: only the plan's max_players_per_team), held in the add-player transaction. */
  max_roster_size?: number | null;
  updated_at?: string;
}
export interface PlayerRecord {
  user_id: string; team_id: string; league_id: string; team_name: string; position: string | null; jersey_number: number | null; status: PlayerStatus; joined_at: string;
  /** A family member on the roster through their parent (no account of their own): the account written to for them. */
  guardian_id?: string | null;
}

/** The account written to about a roster entry: the player's own, or for a child their parent's. */
export const accountWrittenTo = (p: Pick<PlayerRecord, 'user_id' | 'guardian_id'>) => p.guardian_id ?? p.user_id;

/** Teams live in their league's partition. */
export const teamModel = {
  entity: 'team',
  key: (leagueId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `TEAM#${teamId}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'TEAM#' }),
  /** gsi1: teams a user manages, by name. */
  managedBy: (managerId: string): KeyQuery => ({ index: 'byOwner', pk: `MANAGER#${managerId}`, skPrefix: 'TEAM#' }),
  item: (t: TeamRecord): Item => ({
    ...teamModel.key(t.league_id, t.id), entity: teamModel.entity, ...t,
    gsi1pk: teamModel.managedBy(t.manager_id).pk, gsi1sk: `TEAM#${t.name.toLowerCase()}#${t.id}`,
  }),
  fromItem: (i: Item) => storedAs<TeamRecord>(i),
} as const;

/** Finds a team's league from the team's id. Outside the league's partition. */
export const teamPointerModel = {
  entity: 'team_ref',
  key: (teamId: string): Key => ({ pk: `TEAMREF#${teamId}`, sk: 'TEAMREF' }),
  item: (t: Pick<TeamRecord, 'id' | 'league_id'>): Item => ({ ...teamPointerModel.key(t.id), entity: teamPointerModel.entity, league_id: t.league_id, team_id: t.id }),
  fromItem: (i: Item): { league_id: string; team_id: string } => ({ league_id: String(i.league_id), team_id: String(i.team_id) }),
} as const;

/** A roster entry, in the league's partition next to its team. */
export const playerModel = {
  entity: 'player',
  key: (leagueId: string, teamId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `PLAYER#${teamId}#${userId}` }),
  ofTeam: (leagueId: string, teamId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `PLAYER#${teamId}#` }),
  /** Every roster entry of a league (the public Players page). */
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'PLAYER#' }),
  /** gsi1: the teams a user plays for. */
  playingFor: (userId: string): KeyQuery => ({ index: 'byOwner', pk: `PLAYER#${userId}`, skPrefix: 'TEAM#' }),
  item: (p: PlayerRecord): Item => ({
    ...playerModel.key(p.league_id, p.team_id, p.user_id), entity: playerModel.entity, ...p,
    gsi1pk: playerModel.playingFor(p.user_id).pk, gsi1sk: `TEAM#${p.team_id}`,
  }),
  fromItem: (i: Item) => storedAs<PlayerRecord>(i),
} as const;

/**
 * A taken jersey number of a team: written with attribute_not_exists in the same transaction as the roster entry
 * that wears it (add, accept, number change), so two players of a team can never hold one number.
 */
export const jerseyMarkerModel = {
  entity: 'jersey',
  key: (leagueId: string, teamId: string, n: number): Key => ({ pk: leaguePk(leagueId), sk: `JERSEY#${teamId}#${String(n).padStart(2, '0')}` }),
  item: (leagueId: string, teamId: string, n: number, userId: string): Item => ({
    ...jerseyMarkerModel.key(leagueId, teamId, n), entity: jerseyMarkerModel.entity, team_id: teamId, user_id: userId, jersey_number: n,
  }),
} as const;

export interface TeamAnnouncementRecord {
  id: string; team_id: string; league_id: string; author_id: string; title: string; content: string;
  is_pinned: boolean; is_public: boolean; created_at: string; updated_at: string;
  /** Goes up by one with each replace (an announcement written before versions is 0). */
  version?: number;
}

/** A team's announcement, in the league's partition (ids are ULIDs, so the sort key orders them oldest first). */
/**
 * One person's choice about one team's announcement e-mails (sent unless they stopped them), with the token of
 * their unsubscribe link: random, so only the person the e-mail went to can use it. Carries team_id, so deleting
 * the team removes it with the team's other items.
 */
/** `reminders`: whether the person gets the team's game reminder e-mails (absent on older items: yes). */
export interface TeamMailRecord { league_id: string; team_id: string; user_id: string; token: string; announcements: boolean; reminders?: boolean; updated_at: string }

export const teamMailModel = {
  entity: 'team_mail',
  key: (leagueId: string, teamId: string, userId: string): Key => ({ pk: leaguePk(leagueId), sk: `TMAIL#${teamId}#${userId}` }),
  ofTeam: (leagueId: string, teamId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `TMAIL#${teamId}#` }),
  item: (m: TeamMailRecord): Item => ({ ...teamMailModel.key(m.league_id, m.team_id, m.user_id), entity: teamMailModel.entity, ...m }),
  fromItem: (i: Item) => storedAs<TeamMailRecord>(i),
} as const;

/** An unsubscribe link's token, naming whose choice about which team it changes (looked up before the league is known). */
export const mailTokenModel = {
  entity: 'mail_token',
  key: (token: string): Key => ({ pk: `MAILTOKEN#${token}`, sk: 'MAILTOKEN' }),
  item: (m: Pick<TeamMailRecord, 'token' | 'league_id' | 'team_id' | 'user_id'>): Item => ({
    ...mailTokenModel.key(m.token), entity: mailTokenModel.entity, token: m.token, league_id: m.league_id, team_id: m.team_id, user_id: m.user_id,
  }),
  fromItem: (i: Item) => storedAs<Pick<TeamMailRecord, 'token' | 'league_id' | 'team_id' | 'user_id'>>(i),
} as const;

export const teamAnnouncementModel = {
  entity: 'team_announcement',
  key: (leagueId: string, teamId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `TANN#${teamId}#${id}` }),
  ofTeam: (leagueId: string, teamId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `TANN#${teamId}#` }),
  item: (a: TeamAnnouncementRecord): Item => ({ ...teamAnnouncementModel.key(a.league_id, a.team_id, a.id), entity: teamAnnouncementModel.entity, ...a }),
  fromItem: (i: Item) => storedAs<TeamAnnouncementRecord>(i, { version: 0 }),
} as const;

export interface TeamSettingsRecord {
  team_id: string; league_id: string;
  allow_public_roster: boolean; require_position_assignment: boolean; auto_approve_players: boolean;
  roster_display_order: RosterOrder; notification_preferences: Record<string, boolean>;
  /** team_social_links (spec): platform and URL, shown on the team's overview. */
  social_links: SocialLink[];
  updated_at: string;
  /** Goes up by one with each save (settings written before versions, or the defaults, are 0). */
  version?: number;
}

/** One team's settings and social links, in the league's partition; created with the defaults on first read. */
export const teamSettingsModel = {
  entity: 'team_settings',
  key: (leagueId: string, teamId: string): Key => ({ pk: leaguePk(leagueId), sk: `TSET#${teamId}` }),
  /** Every team's stored settings in a league (teams never saved keep the defaults). */
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'TSET#' }),
  // allow_public_roster is stored as `public_roster`: a switch saved under the older attribute was set while its help
  // said nothing public showed rosters, so it is no one's choice to publish names, and reads as private (off).
  item: ({ allow_public_roster, ...s }: TeamSettingsRecord): Item => ({
    ...teamSettingsModel.key(s.league_id, s.team_id), entity: teamSettingsModel.entity, ...s, public_roster: allow_public_roster,
  }),
  fromItem: (i: Item): TeamSettingsRecord => {
    const stored = storedAs<TeamSettingsRecord & { public_roster?: boolean }>(i, { version: 0 });
    const { allow_public_roster: _unchosen, public_roster, ...s } = stored;
    return { ...s, allow_public_roster: public_roster === true };
  },
} as const;
