import { useEffect } from 'react';
import { MSG } from '../../../shared/messages';

export function NotFound() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return (
    <main className="page center">
      <h1 className="big">404</h1>
      <p className="lead">{MSG.notFound.title}</p>
      {/* A full navigation: the home page belongs to the admin app, not to this bundle. */}
      <a href="/">{MSG.notFound.home}</a>
    </main>
  );
}
