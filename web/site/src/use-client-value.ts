import { useLayoutEffect, useState } from 'react';

/**
 * A value only the browser knows (the address's query, whether the script runs): `server` in the server's render
 * and while the browser hydrates it, so the markup matches; then `read()` once mounted, before the first paint.
 * A state set from a layout effect rather than useSyncExternalStore's server snapshot, which the browser's renderer
 * (Preact, aliased in vite.config.ts) does not honour while hydrating: it would keep the server's attributes on the
 * elements that differ.
 */
export function useClientValue<T>(read: () => T, server: T): T {
  const [value, setValue] = useState(server);
  // Read once, on mount (the callers' values do not change while the page is open); the second render, before
  // paint, is the point: it is how the page moves from the server's markup to the browser's.
  // eslint-disable-next-line react-hooks/set-state-in-effect, react-hooks/exhaustive-deps
  useLayoutEffect(() => setValue(() => read()), []);
  return value;
}
