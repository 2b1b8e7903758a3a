import { expect, type APIRequestContext } from '@playwright/test';
import { confirmationPath, waitForMail } from './outbox';

/** A confirmed account driven only through the HTTP API (no browser): for setting up other people's leagues and teams. */
export interface ApiUser {
  email: string;
  password: string;
  firstName: string;
  token: string;
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  post<T = unknown>(path: string, data: unknown): Promise<{ status: number; body: T }>;
  put<T = unknown>(path: string, data: unknown): Promise<{ status: number; body: T }>;
  del<T = unknown>(path: string): Promise<{ status: number; body: T }>;
}

interface WebConfig {
  userPoolEndpoint?: string;
  userPoolClientId: string;
}

async function cognito<T>(request: APIRequestContext, endpoint: string, action: string, body: Record<string, unknown>): Promise<T> {
  const res = await request.post(endpoint, {
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}` },
    data: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok(), `${action}: ${text}`).toBe(true);
  return (text ? JSON.parse(text) : {}) as T;
}

export function uniqueEmail(name: string): string {
  return `${name.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Signs up through cognito-local, confirms with the code from the e-mailed link, and signs in (USER_PASSWORD_AUTH). */
/** The user pool the app's /config.json names (cognito-local's endpoint and the web client). */
export async function userPoolOf(request: APIRequestContext): Promise<{ endpoint: string; clientId: string }> {
  const config = (await (await request.get('/config.json')).json()) as WebConfig;
  expect(config.userPoolEndpoint, 'the local stack names its cognito-local endpoint').toBeTruthy();
  return { endpoint: config.userPoolEndpoint!, clientId: config.userPoolClientId };
}

export async function createConfirmedUser(
  request: APIRequestContext, firstName: string, password = 'Secret-pass-123', email = uniqueEmail(firstName),
): Promise<{ email: string; password: string; firstName: string }> {
  const { endpoint, clientId } = await userPoolOf(request);
  await cognito(request, endpoint, 'SignUp', {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'given_name', Value: firstName },
      { Name: 'family_name', Value: 'Tester' },
    ],
  });
  const link = new URL(confirmationPath(await waitForMail(request, email)), 'http://placeholder');
  await cognito(request, endpoint, 'ConfirmSignUp', {
    ClientId: clientId,
    Username: link.searchParams.get('confirm_email'),
    ConfirmationCode: link.searchParams.get('code'),
  });
  return { email, password, firstName };
}

export interface SessionTokens { AccessToken: string; IdToken: string; RefreshToken: string }

/** A sign-in's tokens for an existing account, straight from the user pool (USER_PASSWORD_AUTH, as /auth signs in). */
export async function sessionTokensFor(
  request: APIRequestContext, email: string, password: string, pool?: { endpoint: string; clientId: string },
): Promise<SessionTokens> {
  const { endpoint, clientId } = pool ?? await userPoolOf(request);
  const r = await cognito<{ AuthenticationResult: SessionTokens }>(request, endpoint, 'InitiateAuth', {
    ClientId: clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return r.AuthenticationResult;
}

/** Access token for an existing account, straight from the user pool. */
export async function accessTokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  return (await sessionTokensFor(request, email, password)).AccessToken;
}

/** Wraps our HTTP API with a bearer token. */
export function apiAs(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string) {
      const res = await request.get(path, { headers });
      return { status: res.status(), body: (await res.json().catch(() => null)) as T };
    },
    async post<T>(path: string, data: unknown) {
      const res = await request.post(path, { headers, data });
      return { status: res.status(), body: (await res.json().catch(() => null)) as T };
    },
    async put<T>(path: string, data: unknown) {
      const res = await request.put(path, { headers, data });
      return { status: res.status(), body: (await res.json().catch(() => null)) as T };
    },
    async del<T>(path: string) {
      const res = await request.delete(path, { headers });
      return { status: res.status(), body: (await res.json().catch(() => null)) as T };
    },
  };
}

/** `email`: an address of one's own choosing (an operator's, say); a unique @example.com one by default. */
export async function apiUser(request: APIRequestContext, firstName: string, email?: string): Promise<ApiUser> {
  const user = await createConfirmedUser(request, firstName, undefined, email);
  const token = await accessTokenFor(request, user.email, user.password);
  return { ...user, token, ...apiAs(request, token) };
}
