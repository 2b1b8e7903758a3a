import { expect } from '@playwright/test';
import type { LeagueOwner } from './league-owner';

/**
 * A four-team soccer season halfway through, for the forecast beside the standings: the owner's Harbour Hawks and
 * three more teams, the first half played (the Hawks win all three, the Dune Drifters lose all three) and the
 * return games to play. Answers the season's id.
 */
export async function halfPlayedSeason({ api, leagueId, teamId, user }: LeagueOwner): Promise<string> {
  const teams = [teamId];
  for (const name of ['Bay Bears', 'Cove Cats', 'Dune Drifters']) {
    const t = await api.post<{ team: { id: string } }>(`/api/leagues/${leagueId}/teams`, { name, manager_email: user.email });
    expect(t.status).toBe(201);
    teams.push(t.body.team.id);
  }
  const season = await api.post<{ season: { id: string } }>(`/api/leagues/${leagueId}/seasons`, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-06-30', team_ids: teams });
  expect(season.status).toBe(201);
  const seasonId = season.body.season.id;
  expect((await api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/status`, { status: 'active' })).status).toBe(200);
  const [hawks, bears, cats, dunes] = teams;
  const firstHalf: [string, string, number, number][] = [[hawks, bears, 2, 0], [cats, dunes, 1, 0], [hawks, cats, 3, 1], [bears, dunes, 1, 1], [dunes, hawks, 0, 2], [bears, cats, 2, 2]];
  let day = 6;
  for (const [home, away, hs, as] of firstHalf) {
    const g = await api.post<{ game: { id: string } }>(`/api/leagues/${leagueId}/games`, { season_id: seasonId, home_team_id: home, away_team_id: away, date: `2027-03-${String(day++).padStart(2, '0')}`, time: '18:00' });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    expect((await api.post(`/api/leagues/${leagueId}/games/${g.body.game.id}/result`, { home_score: hs, away_score: as })).status).toBe(200);
  }
  for (const [home, away] of firstHalf) {
    const g = await api.post(`/api/leagues/${leagueId}/games`, { season_id: seasonId, home_team_id: away, away_team_id: home, date: `2027-04-${String(day++).padStart(2, '0')}`, time: '18:00' });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
  }
  return seasonId;
}
