// What SES says became of an e-mail, through the configuration set's event destination (an SNS topic in the cloud:
// infra/cloud/constructs/message-events.ts; locally POST /__dev/ses-event hands the same notification here). A
// permanent bounce or a complaint puts the address on the suppression list (and on that of the league whose message
// it was); the delivery's log entry becomes delivered, bounced or complained, found by the tags the sender set.
import { markDelivery, suppressAddress, type DeliveryState } from '../data/messages';
import { logger } from '../lib/observability';

/** The parts of an SES event notification read here (SES's "event publishing" format). */
export interface SesEvent {
  eventType?: string;
  notificationType?: string;
  mail?: { destination?: string[]; tags?: Record<string, string[]> };
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress: string }[] };
  complaint?: { complainedRecipients?: { emailAddress: string }[] };
}

export interface SesEventResult { suppressed: string[]; marked: DeliveryState | null }

const tagOf = (e: SesEvent, name: string) => e.mail?.tags?.[name]?.[0] ?? null;

export async function handleSesEvent(e: SesEvent, now = new Date()): Promise<SesEventResult> {
  const type = e.eventType ?? e.notificationType ?? '';
  const at = now.toISOString();
  const leagueId = tagOf(e, 'league');
  const delivery = tagOf(e, 'delivery');
  const dedupeKey = delivery ? Buffer.from(delivery, 'base64url').toString() : null;
  let state: DeliveryState | null = null;
  const suppressed: string[] = [];
  if (type === 'Bounce' && e.bounce?.bounceType === 'Permanent') {
    state = 'bounced';
    suppressed.push(...(e.bounce.bouncedRecipients ?? []).map((r) => r.emailAddress));
  } else if (type === 'Complaint') {
    state = 'complained';
    suppressed.push(...(e.complaint?.complainedRecipients ?? []).map((r) => r.emailAddress));
  } else if (type === 'Delivery') {
    state = 'delivered';
  }
  // A transient bounce (a full mailbox) is SES's to retry: nothing changes here.
  for (const email of suppressed) await suppressAddress({ email, reason: state === 'bounced' ? 'bounce' : 'complaint', at, league_id: leagueId });
  if (state && leagueId && dedupeKey) await markDelivery(leagueId, dedupeKey, state, at);
  return { suppressed, marked: state };
}

/** The SNS subscription's records, each an SES event as JSON. */
export async function handleSnsRecords(records: { Sns: { Message: string } }[]): Promise<SesEventResult[]> {
  const out: SesEventResult[] = [];
  for (const r of records) {
    try {
      out.push(await handleSesEvent(JSON.parse(r.Sns.Message) as SesEvent));
    } catch (err) {
      // A malformed notification is logged, not retried for ever.
      if (err instanceof SyntaxError) logger.error('SES event not JSON', { error: err.message });
      else throw err;
    }
  }
  return out;
}
