// A roster player invited to their team's next season, once ever: the per team, season and player marker, the
// invitation and its log entry (undoable on the Autopilot page) in one conditional transaction, then the e-mail. The
// autopilot's player invitations and the assistant's invite_players both invite this way, so a run twice, or two at
// once, invites each player once.
import { claimPlayerInvite } from '../data/autopilot-invites';
import type { PlayerRecord, TeamRecord } from '../data/teams';
import type { UserProfile } from '../data/users';
import { logger } from '../lib/observability';
import { newInvitation, sendInvitation, type InviteInput } from './service';

export interface SeasonPlayerInvite {
  league: InviteInput['league'];
  team: TeamRecord;
  season: { id: string; name: string };
  inviterName: string;
  player: PlayerRecord;
  profile: UserProfile;
  /** The log entry's automation (who acted: the autopilot's job, the assistant). */
  automation: string;
}

/**
 * 'invited' (and e-mailed), 'not_mailed' (invited, but the e-mail failed: the invitation stays pending and the roster's
 * Resend sends it again), 'taken' (already invited to that season), 'gone' (the league is being deleted).
 */
export async function invitePlayerToSeason(a: SeasonPlayerInvite, now: Date): Promise<'invited' | 'not_mailed' | 'taken' | 'gone'> {
  const at = now.toISOString();
  const name = `${a.profile.first_name} ${a.profile.last_name}`.trim() || a.profile.email;
  const input: InviteInput = {
    kind: 'player', league: a.league, team: a.team, inviterName: a.inviterName, email: a.profile.email,
    position: a.player.position, jersey_number: a.player.jersey_number, season: a.season,
  };
  const invitation = newInvitation(input, now);
  const failed = await claimPlayerInvite(
    {
      league_id: a.league.id, team_id: a.team.id, season_id: a.season.id, user_id: a.player.user_id,
      email: invitation.record.invited_email, first_name: a.profile.first_name, last_name: a.profile.last_name, invited_at: at,
    },
    invitation.put,
    {
      league_id: a.league.id, at, automation: a.automation, subject: a.season.id,
      summary: `Invited ${name} to play for ${a.team.name} in ${a.season.name}`,
      undo: { kind: 'withdraw_player_invitation', season_id: a.season.id, team_id: a.team.id, user_id: a.player.user_id },
    },
  );
  if (failed) return failed;
  try {
    await sendInvitation(input, invitation);
    return 'invited';
  } catch (err) {
    logger.error('player invitation not e-mailed', { league_id: a.league.id, team_id: a.team.id, automation: a.automation, error: err as Error });
    return 'not_mailed';
  }
}
