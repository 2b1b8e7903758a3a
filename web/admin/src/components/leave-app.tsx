import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A public page reached by a move inside the app (browser history, an old link): loads it from the server, where it
 * lives as its own light page.
 */
export function LeaveApp() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return null;
}
