// The active season's schedule and standings kept for the site's pages (data/models/site.ts: siteScheduleModel), so
// the schedule, a team's page and the widgets read one Query after the site item however long the season: a season's
// games in their board pass a Query's 1 MB (about 2,000 games), their compact copies do not (about 200 bytes a game,
// the teams' names once per week). Kept per UTC week, so a result rewrites its week and the standings, never the
// whole season; a schedule past MAX_KEPT_SCHEDULE_BYTES (about 3,000 games) is not kept, and its pages read live.
import type { League } from '../../shared/league-schema';
import type { Schedule, Standings } from '../../shared/site-page-data';
import { byTime, type GameRecord } from '../data/game-reads';
import { siteScheduleModel, type GameTeamRef } from '../data/keys';
import { readSeasonCopies, type KeptSeason, type SeasonCopies } from '../data/site';
import { publicGameView } from '../games/game-views';
import { scheduleFor } from '../games/public-schedule';

/** Past this many bytes of kept weeks a season's schedule is not kept: the copies and a players list stay under 1 MB. */
export const MAX_KEPT_SCHEDULE_BYTES = 600_000;
/** Games in one kept item at most (a week with more is split in parts): about 50 KB, far under an item's 400 KB. */
const PART_GAMES = 250;

/** The schedule's index: the season, the weeks' parts in time order, how many games. */
interface ScheduleIndex { season: Schedule['season']; weeks: string[]; games: number }

/**
 * A game as kept: [id, home, away, scheduled_at, level_id, venue_id, field, status, home_score, away_score,
 * result_status, round, revision, created_at, updated_at, extra?] where home and away index the week's teams and
 * `extra` holds the fields only some games have (playoff, length, knockout decision). Reports and history are never
 * public, and league and season are known from the key.
 */
type KeptGame = [
  string, number, number, string, string | null, string | null, string | null, GameRecord['status'], number | null, number | null,
  GameRecord['result_status'], number | null, number, string, string, Partial<GameRecord>?,
];
interface KeptWeek { teams: [string, string, string | null][]; games: KeptGame[] }

const EXTRA = ['length_minutes', 'playoff', 'decided_by', 'home_tiebreak', 'away_tiebreak'] as const;

function keptWeek(games: GameRecord[]): string {
  const teams = new Map<string, number>();
  const week: KeptWeek = { teams: [], games: [] };
  const team = (ref: GameTeamRef) => {
    if (!teams.has(ref.id)) teams.set(ref.id, week.teams.push([ref.id, ref.name, ref.logo_url]) - 1);
    return teams.get(ref.id)!;
  };
  for (const g of games) {
    const extra = Object.fromEntries(EXTRA.filter((k) => g[k] !== undefined).map((k) => [k, g[k]]));
    const kept: KeptGame = [
      g.id, team({ ...g.home_team, id: g.home_team_id }), team({ ...g.away_team, id: g.away_team_id }), g.scheduled_at, g.level_id,
      g.venue_id, g.field, g.status, g.home_score, g.away_score, g.result_status, g.round, g.revision, g.created_at, g.updated_at,
    ];
    if (Object.keys(extra).length) kept.push(extra);
    week.games.push(kept);
  }
  return JSON.stringify(week);
}

function gamesOfWeek(text: string, leagueId: string, seasonId: string): GameRecord[] {
  const week = JSON.parse(text) as KeptWeek;
  const ref = (i: number): GameTeamRef => ({ id: week.teams[i][0], name: week.teams[i][1], logo_url: week.teams[i][2] });
  return week.games.map(([id, home, away, scheduled_at, level_id, venue_id, field, status, home_score, away_score, result_status, round, revision, created_at, updated_at, extra]) => ({
    id, league_id: leagueId, season_id: seasonId, level_id, home_team_id: ref(home).id, away_team_id: ref(away).id, home_team: ref(home), away_team: ref(away),
    scheduled_at, venue_id, field, status, home_score, away_score, result_status, home_report: null, away_report: null, round,
    ...extra, revision, created_at, updated_at, history: [],
  }));
}

/** The Monday (YYYY-MM-DD, UTC) of the week an instant falls in: a game keeps its week whatever the league's zone. */
const mondayOf = (at: string) => {
  const ms = Date.parse(at);
  return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
};

/**
 * What a rebuild keeps of the active season: its games by week (in time order) with their index, and its standings;
 * null when the schedule is past MAX_KEPT_SCHEDULE_BYTES (its pages then read live).
 */
export function keptSeasonOf(games: GameRecord[], standings: Standings): KeptSeason | null {
  const byWeek = new Map<string, GameRecord[]>();
  for (const g of [...games].sort(byTime)) byWeek.set(mondayOf(g.scheduled_at), [...(byWeek.get(mondayOf(g.scheduled_at)) ?? []), g]);
  const schedule = new Map<string, string>();
  let bytes = 0;
  for (const [monday, week] of byWeek) {
    for (let n = 0; n * PART_GAMES < week.length; n++) {
      const text = keptWeek(week.slice(n * PART_GAMES, (n + 1) * PART_GAMES));
      bytes += Buffer.byteLength(text, 'utf8');
      schedule.set(siteScheduleModel.week(monday, n), text);
    }
  }
  if (bytes > MAX_KEPT_SCHEDULE_BYTES) return null;
  const index: ScheduleIndex = { season: standings.season, weeks: [...schedule.keys()], games: games.length };
  schedule.set(siteScheduleModel.index, JSON.stringify(index));
  return { schedule, standings: JSON.stringify(standings) };
}

/**
 * The schedule from its kept copies, as scheduleFor answers it; null when none is kept (not built yet, too long, in
 * another format) or a week its index names is missing (a rebuild in between): the page then reads live.
 */
export function scheduleFromCopies(copies: SeasonCopies, league: League, seasonId: string): Schedule | null {
  const indexText = copies.schedule.get(siteScheduleModel.index);
  if (!indexText) return null;
  const index = JSON.parse(indexText) as ScheduleIndex;
  // By id: a game moved to another week between two of a rebuild's writes is shown once.
  const games = new Map<string, GameRecord>();
  for (const week of index.weeks) {
    const text = copies.schedule.get(week);
    if (!text) return null;
    for (const g of gamesOfWeek(text, league.id, seasonId)) games.set(g.id, g);
  }
  return { season: index.season, time_zone: league.time_zone, games: [...games.values()].sort(byTime).map((g) => publicGameView(g, league)) };
}

/** The kept standings (as standingsFor answers them), or null. */
export const standingsFromCopies = (copies: SeasonCopies): Standings | null => (copies.standings ? JSON.parse(copies.standings) as Standings : null);

/** The active season's schedule for the schedule page and the widgets: its kept copies (one Query), else read live. */
export async function siteScheduleOf(league: League, seasonId: string | null): Promise<Schedule> {
  if (!seasonId) return scheduleFor(league, null);
  return scheduleFromCopies(await readSeasonCopies(league.id, seasonId, 'schedule'), league, seasonId) ?? scheduleFor(league, seasonId);
}
