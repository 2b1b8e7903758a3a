// What the product says about a plan's payment state, word for word the same on the subscription page, the
// dashboard banner and the e-mails: each date is the stored one, written in UTC so the page and the e-mail can
// never name different days. Free of runtime imports (the admin and the functions both take it).

/** "December 6, 2026" for a stored moment, in UTC. */
export const planDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A failed renewal's grace period. */
export const graceWords = (plan: string, graceUntil: string) =>
  `You keep ${plan} until ${planDate(graceUntil)} while the payment is tried again. Update your card before then to keep it; after that your account moves to the Free League plan, and nothing is deleted.`;

/** The banner's short form of the same. */
export const pastDueBanner = (plan: string, graceUntil: string) =>
  `Your last payment for ${plan} did not go through. Update your card by ${planDate(graceUntil)} to keep it.`;

/** Why a plan ended, once the account is back on Free. */
export function planEndedWords(plan: string, reason: 'trial_ended' | 'non_payment' | 'cancelled' | null | undefined, endedAt: string): string {
  const kept = 'You are on the Free League plan; your leagues, teams and players are kept.';
  if (reason === 'non_payment') return `Your paid plan ${plan} ended on ${planDate(endedAt)} because its payment did not go through. ${kept}`;
  if (reason === 'cancelled') return `Your paid plan ${plan} ended on ${planDate(endedAt)}, as you asked. ${kept}`;
  return `Your free trial of ${plan} ended on ${planDate(endedAt)}. ${kept}`;
}

/** A card given during a trial: what was set up, and when the first charge comes. */
export const cardSavedDuringTrial = (plan: string, trialEnd: string, cycle: 'monthly' | 'yearly') =>
  `Your card is saved for ${plan}. Nothing is charged today: your free trial runs until ${planDate(trialEnd)}, and the first charge is on that day, then every ${cycle === 'yearly' ? 'year' : 'month'}.`;
