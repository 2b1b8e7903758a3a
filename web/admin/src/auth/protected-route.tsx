import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Container from '@cloudscape-design/components/container';
import type { Role } from '../../../../shared/api-contract';
import { MSG } from '../../../../shared/messages';
import { RouterButton } from '../components/router-link';
import { useAuth } from './auth-context';

/** Spec 'Protected pages': 'Loading...' while the session loads, /auth without a user, 'Access Denied' without a required role. */
export function ProtectedRoute({ children, roles }: { children: ReactNode; roles?: Role[] }) {
  const auth = useAuth();
  if (auth.loading) return <Box padding="l">{MSG.auth.loading}</Box>;
  if (!auth.user) return auth.signingOut ? null : <Navigate to="/auth" replace />;
  if (roles && roles.length > 0 && !auth.rolesLoaded) return <Box padding="l">{MSG.auth.loading}</Box>;
  if (roles && roles.length > 0 && !roles.some((r) => auth.roles.includes(r))) {
    return (
      <Container
        header={
          <Header variant="h1" actions={<RouterButton href="/dashboard">Go to Dashboard</RouterButton>}>
            {MSG.auth.accessDenied}
          </Header>
        }
      >
        <Box>{MSG.auth.accessDeniedBody}</Box>
      </Container>
    );
  }
  return <>{children}</>;
}
