import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MyTeam } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { myTeamsQuery } from '../../api/queries';
import { useAuth } from '../../auth/auth-context';
import { useToast } from '../../toast/toast-context';

const NONE: MyTeam[] = [];
const byName = (teams: MyTeam[]) => [...teams].sort((a, b) => a.name.localeCompare(b.name));

/** Teams whose manager is the signed-in user (spec: data only when a user is present). */
export function useMyTeams() {
  const { user } = useAuth();
  const toast = useToast();
  const query = useQuery({
    ...myTeamsQuery,
    select: byName,
    enabled: Boolean(user),
  });

  const { error } = query;
  useEffect(() => {
    if (!error) return;
    console.error(error);
    toast({ type: 'error', header: MSG.myTeams.errorTitle, content: TEAM_MESSAGES.myTeamsFailed });
  }, [error, toast]);

  const teams = query.data ?? NONE;
  const stats = {
    teams: teams.length,
    players: teams.reduce((sum, t) => sum + (t.player_count ?? 0), 0),
    leagues: new Set(teams.map((t) => t.league_id)).size,
  };
  return { teams, loading: Boolean(user) && query.isPending, stats };
}
