import { useQueries } from '@tanstack/react-query';
import type { UserLeagueEntry } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';
import { leagueTeamsQuery, myActivityQuery, myLeaguesQuery, myTeamsQuery } from '../../api/queries';
import { queryKeys } from '../../api/query-keys';
import { useList } from '../../lib/use-list';

export type LeagueRole = UserLeagueEntry['role'];
export type UserLeague = UserLeagueEntry;

/** The user's leagues, merged across admin, team manager and player by the API (GET /api/me/leagues, one call). */
export function useUserLeagues() {
  const { items, ...rest } = useList(myLeaguesQuery, MSG.league.fetchLeaguesFailed);
  return { leagues: items, ...rest };
}

/** The teams the user manages (GET /api/me/teams). */
export function useManagedTeams() {
  const { items, ...rest } = useList(myTeamsQuery, MSG.league.fetchTeamsFailed);
  return { teams: items, ...rest };
}

/** The user's recent activity, newest first (GET /api/me/activity). */
export function useRecentActivity() {
  const { items, ...rest } = useList(myActivityQuery, 'Failed to fetch recent activity');
  return { activity: items, ...rest };
}

/** What the setup checklist counts for one league: the league, its levels, teams, seasons and branding. */
export function useSetupProgress(leagueId: string | null, enabled: boolean) {
  return useQueries({
    queries: [
      { queryKey: queryKeys.league(leagueId ?? ''), queryFn: () => api.getLeague(leagueId!), enabled },
      { queryKey: queryKeys.leagueLevels(leagueId ?? ''), queryFn: () => api.listLevels(leagueId!), enabled },
      // The teams' cache entry is shared with every screen that lists them: read it the same way (an array).
      { ...leagueTeamsQuery(leagueId ?? ''), enabled },
      { queryKey: queryKeys.leagueSeasons(leagueId ?? ''), queryFn: () => api.listSeasons(leagueId!), enabled },
      { queryKey: queryKeys.leagueBranding(leagueId ?? ''), queryFn: () => api.getBranding(leagueId!), enabled },
    ],
  });
}

/** Each team's games (its schedule), one query per team. */
export const useTeamsGames = (teamIds: string[]) =>
  useQueries({ queries: teamIds.map((id) => ({ queryKey: queryKeys.teamGames(id), queryFn: () => api.teamGames(id) })) });
