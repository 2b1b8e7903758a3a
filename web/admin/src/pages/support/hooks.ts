// The Help page's server calls: the person's support requests (with their plan's promise), opening one, writing back,
// and the operators' queue.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export const useSupportRequests = () => useQuery({ queryKey: queryKeys.supportRequests, queryFn: api.mySupportRequests });

/** The operators' queue (a 404 for anyone else: the page then says so). */
export const useSupportQueue = () => useQuery({ queryKey: queryKeys.supportQueue, queryFn: api.supportQueue, retry: false });

export function useOpenSupportRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: api.openSupportRequest, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.supportRequests }) });
}

export function useReplySupportRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => api.replySupportRequest(id, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.supportRequests });
      await client.invalidateQueries({ queryKey: queryKeys.supportQueue });
    },
  });
}
