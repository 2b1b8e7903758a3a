// Seasons: the league admin creates, edits, activates, completes and deletes them. The season limit is held by the
// league's counter in the same transaction as the write; one active season per league is held by the active
// marker; re-inviting a previous season's teams is a plan feature and goes through the invitations machinery.
import { ulid } from 'ulid';
import type { NotInvitedTeam, Season, SeasonTeamInvitation } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import { MSG } from '../../shared/messages';
import { limitOf } from '../../shared/plan-catalogue';
import { SEASON_MESSAGES, type SeasonCreateInput, type SeasonStatusInput, type SeasonUpdateInput } from '../../shared/season-schema';
import { deleteInvitation, listPendingInvitations, putInvitation } from '../data/invitations';
import {
  activateSeason, completeSeason, getActiveSeasonId, getSeason, insertSeason, listLeagueSeasons,
  listSeasonInvitationRecords, removeSeason, seasonTeamIds, updateSeasonFields, type SeasonRecord,
} from '../data/seasons';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { getProfiles, getUserProfile } from '../data/users';
import { badRequest, conflict, notFound } from '../lib/errors';
import { deleteSeasonBoard, refreshBoardHeader } from '../data/game-board-upkeep';
import { requireOwnLeague } from '../access/league';
import { announceSchedule } from '../game-mail/schedule-published';
import { newInvitation, sendInvitation, type InviteInput } from '../invitations/service';
import { currentPlanOf } from '../access/plan';
import { requireFeature } from '../access/plan';
import { changedElsewhere } from '../../shared/item-version';
import { versionedWrite } from '../lib/versioned-write';
import { logger } from '../lib/observability';
import { leagueLimitRefusal } from '../access/plan';
import { managesTeam } from '../access/roles';
import { armSeasonRenewal } from '../data/season-renewal-job';

export async function listSeasonsOf(userId: string, leagueId: string): Promise<Season[]> {
  await requireOwnLeague(userId, leagueId);
  return listLeagueSeasons(leagueId);
}

/** Every chosen team is a team of this league (400 naming team_ids otherwise). */
async function requireLeagueTeams(leagueId: string, teamIds: string[]): Promise<TeamRecord[]> {
  const teams = await listLeagueTeams(leagueId);
  const known = new Set(teams.map((t) => t.id));
  if (teamIds.some((id) => !known.has(id))) throw badRequest(`team_ids: ${SEASON_MESSAGES.teamNotInLeague}`, 'team_ids');
  return teams;
}

export interface ReinvitationOutcome { sent: number; failed: number }

/**
 * Records and e-mails each invitation; one that cannot be e-mailed is withdrawn (nobody could accept it) and
 * counted as failed, so the answer says exactly how many managers were reached.
 */
export async function sendReinvitations(
  inputs: InviteInput[],
  deps: { record: typeof putInvitation; send: typeof sendInvitation; withdraw: typeof deleteInvitation } = { record: putInvitation, send: sendInvitation, withdraw: deleteInvitation },
): Promise<ReinvitationOutcome> {
  let sent = 0;
  let failed = 0;
  for (const input of inputs) {
    const invitation = newInvitation(input);
    try {
      if (await deps.record(invitation.record)) {
        failed++;
        continue;
      }
    } catch (err) {
      logger.error('Failed to record a season re-invitation', { error: err as Error });
      failed++;
      continue;
    }
    try {
      await deps.send(input, invitation);
      sent++;
    } catch (err) {
      logger.error('Failed to e-mail a season re-invitation', { error: err as Error });
      failed++;
      await deps.withdraw(invitation.record.league_id, invitation.record.id).catch(() => undefined);
    }
  }
  return { sent, failed };
}

/**
 * Who a re-invitation reaches: each team's own manager. A team that nobody but the organiser manages (their own
 * team, or one whose invited manager has not accepted) gets no invitation, and the answer says why.
 */
export async function reinvitationPlan(league: League, teams: TeamRecord[]): Promise<{ recipients: { team: TeamRecord; email: string }[]; notInvited: NotInvitedTeam[] }> {
  const [profiles, pending] = await Promise.all([getProfiles([...new Set(teams.map((t) => t.manager_id))]), listPendingInvitations(league.id)]);
  const recipients: { team: TeamRecord; email: string }[] = [];
  const notInvited: NotInvitedTeam[] = [];
  for (const team of teams) {
    const skip = (reason: string) => notInvited.push({ team_id: team.id, team_name: team.name, reason });
    if (managesTeam(league.admin_id, team)) {
      const invited = pending.find((i) => i.kind === 'team_manager' && i.team_id === team.id);
      skip(invited ? SEASON_MESSAGES.reasonManagerPending(invited.invited_email) : SEASON_MESSAGES.reasonSelfManaged);
      continue;
    }
    const email = profiles.get(team.manager_id)?.email;
    if (email) recipients.push({ team, email });
    else skip(SEASON_MESSAGES.reasonNoEmail);
  }
  return { recipients, notInvited };
}

export async function createSeasonIn(userId: string, leagueId: string, input: SeasonCreateInput): Promise<{ season: Season; invitations: ReinvitationOutcome & { not_invited: NotInvitedTeam[] } }> {
  const league = await requireOwnLeague(userId, leagueId);
  const from = input.reinvite_from_season_id;
  let reinvited: string[] = [];
  if (from) {
    // Spec section 5: the re-invite option needs the plan feature, refused before anything is written.
    await requireFeature(league.admin_id, 'has_season_reinvitation', SEASON_MESSAGES.reinviteUpgrade);
    if (!(await getSeason(leagueId, from))) throw badRequest(`reinvite_from_season_id: ${SEASON_MESSAGES.previousNotFound}`, 'reinvite_from_season_id');
    reinvited = await seasonTeamIds(leagueId, from);
    // Re-invited teams join when their managers accept, never before.
    if (input.team_ids.some((id) => reinvited.includes(id))) throw badRequest(`team_ids: ${SEASON_MESSAGES.reinviteTeamsTaken}`, 'team_ids');
  }
  const teams = await requireLeagueTeams(leagueId, input.team_ids);
  // Every team of the previous season that still exists, each to its own manager (or listed as not invited).
  const plan = from ? await reinvitationPlan(league, teams.filter((t) => reinvited.includes(t.id))) : null;
  const limits = await currentPlanOf(league.admin_id);
  const now = new Date().toISOString();
  const record: SeasonRecord = {
    id: ulid(), league_id: leagueId, name: input.name, start_date: input.start_date, end_date: input.end_date,
    status: 'upcoming', games_count: 0, created_at: now, updated_at: now, version: 0, ...(plan ? { not_invited: plan.notInvited } : {}),
  };
  const failure = await insertSeason(record, input.team_ids, limitOf(limits, 'max_seasons_per_league'));
  if (failure === 'gone') throw notFound(MSG.league.notFound);
  if (failure === 'limit') throw await leagueLimitRefusal('max_seasons_per_league', leagueId, limitOf(limits, 'max_seasons_per_league'));
  if (failure === 'exists') throw conflict(MSG.busy);
  await armSeasonRenewal(leagueId, record);
  const season: Season = { ...record, team_ids: input.team_ids, team_count: input.team_ids.length };
  if (!plan) return { season, invitations: { sent: 0, failed: 0, not_invited: [] } };

  const me = await getUserProfile(userId);
  const inviterName = (me ? `${me.first_name} ${me.last_name}`.trim() : '') || 'A league organiser';
  const inputs: InviteInput[] = plan.recipients.map(({ team, email }) => ({ kind: 'season_team' as const, league, team, inviterName, email, season: { id: season.id, name: season.name } }));
  return { season, invitations: { ...(await sendReinvitations(inputs)), not_invited: plan.notInvited } };
}

async function seasonOf(leagueId: string, seasonId: string): Promise<SeasonRecord> {
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound(SEASON_MESSAGES.notFound);
  return season;
}

/** Replaces a season's name, dates and teams: with `version`, only if nobody changed it since (409); without, on the season as stored. */
export async function updateSeasonIn(userId: string, leagueId: string, seasonId: string, input: SeasonUpdateInput): Promise<Season> {
  await requireOwnLeague(userId, leagueId);
  await requireLeagueTeams(leagueId, input.team_ids);
  const next = await versionedWrite(input.version, changedElsewhere('season'), async () => {
    const current = await seasonOf(leagueId, seasonId);
    const version = current.version ?? 0;
    const had = await seasonTeamIds(leagueId, seasonId);
    const add = input.team_ids.filter((id) => !had.includes(id));
    const remove = had.filter((id) => !input.team_ids.includes(id));
    const after: SeasonRecord = {
      ...current, name: input.name, start_date: input.start_date, end_date: input.end_date, updated_at: new Date().toISOString(), version: version + 1,
    };
    return {
      version,
      write: async () => {
        const failure = await updateSeasonFields(after, version, add, remove);
        if (failure === 'gone') throw notFound(SEASON_MESSAGES.notFound);
        return failure ?? after;
      },
    };
  });
  await Promise.all([refreshBoardHeader(leagueId, seasonId), armSeasonRenewal(leagueId, next)]);
  return { ...next, team_ids: input.team_ids, team_count: input.team_ids.length };
}

export async function deleteSeasonIn(userId: string, leagueId: string, seasonId: string): Promise<void> {
  await requireOwnLeague(userId, leagueId);
  const season = await seasonOf(leagueId, seasonId);
  if (!(await removeSeason(leagueId, seasonId, season.status))) {
    // Its games, standings and totals go with it (no game can be written for a season that is gone).
    await deleteSeasonBoard(leagueId, seasonId);
    return;
  }
  // The status changed between the read and the delete (or the season went): say which.
  if (!(await getSeason(leagueId, seasonId))) throw notFound(SEASON_MESSAGES.notFound);
  throw conflict(MSG.busy);
}

/**
 * upcoming -> active -> completed, never back. Activating while another season is active needs
 * complete_current, which completes that season in the same transaction.
 */
export async function changeSeasonStatusIn(userId: string, leagueId: string, seasonId: string, input: SeasonStatusInput): Promise<Season[]> {
  const league = await requireOwnLeague(userId, leagueId);
  const season = await seasonOf(leagueId, seasonId);
  const now = new Date().toISOString();
  if (input.status === 'completed') {
    if (season.status !== 'active') throw conflict(SEASON_MESSAGES.notActive);
    if (await completeSeason(leagueId, seasonId, now)) throw conflict(SEASON_MESSAGES.notActive);
    await refreshBoardHeader(leagueId, seasonId);
    return listLeagueSeasons(leagueId);
  }
  if (season.status === 'active') throw conflict(SEASON_MESSAGES.alreadyActive);
  if (season.status !== 'upcoming') throw conflict(SEASON_MESSAGES.notUpcoming);
  if (season.draft) throw conflict(SEASON_MESSAGES.draftNotLive);
  const activeId = await getActiveSeasonId(leagueId);
  const completing = activeId && input.complete_current ? activeId : null;
  const failure = await activateSeason(leagueId, seasonId, completing, now);
  if (failure === 'gone') throw notFound(MSG.league.notFound);
  if (failure === 'not_upcoming') {
    const again = await getSeason(leagueId, seasonId);
    if (!again) throw notFound(SEASON_MESSAGES.notFound);
    throw conflict(again.status === 'active' ? SEASON_MESSAGES.alreadyActive : SEASON_MESSAGES.notUpcoming);
  }
  if (failure === 'other_active') {
    const holder = await getActiveSeasonId(leagueId);
    const other = holder ? await getSeason(leagueId, holder) : null;
    throw conflict(other ? SEASON_MESSAGES.otherActive(other.name) : MSG.busy);
  }
  await Promise.all([seasonId, completing].filter((s): s is string => !!s).map((s) => refreshBoardHeader(leagueId, s)));
  // Its schedule is published now (if the league is): the managers of its teams hear of their coming games.
  await announceSchedule(league, { ...season, status: 'active' });
  return listLeagueSeasons(leagueId);
}

export async function listSeasonInvitationsOf(userId: string, leagueId: string, seasonId: string): Promise<SeasonTeamInvitation[]> {
  await requireOwnLeague(userId, leagueId);
  await seasonOf(leagueId, seasonId);
  const [records, teams] = await Promise.all([listSeasonInvitationRecords(leagueId, seasonId), listLeagueTeams(leagueId)]);
  const names = new Map(teams.map((t) => [t.id, t.name]));
  // Season invitations always name a team (only a manager invitation without a team has none).
  return records.flatMap((r) => (r.team_id ? [{ ...r, team_id: r.team_id }] : [])).map((r) => ({
    season_id: seasonId, team_id: r.team_id, team_name: names.get(r.team_id) ?? '', manager_email: r.invited_email,
    invitation_status: r.status, invited_at: r.created_at,
  }));
}
