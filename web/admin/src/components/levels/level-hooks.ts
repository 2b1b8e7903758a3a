import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useCrudWrites } from '../../api/crud-writes';
import { queryKeys, staleAfter } from '../../api/query-keys';

/** A league's active levels, in display order. */
export function useLevels(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueLevels(leagueId), queryFn: () => api.listLevels(leagueId), select: (r) => r.levels, enabled: Boolean(leagueId) });
}

/** Create, edit, retire and reorder; each makes the list and the level limit's figures stale. */
export function useLevelWrites(leagueId: string) {
  const writes = useCrudWrites(staleAfter.level(leagueId), {
    create: (body: BodyOf<'createLevel'>) => api.createLevel(leagueId, body),
    update: (id, body: BodyOf<'updateLevel'>) => api.updateLevel(leagueId, id, body),
    remove: (id) => api.deleteLevel(leagueId, id),
  });
  return {
    ...writes,
    reorder: useMutation({ mutationFn: (ids: string[]) => api.reorderLevels(leagueId, ids), onSuccess: writes.refresh }),
  };
}
