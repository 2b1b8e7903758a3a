import { MSG } from '../../../../../shared/messages';
import { TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { adminLeaguesQuery, leagueTeamsQuery } from '../../api/queries';
import { useList } from '../../lib/use-list';

/** Every league the signed-in user administers, newest first. */
export function useAdminLeagues() {
  const { items, ...rest } = useList(adminLeaguesQuery, MSG.league.fetchLeaguesFailed);
  return { leagues: items, ...rest };
}

/** A league's teams (GET /api/leagues/{id}/teams). */
export function useLeagueTeams(leagueId: string) {
  const { items, ...rest } = useList(leagueTeamsQuery(leagueId), TEAM_MESSAGES.loadFailed);
  return { teams: items, ...rest };
}
