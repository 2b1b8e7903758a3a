// The team management panel's summary cards, computed from the league's teams (never typed-in figures).
import type { LeagueTeamEntry } from '../../../../../shared/api-contract';

export function teamFigures(teams: Pick<LeagueTeamEntry, 'player_count' | 'manager_id'>[]) {
  const players = teams.reduce((n, t) => n + t.player_count, 0);
  return {
    total: teams.length,
    players,
    /** Players per team, one decimal ('0' with no teams, '2' rather than '2.0'). */
    average: teams.length === 0 ? '0' : (players / teams.length).toFixed(1).replace(/\.0$/, ''),
    managers: new Set(teams.map((t) => t.manager_id)).size,
  };
}
