import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { signInWithRedirect } from 'aws-amplify/auth';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '../../../../../shared/messages';
import { getConfig } from '../../config';
import { authMutation } from './auth-config';
import type { AuthStatus } from './hooks';

/** 'Sign in with Google' through the Cognito hosted UI, or why it is off. */
export function GoogleSignIn({ busy, status }: { busy: boolean; status: AuthStatus }) {
  const config = getConfig();
  const enabled = config.googleEnabled && Boolean(config.oauthDomain);
  // The browser is leaving for Google: the buttons stay busy until it has.
  const [redirecting, setRedirecting] = useState(false);
  const { mutate } = useMutation({
    mutationKey: authMutation('google'),
    mutationFn: () => signInWithRedirect({ provider: 'Google' }),
    onSuccess: () => setRedirecting(true),
    onError: (err) => status.fail(MSG.auth.googleFailed, err),
  });
  const waiting = busy || redirecting;

  return (
    <SpaceBetween size="xs">
      <Button
        iconName="external"
        onClick={() => {
          status.clear();
          mutate();
        }}
        disabled={waiting || !enabled}
        loading={waiting && enabled}
        fullWidth
      >
        Sign in with Google
      </Button>
      {!enabled && (
        <Box color="text-body-secondary" fontSize="body-s" textAlign="center">
          {MSG.auth.googleNotConfigured}
        </Box>
      )}
    </SpaceBetween>
  );
}
