import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { withTelemetry } from '../lib/observability';
import { confirmationEmail, emailChangeEmail, passwordResetEmail } from './confirmation-email';
import { appUrl } from '../lib/app-url';

/**
 * Cognito CustomMessage trigger: the sign-up message carries a link to the web app (not Cognito's own page),
 * which confirms the account and lands on /auth. Cognito sends the HTML body; `text` is what the local outbox
 * also records.
 */
export const handler = withTelemetry(async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const email = event.request.userAttributes.email ?? '';
  const firstName = event.request.userAttributes.given_name ?? '';
  const code = event.request.codeParameter;
  let content;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      content = confirmationEmail(appUrl(), email, firstName, code);
      break;
    case 'CustomMessage_ForgotPassword':
      content = passwordResetEmail(firstName, code);
      break;
    case 'CustomMessage_UpdateUserAttribute':
    case 'CustomMessage_VerifyUserAttribute':
      content = emailChangeEmail(firstName, code);
      break;
    default:
      return event;
  }
  event.response.emailSubject = content.subject;
  event.response.emailMessage = content.html;
  return event;
});
