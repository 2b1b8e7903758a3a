import { useInfiniteQuery } from '@tanstack/react-query';
import type { DirectoryEntry } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

const NONE: DirectoryEntry[] = [];

/** The public league directory (GET /api/public/leagues), newest first, a page at a time. */
export function useDirectory() {
  const query = useInfiniteQuery({
    queryKey: queryKeys.directory,
    queryFn: ({ pageParam }) => api.leagueDirectory(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A league may move between pages while the visitor reads: each shows once.
    select: (data) => {
      const seen = new Set<string>();
      return data.pages.flatMap((p) => p.leagues).filter((l) => (seen.has(l.id) ? false : (seen.add(l.id), true)));
    },
  });
  const { error } = query;
  return {
    leagues: query.data ?? NONE,
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    hasMore: query.hasNextPage,
    error: error ? (error instanceof Error && error.message ? error.message : 'Failed to load leagues') : '',
    loadMore: () => void query.fetchNextPage(),
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}
