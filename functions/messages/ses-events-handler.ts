// The Lambda the SES event destination's SNS topic invokes (infra/cloud/constructs/message-events.ts).
import { withTelemetry } from '../lib/observability';
import { handleSnsRecords } from './ses-events';

export const handler = withTelemetry(async (event: { Records: { Sns: { Message: string } }[] }) => {
  await handleSnsRecords(event.Records);
});
