import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { useCrudWrites } from '../../api/crud-writes';
import { queryKeys } from '../../api/query-keys';

/** Every article of a league, drafts included, newest written first. */
export function useNews(leagueId: string) {
  return useQuery({ queryKey: queryKeys.leagueNews(leagueId), queryFn: () => api.listNews(leagueId), select: (r) => r.articles, enabled: Boolean(leagueId) });
}

export function useNewsWrites(leagueId: string) {
  return useCrudWrites([queryKeys.leagueNews(leagueId)], {
    create: (body: BodyOf<'createNews'>) => api.createNews(leagueId, body),
    update: (id, body: BodyOf<'updateNews'>) => api.updateNews(leagueId, id, body),
    remove: (id) => api.deleteNews(leagueId, id),
  });
}
