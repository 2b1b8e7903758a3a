// Points Amplify at the user pool /config.json names. Shared by the admin (src/config.ts) and the light /auth page's
// island (web/site/src/public/auth-client.ts), so a session signed in on /auth is stored exactly where, and as, the
// admin's Amplify reads it.
import { Amplify } from 'aws-amplify';
import { decodeJWT } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { WebConfig } from '../../shared/api-contract';
import { OAUTH_SCOPES } from '../../shared/oauth-scopes';

export function configureAmplify(config: WebConfig) {
  const redirect = [`${config.appUrl.replace(/\/$/, '')}/auth`];
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(config.oauthDomain && config.googleEnabled
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: OAUTH_SCOPES,
                  redirectSignIn: redirect,
                  redirectSignOut: redirect,
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  });
  if (config.userPoolEndpoint) installLocalTokenRefresher(config.userPoolEndpoint, config.userPoolClientId);
}

// cognito-local has no GetTokensFromRefreshToken (what Amplify refreshes with), but it does answer
// InitiateAuth REFRESH_TOKEN_AUTH, so locally we refresh through that.
function installLocalTokenRefresher(endpoint: string, clientId: string) {
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw new Error('No refresh token');
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const body = (await res.json().catch(() => ({}))) as {
      message?: string;
      AuthenticationResult?: { AccessToken: string; IdToken?: string; RefreshToken?: string };
    };
    const result = body.AuthenticationResult;
    if (!res.ok || !result) throw new Error(body.message ?? 'Token refresh failed');
    return {
      accessToken: decodeJWT(result.AccessToken),
      idToken: result.IdToken ? decodeJWT(result.IdToken) : tokens.idToken,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: tokens.clockDrift,
      username,
      signInDetails: tokens.signInDetails,
    };
  });
}
