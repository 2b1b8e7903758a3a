import { useCallback, useEffect, useState } from 'react';
import type { ActivityEntry, TeamSummary, UserLeagueEntry } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';

export type LeagueRole = UserLeagueEntry['role'];
export type UserLeague = UserLeagueEntry;

const messageOr = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/** One read of some list for the dashboard, with the spec's fallback message when it fails. */
function useList<T>(read: () => Promise<T[]>, fallback: string) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    setError('');
    try {
      setItems(await read());
    } catch (err) {
      setItems([]);
      setError(messageOr(err, fallback));
    } finally {
      setLoading(false);
    }
  }, [read, fallback]);

  useEffect(() => {
    void load();
  }, [load]);

  return { items, loading, error, reload: load };
}

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
