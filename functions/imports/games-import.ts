// A season's games from a spreadsheet, with optional final scores (entered results: they count in the standings).
// Every row is checked against the league (teams by name, the season's teams and dates, venues and fields, a team
// playing twice at once, in the file or against the season's games) before anything is written; a dry run answers
// the check alone (the preview). Writing is all or nothing (data/games.ts writeImportedGames), and idempotent: a
// game's id is derived from its season, teams and start, and a game the season already has (same teams, same start)
// is reported as existing and skipped, so importing the same file twice writes it once.
import { createHash } from 'node:crypto';
import { DEFAULT_GAME_LENGTH } from '../../shared/game-schema';
import {
  GAME_COLUMNS, IMPORT_MESSAGES as M, gamesImportSchema, ignoredColumns, rowNumberOf, type GameImportRow, type ImportProblem, type ImportResult,
  type ImportRowResult,
} from '../../shared/import-schema';
import { dateFormatOf, dateOrderOf, readSheetDate, readSheetTime } from '../../shared/sheet-dates';
import type { League } from '../../shared/league-schema';
import { tiesAllowed } from '../../shared/game-result';
import type * as z from 'zod';
import { batchGet } from '../data/batch';
import type { GameRecord } from '../data/game-reads';
import { writeImportedGames } from '../data/imported-games';
import { gameModel } from '../data/keys';
import { getSeason, seasonTeamIds } from '../data/seasons';
import { listLeagueTeams, type TeamRecord } from '../data/teams';
import { badRequest, conflict, notFound } from '../lib/errors';
import { requireOwnLeague } from '../access/league';
import { bookedGameText, boardNames, GAMES_API_MESSAGES, headerOf, leagueBookings, personName, placeName, teamRef } from '../games/service';
import { clashes } from '../season-rules/field-clash';
import { zonedClock, zonedDate, zonedInstant } from '../season-rules/schedule-generator';
import { matcher } from './team-match';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** ULID-shaped (10 time characters, 16 derived): sorts by start like other games, and the same game always gets it. */
export function importedGameId(seasonId: string, homeId: string, awayId: string, scheduledAt: string): string {
  let time = '';
  let ms = Date.parse(scheduledAt);
  for (let i = 0; i < 10; i++) { time = CROCKFORD[ms % 32] + time; ms = Math.floor(ms / 32); }
  const hash = createHash('sha256').update(`${seasonId}|${homeId}|${awayId}|${scheduledAt}`).digest();
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[hash[i] % 32];
  return time + rest;
}

interface Planned { row: number; game: GameRecord; length: number }

/** A score cell: its text, or a number as the single result route takes it; blank: no score. */
const scoreOf = (cell: string | number): number | null | 'bad' => {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 && cell <= 999 ? cell : 'bad';
  if (cell.trim() === '') return null;
  return /^\d{1,3}$/.test(cell.trim()) ? Number(cell.trim()) : 'bad';
};

type Input = z.output<typeof gamesImportSchema>;

/** Checks every row; answers the games to write, the rows' results and the problems. */
async function plan(userId: string, league: League, seasonId: string, input: Input) {
  const season = await getSeason(league.id, seasonId);
  if (!season) throw notFound('Season not found');
  const [teams, inSeason, booked, by] = await Promise.all([
    listLeagueTeams(league.id), seasonTeamIds(league.id, seasonId), leagueBookings(league.id, seasonId), personName(userId),
  ]);
  const existing = booked.filter((g) => g.season_id === seasonId);
  const order = dateOrderOf(league.time_zone);
  const team = matcher(teams, (t) => t.name);
  const venue = matcher(league.venues, (v) => v.name);
  const seasonTeams = new Set(inSeason);
  const problems: ImportProblem[] = [];
  const results: ImportRowResult[] = [];
  const planned: Planned[] = [];
  const now = new Date().toISOString();
  const existingByContent = new Map(existing.map((g) => [`${g.home_team_id}|${g.away_team_id}|${g.scheduled_at}`, g]));
  const seenIds = new Map<string, number>();

  input.rows.forEach((r: GameImportRow, i) => {
    const row = rowNumberOf(input, i);
    const problem = (column: string, reason: string) => problems.push({ row, column, reason });
    const before = problems.length;
    const matched: Record<string, string> = {};
    const sides: Partial<Record<'home' | 'away', TeamRecord>> = {};
    for (const side of ['home', 'away'] as const) {
      const name = (r[side] ?? '').trim();
      if (!name) { problem(side, M.required); continue; }
      const m = team(name);
      if ('problem' in m) { problem(side, m.problem === 'unknown' ? M.unknownTeam(name) : M.ambiguousTeam(name)); continue; }
      matched[side] = m.found.name;
      sides[side] = m.found;
      if (!seasonTeams.has(m.found.id)) problem(side, M.notInSeason(m.found.name, season.name));
    }
    if (sides.home && sides.away && sides.home.id === sides.away.id) problem('away', M.sameTeam);
    // Dates and times as the league's spreadsheets write them; the preview shows how a cell was read when it differs.
    const dateText = (r.date ?? '').trim();
    const timeText = (r.time ?? '').trim();
    const date = readSheetDate(dateText, order);
    const time = readSheetTime(timeText);
    if (!date) problem('date', dateText ? M.badDate(dateText, dateFormatOf(order)) : M.required);
    else if (date < season.start_date || date > season.end_date) problem('date', M.outsideSeason(date, season.start_date, season.end_date));
    if (!time) problem('time', timeText ? M.badTime(timeText) : M.required);
    if (date && date !== dateText) matched.date = date;
    if (time && time !== timeText) matched.time = time;
    const at = date && time ? zonedInstant(date, time, league.time_zone) : null;
    if (date && time && !at) problem('time', `${time} does not exist on ${date} in ${league.time_zone} (the clocks change)`);
    let venueId: string | null = null;
    let field: string | null = null;
    const venueName = (r.venue ?? '').trim();
    const fieldName = (r.field ?? '').trim();
    if (venueName) {
      const v = venue(venueName);
      if ('problem' in v) problem('venue', M.unknownVenue(venueName));
      else {
        venueId = v.found.id;
        matched.venue = v.found.name;
        if (fieldName) {
          field = v.found.fields.find((f) => f.toLowerCase() === fieldName.toLowerCase()) ?? null;
          if (!field) problem('field', M.unknownField(v.found.name, fieldName));
        }
      }
    } else if (fieldName) problem('venue', 'Choose a venue for the field');
    const home = scoreOf(r.home_score ?? '');
    const away = scoreOf(r.away_score ?? '');
    if (home === 'bad') problem('home_score', 'Scores must be whole numbers from 0 to 999');
    if (away === 'bad') problem('away_score', 'Scores must be whole numbers from 0 to 999');
    if (home !== 'bad' && away !== 'bad' && (home === null) !== (away === null)) problem(home === null ? 'home_score' : 'away_score', M.bothScores);
    if (typeof home === 'number' && home === away && !tiesAllowed(league)) problem('away_score', GAMES_API_MESSAGES.tiedNotAllowed(league.sport, `${home}-${away}`));

    if (problems.length > before || !sides.home || !sides.away || !at) { results.push({ row, status: 'error', matched }); return; }
    const scheduledAt = at.toISOString();
    const id = importedGameId(seasonId, sides.home.id, sides.away.id, scheduledAt);
    const twin = seenIds.get(id);
    if (twin !== undefined) { problem('home', M.duplicateRow(twin)); results.push({ row, status: 'error', matched }); return; }
    seenIds.set(id, row);
    if (existingByContent.has(`${sides.home.id}|${sides.away.id}|${scheduledAt}`) || existing.some((g) => g.id === id)) {
      results.push({ row, status: 'existing', matched });
      return;
    }
    const scored = home !== null && away !== null && home !== 'bad' && away !== 'bad';
    const level = sides.home.level_id && sides.home.level_id === sides.away.level_id ? sides.home.level_id : null;
    planned.push({
      row, length: DEFAULT_GAME_LENGTH,
      game: {
        id, league_id: league.id, season_id: seasonId, level_id: level,
        home_team_id: sides.home.id, away_team_id: sides.away.id, home_team: teamRef(sides.home), away_team: teamRef(sides.away),
        scheduled_at: scheduledAt, venue_id: venueId, field, status: scored ? 'completed' : 'scheduled',
        home_score: scored ? home : null, away_score: scored ? away : null, result_status: scored ? 'confirmed' : null,
        home_report: null, away_report: null, round: null, length_minutes: null, revision: 0, created_at: now, updated_at: now,
        history: [{ at: now, by_id: userId, by_name: by, action: 'created', summary: scored ? `Imported with the final score ${home}-${away}` : 'Imported from a file' }],
      },
    });
    results.push({ row, status: 'new', matched });
  });

  // A team playing twice at once: against the file's other games, then against the season's games.
  const busy = new Map<string, { from: number; to: number; row: number | null; when: string }[]>();
  const book = (teamId: string, from: number, to: number, row: number | null, when: string) => busy.set(teamId, [...(busy.get(teamId) ?? []), { from, to, row, when }]);
  for (const g of existing) {
    const from = Date.parse(g.scheduled_at);
    const when = `${zonedDate(from, league.time_zone)} ${zonedClock(from, league.time_zone)}`;
    for (const t of [g.home_team_id, g.away_team_id]) book(t, from, from + (g.length_minutes ?? DEFAULT_GAME_LENGTH) * 60_000, null, when);
  }
  const clashing = new Set<number>();
  for (const p of planned) {
    const from = Date.parse(p.game.scheduled_at);
    const to = from + p.length * 60_000;
    for (const [teamId, side, name] of [[p.game.home_team_id, 'home', p.game.home_team.name], [p.game.away_team_id, 'away', p.game.away_team.name]] as const) {
      const other = (busy.get(teamId) ?? []).find((b) => b.from < to && from < b.to);
      if (other) {
        problems.push({ row: p.row, column: side, reason: other.row === null ? M.playsTwiceExisting(name, other.when) : M.playsTwice(name, other.row) });
        clashing.add(p.row);
      }
      book(teamId, from, to, p.row, '');
    }
  }
  if (!input.allow_double_booking) {
    for (const row of fieldClashes(league, booked, planned, problems)) clashing.add(row);
  }
  for (const r of results) if (clashing.has(r.row)) r.status = 'error';
  problems.sort((a, b) => a.row - b.row);
  return { season, teams, planned: planned.filter((p) => !clashing.has(p.row)), results, problems };
}

/**
 * A game on a field that another game uses then (of the league's seasons, or an earlier row of the file) is a
 * problem of its row, naming the other game; answers those rows.
 */
function fieldClashes(league: League, booked: GameRecord[], planned: Planned[], problems: ImportProblem[]): Set<number> {
  const rows = new Set<number>();
  const held: { game: GameRecord; row: number | null }[] = booked.map((game) => ({ game, row: null }));
  for (const p of planned) {
    const other = held.find((h) => clashes(p.game, h.game));
    if (other) {
      const what = other.row === null ? bookedGameText(league, other.game) : `row ${other.row}: ${other.game.home_team.name} vs ${other.game.away_team.name}`;
      problems.push({ row: p.row, column: p.game.field ? 'field' : 'venue', reason: M.placeTaken(placeName(league, other.game), what) });
      rows.add(p.row);
    }
    held.push({ game: p.game, row: p.row });
  }
  return rows;
}

/** The bulk games route: a preview (dry run) or an all-or-nothing write of a season's games and results. */
export async function importGamesIn(userId: string, leagueId: string, seasonId: string, input: z.output<typeof gamesImportSchema>): Promise<ImportResult> {
  const league = await requireOwnLeague(userId, leagueId);
  const { season, teams, planned, results, problems } = await plan(userId, league, seasonId, input);
  const answer = (written: boolean, created = planned.length): ImportResult => ({
    written, created_count: created, existing_count: results.filter((r) => r.status === 'existing').length + planned.length - created, rows: results, problems,
    ignored_columns: ignoredColumns(input.rows, GAME_COLUMNS),
  });
  if (input.dry_run) return answer(false);
  if (problems.length) throw badRequest(M.hasProblems(problems.length, problems[0]), 'rows');
  if (!planned.length) return answer(true);
  // Another import of the same file may have written some of these games since the check: it wrote the same games.
  const already = new Set((await batchGet(planned.map((p) => gameModel.key(leagueId, seasonId, p.game.id)), { attributes: ['id'] })).map((i) => String(i.id)));
  const games = planned.filter((p) => !already.has(p.game.id)).map((p) => p.game);
  const names = await boardNames(leagueId, teams, [...new Set(games.map((g) => g.level_id))]);
  const failure = await writeImportedGames(leagueId, seasonId, games, headerOf(season), names);
  if (failure === 'gone') throw notFound('Season not found');
  if (failure) throw conflict(M.interrupted);
  return answer(true, games.length);
}
