import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';

/** Every custom page of a league, drafts included, newest written first. */
export function usePages(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leaguePages(leagueId), queryFn: () => api.listPages(leagueId), select: (r) => r.pages, enabled: Boolean(leagueId) });
}

export function usePageWrites(leagueId: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate([queryKeys.leaguePages(leagueId)]);
  return {
    create: useMutation({ mutationFn: (body: BodyOf<'createPage'>) => api.createPage(leagueId, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'updatePage'> }) => api.updatePage(leagueId, id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => api.deletePage(leagueId, id), onSuccess }),
  };
}
