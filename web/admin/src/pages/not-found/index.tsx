import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '../../../../../shared/messages';
import { RouterLink } from '../../components/router-link';

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <SpaceBetween size="m">
        <Box variant="h1" fontSize="display-l">
          404
        </Box>
        <Box variant="p" fontSize="heading-m">
          {MSG.notFound.title}
        </Box>
        <RouterLink href="/">{MSG.notFound.home}</RouterLink>
      </SpaceBetween>
    </Box>
  );
}
