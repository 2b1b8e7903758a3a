// A value the page reads once per key (an article, a custom page, the news list), or was handed by the server.
import { useEffect, useState } from 'react';
import { ApiError } from './lib/fetch-json';

export type Load<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'missing' } | { kind: 'error' };

/** `initial`: what the server rendered into the page (null: it was missing), so nothing is fetched again. */
export function useLoad<T>(key: string, load: () => Promise<T>, initial?: T | null): Load<T> {
  const [state, setState] = useState<{ key: string; value: Load<T> } | null>(
    initial === undefined ? null : { key, value: initial === null ? { kind: 'missing' } : { kind: 'ready', data: initial } },
  );
  useEffect(() => {
    if (state?.key === key) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, value: { kind: 'ready', data } }),
      (err: unknown) => live && setState({ key, value: err instanceof ApiError && err.status === 404 ? { kind: 'missing' } : { kind: 'error' } }),
    );
    return () => { live = false; };
    // `key` names what `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state?.key === key ? state.value : { kind: 'loading' };
}
