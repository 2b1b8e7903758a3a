// /league/{id}: the league's public home lives on the public site at /l/{id}; hand the browser over to it.
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';

export default function LeagueRedirectPage() {
  const { id } = useParams();
  const target = id ? `/l/${encodeURIComponent(id)}` : '';

  useEffect(() => {
    // A full navigation, not a router push: /l/ is served by the public site, not this app.
    if (target) window.location.assign(target);
  }, [target]);

  if (!id) return <Navigate to="/leagues" replace />;
  return (
    <Box padding="l" textAlign="center">
      <Spinner /> Opening the league's page... <Link href={target}>Continue</Link>
    </Box>
  );
}
