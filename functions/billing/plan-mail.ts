// The e-mails about paying for a plan: a renewal that failed (with the grace deadline), the fixed card that paid
// the open invoice, and the plan that ended (moved to Free). Each goes once: its marker (a synthetic billing event)
// is claimed before it is sent, so a redelivered webhook, a retried payment or a second event about the same change
// sends nothing more. Dates are the stored ones, written as the subscription page writes them.
import { GRACE_DAYS, type Subscription } from '../../shared/subscription-schema';
import { eventRecorded, markEvent } from '../data/billing';
import { getPlan } from '../data/plans';
import { getUserProfile } from '../data/users';
import { appUrl } from '../lib/app-url';
import { escapeHtml } from '../lib/html-text';
import { mailer } from '../lib/mailer';
import { graceWords, planDate as longDate, planEndedWords } from '../../shared/plan-billing-words';

const money = (minor: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

/** Sends once per `once` key; false when it was sent before (or the user is gone). */
async function mailOnce(userId: string, once: string, now: Date, subject: string, paragraphs: string[], link: { text: string; path: string }) {
  if (!(await markEvent({ id: `mail:${once}`, type: 'plan_mail' }, now.toISOString()))) return false;
  const profile = await getUserProfile(userId);
  if (!profile) return false;
  const url = `${appUrl()}${link.path}`;
  await mailer().send({
    to: profile.email, subject,
    text: `Hello ${profile.first_name},\n\n${paragraphs.join('\n\n')}\n\n${link.text}: ${url}\n`,
    html: `<p>Hello ${escapeHtml(profile.first_name)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${url}">${escapeHtml(link.text)}</a></p>`,
  });
  return true;
}

const failedKey = (sub: Subscription & { provider_subscription_id: string }) => `payment_failed:${sub.provider_subscription_id}:${sub.current_period_start}`;

/** Whether this period's failed renewal was mailed (so a paid invoice now is the fixed card paying it). */
export const paymentFailedMailed = (sub: Subscription & { provider_subscription_id: string }) => eventRecorded(`mail:${failedKey(sub)}`);

const planName = async (slug: string) => (await getPlan(slug))?.name ?? 'your plan';

/** A renewal failed: once per subscription period, whatever retries fail after it. */
export async function mailPaymentFailed(userId: string, sub: Subscription & { provider_subscription_id: string }, amount: { minor: number; currency: string }, now: Date) {
  if (sub.status !== 'past_due') return false;
  const plan = await planName(sub.plan_slug);
  // The stored deadline (GRACE_DAYS after the failed renewal opened the period): the page shows the same one.
  const until = sub.grace_until ?? new Date(Date.parse(sub.current_period_start) + GRACE_DAYS * 86_400_000).toISOString();
  return mailOnce(userId, failedKey(sub), now, 'Your payment did not go through', [
    `Your payment of ${money(amount.minor, amount.currency)} for ${plan} did not go through.`, graceWords(plan, until),
  ], { text: 'Update your card', path: '/subscription' });
}

/** The open invoice of a past-due period was paid (a fixed card): once per period. */
export async function mailPaymentRecovered(userId: string, sub: Subscription & { provider_subscription_id: string }, amount: { minor: number; currency: string }, now: Date) {
  if (sub.status !== 'active') return false;
  const plan = await planName(sub.plan_slug);
  const renews = sub.current_period_end ? ` It renews on ${longDate(sub.current_period_end)}.` : '';
  return mailOnce(userId, `payment_recovered:${sub.provider_subscription_id}:${sub.current_period_start}`, now, 'Your payment went through', [
    `Thank you: your payment of ${money(amount.minor, amount.currency)} went through, and ${plan} carries on.${renews}`,
  ], { text: 'Your subscription', path: '/subscription' });
}

/** The paid plan ended (payment failed past the grace period, or cancelled): the account is on Free. Once per subscription. */
export async function mailPlanEnded(userId: string, sub: Subscription & { provider_subscription_id: string }, now: Date) {
  if (sub.status !== 'canceled' || !sub.ended_at) return false;
  const plan = await planName(sub.plan_slug);
  return mailOnce(userId, `plan_ended:${sub.provider_subscription_id}`, now, 'Your account is now on the Free League plan', [
    planEndedWords(plan, sub.ended_reason, sub.ended_at), 'What is over the Free plan\'s limits becomes read-only until you subscribe again.',
  ], { text: 'See the plans', path: '/pricing' });
}
