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

export interface SaveWrites<B> {
  create: { mutateAsync: (body: B) => Promise<unknown> };
  update: { mutateAsync: (v: { id: string; body: B & { version?: number } }) => Promise<unknown> };
}

/**
 * The save of a New/Edit dialog that sends the whole row: creates it, or replaces the row the dialog opened on with
 * the version it was read at, so a row changed elsewhere since is refused (409) rather than overwritten.
 */
export async function createOrReplace<B>(writes: SaveWrites<B>, row: { id: string; version?: number } | null, body: B) {
  if (row) await writes.update.mutateAsync({ id: row.id, body: { ...body, version: row.version } });
  else await writes.create.mutateAsync(body);
}
