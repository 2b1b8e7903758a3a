// The local stand-in for AWS End User Messaging SMS: an HTTP server speaking the service's JSON 1.0 protocol for
// SendTextMessage, reached by the real SDK through its endpoint setting (SMS_ENDPOINT, functions/lib/sms.ts), as the
// payment stand-in is for Stripe's. Each text lands in the local outbox beside the e-mails (channel 'sms'). Like the
// service, it keeps an opt-out list: a number that replied STOP is refused (ConflictException,
// DESTINATION_PHONE_NUMBER_OPTED_OUT). A reply is sent through /__control/inbound, which publishes it the way the
// service does for a two-way number, as an SNS notification, handed to the same handler the cloud's topic invokes.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { SNSEvent } from 'aws-lambda';
import { SMS_OPT_IN_KEYWORDS, SMS_OPT_OUT_KEYWORDS, smsKeyword, type InboundSms } from '../../../shared/sms-keywords';

export interface SmsTwinOptions {
  port: number;
  outboxFile: string;
  /** The number the texts come from (the stage's origination identity in the cloud). */
  originationNumber: string;
  /** What SNS would invoke with an inbound text: the two-way channel's topic subscription. */
  deliverInbound: (event: SNSEvent) => Promise<void>;
}

export interface SmsTwin { url: string; stop(): Promise<void> }

export const LOCAL_SMS_TOPIC_ARN = 'arn:aws:sns:us-east-1:000000000000:league-platform-sms-inbound';

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const awsJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
  res.end(JSON.stringify(body));
};
const awsError = (res: http.ServerResponse, status: number, type: string, message: string, extra: Record<string, string> = {}) =>
  awsJson(res, status, { __type: type, message, ...extra });

export function snsEventOf(message: InboundSms): SNSEvent {
  const at = new Date().toISOString();
  return {
    Records: [{
      EventSource: 'aws:sns', EventVersion: '1.0', EventSubscriptionArn: `${LOCAL_SMS_TOPIC_ARN}:${randomUUID()}`,
      Sns: {
        Type: 'Notification', MessageId: randomUUID(), TopicArn: LOCAL_SMS_TOPIC_ARN, Subject: '', Message: JSON.stringify(message),
        Timestamp: at, SignatureVersion: '1', Signature: 'local', SigningCertUrl: '', UnsubscribeUrl: '', MessageAttributes: {},
      },
    }],
  };
}

export async function startSmsTwin(opts: SmsTwinOptions): Promise<SmsTwin> {
  const optedOut = new Set<string>();
  const sent: { id: string; to: string }[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = await readBody(req);
      if (req.method === 'POST' && url.pathname === '/__control/inbound') {
        // A reply from a phone: { from, body } (to: our number by default).
        const { from, body: text } = JSON.parse(body || '{}') as { from?: string; body?: string };
        if (!from || typeof text !== 'string') return awsError(res, 400, 'ValidationException', 'from and body are required');
        const keyword = smsKeyword(text);
        if (SMS_OPT_OUT_KEYWORDS.includes(keyword)) optedOut.add(from);
        if (SMS_OPT_IN_KEYWORDS.includes(keyword)) optedOut.delete(from);
        const message: InboundSms = {
          originationNumber: from, destinationNumber: opts.originationNumber, messageKeyword: `KEYWORD_${keyword}`, messageBody: text,
          inboundMessageId: randomUUID(), previousPublishedMessageId: sent.filter((s) => s.to === from).at(-1)?.id, isoCountryCode: 'US',
        };
        await opts.deliverInbound(snsEventOf(message));
        return awsJson(res, 200, { delivered: true });
      }
      const target = String(req.headers['x-amz-target'] ?? '');
      if (req.method !== 'POST' || url.pathname !== '/') return awsError(res, 404, 'UnknownOperationException', 'Not found');
      if (target !== 'PinpointSMSVoiceV2.SendTextMessage') return awsError(res, 400, 'UnknownOperationException', `${target} is not supported by the local stand-in`);
      const input = JSON.parse(body || '{}') as { DestinationPhoneNumber?: string; MessageBody?: string; OriginationIdentity?: string };
      const to = input.DestinationPhoneNumber ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to)) return awsError(res, 400, 'ValidationException', 'DestinationPhoneNumber must be E.164', { Reason: 'INVALID_PARAMETER' });
      if (!input.MessageBody) return awsError(res, 400, 'ValidationException', 'MessageBody is required', { Reason: 'MISSING_PARAMETER' });
      if (optedOut.has(to)) {
        return awsError(res, 400, 'ConflictException', 'The destination phone number is opted out', {
          Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT', ResourceType: 'opt-out-list', ResourceId: 'Default',
        });
      }
      const id = randomUUID();
      sent.push({ id, to });
      await fs.promises.appendFile(opts.outboxFile, `${JSON.stringify({
        channel: 'sms', to, from: input.OriginationIdentity ?? opts.originationNumber, subject: 'Text message', text: input.MessageBody, html: '',
        message_id: id, created_at: new Date().toISOString(),
      })}\n`);
      return awsJson(res, 200, { MessageId: id });
    })().catch((err: unknown) => awsError(res, 500, 'InternalServerException', (err as Error).message));
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(opts.port, '127.0.0.1', resolve); });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    stop: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
