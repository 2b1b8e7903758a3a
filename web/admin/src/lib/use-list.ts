import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

const NONE: never[] = [];

/**
 * A list from the API through the query cache, with the loading and error state the pages show: a failure
 * empties the list and shows the server's message or the spec's fallback. `loading` is only the first load;
 * refetches after a write keep the current rows on screen.
 */
export function useList<T, K extends QueryKey = QueryKey>(query: UseQueryOptions<T[], Error, T[], K>, fallback: string, enabled = true) {
  const result = useQuery({ ...query, enabled });
  const { refetch } = result;
  return {
    items: result.isError || !result.data ? (NONE as T[]) : result.data,
    loading: enabled && result.isPending,
    error: result.isError ? (result.error instanceof Error && result.error.message ? result.error.message : fallback) : '',
    reload: refetch,
  };
}
