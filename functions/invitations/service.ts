// Invitations: the league admin invites a team's manager, the team's manager (or the admin) invites players, and a
// new season re-invites a previous season's teams through their managers. The
// invited person accepts from the e-mailed link while signed in with the invited address; what they are granted
// is written in the same transaction that uses the invitation up.
import { createHash, randomBytes } from 'node:crypto';
import type { Invitation } from '../../shared/api-contract';
import { INVITATION_MESSAGES, INVITATION_TTL_DAYS, type InvitationKind } from '../../shared/invitation-schema';
import { limitOf } from '../../shared/plan-catalogue';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { TEAM_MESSAGES } from '../../shared/team-schema';
import { activityPut } from '../data/activity';
import { acceptWhileOnRoster, playerInviteAccepted } from '../data/autopilot-invites';
import { claimInvitation, getInvitation, invitationPut, putInvitation, type InvitationRecord } from '../data/invitations';
import { getLeague } from '../data/leagues';
import { getSeason, joinSeasonByInvitation } from '../data/seasons';
import { addPlayer, assignManager, getTeam, type TeamRecord } from '../data/teams';
import { acceptTeamlessInvitation, managerIndexSwap, personPuts } from '../data/team-admin';
import { getUserProfile } from '../data/users';
import { conflict, forbidden, HttpError, notFound } from '../lib/errors';
import { mailer } from '../lib/mailer';
import { currentPlanOf } from '../access/plan';
import { rosterAddError } from '../access/add-failure';
import { invitationEmail } from './invitation-email';

const DAY_MS = 24 * 60 * 60 * 1000;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const invalid = () => notFound(INVITATION_MESSAGES.invalid);

/** A token's league id and the stored id (the hash of its secret); the route's schema has checked the shape. */
function parseToken(token: string) {
  const [leagueId, secret] = token.split('.');
  return { leagueId, id: hashOf(secret) };
}


export interface InviteInput {
  kind: InvitationKind;
  league: { id: string; name: string };
  /** Null for a manager invited without a team: accepting leads to creating one. */
  team: Pick<TeamRecord, 'id' | 'name'> | null;
  /** As the invited person will read it (the e-mail and the invitation page). */
  inviterName: string;
  email: string;
  position?: string | null;
  jersey_number?: number | null;
  /** A season_team invitation: the season the team joins when its manager accepts. */
  season?: { id: string; name: string };
}

/** A new invitation and the token that opens it (only the token's hash is in the record). */
export function newInvitation(input: InviteInput, now = new Date()) {
  const secret = randomBytes(24).toString('base64url');
  const record: InvitationRecord = {
    id: hashOf(secret), kind: input.kind, league_id: input.league.id, team_id: input.team?.id ?? null,
    invited_email: input.email.trim().toLowerCase(), inviter_name: input.inviterName, status: 'pending',
    position: input.position ?? null, jersey_number: input.jersey_number ?? null,
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
    ...(input.season ? { season_id: input.season.id } : {}),
  };
  return { record, token: `${input.league.id}.${secret}`, put: invitationPut(record) };
}

/** E-mails the invitation's link to the invited address. */
export async function sendInvitation(input: InviteInput, invitation: { record: InvitationRecord; token: string }): Promise<void> {
  await mailer().send(invitationEmail({
    to: invitation.record.invited_email, appUrl: process.env.APP_URL ?? 'http://localhost:3000', token: invitation.token,
    kind: input.kind, inviterName: invitation.record.inviter_name, leagueName: input.league.name,
    teamName: input.team?.name ?? null, seasonName: input.season?.name, expiresAt: invitation.record.expires_at,
  }));
}

/**
 * Records an invitation (while the league is live) and e-mails its link. The answer is the same whether or not
 * the address has an account, so inviting never tells anyone who is registered.
 */
export async function invite(input: InviteInput): Promise<void> {
  const invitation = newInvitation(input);
  if (await putInvitation(invitation.record)) throw notFound(TEAM_MESSAGES.notFound);
  await sendInvitation(input, invitation);
}

/** The invitation, its league and its team; a token that names nothing (or what has gone) is invalid. */
async function load(token: string) {
  const { leagueId, id } = parseToken(token);
  const invitation = await getInvitation(leagueId, id);
  if (!invitation) throw invalid();
  const [league, team, season] = await Promise.all([
    getLeague(leagueId), invitation.team_id ? getTeam(leagueId, invitation.team_id) : null,
    invitation.season_id ? getSeason(leagueId, invitation.season_id) : null,
  ]);
  if (!league || (invitation.team_id && !team) || (invitation.kind === 'season_team' && !season)) throw invalid();
  return { invitation, league, team, season };
}

const stateOf = (i: InvitationRecord, now: Date): Invitation['state'] =>
  (i.status !== 'pending' ? 'accepted' : i.expires_at <= now.toISOString() ? 'expired' : 'pending');

/** What the invitation page shows. Anyone holding the token may read it: the token is the secret. */
export async function describeInvitation(token: string, now = new Date()): Promise<Invitation> {
  const { invitation: i, league, team, season } = await load(token);
  return {
    kind: i.kind, state: stateOf(i, now), status: i.status, invited_email: i.invited_email,
    inviter_name: i.inviter_name, league: { id: league.id, name: league.name, sport: league.sport },
    team: team ? { id: team.id, name: team.name } : null, ...(season ? { season: { id: season.id, name: season.name } } : {}), expires_at: i.expires_at,
  };
}

/** The signed-in user accepts: they become the team's manager, or join its roster. */
export async function acceptInvitation(userId: string, token: string, now = new Date()) {
  const { invitation: i, league, team, season } = await load(token);
  const state = stateOf(i, now);
  if (state === 'accepted') throw conflict(INVITATION_MESSAGES.alreadyUsed, 'invitation_used');
  if (state === 'expired') throw new HttpError(410, 'invitation_expired', INVITATION_MESSAGES.expired);
  const me = await getUserProfile(userId);
  if (!me || me.email.toLowerCase() !== i.invited_email) throw new HttpError(403, 'email_mismatch', INVITATION_MESSAGES.emailMismatch);
  const at = now.toISOString();
  const claim = claimInvitation(i, i.invited_email, at);
  if (!team) {
    // A manager invited without a team may now create one (/league/{id}/create-team?invited=true).
    const failure = await acceptTeamlessInvitation(claim, { league_id: league.id, user_id: userId, invitation_id: i.id, created_at: at }, []);
    if (failure === 'gone') throw invalid();
    if (failure === 'used') throw conflict(INVITATION_MESSAGES.alreadyUsed, 'invitation_used');
    return { league_id: league.id, team_id: null, kind: i.kind };
  }
  const entry = { league_id: league.id, league_name: league.name, team_id: team.id, team_name: team.name, created_at: at };
  if (i.kind === 'season_team' && season) {
    // The team's manager brings the team into the new season; nothing else is granted.
    const failure = await joinSeasonByInvitation(claim, league.id, season.id, team.id, userId, at);
    if (failure === 'gone') throw invalid();
    if (failure === 'used') throw conflict(INVITATION_MESSAGES.alreadyUsed, 'invitation_used');
    if (failure === 'not_manager') throw forbidden(SEASON_MESSAGES.onlyManager);
  } else if (i.kind === 'team_manager') {
    const failure = await assignManager(team, userId, at, claim, [
      activityPut(userId, { type: 'team_joined_as_manager', message: `You became the manager of ${team.name} in ${league.name}`, ...entry }),
      // The picker finds the new manager; the one they replace (the admin until now) is no longer this team's.
      ...managerIndexSwap(team, me),
    ]);
    if (failure === 'gone') throw invalid();
    if (failure === 'used') throw conflict(INVITATION_MESSAGES.alreadyUsed, 'invitation_used');
  } else {
    // A returning team's player asked to play its new season (the autopilot): still on the roster, the answer is
    // recorded for the manager's view; no longer on it, they join it again as any invited player does.
    const seasonMark = i.season_id ? playerInviteAccepted(league.id, team.id, i.season_id, userId, at) : null;
    if (i.season_id) {
      const kept = await acceptWhileOnRoster(claim, league.id, team.id, i.season_id, userId, at, []);
      if (kept === 'gone') throw invalid();
      if (kept === 'used') throw conflict(INVITATION_MESSAGES.alreadyUsed, 'invitation_used');
      if (kept === null) return { league_id: league.id, team_id: team.id, kind: i.kind };
    }
    const plan = await currentPlanOf(league.admin_id);
    const failure = await addPlayer(
      { user_id: userId, team_id: team.id, league_id: league.id, team_name: team.name, position: i.position, jersey_number: i.jersey_number, status: 'active', joined_at: at },
      limitOf(plan, 'max_players_per_team'),
      [activityPut(userId, { type: 'team_joined_as_player', message: `You joined ${team.name} in ${league.name}`, ...entry }), ...personPuts(league.id, team.id, 'player', me), ...(seasonMark ? [seasonMark] : [])],
      claim,
    );
    if (failure === 'gone') throw invalid();
    if (failure === 'used') throw conflict(INVITATION_MESSAGES.alreadyUsed, 'invitation_used');
    // A number taken since the invitation was sent, or a full roster, refuses the accept and leaves it pending.
    if (failure) throw rosterAddError(failure, i, team, limitOf(plan, 'max_players_per_team'));
  }
  return { league_id: league.id, team_id: team.id, kind: i.kind };
}
