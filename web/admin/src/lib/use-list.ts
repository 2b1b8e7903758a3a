import { useCallback, useEffect, useState } from 'react';

const messageOr = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/**
 * Loads a list once on mount (and on reload()), with loading and error state; a failure empties the list and
 * shows the server's message or the spec's fallback. `read` must be stable (module-level or memoised).
 */
export function useList<T>(read: () => Promise<T[]>, fallback: string) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    setError('');
    try {
      setItems(await read());
    } catch (err) {
      setItems([]);
      setError(messageOr(err, fallback));
    } finally {
      setLoading(false);
    }
  }, [read, fallback]);

  useEffect(() => {
    void load();
  }, [load]);

  return { items, loading, error, reload: load };
}
