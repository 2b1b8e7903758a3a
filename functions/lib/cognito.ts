// Calls to the user pool made on the signed-in user's behalf, with their own access token (the bearer token the
// API was called with). These operations are authorised by the token itself, so the functions that make them need
// no IAM permission on the pool. COGNITO_ENDPOINT is set only by the local stack (cognito-local).
import {
  CognitoIdentityProviderClient, DeleteUserCommand, GetUserCommand, GlobalSignOutCommand, ResendConfirmationCodeCommand, SignUpCommand,
  UpdateUserAttributesCommand, VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { ApiEvent } from './http';
import { badRequest, unauthorized } from './errors';
import { traceClient } from './tracing';

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  if (!client) {
    const endpoint = process.env.COGNITO_ENDPOINT;
    client = traceClient(new CognitoIdentityProviderClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }));
  }
  return client;
}

/** The caller's access token, exactly as sent (the authorizer has verified it). */
export function bearerToken(event: ApiEvent): string {
  const header = event.headers?.authorization ?? event.headers?.Authorization ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  if (!token) throw unauthorized();
  return token;
}

export async function setNameAttributes(accessToken: string, first: string, last: string): Promise<void> {
  await cognito().send(new UpdateUserAttributesCommand({
    AccessToken: accessToken,
    UserAttributes: [{ Name: 'given_name', Value: first }, { Name: 'family_name', Value: last }],
  }));
}

/** Starts an address change: the pool sends a code to the new address and keeps the old one until it is verified. */
export async function startEmailChange(accessToken: string, email: string): Promise<string> {
  const r = await cognito().send(new UpdateUserAttributesCommand({ AccessToken: accessToken, UserAttributes: [{ Name: 'email', Value: email }] }));
  return r.CodeDeliveryDetailsList?.[0]?.Destination ?? email;
}

/** Verifies the code; the pool then switches the user's address. Answers the address now in use. */
export async function confirmEmailChange(accessToken: string, code: string): Promise<string> {
  await cognito().send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }));
  const user = await cognito().send(new GetUserCommand({ AccessToken: accessToken }));
  return user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? '';
}

/** Revokes every refresh token of the user (no device can renew its session). */
export async function globalSignOut(accessToken: string): Promise<void> {
  await cognito().send(new GlobalSignOutCommand({ AccessToken: accessToken }));
}

export async function deletePoolUser(accessToken: string): Promise<void> {
  await cognito().send(new DeleteUserCommand({ AccessToken: accessToken }));
}

/** The error name Cognito answered with, for mapping to our own sentences. */
export const cognitoErrorName = (err: unknown): string => (err as { name?: string })?.name ?? '';

/** The web app's client of the pool: SignUp and ResendConfirmationCode are public calls made as that client. */
function webClientId(): string {
  const id = process.env.USER_POOL_CLIENT_ID;
  if (!id) throw new Error('USER_POOL_CLIENT_ID is not set');
  return id;
}

const errorName = (err: unknown) => (err as { name?: string })?.name ?? '';

/**
 * Creates an unconfirmed pool user (the pool e-mails its confirmation link through the CustomMessage trigger).
 * 'exists' when the address already has a pool user; a password the pool refuses names the password field.
 */
export async function signUpPoolUser(p: { email: string; password: string; first_name: string; last_name: string }): Promise<'created' | 'exists'> {
  try {
    await cognito().send(new SignUpCommand({
      ClientId: webClientId(), Username: p.email, Password: p.password,
      UserAttributes: [{ Name: 'email', Value: p.email }, { Name: 'given_name', Value: p.first_name }, { Name: 'family_name', Value: p.last_name }],
    }));
    return 'created';
  } catch (err) {
    if (errorName(err) === 'UsernameExistsException') return 'exists';
    if (errorName(err) === 'InvalidPasswordException') throw badRequest((err as Error).message, 'password');
    throw err;
  }
}

/** Sends an unconfirmed user's confirmation link again; false when the user is confirmed already (or cannot be sent one). */
export async function resendConfirmation(email: string): Promise<boolean> {
  try {
    await cognito().send(new ResendConfirmationCodeCommand({ ClientId: webClientId(), Username: email }));
    return true;
  } catch (err) {
    if (['InvalidParameterException', 'NotAuthorizedException', 'UserNotFoundException'].includes(errorName(err))) return false;
    throw err;
  }
}
