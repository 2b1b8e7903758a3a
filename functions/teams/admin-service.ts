// Running a team beyond creating it: editing its fields (league admin or its manager), deleting it and changing
// its manager (league admin), inviting managers without a team and players with the Invite dialog, and the team
// an invited manager creates. Strangers get the answer a missing team gets; a team's player gets 403.
import { refreshTeamDisplay } from '../data/game-board-upkeep';
import { deleteGamesOfTeam } from '../games/service';
import { ulid } from 'ulid';
import type { TeamDetail, TeamSummary } from '../../shared/api-contract';
import { LEVEL_MESSAGES } from '../../shared/level-schema';
import { MSG } from '../../shared/messages';
import { limitOf } from '../../shared/plan-catalogue';
import { TEAM_MESSAGES, type UpdateTeamInput } from '../../shared/team-schema';
import { activityPut } from '../data/activity';
import { putInvitationGuarded } from '../data/invitations';
import { getLeague } from '../data/leagues';
import { getLevel, levelJoin, listLeagueLevels } from '../data/levels';
import {
  createGrantedTeam, deleteTeamAndItems, findTeamGrant, replaceManager, teamExistsCheck, updateTeamFields, type TeamFieldChanges,
} from '../data/team-admin';
import type { TeamRecord } from '../data/teams';
import { getUserProfile } from '../data/users';
import { newInvitation, sendInvitation, type InviteInput } from '../invitations/service';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { currentPlanOf } from '../access/plan';
import { connectedPerson } from './people';
import { manageableTeam, teamWithLeague } from '../access/team';
import { managesTeam } from '../access/roles';
import { getTeamFor } from './service';
import { teamSummary } from './team-view';
import { addTeamUnderCaps } from './team-caps';
import { planFull } from '../access/add-failure';

/** A level the team may join: one of the league's active levels (400 naming level_id otherwise). */
async function activeLevel(leagueId: string, levelId: string) {
  const level = await getLevel(leagueId, levelId);
  if (!level || !level.is_active) throw badRequest(`level_id: ${LEVEL_MESSAGES.notFound}`, 'level_id');
  return level;
}

/** Edit Team: only the fields sent change. The roster limit may not go below the players the team has. */
export async function updateTeamBy(userId: string, teamId: string, input: UpdateTeamInput): Promise<TeamDetail> {
  const { team, league } = await manageableTeam(userId, teamId, false);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as TeamFieldChanges;
  if (changes.max_roster_size != null && changes.max_roster_size < (team.player_count ?? 0)) {
    throw badRequest(`max_roster_size: ${TEAM_MESSAGES.rosterBelowPlayers(team.player_count ?? 0)}`, 'max_roster_size');
  }
  const levelChanges = changes.level_id !== undefined && (changes.level_id ?? null) !== (team.level_id ?? null);
  const level = levelChanges && changes.level_id ? await activeLevel(league.id, changes.level_id) : null;
  if (Object.keys(changes).length > 0) {
    const failure = await updateTeamFields(team, changes, new Date().toISOString(), level ? levelJoin(level) : undefined);
    if (failure === 'gone') throw notFound(TEAM_MESSAGES.notFound);
    if (failure === 'level') throw conflict(LEVEL_MESSAGES.full, 'limit_reached');
    if (failure === 'roster') throw badRequest(`max_roster_size: ${TEAM_MESSAGES.rosterBelowPlayers((await teamWithLeague(teamId)).team.player_count ?? 0)}`, 'max_roster_size');
    // Games and standings rows carry the team's name and logo (so a public page is one Query): they follow.
    if ((changes.name !== undefined && changes.name !== team.name) || (changes.logo_url !== undefined && changes.logo_url !== team.logo_url)) {
      await refreshTeamDisplay(league.id, { id: team.id, name: changes.name ?? team.name, logo_url: changes.logo_url !== undefined ? changes.logo_url : team.logo_url ?? null });
    }
  }
  return getTeamFor(userId, teamId);
}

/** Delete Team (league admin): the team and everything it owns go, and its places under the limits come back. */
export async function deleteTeamBy(userId: string, teamId: string): Promise<void> {
  const { team } = await manageableTeam(userId, teamId, true);
  if (!(await deleteTeamAndItems(team))) throw notFound(TEAM_MESSAGES.notFound);
  // Its games go too: their results leave the opponents' standings rows, and the season's games count follows.
  await deleteGamesOfTeam(team.league_id, team.id);
}

/** How invitations name the inviter. */
async function inviterName(userId: string) {
  const me = await getUserProfile(userId);
  return (me ? `${me.first_name} ${me.last_name}`.trim() : '') || 'A league organiser';
}

/**
 * Records an invitation (while the league is live and, for a team's invitation, the team exists) and e-mails its
 * link, or with `send` false hands the token back to the inviter alone, for the copy-link button.
 */
async function makeInvitation(input: InviteInput, send: boolean) {
  const invitation = newInvitation(input);
  const failure = await putInvitationGuarded(invitation.record, input.team ? [teamExistsCheck(input.league.id, input.team.id)] : []);
  if (failure) throw notFound(input.team ? TEAM_MESSAGES.notFound : MSG.league.notFound);
  if (send) await sendInvitation(input, invitation);
  return { invited_email: invitation.record.invited_email, expires_at: invitation.record.expires_at, token: send ? null : invitation.token };
}

/**
 * Change Manager (league admin): a person of the admin's leagues becomes the manager at once; an e-mail address
 * gets a manager invitation for this team (the current manager stays until it is accepted). The admin's own
 * address makes them the manager.
 */
export async function changeManagerBy(userId: string, teamId: string, input: { user_id?: string | null; email?: string }): Promise<{ team: TeamDetail; invited_email: string | null }> {
  const { team, league } = await manageableTeam(userId, teamId, true);
  const me = await getUserProfile(userId);
  const email = input.email ?? '';
  const person = input.user_id
    ? await connectedPerson(userId, input.user_id, 'user_id')
    : me && me.email.toLowerCase() === email ? me : null;
  if (!person) {
    const made = await makeInvitation({ kind: 'team_manager', league, team, inviterName: await inviterName(userId), email }, true);
    return { team: await getTeamFor(userId, teamId), invited_email: made.invited_email };
  }
  if (!managesTeam(person.id, team)) {
    const now = new Date().toISOString();
    const failure = await replaceManager(team, person, now, [activityPut(person.id, {
      type: 'team_joined_as_manager', message: `You became the manager of ${team.name} in ${league.name}`,
      league_id: league.id, league_name: league.name, team_id: team.id, team_name: team.name, created_at: now,
    })]);
    if (failure === 'gone') throw notFound(TEAM_MESSAGES.notFound);
    if (failure === 'changed') throw conflict(MSG.busy);
  }
  return { team: await getTeamFor(userId, teamId), invited_email: null };
}

/** The Invite dialog for a manager without a team (league admin): accepting leads to creating their team. */
export async function inviteManagerBy(userId: string, leagueId: string, input: { email: string; send: boolean }) {
  const league = await requireOwnLeague(userId, leagueId);
  return makeInvitation({ kind: 'team_manager', league, team: null, inviterName: await inviterName(userId), email: input.email }, input.send);
}

/** The Invite dialog on a team's roster (league admin or the team's manager). */
export async function invitePlayerBy(userId: string, teamId: string, input: { email: string; send: boolean }) {
  const { team, league } = await manageableTeam(userId, teamId, false);
  const plan = await currentPlanOf(league.admin_id);
  const maxPlayers = limitOf(plan, 'max_players_per_team');
  // A full roster refuses the invitation now rather than when the player accepts.
  if (maxPlayers !== null && (team.player_count ?? 0) >= maxPlayers) throw planFull(team.player_count ?? 0, maxPlayers);
  return makeInvitation({ kind: 'player', league, team, inviterName: await inviterName(userId), email: input.email }, input.send);
}

/** The league an accepted manager invitation lets the caller create a team in (404 for anyone not invited). */
export async function teamGrantFor(userId: string, leagueId: string) {
  const [grant, league] = await Promise.all([findTeamGrant(leagueId, userId), getLeague(leagueId)]);
  if (!grant || !league) throw notFound(TEAM_MESSAGES.notInvited);
  const levels = (await listLeagueLevels(leagueId)).filter((l) => l.is_active).map((l) => ({ id: l.id, name: l.name }));
  return { league: { id: league.id, name: league.name, sport: league.sport }, levels };
}

/** The invited manager creates their team: they manage it, the grant is used up, the league's team limit holds. */
export async function createInvitedTeamBy(
  userId: string, leagueId: string, input: { name: string; level_id: string | null; description?: string | null; logo_url?: string | null },
): Promise<{ team: TeamSummary; invited_email: null }> {
  const [grant, league, me] = await Promise.all([findTeamGrant(leagueId, userId), getLeague(leagueId), getUserProfile(userId)]);
  if (!grant || !league || !me) throw notFound(TEAM_MESSAGES.notInvited);
  const level = input.level_id ? await activeLevel(leagueId, input.level_id) : null;
  const now = new Date().toISOString();
  const team: TeamRecord = {
    id: ulid(), name: input.name, league_id: leagueId, manager_id: userId, player_count: 0, level_id: level?.id ?? null, created_at: now,
    description: input.description ?? null, logo_url: input.logo_url ?? null,
  };
  const activity = activityPut(userId, {
    type: 'team_joined_as_manager', message: `You became the manager of ${team.name} in ${league.name}`,
    league_id: league.id, league_name: league.name, team_id: team.id, team_name: team.name, created_at: now,
  });
  const failure = await addTeamUnderCaps(league, (caps) => createGrantedTeam(team, grant, me, caps, [activity], level ? levelJoin(level) : undefined));
  if (failure === 'used') throw notFound(TEAM_MESSAGES.notInvited);
  if (failure === 'level') throw conflict(LEVEL_MESSAGES.full, 'limit_reached');
  return { team: teamSummary(team, league), invited_email: null };
}
