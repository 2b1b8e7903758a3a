import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { putUserProfileIfAbsent } from '../data/users';
import { businessMetric, withTelemetry } from '../lib/observability';

/** Creates the user's profile (first and last name from sign-up) once the e-mail is confirmed. */
export const handler = withTelemetry(async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const a = event.request.userAttributes;
  await putUserProfileIfAbsent({
    id: a.sub,
    email: a.email ?? '',
    first_name: a.given_name ?? '',
    last_name: a.family_name ?? '',
    created_at: new Date().toISOString(),
  });
  businessMetric('SignUpConfirmed');
  return event;
});
