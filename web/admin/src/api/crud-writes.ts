// Create, update and delete of one kind of row (an article, a page, a level, a season), each making the same
// lists stale once it succeeds. The *hooks.ts files pass the API calls; a kind with more writes adds them with
// `refresh` as their onSuccess.
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useInvalidate } from './query-client';

interface Calls<CBody, UBody, CResult, UResult, RResult> {
  create: (body: CBody) => Promise<CResult>;
  update: (id: string, body: UBody) => Promise<UResult>;
  remove: (id: string) => Promise<RResult>;
}

export function useCrudWrites<CBody, UBody, CResult, UResult, RResult>(stale: QueryKey[], calls: Calls<CBody, UBody, CResult, UResult, RResult>) {
  const invalidate = useInvalidate();
  const refresh = () => void invalidate(stale);
  return {
    refresh,
    create: useMutation({ mutationFn: calls.create, onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: UBody }) => calls.update(id, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: calls.remove, onSuccess: refresh }),
  };
}
