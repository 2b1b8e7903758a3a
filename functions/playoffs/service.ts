// Playoff stages of a season: made by the league's admin (format, teams seeded from the standings or by hand, third
// place, pools, slots), read as a bracket by the admin and, for an active league, by anyone. The stage's games are
// ordinary games of the season: they appear in the schedule and calendar feeds and take results and score reports
// through the games API, which advances the bracket (advance.ts) after every confirmed result.
import { isFinalResult } from '../../shared/game-result';
import { ulid } from 'ulid';
import type { League } from '../../shared/league-schema';
import type { BracketGame, PlayoffChampion, PlayoffCreate, PlayoffList, PlayoffStageView } from '../../shared/playoff-schema';
import { listSeasonGames, listStandings, type GameRecord } from '../data/game-reads';
import { writeGame } from '../data/game-writes';
import type { GameTeamRef, PlayoffStageRecord } from '../data/keys';
import { getLevel } from '../data/levels';
import { createPlayoffStage, deletePlayoffStage, listPlayoffStages, readPlayoffBoard } from '../data/playoffs';
import { getSeason, seasonTeamIds } from '../data/seasons';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { getUserProfile } from '../data/users';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { publicLeague } from '../leagues/public-league';
import { scheduleSettingsOf } from '../season-rules/schedule-settings';
import { zonedClock, zonedDate } from '../season-rules/schedule-generator';
import { standingsFromTallies } from '../season-rules/standings';
import { advanceStage, bracketOf, resolveStage, winnerOf } from './advance';
import { bracketOptionsProblem, buildBracket, poolName, type BracketSource } from './bracket';
import { placeBracket, PlayoffDoesNotFitError } from './placement';

export const PLAYOFF_API_MESSAGES = {
  notFound: 'Playoff stage not found',
  exists: (scope: string) => `This season already has playoffs for ${scope}: delete them first to make new ones`,
  notInScope: (name: string, scope: string) => `${name} is not one of ${scope}'s teams in this season`,
  tooFewTeams: (scope: string, n: number) => `A playoff needs at least 2 teams: ${scope} has ${n} in this season`,
  tooMany: (asked: number, n: number) => `The standings have ${n} teams: choose at most ${n} for the playoffs (${asked} asked)`,
} as const;

const teamRef = (t: TeamRecord): GameTeamRef => ({ id: t.id, name: t.name, logo_url: t.logo_url ?? null });
const DAY_MS = 86_400_000;

/** The day after the latest game in scope, on the league's clock (the playoffs start after the season's games). */
function dayAfter(games: GameRecord[], zone: string): string | null {
  const last = games.at(-1);
  return last ? zonedDate(Date.parse(last.scheduled_at) + DAY_MS, zone) : null;
}

/** The teams in seed order: the level's standings (the league's tie-breakers), or the admin's own order. */
async function seedsFor(league: League, seasonId: string, input: PlayoffCreate, scoped: TeamRecord[], scope: string): Promise<TeamRecord[]> {
  if (input.seeding === 'manual') {
    const byId = new Map(scoped.map((t) => [t.id, t]));
    return input.team_ids!.map((id, i) => {
      const team = byId.get(id);
      if (!team) throw badRequest(`team_ids.${i}: ${PLAYOFF_API_MESSAGES.notInScope('The team', scope)}`, `team_ids.${i}`);
      return team;
    });
  }
  const inScope = new Set(scoped.map((t) => t.id));
  const rows = (await listStandings(league.id, seasonId)).filter((r) => inScope.has(r.team_id) && (input.level_id === null || r.level_id === input.level_id));
  const seen = new Set<string>();
  const table = standingsFromTallies(rows.filter((r) => !seen.has(r.team_id) && seen.add(r.team_id)).map((r) => ({ ...r })), league.standings_settings);
  // Teams with no game yet have no row: they follow the table, by name.
  const ordered = [...table.map((r) => r.team_id), ...scoped.filter((t) => !seen.has(t.id)).sort((a, b) => a.name.localeCompare(b.name)).map((t) => t.id)];
  const count = input.team_count ?? ordered.length;
  if (count > ordered.length) throw badRequest(`team_count: ${PLAYOFF_API_MESSAGES.tooMany(count, ordered.length)}`, 'team_count');
  const byId = new Map(scoped.map((t) => [t.id, t]));
  return ordered.slice(0, count).map((id) => byId.get(id)!);
}

export async function createPlayoffIn(userId: string, leagueId: string, seasonId: string, input: PlayoffCreate): Promise<PlayoffStageView> {
  const league = await requireOwnLeague(userId, leagueId);
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound('Season not found');
  const level = input.level_id ? await getLevel(leagueId, input.level_id) : null;
  if (input.level_id && (!level || !level.is_active)) throw badRequest('level_id: Level not found in this league', 'level_id');
  const scope = level ? level.name : 'the league';
  const [inSeason, allTeams, existing] = await Promise.all([seasonTeamIds(leagueId, seasonId), listLeagueTeams(leagueId), listSeasonGames(leagueId, seasonId)]);
  const scoped = allTeams.filter((t) => inSeason.includes(t.id) && (!input.level_id || t.level_id === input.level_id));
  if (scoped.length < 2) throw badRequest(`level_id: ${PLAYOFF_API_MESSAGES.tooFewTeams(scope, scoped.length)}`, 'level_id');
  const seeds = await seedsFor(league, seasonId, input, scoped, scope);
  const problem = bracketOptionsProblem({ format: input.format, teams: seeds.length, pools: input.pools, advance: input.advance });
  if (problem) {
    const field = input.format === 'pools' && seeds.length >= 2 ? 'pools' : input.seeding === 'manual' ? 'team_ids' : 'team_count';
    throw badRequest(`${field}: ${problem}`, field);
  }
  const bracket = buildBracket({ format: input.format, teams: seeds.length, third_place: input.third_place, pools: input.pools, advance: input.advance });
  const inScopeGames = existing.filter((g) => !input.level_id || g.level_id === input.level_id);
  const start = input.start_date ?? dayAfter(inScopeGames, league.time_zone) ?? season.start_date;
  const settings = scheduleSettingsOf(league, { ...input, format: undefined, start_date: start });
  let slots;
  try {
    slots = placeBracket(bracket.matches, settings, existing.filter((g) => g.status !== 'cancelled'));
  } catch (err) {
    if (err instanceof PlayoffDoesNotFitError) throw badRequest(`end_date: ${err.message}`, 'end_date');
    throw err;
  }
  const now = new Date().toISOString();
  const stage: PlayoffStageRecord = {
    id: ulid(), league_id: leagueId, season_id: seasonId, level_id: input.level_id, level_name: level?.name ?? null, name: input.name,
    format: input.format, third_place: input.third_place, pools: input.pools, advance: input.advance, seeding: input.seeding,
    seeds: seeds.map(teamRef), slots, length_minutes: settings.game_length_minutes, champion: null, created_at: now, updated_at: now,
  };
  if (!(await createPlayoffStage(stage))) throw conflict(PLAYOFF_API_MESSAGES.exists(scope));
  const profile = await getUserProfile(userId);
  await advanceStage(league, seasonId, stage.id, { id: userId, name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : 'Someone' });
  const board = await readPlayoffBoard(leagueId, seasonId, { consistent: true });
  return stageView(board.stages.find((s) => s.id === stage.id) ?? stage, board.games, league);
}

export async function listPlayoffsOf(userId: string, leagueId: string, seasonId: string): Promise<PlayoffList> {
  const league = await requireOwnLeague(userId, leagueId);
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound('Season not found');
  const board = await readPlayoffBoard(leagueId, seasonId, { consistent: true });
  return { season: { id: season.id, name: season.name }, time_zone: league.time_zone, stages: board.stages.map((s) => stageView(s, board.games, league)) };
}

/** Deletes a stage with all its games (their results never counted in the standings). */
export async function deletePlayoffIn(userId: string, leagueId: string, seasonId: string, stageId: string): Promise<void> {
  await requireOwnLeague(userId, leagueId);
  const season = await getSeason(leagueId, seasonId);
  const board = season ? await readPlayoffBoard(leagueId, seasonId, { consistent: true }) : null;
  const stage = board?.stages.find((s) => s.id === stageId);
  if (!season || !board || !stage) throw notFound(PLAYOFF_API_MESSAGES.notFound);
  const header = { league_id: leagueId, season_id: season.id, name: season.name, start_date: season.start_date, end_date: season.end_date, status: season.status };
  // The stage first, so no result confirmed meanwhile can advance it and make a game after the games are gone.
  await deletePlayoffStage(stage);
  for (const g of board.games.filter((x) => x.playoff?.stage_id === stageId)) {
    await writeGame(leagueId, g, null, header, { teams: new Map(), levels: new Map() });
  }
}

/** The playoffs of a league's active season as its public bracket page shows them (one Query). */
export async function playoffsFor(league: League, seasonId: string | null): Promise<PlayoffList> {
  if (!seasonId) return { season: null, time_zone: league.time_zone, stages: [] };
  const board = await readPlayoffBoard(league.id, seasonId);
  return { season: null, time_zone: league.time_zone, stages: board.stages.map((s) => stageView(s, board.games, league)) };
}

export async function publicPlayoffsOf(key: string): Promise<PlayoffList> {
  const { league, seasonId } = await publicLeague(key);
  return playoffsFor(league, seasonId);
}

/**
 * Whether a season has a bracket (the site's navigation leads to it) and its champions (the home and standings pages
 * name them): the stages alone, no games.
 */
export async function playoffSummaryOf(leagueId: string, seasonId: string | null): Promise<{ has_bracket: boolean; champions: PlayoffChampion[] }> {
  if (!seasonId) return { has_bracket: false, champions: [] };
  const stages = await listPlayoffStages(leagueId, seasonId);
  return {
    has_bracket: stages.length > 0,
    champions: stages.filter((s) => s.champion).map((s) => ({ stage_name: s.name, level_name: s.level_name, team: s.champion! })),
  };
}

// --- The bracket as the pages show it --------------------------------------------------------------------------------

const ordinal = (n: number) => (n === 1 ? 'winner' : n === 2 ? 'runner-up' : `${n}${n === 3 ? 'rd' : 'th'}`);

export function stageView(stage: PlayoffStageRecord, seasonGames: GameRecord[], league: Pick<League, 'time_zone' | 'venues' | 'standings_settings'>): PlayoffStageView {
  const bracket = bracketOf(stage);
  const games = seasonGames.filter((g) => g.playoff?.stage_id === stage.id);
  const resolution = resolveStage(stage, games, league.standings_settings);
  const byMatch = new Map(games.map((g) => [g.playoff!.match_id, g]));
  const labels = new Map(bracket.matches.map((m) => [m.id, m.label]));
  const refs = new Map(stage.seeds.map((t) => [t.id, t]));
  for (const g of games) { refs.set(g.home_team_id, g.home_team); refs.set(g.away_team_id, g.away_team); }
  const ref = (id: string | null) => (id ? refs.get(id) ?? null : null);
  const seedOf = new Map(stage.seeds.map((t, i) => [t.id, i + 1]));
  const from = (s: BracketSource) => {
    switch (s.kind) {
      case 'seed': return `Seed ${s.seed}`;
      case 'winner': return `Winner of ${labels.get(s.match) ?? s.match}`;
      case 'loser': return `Loser of ${labels.get(s.match) ?? s.match}`;
      case 'pool': return `Pool ${poolName(s.pool)} ${ordinal(s.rank)}`;
    }
  };
  const out: BracketGame[] = resolution.matches.map((m) => {
    const game = byMatch.get(m.match.id) ?? null;
    const slot = stage.slots[m.match.id];
    const at = Date.parse(game?.scheduled_at ?? slot?.scheduled_at ?? stage.created_at);
    const venueId = game ? game.venue_id : slot?.venue_id ?? null;
    const field = game ? game.field : slot?.field ?? null;
    const venue = venueId ? league.venues.find((v) => v.id === venueId) : undefined;
    const home = game ? game.home_team_id : m.home;
    const away = game ? game.away_team_id : m.away;
    const scored = game && isFinalResult(game);
    return {
      id: m.match.id, part: m.match.part, round: m.match.round, label: m.match.label, order: m.match.order, knockout: m.match.knockout,
      home: { team: ref(home), from: from(m.match.home), seed: home ? seedOf.get(home) ?? null : null },
      away: { team: ref(away), from: from(m.match.away), seed: away ? seedOf.get(away) ?? null : null },
      local_date: zonedDate(at, league.time_zone), local_time: zonedClock(at, league.time_zone),
      location: venue ? (field ? `${venue.name} - ${field}` : venue.name) : null,
      game_id: game?.id ?? null, status: game?.status ?? null,
      home_score: scored ? game.home_score : null, away_score: scored ? game.away_score : null,
      decided_by: scored ? game.decided_by ?? null : null, home_tiebreak: scored ? game.home_tiebreak ?? null : null, away_tiebreak: scored ? game.away_tiebreak ?? null : null,
      winner_team_id: scored ? winnerOf(game) : null,
      needed: m.match.part !== 'reset' || m.ready || !!game,
    };
  });
  return {
    id: stage.id, season_id: stage.season_id, name: stage.name, level_id: stage.level_id, level_name: stage.level_name,
    format: stage.format, third_place: stage.third_place, seeding: stage.seeding,
    seeds: stage.seeds.map((team, i) => ({ seed: i + 1, team })), byes: bracket.byes,
    pools: bracket.pools.map((seeds, p) => {
      const table = resolution.pool_tables[p];
      return { name: `Pool ${poolName(p)}`, teams: (table ?? seeds.map((s) => stage.seeds[s - 1]!.id)).map((id) => ref(id)!), complete: !!table };
    }),
    games: out, champion: ref(resolution.champion), runner_up: ref(resolution.runner_up), third: ref(resolution.third),
  };
}
