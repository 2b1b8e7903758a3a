import { useCallback, useEffect, useState } from 'react';
import type { League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';

export type LeagueRole = 'admin' | 'team_manager' | 'player';
export type UserLeague = League & { role: LeagueRole };

/** The signed-in user's leagues (GET /api/leagues lists the leagues they administer). */
export function useUserLeagues() {
  const [leagues, setLeagues] = useState<UserLeague[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    setError('');
    try {
      const { leagues } = await api.listLeagues();
      setLeagues(leagues.map((l) => ({ ...l, role: (l as Partial<UserLeague>).role ?? 'admin' })));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MSG.league.fetchLeaguesFailed);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { leagues, loading, error, reload: load };
}
