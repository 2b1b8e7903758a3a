// Undo of the invitation automations' acts, for the Autopilot log (functions/autopilot/undo.ts runs them by the
// entry's undo.kind). Withdrawing a team's invitation stops its reminders (it is not invited again this season;
// the registration page stays open to it as to any returning team). Withdrawing a player's invitation makes its
// link stop working, unless they accepted already (409: the organiser takes them off the roster instead).
import { listTeamPlayerInvites, withdrawPlayerInvite, withdrawTeamInvite } from '../data/autopilot-invites';
import type { AutopilotLogEntry } from '../data/autopilot-log';
import { listPendingInvitations, withdrawPendingInvitation } from '../data/invitations';
import { conflict } from '../lib/errors';

export const INVITATION_UNDO_MESSAGES = {
  playerAccepted: (name: string) => `${name} accepted the invitation already: take them off the roster on the team's page instead`,
} as const;

/** undo.kind 'withdraw_team_invitation' (season_id, team_id). Nothing to do once the team declined or it was withdrawn. */
export async function withdrawTeamInvitation(leagueId: string, entry: AutopilotLogEntry, now: Date): Promise<void> {
  const { season_id: seasonId, team_id: teamId } = entry.undo ?? ({} as Record<string, string | undefined>);
  if (!seasonId || !teamId) return;
  await withdrawTeamInvite(leagueId, seasonId, teamId, now.toISOString());
}

/** undo.kind 'withdraw_player_invitation' (season_id, team_id, user_id). */
export async function withdrawPlayerInvitation(leagueId: string, entry: AutopilotLogEntry, now: Date): Promise<void> {
  const { season_id: seasonId, team_id: teamId, user_id: userId } = entry.undo ?? ({} as Record<string, string | undefined>);
  if (!seasonId || !teamId || !userId) return;
  const marker = (await listTeamPlayerInvites(leagueId, teamId)).find((m) => m.season_id === seasonId && m.user_id === userId);
  if (!marker || marker.withdrawn_at) return;
  // The marker first: an accept arriving after this is refused in its own transaction.
  if (!(await withdrawPlayerInvite(marker, now.toISOString()))) {
    throw conflict(INVITATION_UNDO_MESSAGES.playerAccepted(`${marker.first_name} ${marker.last_name}`.trim() || marker.email));
  }
  // Resend gives an invitation a new id, so it is found by what it is for, not by the id it was sent with.
  const pending = (await listPendingInvitations(leagueId)).filter((i) => i.kind === 'player' && i.team_id === teamId && i.season_id === seasonId && i.invited_email === marker.email);
  for (const i of pending) await withdrawPendingInvitation(leagueId, i.id);
}

/** The undo functions by undo.kind, for the lead to add to the undo registry. */
export const INVITATION_UNDO = {
  withdraw_team_invitation: withdrawTeamInvitation,
  withdraw_player_invitation: withdrawPlayerInvitation,
} as const;
