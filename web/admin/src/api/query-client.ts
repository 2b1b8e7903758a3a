import { QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from './client';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on a retry; network failures and 5xx may. */
export function shouldRetry(failureCount: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        // Data stays fresh for a short while so moving between pages does not refetch everything; writes invalidate.
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Marks these keys (and everything under them) stale; mounted queries refetch. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
    [queryClient],
  );
}
