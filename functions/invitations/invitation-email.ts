// The invitation e-mail: who invites, to what, and the link that opens the invitation page.
import type { Email } from '../lib/mailer';
import type { InvitationKind } from '../../shared/invitation-schema';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface InvitationEmailInput {
  to: string; appUrl: string; token: string; kind: InvitationKind;
  inviterName: string; leagueName: string;
  /** Null for a manager invited without a team, who creates it on accepting. */
  teamName: string | null; expiresAt: string;
  /** A season_team invitation names the new season, and so does a returning team's player invitation. */
  seasonName?: string;
}

export function invitationEmail(i: InvitationEmailInput): Email {
  const link = `${i.appUrl.replace(/\/$/, '')}/invite/${i.token}`;
  const role = i.teamName === null ? 'create and manage a team'
    : i.kind === 'season_team' ? `enter ${i.teamName} in the new season ${i.seasonName ?? ''}`.trimEnd()
    : i.kind === 'team_manager' ? `manage ${i.teamName}`
    // A player of a returning team's roster, asked to play the new season (the autopilot's player invitations).
    : i.seasonName ? `play for ${i.teamName} in ${i.seasonName}` : `play for ${i.teamName}`;
  const until = new Date(i.expiresAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return {
    to: i.to,
    subject: i.kind === 'season_team' && i.seasonName
      ? `${i.inviterName} invited ${i.teamName} to ${i.seasonName} in ${i.leagueName}`
      : i.kind === 'player' && i.seasonName ? `${i.inviterName} invited you to play for ${i.teamName} in ${i.seasonName}`
      : `${i.inviterName} invited you to ${i.leagueName}`,
    text: `Hi,\n\n${i.inviterName} invited you to ${role} in ${i.leagueName}.\n\nOpen this link to accept:\n${link}\n\n`
      + `The invitation is valid until ${until}. If you were not expecting it, ignore this e-mail.`,
    html: `<p>Hi,</p><p>${escapeHtml(i.inviterName)} invited you to ${escapeHtml(role)} in <strong>${escapeHtml(i.leagueName)}</strong>.</p>`
      + `<p><a href="${link}">Open the invitation</a></p>`
      + `<p>The invitation is valid until ${escapeHtml(until)}. If you were not expecting it, ignore this e-mail.</p>`,
  };
}
