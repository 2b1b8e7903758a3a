import type { ActivityEntry, TeamSummary, UserLeagueEntry } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';
import { useList } from '../../lib/use-list';

export type LeagueRole = UserLeagueEntry['role'];
export type UserLeague = UserLeagueEntry;

const readLeagues = async () => (await api.myLeagues()).leagues;
const readTeams = async () => (await api.myTeams()).teams;
const readActivity = async () => (await api.myActivity()).activity;

/** The user's leagues, merged across admin, team manager and player by the API (GET /api/me/leagues, one call). */
export function useUserLeagues() {
  const { items, ...rest } = useList<UserLeagueEntry>(readLeagues, MSG.league.fetchLeaguesFailed);
  return { leagues: items, ...rest };
}

/** The teams the user manages (GET /api/me/teams). */
export function useManagedTeams() {
  const { items, ...rest } = useList<TeamSummary>(readTeams, MSG.league.fetchTeamsFailed);
  return { teams: items, ...rest };
}

/** The user's recent activity, newest first (GET /api/me/activity). */
export function useRecentActivity() {
  const { items, ...rest } = useList<ActivityEntry>(readActivity, 'Failed to fetch recent activity');
  return { activity: items, ...rest };
}
