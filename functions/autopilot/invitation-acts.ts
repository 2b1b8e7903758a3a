// The invitation job's acts, each a conditional write with its log entry before its e-mail (so a run twice, or two
// at once, acts once): a team invited back, a team reminded, a player invited to their returning team's season.
import type { PlayerRecord, TeamRecord } from '../data/teams';
import type { UserProfile } from '../data/users';
import { claimTeamInvite, claimTeamReminder } from '../data/autopilot-invites';
import { appUrl } from '../lib/app-url';
import { invitePlayerToSeason } from '../invitations/season-player-invite';
import { mailTeamInvite } from './invitation-mail';
import type { SeasonInvitations, TeamStanding } from './season-invitations-state';

/** What a run did, counted by act. */
export type SeasonInvitationRun = { invited: number; reminded: number; players_invited: number };

const registerUrl = (s: SeasonInvitations) => `${appUrl()}/l/${encodeURIComponent(s.league.custom_slug ?? s.league.id)}/register`;

function teamMail(s: SeasonInvitations, t: TeamStanding) {
  return {
    to: t.manager!.email, firstName: t.manager!.first_name || 'there', leagueName: s.league.name, seasonName: s.season.name,
    teamName: t.team.name, url: registerUrl(s), closesAt: new Date(s.closesAt).toISOString(),
  };
}

export async function inviteTeam(s: SeasonInvitations, t: TeamStanding, now: Date, run: SeasonInvitationRun): Promise<void> {
  const at = now.toISOString();
  const claimed = await claimTeamInvite(
    { league_id: s.league.id, season_id: s.season.id, team_id: t.team.id, team_name: t.team.name, state: 'invited', invited_at: at, reminders_sent: 0 },
    {
      league_id: s.league.id, at, automation: 'team_invites', subject: s.season.id,
      summary: `Invited ${t.team.name} back to ${s.season.name}: e-mailed its manager, ${t.manager!.email}`,
      undo: { kind: 'withdraw_team_invitation', season_id: s.season.id, team_id: t.team.id },
    },
  );
  if (!claimed) return;
  await mailTeamInvite(teamMail(s, t), false);
  run.invited++;
}

/** `due`: the reminders due by now (missed ones, after a sweep outage, are one reminder counted as all). */
export async function remindTeam(s: SeasonInvitations, t: TeamStanding, due: number, now: Date, run: SeasonInvitationRun): Promise<void> {
  const sent = t.invite!.reminders_sent;
  if (due <= sent || !t.manager) return;
  const claimed = await claimTeamReminder(t.invite!, sent, due, {
    league_id: s.league.id, at: now.toISOString(), automation: 'team_invites', subject: s.season.id,
    summary: `Reminded ${t.team.name} about ${s.season.name}: not registered yet`, undo: null,
  });
  if (!claimed) return;
  await mailTeamInvite(teamMail(s, t), true);
  run.reminded++;
}

export async function invitePlayer(
  s: SeasonInvitations, back: { team: TeamRecord; manager: UserProfile | null }, p: { player: PlayerRecord; profile: UserProfile }, now: Date, run: SeasonInvitationRun,
): Promise<void> {
  const inviterName = (back.manager ? `${back.manager.first_name} ${back.manager.last_name}`.trim() : '') || s.league.name;
  const outcome = await invitePlayerToSeason({
    league: s.league, team: back.team, season: { id: s.season.id, name: s.season.name }, inviterName, ...p, automation: 'player_invites',
  }, now);
  if (outcome === 'invited') run.players_invited++;
}
