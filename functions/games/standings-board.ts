// Standings and statistics of a season, for the admin and the public site, read from the rows kept with each
// result (ordered at read time) and the players' kept totals.
import type { Level, StandingsGroup } from '../../shared/api-contract';
import { STAT_TYPES } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import { listStandings, readBoard, type BoardHeader, type PlayerTotalRecord, type StandingRecord } from '../data/game-reads';
import { getSeason, type SeasonRecord } from '../data/seasons';
import { listLeagueLevels } from '../data/levels';
import { getSiteStandings, getSiteStatistics } from '../data/site';
import { requireOwnLeague } from '../access/league';
import { notFound } from '../lib/errors';
import { publicPeopleOf, publicRosterTeams } from '../data/public-people';
import { standingsFromTallies, type StandingsRow } from '../season-rules/standings';
import { leadersFrom, teamStats, TOP_LIST_SIZE } from './statistics';
import { publicGameView } from './game-views';
import { publicLeague } from '../leagues/public-league';
import { sportStats } from './scorekeeping';

/**
 * The tables of a season: one per level, ordered by the league's tie-breakers; a level split into divisions (its
 * `levels` entry) gives one table per division with its teams' whole-season rows (games against other divisions
 * count), in the divisions' order, then one for its teams in none.
 */
export function standingsGroups(rows: StandingRecord[], league: League, levels: readonly { id: string; divisions?: Level['divisions'] }[] = []): StandingsGroup[] {
  const groups = new Map<string, StandingRecord[]>();
  for (const r of rows) groups.set(r.level_id ?? '', [...(groups.get(r.level_id ?? '') ?? []), r]);
  const table = (g: StandingRecord[]) => {
    const logos = new Map(g.map((r) => [r.team_id, r.logo_url]));
    return standingsFromTallies(g.map((r) => ({ ...r })), league.standings_settings).map((r) => ({ ...r, logo_url: logos.get(r.team_id) ?? null }));
  };
  return [...groups.values()]
    .sort((a, b) => (a[0].level_name ?? '\uffff').localeCompare(b[0].level_name ?? '\uffff'))
    .flatMap((g): StandingsGroup[] => {
      const head = { level_id: g[0].level_id, level_name: g[0].level_name };
      const divisions = (levels.find((l) => l.id === head.level_id)?.divisions ?? [])
        .map((d) => ({ d, rows: g.filter((r) => d.team_ids.includes(r.team_id)) }))
        .filter((x) => x.rows.length > 0);
      if (divisions.length === 0) return [{ ...head, rows: table(g) }];
      const placed = new Set(divisions.flatMap((x) => x.rows.map((r) => r.team_id)));
      const rest = g.filter((r) => !placed.has(r.team_id));
      return [
        ...divisions.map((x) => ({ ...head, division_id: x.d.id, division_name: x.d.name, rows: table(x.rows) })),
        ...(rest.length ? [{ ...head, division_id: null, division_name: null, rows: table(rest) }] : []),
      ];
    });
}

export const seasonRef = (h: BoardHeader | SeasonRecord | null, id?: string) => (h ? { id: id ?? ('season_id' in h ? h.season_id : h.id), name: h.name, start_date: h.start_date, end_date: h.end_date, status: h.status } : null);

/**
 * The admin's standings of a season, with each table's forecast as the public site's last rebuild kept it (the
 * active season of a public league; one GetItem, nothing simulated per request). A forecast is shown only while the
 * table's teams are the ones it was computed for.
 */
export async function seasonStandingsOf(userId: string, leagueId: string, seasonId: string) {
  const league = await requireOwnLeague(userId, leagueId);
  const [season, rows, levels, kept] = await Promise.all([
    getSeason(leagueId, seasonId), listStandings(leagueId, seasonId), listLeagueLevels(leagueId), getSiteStandings(leagueId, seasonId),
  ]);
  if (!season) throw notFound('Season not found');
  const tableOf = (g: Pick<StandingsGroup, 'level_id' | 'division_id'>) => `${g.level_id ?? ''}#${g.division_id ?? ''}`;
  const forecasts = new Map(((kept ? (JSON.parse(kept) as { groups?: StandingsGroup[] }).groups : null) ?? []).map((g) => [tableOf(g), g.forecast]));
  const groups = standingsGroups(rows, league, levels).map((g) => {
    const forecast = forecasts.get(tableOf(g));
    const same = forecast && forecast.teams.length === g.rows.length && g.rows.every((r) => forecast.teams.some((t) => t.team_id === r.team_id));
    return same ? { ...g, forecast } : g;
  });
  return { season: seasonRef(season), groups, settings: league.standings_settings };
}

/** The public statistics: players only of teams whose roster is public (`publicTeams`), team figures for all. */
function statisticsFrom(league: League, header: BoardHeader | null, rows: StandingRecord[], totals: PlayerTotalRecord[], publicTeams: ReadonlySet<string>) {
  const groups = standingsGroups(rows, league);
  const flat: StandingsRow[] = groups.flatMap((g) => g.rows);
  const players = publicPeopleOf(totals, publicTeams)
    .filter((t) => t.games > 0 || Object.keys(t.totals).length > 0)
    .map((t) => ({ player_id: t.player_id, player_name: t.player_name, team_id: t.team_id, team_name: t.team_name, games: t.games, totals: t.totals }))
    .sort((a, b) => a.player_name.localeCompare(b.player_name) || a.player_id.localeCompare(b.player_id));
  const leaders: Record<string, ReturnType<typeof leadersFrom>> = {};
  for (const type of STAT_TYPES) {
    const top = leadersFrom(players, type, TOP_LIST_SIZE);
    if (top.length) leaders[type] = top;
  }
  return {
    season: seasonRef(header), stat_types: sportStats(league),
    top_scorers: leadersFrom(players, 'point'), top_goal_scorers: leadersFrom(players, 'goal'),
    team_stats: teamStats(flat), leaders, players,
  };
}

export async function standingsFor(league: League, seasonId: string | null, knownLevels?: readonly { id: string; divisions?: Level['divisions'] }[]) {
  if (!seasonId) return { season: null, groups: [], settings: league.standings_settings };
  // The levels split the rows into divisions; a caller that has them (the league site's item) saves their read.
  const [board, levels] = await Promise.all([readBoard(league.id, seasonId, 'standings'), knownLevels ?? listLeagueLevels(league.id)]);
  return { season: seasonRef(board.header), groups: standingsGroups(board.standings, league, levels), settings: league.standings_settings };
}

/**
 * The active season's schedule and standings in one Query (the board from its games to its standings rows): what a
 * team's page and the schedule (its level filter names the levels) read. `withKeptPlayers`: the same Query also
 * reads the players list kept with the league's site in that board (a team's page; JSON, null when none is kept).
 */
export async function seasonBoardFor(league: League, seasonId: string | null, { withKeptPlayers = false } = {}) {
  if (!seasonId) return { schedule: { season: null, time_zone: league.time_zone, games: [] }, standings: { season: null, groups: [], settings: league.standings_settings }, keptPlayers: null };
  const [board, levels] = await Promise.all([readBoard(league.id, seasonId, withKeptPlayers ? 'team' : 'season'), listLeagueLevels(league.id)]);
  const season = seasonRef(board.header);
  return {
    schedule: { season, time_zone: league.time_zone, games: board.games.map((g) => publicGameView(g, league)) },
    standings: { season, groups: standingsGroups(board.standings, league, levels), settings: league.standings_settings },
    keptPlayers: board.keptPlayers,
  };
}

export async function publicStandingsOf(key: string) {
  const { league, seasonId } = await publicLeague(key);
  return standingsFor(league, seasonId);
}

export async function statisticsFor(league: League, seasonId: string | null) {
  if (!seasonId) return statisticsFrom(league, null, [], [], new Set());
  const [board, publicTeams] = await Promise.all([readBoard(league.id, seasonId, 'statistics'), publicRosterTeams(league.id)]);
  return statisticsFrom(league, board.header, board.standings, board.totals, publicTeams);
}

type Statistics = Awaited<ReturnType<typeof statisticsFor>>;

/**
 * A league's public statistics: as kept with its site for the active season (public-site/site-snapshot.ts rebuilds
 * them after every write to the board; `kept` is that item's JSON when already read), or read live when none are
 * kept for that season.
 */
export async function keptStatisticsOr(league: League, seasonId: string | null, kept?: string | null): Promise<Statistics> {
  const json = kept !== undefined ? kept : seasonId ? await getSiteStatistics(league.id) : null;
  const statistics = json ? (JSON.parse(json) as Statistics) : null;
  return statistics && seasonId && statistics.season?.id === seasonId ? statistics : statisticsFor(league, seasonId);
}

/** The public statistics: the league, its active season and the kept statistics in one BatchGetItem. */
export async function publicStatisticsOf(key: string) {
  const { league, seasonId, keptStatistics } = await publicLeague(key, { withStatistics: true });
  return keptStatisticsOr(league, seasonId, keptStatistics);
}
