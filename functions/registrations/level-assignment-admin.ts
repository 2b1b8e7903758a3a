// The organiser's side of automatic level assignment: the season's registrants in no level with the reason the rules
// give, running the rules now, and placing someone by hand (the same conditional write: never placed twice).
import type { LevelAssignment } from '../../shared/level-assignment-schema';
import { REGISTRATION_MESSAGES as RM } from '../../shared/registration-schema';
import { getLeague } from '../data/leagues';
import { getRegistrationById, listSeasonRegistrations } from '../data/registrations';
import { currentPlanOf } from '../access/plan';
import { requireOwnLeague } from '../access/league';
import { hasFeature } from '../../shared/plan-catalogue';
import { badRequest, conflict, notFound, planFeatureRequired } from '../lib/errors';
import { awaitsPlacement, fitOf, levelAssignmentOn, placeInLevel, placeSeasonByRules, seasonPlacing } from './level-assignment';
import { requireSeason } from './settings';

const OFF = 'Automatic level assignment is off: switch it on on the Autopilot page (plans with Automatic level assignment)';

async function view(leagueId: string, seasonId: string, placed: number): Promise<LevelAssignment> {
  const league = await getLeague(leagueId);
  const placing = await seasonPlacing(leagueId, seasonId);
  if (!league || !placing) throw notFound(RM.settingsNotFound);
  const planAllows = hasFeature(await currentPlanOf(league.admin_id), 'has_automatic_level_assignment');
  const unplaced = (await listSeasonRegistrations(leagueId, seasonId)).filter(awaitsPlacement)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((r) => {
      const fit = fitOf(r, placing);
      return {
        registration_id: r.id, first_name: r.first_name, last_name: r.last_name, status: r.status, date_of_birth: r.date_of_birth,
        gender: r.gender ?? null, skill_rating: r.skill_rating ?? null, fit: fit.fit,
        reason: fit.fit === 'one' ? `Fits ${fit.level.name}: placed on the next run` : fit.reason,
        candidate_level_ids: fit.fit === 'one' ? [fit.level.id] : fit.fit === 'several' ? fit.levels.map((l) => l.id) : [],
      };
    });
  return {
    plan_allows: planAllows, on: planAllows && await levelAssignmentOn(league), cutoff_day: placing.cutoffDay,
    levels: placing.levels.map((l) => ({ id: l.id, name: l.name })), unplaced, placed,
  };
}

export async function levelAssignmentOf(userId: string, leagueId: string, seasonId: string): Promise<LevelAssignment> {
  await requireOwnLeague(userId, leagueId);
  await requireSeason(leagueId, seasonId);
  return view(leagueId, seasonId, 0);
}

/** Runs the rules on the season now (what the autopilot's job does), while the plan and the switch allow it. */
export async function runLevelAssignmentNow(userId: string, leagueId: string, seasonId: string, now = new Date()): Promise<LevelAssignment> {
  const league = await requireOwnLeague(userId, leagueId);
  await requireSeason(leagueId, seasonId);
  if (!hasFeature(await currentPlanOf(league.admin_id), 'has_automatic_level_assignment')) throw planFeatureRequired('Automatic level assignment is not part of your plan');
  if (!(await levelAssignmentOn(league))) throw conflict(OFF);
  const { placed } = await placeSeasonByRules(leagueId, seasonId, now);
  return view(leagueId, seasonId, placed);
}

/** The organiser places a registrant in one of the season's levels by hand (any plan): once, only while in no level. */
export async function placeByHand(userId: string, leagueId: string, registrationId: string, input: { level_id: string }, now = new Date()): Promise<LevelAssignment> {
  await requireOwnLeague(userId, leagueId);
  const r = await getRegistrationById(registrationId);
  if (!r || r.league_id !== leagueId) throw notFound(RM.notFound);
  const placing = await seasonPlacing(leagueId, r.season_id);
  const level = placing?.levels.find((l) => l.id === input.level_id);
  if (!placing || !level) throw badRequest(RM.levelNotFound, 'level_id');
  if (!awaitsPlacement(r)) throw conflict(`${r.first_name} ${r.last_name} is already in a level or on a team`);
  const done = await placeInLevel(r, level, placing.settings, now);
  if (done === 'full') throw conflict(`${level.name} has no place left for players`);
  if (done === 'changed') throw conflict(`${r.first_name} ${r.last_name} was placed meanwhile`);
  return view(leagueId, r.season_id, 1);
}
