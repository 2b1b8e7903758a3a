// Pending invitations as the people who sent them see them: the league's admin sees every one of the league's, a
// team's manager the player invitations of their team. Each can be e-mailed again (Resend), given a new link to
// copy (Copy link) or withdrawn. Only the hash of a link's secret is stored, so Resend and Copy link make a new
// link and the earlier one stops working; the invited address is shown to nobody else.
import type { PendingInvitation } from '../../shared/api-contract';
import { INVITATION_MESSAGES } from '../../shared/invitation-schema';
import { MSG } from '../../shared/messages';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { getInvitation, listPendingInvitations, reissueInvitation, withdrawPendingInvitation, type InvitationRecord } from '../data/invitations';
import { getLeague } from '../data/leagues';
import { getSeason } from '../data/seasons';
import { teamExistsCheck } from '../data/team-admin';
import { getTeam, listLeagueTeams } from '../data/teams';
import { notFound } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { manageableTeam } from '../access/team';
import { isLeagueAdmin, managesTeam } from '../access/roles';
import { newInvitation, sendInvitation, type InviteInput } from './service';

const view = (i: InvitationRecord, teamName: (id: string) => string | null, now: Date): PendingInvitation => ({
  id: i.id, kind: i.kind, team_id: i.team_id, team_name: i.team_id ? teamName(i.team_id) : null, season_id: i.season_id ?? null,
  invited_email: i.invited_email, inviter_name: i.inviter_name, sent_at: i.sent_at ?? i.created_at, expires_at: i.expires_at,
  expired: i.expires_at <= now.toISOString(), position: i.position, jersey_number: i.jersey_number,
});

/** Every pending invitation of the league, newest first (league admin). */
export async function listLeagueInvitationsOf(userId: string, leagueId: string, now = new Date()): Promise<PendingInvitation[]> {
  await requireOwnLeague(userId, leagueId);
  const [records, teams] = await Promise.all([listPendingInvitations(leagueId), listLeagueTeams(leagueId)]);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  return records.map((r) => view(r, (id) => names.get(id) ?? null, now));
}

/** A team's pending player invitations (league admin or the team's manager; a player gets 403, others 404). */
export async function listTeamInvitationsOf(userId: string, teamId: string, now = new Date()): Promise<PendingInvitation[]> {
  const { team, league } = await manageableTeam(userId, teamId, false);
  const records = (await listPendingInvitations(league.id)).filter((r) => r.kind === 'player' && r.team_id === team.id);
  return records.map((r) => view(r, () => team.name, now));
}

/**
 * The pending invitation the caller may act on: any of the league's for its admin, a player invitation of their
 * team for a team's manager. Anyone else gets the answer a missing league gets, whether or not it exists.
 */
async function actionable(userId: string, leagueId: string, invitationId: string) {
  const [league, invitation] = await Promise.all([getLeague(leagueId), getInvitation(leagueId, invitationId)]);
  if (!league) throw notFound(MSG.league.notFound);
  const teamOfInvitation = invitation?.team_id ? await getTeam(leagueId, invitation.team_id) : null;
  const allowed = isLeagueAdmin(userId, league)
    || (invitation?.kind === 'player' && teamOfInvitation !== null && managesTeam(userId, teamOfInvitation));
  if (!allowed) throw notFound(MSG.league.notFound);
  if (!invitation || invitation.status !== 'pending') throw notFound(INVITATION_MESSAGES.notFound);
  if (invitation.team_id && !teamOfInvitation) throw notFound(TEAM_MESSAGES.notFound);
  return { league, invitation, team: teamOfInvitation };
}

/** Replaces the invitation's link by a new one, valid from now for the invitation's days; the old link stops working. */
async function reissue(userId: string, leagueId: string, invitationId: string, now: Date) {
  const { league, invitation: old, team } = await actionable(userId, leagueId, invitationId);
  const season = old.season_id ? await getSeason(leagueId, old.season_id) : null;
  if (old.kind === 'season_team' && !season) throw notFound(SEASON_MESSAGES.notFound);
  const input: InviteInput = {
    kind: old.kind, league, team, inviterName: old.inviter_name, email: old.invited_email, position: old.position, jersey_number: old.jersey_number,
    ...(season ? { season: { id: season.id, name: season.name } } : {}),
  };
  const fresh = newInvitation(input, now);
  // Still the same invitation: it keeps when it was first made, and says when this link was.
  const record: InvitationRecord = { ...fresh.record, created_at: old.created_at, sent_at: now.toISOString() };
  const failure = await reissueInvitation(old, record, team ? [teamExistsCheck(leagueId, team.id)] : []);
  if (failure === 'gone') throw notFound(team ? TEAM_MESSAGES.notFound : MSG.league.notFound);
  if (failure === 'changed') throw notFound(INVITATION_MESSAGES.notFound);
  return { input, invitation: { record, token: fresh.token }, view: view(record, () => team?.name ?? null, now) };
}

/** Resend: a new link, e-mailed to the invited address. */
export async function resendInvitationBy(userId: string, leagueId: string, invitationId: string, now = new Date()): Promise<PendingInvitation> {
  const made = await reissue(userId, leagueId, invitationId, now);
  await sendInvitation(made.input, made.invitation);
  return made.view;
}

/** Copy link: a new link handed to the caller alone, not e-mailed. */
export async function invitationLinkFor(userId: string, leagueId: string, invitationId: string, now = new Date()) {
  const made = await reissue(userId, leagueId, invitationId, now);
  return { invitation: made.view, token: made.invitation.token };
}

/** Withdraw: the invitation goes, and its link answers Invalid Invitation. */
export async function withdrawInvitationBy(userId: string, leagueId: string, invitationId: string): Promise<void> {
  await actionable(userId, leagueId, invitationId);
  if (await withdrawPendingInvitation(leagueId, invitationId)) throw notFound(INVITATION_MESSAGES.notFound);
}
