// Invitations (in the league's partition) and the team a manager invited without one may create.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { InvitationKind, InvitationStatus } from '../../../shared/invitation-schema';
import { leaguePk } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs } from './table';

export interface InvitationRecord {
  /** SHA-256 of the token's secret (base64url): the token itself is never stored. */
  id: string;
  kind: InvitationKind;
  league_id: string;
  /** Null for a manager invited without a team, who creates their team on accepting. */
  team_id: string | null;
  invited_email: string;
  /** The inviter's name as the e-mail gave it: a snapshot, so the invitation holds no reference to their account. */
  inviter_name: string;
  status: InvitationStatus;
  /** For a player: what the inviter filled in, applied when the player accepts. */
  position: string | null;
  jersey_number: number | null;
  /** For a player invited from a file: the name the file gave (the roster export shows it until they accept). */
  first_name?: string;
  last_name?: string;
  created_at: string;
  /** When the current link was made (Resend and Copy link make a new one); created_at until then. */
  sent_at?: string;
  expires_at: string;
  accepted_at?: string;
  /** For a season_team invitation: the season the team joins when its manager accepts. */
  season_id?: string;
}

/**
 * An invitation, in its league's partition (so deleting the league removes it with everything else). The only
 * thing in it that points at a person is the invited address.
 */
export const invitationModel = {
  entity: 'invitation',
  key: (leagueId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `INVITE#${id}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'INVITE#' }),
  /** gsi1: every invitation to an address (erasing an account removes them). */
  toEmail: (email: string): KeyQuery => ({ index: 'byOwner', pk: `INVITED#${email.trim().toLowerCase()}`, skPrefix: 'INVITE#' }),
  item: (i: InvitationRecord): Item => ({
    ...invitationModel.key(i.league_id, i.id), entity: invitationModel.entity, ...i,
    gsi1pk: invitationModel.toEmail(i.invited_email).pk, gsi1sk: `INVITE#${i.created_at}#${i.id}`,
  }),
  fromItem: (i: Item) => storedAs<InvitationRecord>(i),
} as const;

/**
 * What accepting a manager invitation without a team grants: one team to create in the league (used up by
 * creating it). In the league's partition, one per accepted invitation.
 */
export interface TeamGrant { league_id: string; user_id: string; invitation_id: string; created_at: string }

export const teamGrantModel = {
  entity: 'team_grant',
  key: (leagueId: string, userId: string, invitationId: string): Key => ({ pk: leaguePk(leagueId), sk: `TEAMGRANT#${userId}#${invitationId}` }),
  ofUserInLeague: (leagueId: string, userId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: `TEAMGRANT#${userId}#` }),
  item: (g: TeamGrant): Item => ({ ...teamGrantModel.key(g.league_id, g.user_id, g.invitation_id), entity: teamGrantModel.entity, ...g }),
  fromItem: (i: Item) => storedAs<TeamGrant>(i),
} as const;
