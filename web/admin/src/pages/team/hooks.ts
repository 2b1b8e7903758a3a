import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TeamDetail } from '../../../../../shared/api-contract';
import { api, ApiError } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { useToast } from '../../toast/toast-context';

/**
 * One team with its roster (GET /api/teams/{id}). A missing team or one the user may not see sends them to
 * /dashboard with a toast (spec: 'a missing team redirects to /dashboard').
 */
export function useTeam(teamId: string | undefined) {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useAuth();
  const [team, setTeam] = useState<TeamDetail | null>(null);
  const [adminOfLeague, setAdminOfLeague] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    if (!teamId) return;
    setLoading(true);
    setError('');
    try {
      const [{ team }, mine] = await Promise.all([api.getTeam(teamId), api.myLeagues().catch(() => ({ leagues: [] }))]);
      setTeam(team);
      setAdminOfLeague(mine.leagues.some((l) => l.id === team.league_id && l.role === 'admin'));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof ApiError && (err.status === 403 || err.status === 404)) {
        toast({ type: 'error', header: 'Error', content: message });
        navigate('/dashboard', { replace: true });
        return;
      }
      setError(message);
    } finally {
      setLoading(false);
    }
  }, [teamId, navigate, toast]);

  useEffect(() => {
    if (!teamId) {
      navigate('/dashboard', { replace: true });
      return;
    }
    void load();
  }, [teamId, load, navigate]);

  // The team's manager and the league's admin run the roster.
  const canManage = Boolean(team && user && (team.manager_id === user.id || adminOfLeague));
  return { team, setTeam, loading, error, reload: load, canManage, isManager: Boolean(team && user && team.manager_id === user.id) };
}
