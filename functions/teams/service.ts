import { ulid } from 'ulid';
import type { LeagueTeamEntry, Level, TeamDetail, TeamSummary } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import { LEVEL_MESSAGES } from '../../shared/level-schema';
import { limitOf } from '../../shared/plan-catalogue';
import { ROSTER_MESSAGES } from '../../shared/roster-schema';
import { TEAM_MESSAGES, type CreateTeamInput } from '../../shared/team-schema';
import { currentPlanOf } from '../access/plan';
import { requireOwnLeague } from '../access/league';
import { mayManage, teamWithLeague } from '../access/team';
import { activityPut } from '../data/activity';
import { getLevel, levelJoin, listLeagueLevels } from '../data/levels';
import { jerseyHolder } from '../data/roster';
import { personPuts } from '../data/team-admin';
import { peekTeamSettings } from '../data/team-page';
import { addPlayer, createTeam, listLeagueTeams, listTeamPlayers, toPlayerEntry, type TeamRecord } from '../data/teams';
import { getProfiles, getUserProfile } from '../data/users';
import { playerNames } from '../data/player-names';
import { invite, newInvitation, sendInvitation } from '../invitations/service';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { jerseyTaken, planFull, rosterAddError, rosterFull } from '../access/add-failure';
import { rosterOrder } from './roster-order';
import { limitResult } from '../subscriptions/service';
import { connectedPerson } from './people';
import { addTeamUnderCaps } from './team-caps';
import { teamSummary } from './team-view';
import { listFamily } from '../data/family';
import { childPlayerId } from '../../shared/child-player-id';

/** The caller's own e-mail (profile, lower case): naming yourself needs no invitation. */
async function caller(userId: string, email: string) {
  const me = await getUserProfile(userId);
  return {
    self: me?.email.toLowerCase() === email.trim().toLowerCase(),
    /** How an invitation names them. */
    name: (me ? `${me.first_name} ${me.last_name}`.trim() : '') || 'A league organiser',
  };
}

const summary = teamSummary;

/**
 * The management panel's rows: each team with its manager's and level's names, from three reads whatever the
 * number of teams (the teams, one BatchGet of the managers' profiles, the league's levels).
 */
export async function listTeamsOf(userId: string, leagueId: string): Promise<LeagueTeamEntry[]> {
  const league = await requireOwnLeague(userId, leagueId);
  const [teams, levels] = await Promise.all([listLeagueTeams(leagueId), listLeagueLevels(leagueId)]);
  const managers = await getProfiles([...new Set(teams.map((t) => t.manager_id))]);
  const levelNames = new Map(levels.map((l) => [l.id, l.name]));
  return teams.map((t) => {
    const m = managers.get(t.manager_id);
    return {
      ...summary(t, league),
      manager: { id: t.manager_id, first_name: m?.first_name ?? '', last_name: m?.last_name ?? '' },
      level_name: t.level_id ? levelNames.get(t.level_id) ?? null : null,
    };
  });
}

/**
 * The league admin creates a team. Its manager is a person picked from the admin's leagues (`manager_user_id`,
 * made manager at once) or named by e-mail: the admin's own e-mail makes them the manager; anyone else is invited
 * by e-mail and the admin runs the team until they accept. The answer is the same whether or not that address
 * has an account.
 */
export async function createTeamIn(userId: string, leagueId: string, input: CreateTeamInput): Promise<{ team: TeamSummary; invited_email: string | null }> {
  const league = await requireOwnLeague(userId, leagueId);
  // A level is one of this league's active levels; its maximum is held in the team's own transaction.
  const level = input.level_id ? await getLevel(leagueId, input.level_id) : null;
  if (input.level_id && (!level || !level.is_active)) throw badRequest(`level_id: ${LEVEL_MESSAGES.notFound}`, 'level_id');
  const placed = await placeTeam(userId, league, level, input);
  if (placed === 'level') throw conflict(LEVEL_MESSAGES.full, 'limit_reached');
  await placed.send?.();
  return { team: summary(placed.team, league), invited_email: placed.invited_email };
}

/**
 * Writes a team (under the league's and the plan's team limits, and its level's maximum) with its manager's
 * invitation recorded but not yet e-mailed: `send` e-mails it. Create Team sends at once; an import sends once
 * every team of its file is written.
 */
export async function placeTeam(
  userId: string, league: League, level: Level | null, input: Pick<CreateTeamInput, 'name' | 'manager_email' | 'manager_user_id' | 'description' | 'logo_url'>,
): Promise<'level' | { team: TeamRecord; invited_email: string | null; send: (() => Promise<void>) | null }> {
  const leagueId = league.id;
  const picked = input.manager_user_id ? await connectedPerson(userId, input.manager_user_id, 'manager_user_id') : null;
  const { self, name: inviterName } = await caller(userId, input.manager_email ?? '');
  const now = new Date().toISOString();
  const direct = picked ?? (self ? await getUserProfile(userId) : null);
  // Until an invited manager accepts, the admin runs the team.
  const team: TeamRecord = {
    id: ulid(), name: input.name, league_id: leagueId, manager_id: direct?.id ?? userId, player_count: 0, level_id: level?.id ?? null, created_at: now,
    description: input.description ?? null, logo_url: input.logo_url ?? null,
  };
  const invitation = direct ? null : { input: { kind: 'team_manager' as const, league, team, inviterName, email: input.manager_email ?? '' } };
  const pending = invitation && newInvitation(invitation.input);
  const managerProfile = direct ?? await getUserProfile(userId);
  const index = managerProfile ? personPuts(leagueId, team.id, 'manager', managerProfile) : [];
  const extra = pending ? [pending.put, ...index] : [
    activityPut(team.manager_id, {
      type: 'team_joined_as_manager', message: `You became the manager of ${team.name} in ${league.name}`,
      league_id: league.id, league_name: league.name, team_id: team.id, team_name: team.name, created_at: now,
    }),
    ...index,
  ];
  const failure = await addTeamUnderCaps(league, (caps) => createTeam(team, caps, extra, level ? levelJoin(level) : undefined));
  if (failure === 'level') return 'level';
  if (!invitation || !pending) return { team, invited_email: null, send: null };
  return { team, invited_email: pending.record.invited_email, send: () => sendInvitation(invitation.input, pending) };
}

/**
 * Visible to the league's admin, the team's manager and its players; to anyone else it answers exactly like a
 * team that does not exist.
 */
export async function getTeamFor(userId: string, teamId: string): Promise<TeamDetail> {
  const { team, league } = await teamWithLeague(teamId);
  const players = await listTeamPlayers(league.id, team.id);
  const canManage = mayManage(userId, team, league);
  // A parent whose child is on the roster reads the team as its member does (the child has no account of their own).
  const childIds = new Set((canManage ? [] : await listFamily(userId)).map((m) => childPlayerId(m.id)));
  if (!canManage && !players.some((p) => p.user_id === userId || childIds.has(p.user_id))) throw notFound(TEAM_MESSAGES.notFound);
  // Those who run the roster see the players-per-team limit (on the league admin's plan) before adding anyone.
  const [names, plan] = await Promise.all([
    playerNames(league.id, [{ user_id: team.manager_id, team_id: team.id }, ...players]),
    canManage ? currentPlanOf(league.admin_id) : null,
  ]);
  const manager = names.get(team.manager_id);
  // Read, not created: the settings are created on the manager's first read of them (GET .../settings).
  const settings = await peekTeamSettings(league.id, team.id);
  return {
    ...summary(team, league),
    manager: { id: team.manager_id, first_name: manager?.first_name ?? '', last_name: manager?.last_name ?? '' },
    players: players.map((p) => toPlayerEntry(p, names)).sort(rosterOrder(settings.roster_display_order)),
    can_manage: canManage,
    league_status: league.status,
    player_limit: plan ? limitResult(plan, 'max_players_per_team', team.player_count ?? players.length) : null,
    social_links: settings.social_links,
    position_required: settings.require_position_assignment,
    max_roster_size: team.max_roster_size ?? null,
  };
}

/**
 * The league's admin or the team's manager adds a player by e-mail: themself at once, anyone else by invitation
 * (with the position and number they gave), answered alike whether or not that address has an account. A
 * player of the team may see it but not change it (403); anyone else gets the answer a missing team gets.
 */
export async function addPlayerTo(userId: string, teamId: string, input: { email: string; position: string | null; jersey_number: number | null }) {
  const { team, league } = await teamWithLeague(teamId);
  if (!mayManage(userId, team, league)) {
    const onRoster = (await listTeamPlayers(league.id, team.id)).some((p) => p.user_id === userId);
    throw onRoster ? forbidden(TEAM_MESSAGES.notYours) : notFound(TEAM_MESSAGES.notFound);
  }
  const [plan, settings] = await Promise.all([currentPlanOf(league.admin_id), peekTeamSettings(league.id, team.id)]);
  if (settings.require_position_assignment && !input.position) throw badRequest(`position: ${ROSTER_MESSAGES.positionRequired}`, 'position');
  const maxPlayers = limitOf(plan, 'max_players_per_team');
  const me = await caller(userId, input.email);
  if (!me.self) {
    // A full roster or a taken number refuses the invitation now rather than when the player accepts (where the
    // same rules are held again, in the accept's transaction).
    if (maxPlayers !== null && (team.player_count ?? 0) >= maxPlayers) throw planFull(team.player_count ?? 0, maxPlayers);
    if (team.max_roster_size != null && (team.player_count ?? 0) >= team.max_roster_size) throw rosterFull(team.max_roster_size);
    if (input.jersey_number !== null && await jerseyHolder(league.id, team.id, input.jersey_number)) throw jerseyTaken(input.jersey_number);
    await invite({ kind: 'player', league, team, inviterName: me.name, email: input.email, position: input.position, jersey_number: input.jersey_number });
    return { team: await getTeamFor(userId, teamId), invited_email: input.email };
  }
  const playerId = userId;
  const now = new Date().toISOString();
  const profile = await getUserProfile(playerId);
  const failure = await addPlayer(
    { user_id: playerId, team_id: team.id, league_id: league.id, team_name: team.name, position: input.position, jersey_number: input.jersey_number, status: 'active', joined_at: now },
    maxPlayers,
    [activityPut(playerId, {
      type: 'team_joined_as_player', message: `You joined ${team.name} in ${league.name}`,
      league_id: league.id, league_name: league.name, team_id: team.id, team_name: team.name, created_at: now,
    }), ...(profile ? personPuts(league.id, team.id, 'player', profile) : [])],
  );
  if (failure === 'gone' || failure === 'used') throw notFound(TEAM_MESSAGES.notFound);
  if (failure) throw rosterAddError(failure, input, team, maxPlayers);
  return { team: await getTeamFor(userId, teamId), invited_email: null };
}
