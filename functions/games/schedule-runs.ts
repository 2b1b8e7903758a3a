// The schedule generator's runs: a preview, then a save that claims the season so two runs cannot both save.
import { ulid } from 'ulid';
import type { Level } from '../../shared/api-contract';
import { GAME_MESSAGES, type ScheduleRequest } from '../../shared/game-schema';
import { listSeasonGames, type GameRecord } from '../data/game-reads';
import { claimScheduleRun, releaseScheduleRun, writeSchedule } from '../data/game-writes';
import { listStatSheets } from '../data/stat-sheets';
import { getLevel, listLeagueLevels } from '../data/levels';
import { getSeason, seasonTeamIds } from '../data/seasons';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { queueGameReminders } from '../data/game-day';
import { requireOwnLeague } from '../access/league';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireFeature } from '../access/plan';
import { announceSchedule } from '../game-mail/schedule-published';
import { generateGroupedSchedule, ScheduleDoesNotFitError } from '../season-rules/schedule-generator';
import { scheduleSettingsOf } from '../season-rules/schedule-settings';
import { removeGame } from './game-edits';
import { levelScheduleGroups, requireDivisionsFor } from './division-groups';
import { boardNames, headerOf, personName, teamRef } from './game-views';
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';

/** How long a run of the generator holds its season (longer than any request may last; a crashed run frees it then). */
const SCHEDULE_LEASE_MS = 5 * 60_000;

async function planSchedule(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  const league = await requireOwnLeague(userId, leagueId);
  await requireFeature(league.admin_id, 'has_auto_scheduling');
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound('Season not found');
  if (input.level_id) {
    const level = await getLevel(leagueId, input.level_id);
    if (!level || !level.is_active) throw badRequest('level_id: Level not found in this league', 'level_id');
  }
  const parsed = { data: scheduleSettingsOf(league, { ...input, start_date: input.start_date ?? season.start_date, end_date: input.end_date ?? season.end_date }) };
  const [inSeason, allTeams, existing, levels] = await Promise.all([
    seasonTeamIds(leagueId, seasonId), listLeagueTeams(leagueId), listSeasonGames(leagueId, seasonId), listLeagueLevels(leagueId),
  ]);
  const seasonTeams = allTeams.filter((t) => inSeason.includes(t.id));
  const { groups, skipped } = scheduleGroups(seasonTeams, levels, input.level_id);
  const teams = groups.flatMap((g) => g.teams);
  // Playoff games are the playoffs' own: the generator neither keeps nor replaces them (their fields stay busy).
  const scope = existing.filter((g) => !g.playoff && (!input.level_id || g.level_id === input.level_id));
  const kept = scope.filter((g) => g.status === 'completed');
  const replaced = scope.filter((g) => g.status !== 'completed');
  // Other levels' games stay: their fields are busy at their times.
  const occupied = existing.filter((g) => !scope.includes(g) && g.status !== 'cancelled');
  requireDivisionsFor(groups, input.cross_division_games);
  let schedule;
  try {
    schedule = generateGroupedSchedule({
      groups: groups.flatMap((g) => levelScheduleGroups(g, input.cross_division_games)),
      settings: parsed.data, completed: kept, occupied,
    });
  } catch (err) {
    if (err instanceof ScheduleDoesNotFitError) throw badRequest(`end_date: ${err.message}`, 'end_date');
    throw err;
  }
  const summary = (g: { level: Level | null; teams: TeamRecord[] }) => ({ level_id: g.level?.id ?? null, level_name: g.level?.name ?? null, team_count: g.teams.length });
  const scopeSummary = {
    groups: groups.map((g) => ({ ...summary(g), games_count: schedule.games.filter((x) => x.group === (g.level?.id ?? null)).length })),
    skipped: skipped.map(summary),
    cross_division_count: schedule.games.filter((g) => g.cross).length,
  };
  return { league, season, teams, schedule, kept, replaced, format: parsed.data.format, lengthMinutes: parsed.data.game_length_minutes, scope: scopeSummary };
}

/**
 * Who plays whom: the chosen level's teams (at least 2), or for the whole league each active level's teams on
 * their own and the teams without one together. A group of fewer than 2 teams has nobody to play: it is skipped
 * and the preview says so; if no group has 2 teams, there is nothing to generate (400).
 */
function scheduleGroups(teams: TeamRecord[], levels: Level[], levelId: string | null) {
  const active = new Map(levels.filter((l) => l.is_active).map((l) => [l.id, l]));
  const byLevel = new Map<string | null, TeamRecord[]>();
  for (const t of teams) {
    const key = t.level_id && active.has(t.level_id) ? t.level_id : null;
    if (levelId && key !== levelId) continue;
    byLevel.set(key, [...(byLevel.get(key) ?? []), t]);
  }
  const all = [...byLevel].map(([key, list]) => ({ level: key ? active.get(key)! : null, teams: list }))
    .sort((a, b) => (a.level ? levels.indexOf(a.level) : levels.length) - (b.level ? levels.indexOf(b.level) : levels.length));
  const groups = all.filter((g) => g.teams.length >= 2);
  const skipped = all.filter((g) => g.teams.length < 2);
  const refuse = (what: string) => badRequest(`level_id: ${GAME_MESSAGES.teamsCount} (${what})`, 'level_id');
  if (levelId) {
    const count = byLevel.get(levelId)?.length ?? 0;
    if (count < 2 || count > 64) throw refuse(`this level has ${count}`);
  } else if (!groups.length) {
    throw refuse(`no level of this season has 2 teams, nor have its teams without a level (${teams.length} teams in all)`);
  }
  const tooMany = groups.find((g) => g.teams.length > 64);
  if (tooMany) throw refuse(`${tooMany.level?.name ?? 'the teams without a level'}: ${tooMany.teams.length}`);
  return { groups, skipped };
}

export async function previewScheduleIn(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  const { league, teams, schedule, kept, replaced, format, scope } = await planSchedule(userId, leagueId, seasonId, input);
  const byId = new Map(teams.map((t) => [t.id, teamRef(t)]));
  return {
    format, rounds: schedule.rounds, ...scope, kept_count: kept.length, replaced_count: replaced.length, time_zone: league.time_zone,
    games: schedule.games.map((g) => ({
      round: g.round, home_team: byId.get(g.home_team_id)!, away_team: byId.get(g.away_team_id)!, scheduled_at: g.scheduled_at,
      local_date: g.local_date, local_time: g.local_time, venue_id: g.venue_id,
      venue_name: league.venues.find((v) => v.id === g.venue_id)?.name ?? '', field: g.field,
    })),
    byes: schedule.byes.map((b) => ({ round: b.round, team: byId.get(b.team_id)! })),
  };
}

/**
 * Generates and saves a season's schedule, one run per season at a time: the run claims the season before reading
 * its games, so a second request while it runs answers 409 instead of saving a second copy.
 */
export async function saveScheduleIn(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  await requireOwnLeague(userId, leagueId);
  const token = ulid();
  if (!(await claimScheduleRun(leagueId, seasonId, token, SCHEDULE_LEASE_MS))) throw conflict(GAMES_API_MESSAGES.scheduleBusy);
  try {
    return await saveClaimedSchedule(userId, leagueId, seasonId, input);
  } finally {
    await releaseScheduleRun(leagueId, seasonId, token);
  }
}

async function saveClaimedSchedule(userId: string, leagueId: string, seasonId: string, input: ScheduleRequest) {
  const { league, season, teams, schedule, kept, replaced, lengthMinutes } = await planSchedule(userId, leagueId, seasonId, input);
  const byId = new Map(teams.map((t) => [t.id, t]));
  const now = new Date().toISOString();
  const by = await personName(userId);
  const created: GameRecord[] = schedule.games.map((g) => ({
    id: ulid(), league_id: leagueId, season_id: seasonId, level_id: g.group,
    home_team_id: g.home_team_id, away_team_id: g.away_team_id, home_team: teamRef(byId.get(g.home_team_id)!), away_team: teamRef(byId.get(g.away_team_id)!),
    scheduled_at: g.scheduled_at, venue_id: g.venue_id, field: g.field, status: 'scheduled',
    home_score: null, away_score: null, result_status: null, home_report: null, away_report: null, round: g.round, length_minutes: lengthMinutes,
    revision: 0, created_at: now, updated_at: now,
    history: [{ at: now, by_id: userId, by_name: by, action: 'scheduled', summary: `Generated: round ${g.round}` }],
  }));
  // Replaced games with stat lines go one by one (their lines leave the totals); the rest in batches.
  const withSheets = new Set<string>();
  for (const g of replaced) if ((await listStatSheets(leagueId, g.id)).length) withSheets.add(g.id);
  for (const g of replaced.filter((x) => withSheets.has(x.id))) {
    const failure = await removeGame(leagueId, g);
    if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
  const names = await boardNames(leagueId, teams, [...new Set(created.map((g) => g.level_id))]);
  const failure = await writeSchedule(leagueId, seasonId, created, replaced.filter((g) => !withSheets.has(g.id)), headerOf(season), names);
  if (failure === 'stale') throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  if (failure) throw notFound('Season not found');
  await queueGameReminders(league, created);
  // Told only once people can see it (a draft league or an upcoming season is told when published or activated).
  const notified = await announceSchedule(league, season, created);
  const after = await getSeason(leagueId, seasonId);
  return { created_count: created.length, kept_count: kept.length, replaced_count: replaced.length, games_count: after?.games_count ?? 0, notified_count: notified };
}
