// The e-mail 3 days before a trial ends, sent once per user. A trial without a card is found by a sweep (the
// cloud runs it every hour; the local stack at start and through /__dev/trial-reminders); a trial the provider
// runs (a card given during the trial) announces itself with `customer.subscription.trial_will_end`. Both claim the
// same per-user marker first, so whichever comes first mails and the other does nothing.
import { getPlan } from '../data/plans';
import { getSubscription } from '../data/subscriptions';
import { claimTrialReminder, trialsEndingBetween } from '../data/trial-reminders';
import { getUserProfile } from '../data/users';
import { mailer } from '../lib/mailer';
import { logger } from '../lib/observability';
import { appUrl } from '../lib/app-url';

/** How long before a trial's end its reminder goes out. */
export const TRIAL_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

export const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The words said about a trial's end, on the pages and in the e-mail. */
export const trialEndWords = (plan: string, end: string, paid: boolean) => (paid
  ? `Your free trial of ${plan} ends on ${end}. Your card is charged then, and the plan carries on.`
  : `Your free trial of ${plan} ends on ${end}. Then your account moves to the Free League plan: nothing is deleted, and what is over its limits becomes read-only. Subscribe on the Pricing page to keep ${plan}.`);

/** Mails the user that their trial ends at `end`, unless they were mailed already; true when this call mailed. */
export async function sendTrialReminder(userId: string, end: string, paid: boolean, now: Date): Promise<boolean> {
  if (!(await claimTrialReminder(userId, end, now.toISOString()))) return false;
  const [profile, sub] = await Promise.all([getUserProfile(userId), getSubscription(userId)]);
  if (!profile) return false;
  const plan = (sub ? await getPlan(sub.plan_slug) : null)?.name ?? 'your plan';
  const words = trialEndWords(plan, longDate(end), paid);
  const link = `${appUrl()}/${paid ? 'subscription' : 'pricing'}`;
  await mailer().send({
    to: profile.email, subject: `Your free trial ends on ${longDate(end)}`,
    text: `Hello ${profile.first_name},\n\n${words}\n\n${link}\n`,
    html: `<p>Hello ${profile.first_name},</p><p>${words}</p><p><a href="${link}">${paid ? 'Your subscription' : 'See the plans'}</a></p>`,
  });
  return true;
}

/** Mails every user whose trial without a card ends within TRIAL_REMINDER_DAYS of `now` (and was not mailed). */
export async function remindEndingTrials(now = new Date()): Promise<number> {
  const ending = await trialsEndingBetween(now.toISOString(), new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS).toISOString());
  let sent = 0;
  for (const t of ending) {
    try {
      if (await sendTrialReminder(t.userId, t.end, false, now)) sent += 1;
    } catch (err) {
      logger.error('trial reminder failed', { error: err as Error });
    }
  }
  return sent;
}
