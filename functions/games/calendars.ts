// Calendar feeds (iCalendar) of a league's and a team's games.
import type { League } from '../../shared/league-schema';
import { listTeamGames, readBoard, type GameRecord } from '../data/game-reads';
import { getActiveSeasonId } from '../data/seasons';
import { type TeamRecord } from '../data/teams';
import { buildCalendarFeed } from './calendar-feed';
import { publicLeague } from '../leagues/public-league';
import { publicTeam } from './team-schedules';

const UID_DOMAIN = 'games.league-platform';

export function feed(league: League, games: GameRecord[], team?: TeamRecord) {
  const names: Record<string, string> = {};
  for (const g of games) { names[g.home_team_id] = g.home_team.name; names[g.away_team_id] = g.away_team.name; }
  return buildCalendarFeed({
    league: { name: league.name, time_zone: league.time_zone }, team: team ? { id: team.id, name: team.name } : null,
    games, team_names: names, venues: league.venues, uid_domain: UID_DOMAIN,
  });
}

/** The active season's games of an active league, as iCalendar. */
export async function leagueCalendarOf(key: string): Promise<string> {
  const { league, seasonId } = await publicLeague(key);
  return feed(league, seasonId ? (await readBoard(league.id, seasonId, 'schedule')).games : []);
}

/**
 * A team's games in its active league's active season, as iCalendar: only what the public schedule shows (a season
 * not yet active is not public).
 */
export async function teamCalendarOf(teamId: string): Promise<string> {
  const { league, team } = await publicTeam(teamId);
  const seasonId = await getActiveSeasonId(league.id);
  const games = seasonId ? (await listTeamGames(team.id)).filter((g) => g.league_id === league.id && g.season_id === seasonId) : [];
  return feed(league, games, team);
}
