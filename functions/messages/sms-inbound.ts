// Replies to our texts (issue 45: "STOP is honoured"). End User Messaging publishes each inbound text of the stage's
// two-way number to an SNS topic (infra/cloud/constructs/sms-inbound.ts), which invokes this function; locally the
// SMS stand-in hands it the same SNS event. STOP and the service's other opt-out keywords put the number on our
// opt-out list (no further text goes to it: 'opted_out'); START takes it off again.
import type { SNSEvent } from 'aws-lambda';
import { SMS_OPT_IN_KEYWORDS, SMS_OPT_OUT_KEYWORDS, smsKeyword, type InboundSms } from '../../shared/sms-keywords';
import { deleteSmsOptOut, putSmsOptOut } from '../data/channels';
import { logger, withTelemetry } from '../lib/observability';

export async function receiveInboundSms(event: SNSEvent): Promise<{ opted_out: number; opted_in: number }> {
  const out = { opted_out: 0, opted_in: 0 };
  for (const record of event.Records ?? []) {
    let msg: InboundSms;
    try {
      msg = JSON.parse(record.Sns.Message) as InboundSms;
    } catch {
      logger.warn('inbound text that is not JSON', { message_id: record.Sns.MessageId });
      continue;
    }
    const number = msg.originationNumber;
    if (!/^\+[1-9]\d{6,14}$/.test(number ?? '')) continue;
    const keyword = smsKeyword(msg.messageBody ?? '');
    if (SMS_OPT_OUT_KEYWORDS.includes(keyword)) {
      await putSmsOptOut({ number, keyword, at: record.Sns.Timestamp || new Date().toISOString() });
      out.opted_out++;
    } else if (SMS_OPT_IN_KEYWORDS.includes(keyword)) {
      await deleteSmsOptOut(number);
      out.opted_in++;
    }
  }
  logger.info('inbound texts', out);
  return out;
}

export const handler = withTelemetry(async (event: SNSEvent) => { await receiveInboundSms(event); });
