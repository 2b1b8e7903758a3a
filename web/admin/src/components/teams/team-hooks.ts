// Server state of the team management screens: a team, the writes on it (each makes the lists naming it stale),
// and the user-search picker's debounced query.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { USER_SEARCH } from '../../../../../shared/team-schema';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';

/** A team with its manager and roster (GET /api/teams/{teamId}). */
export function useTeamDetail(teamId: string | null) {
  return useQuery({ queryKey: queryKeys.team(teamId ?? ''), queryFn: () => api.getTeam(teamId ?? ''), select: (r) => r.team, enabled: Boolean(teamId) });
}

/** Edit, delete and change the manager of a team of `leagueId`. */
export function useTeamWrites(leagueId: string) {
  const invalidate = useInvalidate();
  const stale = (teamId: string) => void invalidate(staleAfter.teamChanged(leagueId, teamId));
  return {
    update: useMutation({
      mutationFn: ({ teamId, body }: { teamId: string; body: BodyOf<'updateTeam'> }) => api.updateTeam(teamId, body),
      onSuccess: (_r, v) => stale(v.teamId),
    }),
    remove: useMutation({ mutationFn: (teamId: string) => api.deleteTeam(teamId), onSuccess: (_r, teamId) => stale(teamId) }),
    changeManager: useMutation({
      mutationFn: ({ teamId, body }: { teamId: string; body: BodyOf<'changeTeamManager'> }) => api.changeTeamManager(teamId, body),
      onSuccess: (_r, v) => stale(v.teamId),
    }),
  };
}

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** People of the admin's leagues matching `text` (from 2 characters, 300 ms after the last keystroke). */
export function useUserSearch(text: string) {
  const q = useDebounced(text.trim(), USER_SEARCH.debounceMs);
  const enabled = q.length >= USER_SEARCH.minLength;
  const query = useQuery({ queryKey: queryKeys.userSearch(q), queryFn: () => api.searchUsers(q), select: (r) => r.people, enabled, staleTime: 10_000 });
  return { ...query, enabled, settled: q === text.trim() };
}

/** POST /api/leagues/{id}/teams; the league's lists, the user's entries and roles are re-read (see staleAfter.team). */
export function useCreateTeam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ leagueId, ...input }: BodyOf<'createTeam'> & { leagueId: string }) => api.createTeam(leagueId, input),
    onSuccess: (_answer, { leagueId }) => void invalidate([...staleAfter.team(leagueId), ...staleAfter.level(leagueId)]),
  });
}
