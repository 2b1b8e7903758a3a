// The one way the product sends a text: AWS End User Messaging SMS (the pinpoint-sms-voice-v2 API, SendTextMessage).
// In the local stack SMS_ENDPOINT points the same SDK at the stand-in (infra/local/sms-twin), which speaks the
// service's JSON protocol and writes each text to the local outbox beside the e-mails.
import type { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { traceClient } from './tracing';

export type SmsResult = { sent: true; messageId: string } | { sent: false; optedOut: true };

let client: PinpointSMSVoiceV2Client | undefined;

async function smsClient(): Promise<PinpointSMSVoiceV2Client> {
  if (!client) {
    const { PinpointSMSVoiceV2Client: Client } = await import('@aws-sdk/client-pinpoint-sms-voice-v2');
    const endpoint = process.env.SMS_ENDPOINT;
    client = traceClient(new Client({
      region: process.env.SMS_REGION || process.env.AWS_REGION || 'us-east-1',
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }));
  }
  return client;
}

/**
 * Texts `body` to `to` (E.164) from the stage's origination identity (SMS_ORIGINATION_IDENTITY: a phone pool or
 * number; its configuration set SMS_CONFIGURATION_SET sends delivery events). A number on the account's opt-out list
 * (it replied STOP) is refused by the service: answered as `optedOut`, not thrown.
 */
export async function sendText(to: string, body: string): Promise<SmsResult> {
  const sms = await import('@aws-sdk/client-pinpoint-sms-voice-v2');
  try {
    const r = await (await smsClient()).send(new sms.SendTextMessageCommand({
      DestinationPhoneNumber: to,
      MessageBody: body,
      MessageType: 'TRANSACTIONAL',
      ...(process.env.SMS_ORIGINATION_IDENTITY ? { OriginationIdentity: process.env.SMS_ORIGINATION_IDENTITY } : {}),
      ...(process.env.SMS_CONFIGURATION_SET ? { ConfigurationSetName: process.env.SMS_CONFIGURATION_SET } : {}),
    }));
    return { sent: true, messageId: r.MessageId ?? '' };
  } catch (err) {
    if (err instanceof sms.ConflictException && err.Reason === 'DESTINATION_PHONE_NUMBER_OPTED_OUT') return { sent: false, optedOut: true };
    throw err;
  }
}
