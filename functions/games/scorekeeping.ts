// A game's detail page and its stat lines: the admin enters both teams' lines, a manager their own team's.
import type { StatLineView } from '../../shared/api-contract';
import { SPORT_STAT_TYPES, STAT_TYPES, type StatLinesInput, type StatType } from '../../shared/game-schema';
import type { League } from '../../shared/league-schema';
import type { StatSheetRecord } from '../data/game-reads';
import { listStatSheets, writeStatSheet } from '../data/stat-sheets';
import { getSeason } from '../data/seasons';
import { listTeamPlayers } from '../data/teams';
import { fullName, playerNames } from '../data/player-names';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { gameAccess } from '../access/game';
import { gameView, headerOf } from './game-views';
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';

export const statLineViews = (sheets: StatSheetRecord[]): StatLineView[] => sheets.flatMap((s) => s.lines.map((l) => ({
  game_id: s.game_id, team_id: s.team_id, player_id: l.player_id, player_name: l.player_name, stat_type: l.stat_type as StatType, value: l.value,
})));

export async function rosterOf(leagueId: string, teamId: string) {
  const players = await listTeamPlayers(leagueId, teamId);
  const names = await playerNames(leagueId, players);
  return players.map((p) => ({ id: p.user_id, name: fullName(names.get(p.user_id)), jersey_number: p.jersey_number }));
}

export const sportStats = (league: League): StatType[] => [...(SPORT_STAT_TYPES[league.sport] ?? STAT_TYPES)];

export async function getGameFor(userId: string, leagueId: string, gameId: string) {
  const { league, game, admin, managed } = await gameAccess(userId, leagueId, gameId, 'read');
  const statTeams = admin ? [game.home_team_id, game.away_team_id] : managed;
  const [sheets, ...rosters] = await Promise.all([listStatSheets(leagueId, gameId), ...statTeams.map((t) => rosterOf(leagueId, t))]);
  return {
    game: gameView(game, league),
    history: [...game.history].reverse(),
    stat_lines: statLineViews(sheets),
    permissions: { can_manage: admin, can_report: managed.length > 0, stat_team_ids: statTeams },
    rosters: Object.fromEntries(statTeams.map((t, i) => [t, rosters[i]])),
    stat_types: sportStats(league),
  };
}

export async function putStatLinesIn(userId: string, leagueId: string, gameId: string, input: StatLinesInput) {
  for (let attempt = 1; ; attempt++) {
    const { league, game, admin, managed, home, away } = await gameAccess(userId, leagueId, gameId, 'read');
    const team = input.team_id === game.home_team_id ? home : input.team_id === game.away_team_id ? away : null;
    if (!team) throw badRequest('team_id: The team does not play in this game', 'team_id');
    if (!admin && !managed.includes(team.id)) throw forbidden(GAMES_API_MESSAGES.statsNotYours);
    const roster = new Map((await rosterOf(leagueId, team.id)).map((p) => [p.id, p.name]));
    const allowed = sportStats(league);
    const lines = input.lines.map((l, i) => {
      if (!roster.has(l.player_id)) throw badRequest(`lines.${i}.player_id: The player is not on ${team.name}'s roster`, `lines.${i}.player_id`);
      if (!allowed.includes(l.stat_type)) throw badRequest(`lines.${i}.stat_type: ${league.sport} has no stat type ${l.stat_type} (${allowed.join(', ')})`, `lines.${i}.stat_type`);
      return { player_id: l.player_id, player_name: roster.get(l.player_id)!, stat_type: l.stat_type, value: l.value };
    }).filter((l) => l.value > 0);
    if (new Set(lines.map((l) => l.player_id)).size > 90) throw badRequest('lines: At most 90 players a team and game', 'lines');
    const sheets = await listStatSheets(leagueId, gameId);
    const before = sheets.find((s) => s.team_id === team.id) ?? null;
    const after: StatSheetRecord | null = lines.length
      ? { league_id: leagueId, season_id: game.season_id, game_id: game.id, team_id: team.id, lines, rev: (before?.rev ?? 0) + 1 }
      : null;
    if (!before && !after) return { stat_lines: statLineViews(sheets) };
    const season = await getSeason(leagueId, game.season_id);
    if (!season) throw notFound(GAMES_API_MESSAGES.notFound);
    const failure = await writeStatSheet(game, before, after, team.name, headerOf(season));
    if (!failure) {
      const now = sheets.filter((s) => s.team_id !== team.id).concat(after ? [after] : []);
      return { stat_lines: statLineViews(now) };
    }
    if (attempt >= 5) throw conflict(GAMES_API_MESSAGES.changedMeanwhile);
  }
}
