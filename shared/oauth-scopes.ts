/**
 * The scopes the web app asks the hosted UI (Google sign-in) for. aws.cognito.signin.user.admin is among them because
 * the account API calls GetUser, UpdateUserAttributes, GlobalSignOut and DeleteUser with the person's own access
 * token, and Cognito refuses a token without that scope there; the user pool's web client allows each of these
 * (infra/cloud/constructs/auth.ts).
 */
export const OAUTH_SCOPES = ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'];
