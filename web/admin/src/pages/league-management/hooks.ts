import { useCallback, useEffect, useState } from 'react';
import type { League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { api } from '../../api/client';

/** Every league the signed-in user administers (GET /api/leagues, following its cursor), newest first. */
export function useAdminLeagues() {
  const [leagues, setLeagues] = useState<League[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    setError('');
    try {
      const all: League[] = [];
      let cursor: string | undefined;
      do {
        const page = await api.listLeaguesPage(cursor);
        all.push(...page.leagues);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      all.sort((a, b) => b.created_at.localeCompare(a.created_at));
      setLeagues(all);
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
