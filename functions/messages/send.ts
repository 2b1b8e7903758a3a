// A stored message sent by the worker (the autopilot's scheduled-messages job): claimed (scheduled and due, or queued
// by "send now", or half-sent, to sending; as stored at the claim, so its author's last edit is what goes out), its
// group resolved at the time it goes (a message scheduled for Friday reaches Friday's unpaid registrants), delivered,
// and marked sent. A cancelled message is never claimed. A notice the product writes itself (a game moved) names its
// people directly and an id of its own, so it is told once.
import type { League } from '../../shared/league-schema';
import { getLeague } from '../data/leagues';
import { claimMessage, finishMessage, insertMessage, listMessages, type MessageRecord } from '../data/messages';
import type { OutgoingMessage, Recipient } from './channel';
import { deliver } from './deliver';
import { resolveGroup } from './recipients';

export const outgoingOf = (m: MessageRecord): OutgoingMessage => ({
  kind: m.kind, league_id: m.league_id, subject: m.subject, text: m.body, url: m.url ?? undefined,
  short: `${m.subject}${m.url ? ` ${m.url}` : ''}`,
});

/** Sends a stored message now (again, if it stopped half-way: each person and channel still gets it once). */
export async function sendStored(league: League, m: MessageRecord, now: Date, people?: Recipient[]): Promise<number> {
  const claimed = await claimMessage(m, now.toISOString());
  if (!claimed) return 0;
  const recipients = people ?? (claimed.group ? (await resolveGroup(league, claimed.group)).recipients : []);
  await deliver(claimed.id, outgoingOf(claimed), recipients, now);
  await finishMessage(claimed, recipients.length, now.toISOString());
  return recipients.length;
}

/**
 * The product's own notice to named people (kind and id chosen by the caller: the same id is told once, so a retry
 * of the change that caused it tells no one twice).
 */
export type Notice = Pick<MessageRecord, 'id' | 'kind' | 'group_label' | 'subject' | 'body' | 'url' | 'team_id'> & { html?: string };

export async function sendNotice(league: League, { html, ...notice }: Notice, people: Recipient[], now = new Date()): Promise<void> {
  const at = now.toISOString();
  const m: MessageRecord = { ...notice, league_id: league.id, group: null, author_id: null, status: 'sending', send_at: at, sent_at: null, recipients: people.length, created_at: at };
  await insertMessage(m);
  await deliver(m.id, { ...outgoingOf(m), html }, people, now);
  await finishMessage(m, people.length, at);
}

/** The autopilot's job: sends the league's scheduled messages now due; answers when the next one is. */
export async function runScheduledMessages(leagueId: string, now: Date): Promise<{ sent: number; next: string | null }> {
  const league = await getLeague(leagueId);
  if (!league) return { sent: 0, next: null };
  const at = now.toISOString();
  const waiting = await waitingMessages(leagueId);
  let sent = 0;
  for (const m of waiting.filter((w) => w.send_at <= at)) if (await sendStored(league, m, now)) sent++;
  const later = waiting.filter((w) => w.send_at > at).map((w) => w.send_at).sort();
  return { sent, next: later[0] ?? null };
}

/** Written messages still to go out: scheduled, or queued (a notice, with no group, is sent where it is made). */
export const waitingMessages = async (leagueId: string) =>
  (await listMessages(leagueId)).filter((m) => (m.status === 'scheduled' || m.status === 'sending') && m.group !== null);
