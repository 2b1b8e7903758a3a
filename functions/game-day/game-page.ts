// A game's public page (/l/{league}/games/{game}): its teams, time and place, live or final score, the stat
// leaders of the game once lines are entered (players only of teams whose roster is public) and its calendar entry.
import { STAT_TYPE_LABELS, type StatType } from '../../shared/game-schema';
import { getGame } from '../data/game-reads';
import { listStatSheets } from '../data/stat-sheets';
import { notFound } from '../lib/errors';
// The games modules themselves, not games/service: the site function's bundle carries no game editing or messaging.
import { GAMES_API_MESSAGES } from '../../shared/games-api-messages';
import { feed } from '../games/calendars';
import { publicGameView } from '../games/game-views';
import { publicLeague } from '../leagues/public-league';
import { publicRosterTeams } from '../data/public-people';
import { mapUrl } from './game-day-email';

/** Leaders shown per stat type on a game's page. */
const LEADERS_SHOWN = 3;

/** A game of the active season of an active league whose schedule is public (as the public schedule shows it). */
async function publicGame(key: string, gameId: string) {
  const { league, seasonId } = await publicLeague(key);
  const game = league.public_schedule && seasonId ? await getGame(league.id, gameId) : null;
  if (!game || game.season_id !== seasonId) throw notFound(GAMES_API_MESSAGES.notFound);
  return { league, game };
}

export async function publicGamePageOf(key: string, gameId: string) {
  const { league, game } = await publicGame(key, gameId);
  const [sheets, publicTeams] = await Promise.all([listStatSheets(league.id, game.id), publicRosterTeams(league.id)]);
  const byType = new Map<string, { player_name: string; team_name: string; value: number }[]>();
  for (const s of sheets) {
    if (!publicTeams.has(s.team_id)) continue;
    const team = s.team_id === game.home_team_id ? game.home_team.name : game.away_team.name;
    for (const l of s.lines) byType.set(l.stat_type, [...(byType.get(l.stat_type) ?? []), { player_name: l.player_name, team_name: team, value: l.value }]);
  }
  const leaders = [...byType].map(([type, rows]) => ({
    stat_type: type, label: STAT_TYPE_LABELS[type as StatType] ?? type,
    rows: rows.sort((a, b) => b.value - a.value || a.player_name.localeCompare(b.player_name)).slice(0, LEADERS_SHOWN),
  }));
  return { game: publicGameView(game, league), map_url: mapUrl(league, game), leaders };
}

/** The game's own calendar entry (iCalendar with one event). */
export async function gameCalendarOf(key: string, gameId: string): Promise<string> {
  const { league, game } = await publicGame(key, gameId);
  return feed(league, [game]);
}
