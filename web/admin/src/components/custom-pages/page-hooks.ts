import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useCrudWrites } from '../../api/crud-writes';
import { queryKeys } from '../../api/query-keys';

/** Every custom page of a league, drafts included, newest written first. */
export function usePages(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leaguePages(leagueId), queryFn: () => api.listPages(leagueId), select: (r) => r.pages, enabled: Boolean(leagueId) });
}

export function usePageWrites(leagueId: string) {
  return useCrudWrites([queryKeys.leaguePages(leagueId)], {
    create: (body: BodyOf<'createPage'>) => api.createPage(leagueId, body),
    update: (id, body: BodyOf<'updatePage'>) => api.updatePage(leagueId, id, body),
    remove: (id) => api.deletePage(leagueId, id),
  });
}
