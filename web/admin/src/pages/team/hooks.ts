import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf } from '../../../../../shared/api-contract';
import { api, hasErrorCode } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';
import { useAuth } from '../../auth/auth-context';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';

/**
 * One team with its roster (GET /api/teams/{id}). A missing team or one the user may not see sends them to
 * /dashboard with a toast (spec: 'a missing team redirects to /dashboard'). Whether the user may run the roster
 * is the server's answer (`can_manage`: the league's admin and the team's manager).
 */
export function useTeam(teamId: string | undefined) {
  const navigate = useNavigate();
  const toast = useToast();
  const { user } = useAuth();
  const query = useQuery({
    queryKey: queryKeys.team(teamId ?? ''),
    queryFn: () => api.getTeam(teamId!),
    select: (r) => r.team,
    enabled: Boolean(teamId),
  });

  const { error } = query;
  const goneOrNotYours = hasErrorCode(error, 'forbidden', 'not_found');
  useEffect(() => {
    if (!teamId) navigate('/dashboard', { replace: true });
  }, [teamId, navigate]);
  useEffect(() => {
    if (!goneOrNotYours) return;
    toast({ type: 'error', header: 'Error', content: messageOf(error) });
    navigate('/dashboard', { replace: true });
  }, [goneOrNotYours, error, toast, navigate]);

  const team = query.data ?? null;
  return {
    team,
    loading: query.isPending,
    error: query.isError && !goneOrNotYours ? messageOf(error) : '',
    reload: query.refetch,
    canManage: Boolean(team?.can_manage),
    isManager: Boolean(team && user && team.manager_id === user.id),
  };
}

export interface NewPlayer {
  email: string;
  position: string | null;
  jersey_number: number | null;
}

/** Adds (or invites) a player; the answer carries the team as it stands, which replaces the cached one. */
export function useAddPlayer(teamId: string, leagueId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: NewPlayer) => api.addPlayer(teamId, input),
    onSuccess: ({ team }: ResponseOf<'addPlayer'>) => {
      queryClient.setQueryData<ResponseOf<'getTeam'>>(queryKeys.team(teamId), { team });
      void invalidate([...staleAfter.player(leagueId), ...staleAfter.invitations(leagueId, teamId)]);
    },
  });
}

/** Changes a player's status, position or number; the answer's roster replaces the cached team. */
export function useUpdatePlayer(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: BodyOf<'updatePlayer'> }) => api.updatePlayer(teamId, userId, body),
    onSuccess: ({ team }: ResponseOf<'updatePlayer'>) => queryClient.setQueryData<ResponseOf<'getTeam'>>(queryKeys.team(teamId), { team }),
  });
}

/** Removes a player: the roster as it stands replaces the cached team, and the lists counting players reload. */
export function useRemovePlayer(teamId: string, leagueId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (userId: string) => api.removePlayer(teamId, userId),
    onSuccess: ({ team }: ResponseOf<'removePlayer'>) => {
      if (team) queryClient.setQueryData<ResponseOf<'getTeam'>>(queryKeys.team(teamId), { team });
      void invalidate(staleAfter.player(leagueId));
    },
  });
}
