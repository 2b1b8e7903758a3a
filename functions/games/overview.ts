// The management overview's figures about games: upcoming, this week, weeks left.
import { listSeasonGames } from '../data/game-reads';
import { getActiveSeasonId, getSeason } from '../data/seasons';
import { requireOwnLeague } from '../access/league';
import { zonedDate } from '../season-rules/schedule-generator';
import { gameView } from './game-views';

export async function gameSummaryOf(userId: string, leagueId: string, now = new Date()) {
  const league = await requireOwnLeague(userId, leagueId);
  const seasonId = await getActiveSeasonId(leagueId);
  const season = seasonId ? await getSeason(leagueId, seasonId) : null;
  if (!season) return { season: null, upcoming_games: 0, games_this_week: 0, weeks_left: 0, games_count: 0, next_games: [] };
  const games = await listSeasonGames(leagueId, season.id);
  const nowIso = now.toISOString();
  const upcoming = games.filter((g) => g.scheduled_at >= nowIso && (g.status === 'scheduled' || g.status === 'postponed'));
  // The league's week: Monday to Sunday on its own calendar.
  const today = zonedDate(now.getTime(), league.time_zone);
  const dayMs = 86_400_000;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const monday = todayMs - ((new Date(todayMs).getUTCDay() + 6) % 7) * dayMs;
  const inWeek = games.filter((g) => {
    const d = Date.parse(`${zonedDate(Date.parse(g.scheduled_at), league.time_zone)}T00:00:00Z`);
    return d >= monday && d < monday + 7 * dayMs && g.status !== 'cancelled';
  });
  const daysLeft = (Date.parse(`${season.end_date}T00:00:00Z`) - todayMs) / dayMs;
  return {
    season: { id: season.id, name: season.name, start_date: season.start_date, end_date: season.end_date },
    upcoming_games: upcoming.length, games_this_week: inWeek.length, weeks_left: Math.max(0, Math.ceil(daysLeft / 7)),
    games_count: games.length, next_games: upcoming.slice(0, 5).map((g) => gameView(g, league)),
  };
}
