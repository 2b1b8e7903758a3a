// /league/{id} and the spec's preview links /league/{id}/preview[/teams|/schedule|/standings|/stats]: the league's
// public site lives on the public site at /l/{id}; hand the browser over to it. While the league is a draft only
// its organiser sees it there (the site reads it with their session): that is the preview.
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import NotFoundPage from '../not-found';

/** The site's sections a preview link may name; the league's home when it names none. */
const SECTIONS = new Set(['teams', 'schedule', 'standings', 'stats', 'players']);

export default function LeagueRedirectPage() {
  const { id, section } = useParams();
  const known = section === undefined || SECTIONS.has(section);
  const target = id && known ? `/l/${encodeURIComponent(id)}${section ? `/${section}` : ''}` : '';

  useEffect(() => {
    // A full navigation, not a router push: /l/ is served by the public site, not this app.
    if (target) window.location.assign(target);
  }, [target]);

  if (!id) return <Navigate to="/leagues" replace />;
  if (!known) return <NotFoundPage />;
  return (
    <Box padding="l" textAlign="center">
      <Spinner /> Opening the league's page... <Link href={target}>Continue</Link>
    </Box>
  );
}
