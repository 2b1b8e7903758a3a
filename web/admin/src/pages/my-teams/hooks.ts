import { useEffect, useState } from 'react';
import type { TeamSummary } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { api } from '../../api/client';
import { useAuth } from '../../auth/auth-context';
import { useToast } from '../../toast/toast-context';

/** Teams whose manager is the signed-in user (spec: data only when a user is present). */
export function useMyTeams() {
  const { user } = useAuth();
  const toast = useToast();
  const [teams, setTeams] = useState<TeamSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) {
      setTeams([]);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    api
      .myTeams()
      .then((r) => live && setTeams([...r.teams].sort((a, b) => a.name.localeCompare(b.name))))
      .catch((err: unknown) => {
        console.error(err);
        if (live) toast({ type: 'error', header: MSG.myTeams.errorTitle, content: TEAM_MESSAGES.myTeamsFailed });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [userId, toast]);

  const stats = {
    teams: teams.length,
    players: teams.reduce((sum, t) => sum + (t.player_count ?? 0), 0),
    leagues: new Set(teams.map((t) => t.league_id)).size,
  };
  return { teams, loading, stats };
}
