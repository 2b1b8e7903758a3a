// Invitations: how a league admin brings in a team manager and a team manager brings in a player. The person
// named by e-mail agrees by opening the e-mailed link and accepting while signed in with that address; nobody is
// put on a team without agreeing, and the answer to the inviter never says whether the address has an account.
import * as z from 'zod';

export const INVITATION_MESSAGES = {
  invalid: 'Invalid Invitation',
  invalidDetail: 'This invitation link is not valid. Ask the person who invited you for a new one.',
  alreadyUsed: 'Invitation Already Used',
  expired: 'Invitation Expired',
  expiredDetail: 'This invitation has expired. Ask the person who invited you to send a new one.',
  emailMismatchTitle: 'Email mismatch',
  emailMismatch: 'This invitation is for a different email address. Please sign in with the correct account.',
  acceptFailed: 'Error accepting invitation',
  sentTitle: 'Invitation sent!',
  /** The roster's toast after inviting a player. */
  sentTo: (email: string) => `Invitation sent to ${email}`,
  // Pending invitations, as the people who sent them see them (teams table, roster, season card).
  pending: 'Invitation pending',
  notFound: 'This invitation was accepted or withdrawn: reload to see where it stands',
  resentTitle: 'Invitation sent again',
  resent: (email: string) => `We e-mailed ${email} a new link, valid for 7 days. The earlier link no longer works.`,
  resendFailed: 'Error resending invitation',
  withdrawnTitle: 'Invitation withdrawn',
  withdrawn: (email: string) => `The link sent to ${email} no longer works.`,
  withdrawFailed: 'Error withdrawing invitation',
  withdrawConfirm: (email: string) => `Withdraw the invitation to ${email}? Its link stops working at once; you can invite them again later.`,
  linkCopied: (email: string) => `A new link for ${email}, valid for 7 days, is on your clipboard. The link sent earlier no longer works.`,
  loadFailed: 'Failed to load invitations',
} as const;

/** Days an invitation stays valid. */
export const INVITATION_TTL_DAYS = 7;

/**
 * `<league id>.<secret>`: the league id finds the invitation in its league's partition; the secret is 32
 * base64url characters (192 random bits) and only its SHA-256 is stored.
 */
export const invitationTokenSchema = z.string().regex(/^[0-9A-Za-z]{1,64}\.[A-Za-z0-9_-]{32}$/, INVITATION_MESSAGES.invalid);

/** season_team: a previous season's team manager is asked to bring the team into a new season. */
export const INVITATION_KINDS = ['team_manager', 'player', 'season_team'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];
export const INVITATION_STATUSES = ['pending', 'accepted'] as const;

/** The invitation's id in a path: the SHA-256 of its secret, base64url (43 characters); never the token itself. */
export const invitationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invitation id is not valid');
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
