import { useMutation, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';

/** Every article of a league, drafts included, newest written first. */
export function useNews(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueNews(leagueId), queryFn: () => api.listNews(leagueId), select: (r) => r.articles, enabled: Boolean(leagueId) });
}

export function useNewsWrites(leagueId: string) {
  const invalidate = useInvalidate();
  const onSuccess = () => void invalidate([queryKeys.leagueNews(leagueId)]);
  return {
    create: useMutation({ mutationFn: (body: BodyOf<'createNews'>) => api.createNews(leagueId, body), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: BodyOf<'updateNews'> }) => api.updateNews(leagueId, id, body), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => api.deleteNews(leagueId, id), onSuccess }),
  };
}
