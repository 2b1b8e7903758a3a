// Support that answers (issue 45 point 6): a request is stored, e-mailed to the operators' address (SUPPORT_EMAIL),
// and shown to its author with the replies. An operator (operators.ts) answers through the reply route; the author
// is e-mailed each answer and may write back. A request from a plan with priority support is marked so, with the
// answer time the plan promises (plan catalogue: support_response_hours).
import { ulid } from 'ulid';
import { hasFeature } from '../../shared/plan-catalogue';
import { SUPPORT_MESSAGES, SUPPORT_TOPIC_LABELS, type SupportRequest, type SupportRequestInput } from '../../shared/support-schema';
import { currentPlanOf } from '../access/plan';
import { addSupportReply, openSupportRequestIds, putSupportRequest, supportRequestIdsOf, supportThread, type SupportThread } from '../data/support';
import { getUserProfile } from '../data/users';
import { appUrl } from '../lib/app-url';
import { forbidden, notFound } from '../lib/errors';
import { escapeHtml } from '../lib/html-text';
import { mailer } from '../lib/mailer';
import { isOperator, supportEmail } from './operators';

const FALLBACK_HOURS = 72;

async function promiseOf(userId: string) {
  const plan = await currentPlanOf(userId);
  return { plan_slug: plan.slug, priority: hasFeature(plan, 'has_priority_support'), response_hours: plan.support_response_hours ?? FALLBACK_HOURS };
}

const view = ({ request, replies }: SupportThread): SupportRequest => {
  const { author_id: _author, ...r } = request;
  return { ...r, replies: replies.map(({ id, body, from_operator, created_at }) => ({ id, body, from_operator, created_at })) };
};

const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');

export async function myPromise(userId: string) {
  const { priority, response_hours } = await promiseOf(userId);
  return { priority, response_hours };
}

/** Whether the caller answers support requests (the Help page then links to the queue). */
export const amOperator = (userId: string) => isOperator(userId);

/** The operators' queue: open requests, priority first, oldest first. Anyone else is told there is no such list. */
export async function operatorQueue(userId: string): Promise<SupportRequest[]> {
  if (!(await isOperator(userId))) throw notFound(SUPPORT_MESSAGES.noQueue);
  const threads = await Promise.all((await openSupportRequestIds()).map((id) => supportThread(id)));
  // Read again one by one: a request answered between the index and its own read is no longer open.
  return threads.filter((t): t is SupportThread => t !== null && t.request.status === 'open').map(view);
}

export async function openRequest(userId: string, input: SupportRequestInput, now = new Date()): Promise<SupportRequest> {
  const profile = await getUserProfile(userId);
  const promise = await promiseOf(userId);
  const record = {
    id: ulid(now.getTime()), author_id: userId, author_email: profile?.email ?? '', ...input, ...promise,
    answer_due_at: new Date(now.getTime() + promise.response_hours * 3_600_000).toISOString(), status: 'open' as const, created_at: now.toISOString(),
  };
  await putSupportRequest(record);
  const mark = record.priority ? '[Priority] ' : '';
  const facts = `From: ${record.author_email} (plan: ${record.plan_slug})\nTopic: ${SUPPORT_TOPIC_LABELS[record.topic]}\n` +
    `Answer by: ${record.answer_due_at} (${record.response_hours} hours${record.priority ? ', priority support' : ''})\nRequest id: ${record.id}`;
  await mailer().send({
    to: supportEmail(),
    subject: `${mark}Support request: ${record.subject}`,
    text: `${facts}\n\n${record.body}\n\nAnswer it with POST ${appUrl()}/api/support/requests/${record.id}/replies (an operator's account).`,
    html: `<p>${escapeHtml(facts).replace(/\n/g, '<br>')}</p>${paragraphs(record.body)}<p>Answer it with POST ${escapeHtml(appUrl())}/api/support/requests/${record.id}/replies (an operator's account).</p>`,
  });
  return view({ request: record, replies: [] });
}

export async function myRequests(userId: string): Promise<SupportRequest[]> {
  const ids = await supportRequestIdsOf(userId);
  const threads = await Promise.all(ids.map((id) => supportThread(id)));
  return threads.filter((t): t is SupportThread => t !== null).map(view);
}

/** Its author, or an operator; anyone else is told there is no such request (nothing of it leaks). */
async function readable(userId: string, id: string): Promise<{ thread: SupportThread; operator: boolean }> {
  const thread = await supportThread(id);
  const operator = await isOperator(userId);
  if (!thread || (thread.request.author_id !== userId && !operator)) throw notFound(SUPPORT_MESSAGES.notFound);
  return { thread, operator };
}

export async function getRequest(userId: string, id: string): Promise<SupportRequest> {
  return view((await readable(userId, id)).thread);
}

/** An operator's answer (its author is e-mailed it), or the author's follow-up (the operators are). */
export async function reply(userId: string, id: string, body: string, now = new Date()): Promise<SupportRequest> {
  const { thread, operator } = await readable(userId, id);
  const fromOperator = operator && thread.request.author_id !== userId;
  if (!fromOperator && thread.request.author_id !== userId) throw forbidden(SUPPORT_MESSAGES.notOperator);
  await addSupportReply({ id: ulid(now.getTime()), request_id: id, body, from_operator: fromOperator, author_id: userId, created_at: now.toISOString() }, thread.request);
  const link = `${appUrl()}/support?request=${id}`;
  await mailer().send(fromOperator
    ? {
      to: thread.request.author_email, subject: `Re: ${thread.request.subject}`,
      text: `${body}\n\nRead the whole conversation and answer: ${link}`,
      html: `${paragraphs(body)}<p><a href="${escapeHtml(link)}">Read the whole conversation and answer</a></p>`,
    }
    : {
      to: supportEmail(), subject: `${thread.request.priority ? '[Priority] ' : ''}Re: Support request: ${thread.request.subject}`,
      text: `${thread.request.author_email} wrote on request ${id}:\n\n${body}`, html: `<p>${escapeHtml(thread.request.author_email)} wrote on request ${id}:</p>${paragraphs(body)}`,
    });
  return view((await readable(userId, id)).thread);
}
