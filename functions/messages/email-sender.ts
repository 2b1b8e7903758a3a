// The e-mail channel: SES in the cloud, the local outbox here (lib/mailer.ts). Sends once per dedupe key: the
// delivery's marker is written by a conditional write before the mailer is called, so a retry or a second sender at
// once sends nothing ('duplicate'). An address SES bounced or that complained is skipped ('suppressed'). Every e-mail
// carries List-Unsubscribe and List-Unsubscribe-Post (one-click, RFC 8058) for its kind, and SES tags that bring its
// delivery, bounce or complaint back to this delivery (ses-events.ts).
import { MESSAGE_KIND_LABELS } from '../../shared/messages-schema';
import { claimDelivery, isSuppressed, settleDelivery } from '../data/messages';
import { escapeHtml } from '../lib/html-text';
import { mailer, type Email } from '../lib/mailer';
import { logger } from '../lib/observability';
import { messageIdOf, type ChannelSender, type OutgoingMessage, type Recipient } from './channel';
import { oneClickUrl, unsubscribePageUrl, unsubscribeToken } from './preferences';
import { personKey } from './recipients';


/** SES tags: which league and which delivery (SES allows letters, digits, _ and - in a tag's value). */
export const deliveryTags = (leagueId: string, dedupeKey: string) => ({ league: leagueId, delivery: Buffer.from(dedupeKey).toString('base64url') });

export async function messageEmail(to: Recipient & { email: string }, msg: OutgoingMessage, dedupeKey: string): Promise<Email> {
  const token = await unsubscribeToken({ person: personKey(to), leagueId: msg.league_id, kind: msg.kind });
  const page = unsubscribePageUrl(token);
  const why = `You get this as ${MESSAGE_KIND_LABELS[msg.kind].toLowerCase()} by e-mail.`;
  const paragraphs = msg.text.split(/\n{2,}/);
  return {
    to: to.email,
    subject: msg.subject,
    text: `${msg.text}${msg.url ? `\n\nOpen: ${msg.url}` : ''}\n\n${why} Unsubscribe: ${page}`,
    html: (msg.html ?? paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''))
      + (msg.url ? `<p><a href="${escapeHtml(msg.url)}">Open</a></p>` : '')
      + `<p style="color:#5f6b7a;font-size:0.9em">${escapeHtml(why)} <a href="${page}">Unsubscribe</a></p>`,
    headers: { 'List-Unsubscribe': `<${oneClickUrl(token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    tags: deliveryTags(msg.league_id, dedupeKey),
  };
}

export const emailSender: ChannelSender = {
  channel: 'email',
  async send(to, msg, dedupeKey, now) {
    if (!to.email) return 'no_address';
    if (await isSuppressed(to.email)) return 'suppressed';
    const at = now.toISOString();
    const base = { league_id: msg.league_id, dedupe_key: dedupeKey, message_id: messageIdOf(dedupeKey), channel: 'email' as const, name: to.name, address: to.email };
    if (!(await claimDelivery(base, at))) return 'duplicate';
    try {
      await mailer().send(await messageEmail({ ...to, email: to.email }, msg, dedupeKey));
      return 'sent';
    } catch (err) {
      logger.error('message e-mail not sent', { league_id: msg.league_id, error: (err as Error).message });
      // A failed send may be tried again: the marker says failed, which a later claim may take.
      await settleDelivery({ ...base, state: 'failed' }, at);
      return 'failed';
    }
  },
};
