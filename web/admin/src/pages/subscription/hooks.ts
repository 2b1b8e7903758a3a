import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

async function readUsage() {
  try {
    return (await api.usage()).usage;
  } catch (err) {
    // Spec: usage read failures are logged.
    console.error('Failed to load usage', err);
    throw err;
  }
}

/** The signed-in user's usage per limit key (GET /api/subscription/usage); plan changes invalidate it. */
export function useUsage(enabled: boolean) {
  const query = useQuery({ queryKey: queryKeys.usage, queryFn: readUsage, enabled });
  return { usage: query.data ?? null, loading: enabled && query.isPending, failed: query.isError, reload: query.refetch };
}
