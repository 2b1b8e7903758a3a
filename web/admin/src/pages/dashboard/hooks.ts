import { useMutation } from '@tanstack/react-query';
import type { BodyOf, UserLeagueEntry } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';
import { myActivityQuery, myLeaguesQuery, myTeamsQuery } from '../../api/queries';
import { useInvalidate } from '../../api/query-client';
import { staleAfter } from '../../api/query-keys';
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

/** POST /api/leagues/{id}/teams; the league's lists, the user's entries and roles are re-read (see staleAfter.team). */
export function useCreateTeam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ leagueId, ...input }: BodyOf<'createTeam'> & { leagueId: string }) => api.createTeam(leagueId, input),
    onSuccess: (_answer, { leagueId }) => void invalidate([...staleAfter.team(leagueId), ...staleAfter.level(leagueId)]),
  });
}
