import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';

/** A league's active levels, in display order. */
export function useLevels(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueLevels(leagueId), queryFn: () => api.listLevels(leagueId), select: (r) => r.levels, enabled: Boolean(leagueId) });
}

/** Create, edit, retire and reorder; each makes the list and the level limit's figures stale. */
export function useLevelWrites(leagueId: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate(staleAfter.level(leagueId));
  return {
    create: useMutation({ mutationFn: (body: BodyOf<'createLevel'>) => api.createLevel(leagueId, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateLevel'> }) => api.updateLevel(leagueId, id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => api.deleteLevel(leagueId, id), onSuccess }),
    reorder: useMutation({ mutationFn: (ids: string[]) => api.reorderLevels(leagueId, ids), onSuccess }),
  };
}
