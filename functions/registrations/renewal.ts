// Returning teams: a manager's teams that played an earlier season of the league and are not yet in this one, and
// their one-step re-registration (plan feature has_season_auto_renewal): the same team, its level, last season's
// answers where the questions are the same; only the waiver (when there is one) is accepted again.
import { hasFeature } from '../../shared/plan-catalogue';
import { REGISTRATION_MESSAGES as RM, type ReturningTeams } from '../../shared/registration-schema';
import { declineTeamInvite, listSeasonTeamInvites } from '../data/autopilot-invites';
import { listLeagueLevels } from '../data/levels';
import { getRegistrationSettings, listSeasonRegistrations, listUserRegistrations } from '../data/registrations';
import { listLeagueSeasons } from '../data/seasons';
import { listLeagueTeams } from '../data/teams';
import { getUserProfile } from '../data/users';
import { badRequest, conflict, planFeatureRequired } from '../lib/errors';
import { currentPlanOf } from '../access/plan';
import { managesTeam, teamsManagedBy } from '../access/roles';
import { questionsFor } from './rules';
import { requireSeason } from './settings';
import { publishedLeague, register } from './service';

/** Statuses of a registration that still holds (or waits for) the team's place. */
const LIVE = new Set(['awaiting_payment', 'paid', 'waitlisted', 'offered']);

/** The caller's returning teams for a season, and whether the league's plan re-registers them in one step. */
export async function returningTeams(userId: string, leagueId: string, seasonId: string): Promise<ReturningTeams> {
  const league = await publishedLeague(leagueId);
  const season = await requireSeason(leagueId, seasonId);
  const [teams, seasons, registrations, levels, plan, invites] = await Promise.all([
    listLeagueTeams(leagueId), listLeagueSeasons(leagueId), listSeasonRegistrations(leagueId, seasonId), listLeagueLevels(leagueId), currentPlanOf(league.admin_id),
    listSeasonTeamInvites(leagueId, seasonId),
  ]);
  const declined = new Set(invites.filter((i) => i.state === 'declined').map((i) => i.team_id));
  const mine = teamsManagedBy(userId, teams);
  const inThisSeason = new Set([
    ...(seasons.find((s) => s.id === seasonId)?.team_ids ?? []),
    ...registrations.filter((r) => r.team_id && LIVE.has(r.status)).map((r) => r.team_id!),
  ]);
  // Seasons come newest first: the first earlier one a team played is its last season.
  const earlier = seasons.filter((s) => s.id !== seasonId && s.start_date <= season.start_date);
  const levelName = new Map(levels.map((l) => [l.id, l.name]));
  const available = hasFeature(plan, 'has_season_auto_renewal');
  return {
    renewal_available: available,
    upgrade_message: available ? null : RM.renewUpgrade,
    teams: mine.filter((t) => !inThisSeason.has(t.id)).flatMap((t) => {
      const last = earlier.find((s) => s.team_ids.includes(t.id));
      return last ? [{ id: t.id, name: t.name, level_id: t.level_id ?? null, level_name: t.level_id ? levelName.get(t.level_id) ?? null : null, last_season_name: last.name, declined: declined.has(t.id) }] : [];
    }),
  };
}

/**
 * The manager of a returning team says it is not playing this season (the link's page: Not this season): the
 * autopilot does not invite it back, nor remind it. They may still register it, as any returning team.
 */
export async function declineTeam(userId: string, leagueId: string, seasonId: string, teamId: string, now = new Date()): Promise<ReturningTeams> {
  const returning = await returningTeams(userId, leagueId, seasonId);
  const team = returning.teams.find((t) => t.id === teamId);
  if (!team) {
    const mine = (await listLeagueTeams(leagueId)).some((t) => t.id === teamId && managesTeam(userId, t));
    if (mine && (await listSeasonRegistrations(leagueId, seasonId)).some((r) => r.team_id === teamId && LIVE.has(r.status))) throw conflict(RM.teamAlreadyInSeason);
    throw badRequest(RM.notReturningTeam, 'team_id');
  }
  await declineTeamInvite({ league_id: leagueId, season_id: seasonId, team_id: team.id, team_name: team.name }, now.toISOString());
  return returningTeams(userId, leagueId, seasonId);
}

/** A returning team (managed by the caller, in an earlier season of the league) registers again in one step. */
export async function renewTeam(userId: string, leagueId: string, seasonId: string, input: { team_id: string; level_id: string | null; waiver_version: number | null; waiver_name: string | null; pay_offline: boolean }, now = new Date()) {
  const returning = await returningTeams(userId, leagueId, seasonId);
  if (!returning.renewal_available) throw planFeatureRequired(RM.renewUpgrade);
  const team = returning.teams.find((t) => t.id === input.team_id);
  if (!team) {
    const mine = teamsManagedBy(userId, await listLeagueTeams(leagueId)).some((t) => t.id === input.team_id);
    const registered = mine && (await listSeasonRegistrations(leagueId, seasonId)).some((r) => r.team_id === input.team_id && LIVE.has(r.status));
    if (registered || (mine && (await listLeagueSeasons(leagueId)).some((s) => s.id === seasonId && s.team_ids.includes(input.team_id)))) throw conflict(RM.teamAlreadyInSeason);
    throw badRequest(RM.notReturningTeam, 'team_id');
  }
  const [profile, found, previous] = await Promise.all([getUserProfile(userId), getRegistrationSettings(leagueId, seasonId), listUserRegistrations(userId)]);
  // Last season's answers of this team's registration are carried over where the questions are the same.
  const last = previous.find((r) => r.league_id === leagueId && r.team_id === team.id && r.season_id !== seasonId);
  const asked = found ? questionsFor(found.settings, 'team') : [];
  const answers = Object.fromEntries(Object.entries(last?.answers ?? {}).filter(([id]) => asked.some((q) => q.id === id)));
  return register(userId, leagueId, seasonId, {
    kind: 'team', level_id: input.level_id ?? team.level_id, team_name: team.name, join_code: null,
    first_name: profile?.first_name || last?.first_name || 'Team', last_name: profile?.last_name || last?.last_name || 'manager',
    date_of_birth: null, gender: null, skill_rating: null, phone: last?.phone ?? null, guardian: null, answers,
    waiver_version: input.waiver_version, waiver_name: input.waiver_name, discount_code: null, pay_offline: input.pay_offline, pay_in_instalments: false, addons: [],
  }, now, team.id);
}
