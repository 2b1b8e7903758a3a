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

/** Add, rename and set the teams of, and remove a level's divisions; each makes the levels and standings stale. */
export function useDivisionWrites(leagueId: string, levelId: string) {
  const writes = useCrudWrites(staleAfter.divisions(leagueId), {
    create: (body: BodyOf<'createDivision'>) => api.createDivision(leagueId, levelId, body),
    update: (id, body: BodyOf<'updateDivision'>) => api.updateDivision(leagueId, levelId, id, body),
    remove: (id) => api.deleteDivision(leagueId, levelId, id),
  });
  return writes;
}
