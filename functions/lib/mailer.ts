// The one way the product sends e-mail: through SES in the cloud, into the local outbox (a JSON-lines file the
// local gateway serves at /__dev/outbox) in the local stack. Every message has a text part and an HTML part.
import fs from 'node:fs';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { traceClient } from './tracing';

export interface Email {
  to: string; subject: string; text: string; html: string;
  /** Extra headers (a message's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** SES message tags: they come back with the delivery, bounce or complaint event (functions/messages/ses-events.ts). */
  tags?: Record<string, string>;
}

export interface Mailer { send(email: Email): Promise<void> }

/** Appends one JSON line per e-mail, in the shape cognito-local's e-mails use there too. */
export function outboxMailer(file: string): Mailer {
  return {
    send: async (e) => {
      await fs.promises.appendFile(file, `${JSON.stringify({ ...e, created_at: new Date().toISOString() })}\n`);
    },
  };
}

/** One traced SES client per region and container, made at the first e-mail. */
const sesClients = new Map<string, SESv2Client>();

/** SES (v2 API) from the verified sender in MAIL_FROM, in the identity's region (SES_REGION). The SDK is loaded only in the cloud. */
export function sesMailer(from: string, region = process.env.SES_REGION || undefined): Mailer {
  return {
    send: async (e) => {
      const ses = await import('@aws-sdk/client-sesv2');
      let client = sesClients.get(region ?? '');
      if (!client) sesClients.set(region ?? '', client = traceClient(new ses.SESv2Client({ region })));
      // The configuration set (SES_CONFIGURATION_SET) publishes deliveries, bounces and complaints to the stage's topic.
      const configurationSet = process.env.SES_CONFIGURATION_SET || undefined;
      await client.send(new ses.SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [e.to] },
        ConfigurationSetName: configurationSet,
        EmailTags: e.tags ? Object.entries(e.tags).map(([Name, Value]) => ({ Name, Value })) : undefined,
        Content: {
          Simple: {
            Subject: { Data: e.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: e.text, Charset: 'UTF-8' }, Html: { Data: e.html, Charset: 'UTF-8' } },
            Headers: e.headers ? Object.entries(e.headers).map(([Name, Value]) => ({ Name, Value })) : undefined,
          },
        },
      }));
    },
  };
}

/** OUTBOX_FILE (set by the local stack) wins; otherwise SES from MAIL_FROM. */
export function mailer(): Mailer {
  if (process.env.OUTBOX_FILE) return outboxMailer(process.env.OUTBOX_FILE);
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set: the cloud stack sets it to the verified SES sender');
  return sesMailer(from);
}
