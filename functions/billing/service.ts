// Paying for a plan. The browser asks for a plan and cycle; the server picks the price and discount, opens the
// provider's hosted checkout, and moves the subscription only from what the provider says happened (a verified
// webhook, or the completed checkout read back from the provider). Each event applies once; an older state never
// overwrites a newer one; a downgrade never deletes data (limits only stop new items).
import { GRACE_DAYS, PROMO_MESSAGES, type Subscription } from '../../shared/subscription-schema';
import { BILLING_MESSAGES } from '../../shared/billing-schema';
import { promotionApplies, type BillingCycle } from '../../shared/plan-prices';
import { applyProviderSubscription, getBillingCustomer, markEvent, userOfCustomer, type ProviderBackedSubscription } from '../data/billing';
import { getPlan } from '../data/plans';
import { getAppliedPromotion, redeemPromotion } from '../data/promotions';
import { getSubscription } from '../data/subscriptions';
import { badRequest, conflict, HttpError, notFound } from '../lib/errors';
import { businessMetric } from '../lib/observability';
import { checkPromotion } from '../subscriptions/service';
import { isLive } from '../access/plan';
import { paymentProvider } from '../payments/provider-config';
import { automaticTax } from '../payments/billing-settings';
import { getBillingDetails } from '../data/billing-details';
import { sendTrialReminder } from './trial-reminder';
import { customerOf, expireOtherCheckouts, settleDuplicateSubscription } from './one-subscription';
import { InvalidWebhook, type PaymentProvider, type ProviderEvent, type ProviderSubscription } from '../payments/provider';
import { appUrl } from '../lib/app-url';
import { mailPaymentFailed, mailPaymentRecovered, mailPlanEnded, paymentFailedMailed } from './plan-mail';

const DAY_MS = 86_400_000;
const iso = (sec: number) => new Date(sec * 1000).toISOString();

async function provider(): Promise<PaymentProvider> {
  const p = await paymentProvider();
  if (!p) throw new HttpError(503, 'unavailable', BILLING_MESSAGES.notConfigured);
  return p;
}

/** The provider's subscription as the product keeps it; null for one whose price is not of the catalogue. */
export function toStored(s: ProviderSubscription): ProviderBackedSubscription | null {
  if (!s.planSlug || !s.cycle || s.status === 'incomplete') return null;
  return {
    plan_slug: s.planSlug, billing_cycle: s.cycle, status: s.status,
    current_period_start: iso(s.periodStart), current_period_end: iso(s.periodEnd), cancel_at_period_end: s.cancelAtPeriodEnd,
    // The failed renewal opened the current period: the plan is kept GRACE_DAYS from then.
    grace_until: s.status === 'past_due' ? new Date(s.periodStart * 1000 + GRACE_DAYS * DAY_MS).toISOString() : null,
    ...(s.status === 'canceled' ? {
      ended_reason: s.endReason === 'payment_failed' ? 'non_payment' as const : 'cancelled' as const,
      ended_at: iso(s.endedAt ?? s.periodEnd),
    } : {}),
    provider_subscription_id: s.id, provider_period_start: s.periodStart,
  };
}

/** The caller's live subscription paid through the provider, if any. */
async function paidSubscription(userId: string, now: Date) {
  const sub = await getSubscription(userId) as (Subscription & Partial<ProviderBackedSubscription>) | null;
  return sub?.provider_subscription_id && isLive(sub, now) ? sub as ProviderBackedSubscription : null;
}

/**
 * Opens a hosted checkout for a paid plan. The promo code typed here, or else the promotion the user applied, is
 * checked as on the pricing page and becomes the provider's coupon; a code that does not fit is refused by name.
 */
export async function startCheckout(userId: string, input: { plan_slug: 'awesome' | 'amazing'; billing_cycle: BillingCycle; promo_code?: string }, now = new Date()): Promise<{ url: string }> {
  const p = await provider();
  const plan = await getPlan(input.plan_slug);
  if (!plan || !plan.is_active) throw notFound('That plan is not available');
  if (await paidSubscription(userId, now)) throw conflict(BILLING_MESSAGES.alreadyPaid);
  let promo;
  if (input.promo_code) {
    const checked = await checkPromotion(input.promo_code, userId, now);
    if (!checked.promo) throw badRequest(checked.error ?? PROMO_MESSAGES.invalid, 'promo_code');
    if (!promotionApplies(checked.promo, plan)) throw badRequest(`This promo code does not apply to ${plan.name}`, 'promo_code');
    promo = checked.promo;
  } else {
    const applied = await getAppliedPromotion(userId);
    promo = applied && promotionApplies(applied, plan) ? applied : null;
  }
  // With tax on, the provider works tax out from the customer's address: it must be known before the checkout.
  const taxed = automaticTax();
  if (taxed && !(await getBillingDetails(userId))) throw badRequest(BILLING_MESSAGES.detailsForTax);
  const [{ priceId, productId }, customerId] = await Promise.all([p.ensurePrice(plan, input.billing_cycle), customerOf(p, userId, now)]);
  const couponId = promo ? await p.ensureCoupon({ ...promo, productId: promo.plan_slug ? productId : null }) : null;
  // A trial without a card that is still running keeps its end date: the first payment is taken then.
  const current = await getSubscription(userId);
  const trialEnd = current && current.status === 'trialing' && isLive(current, now) && current.current_period_end
    ? Math.floor(Date.parse(current.current_period_end) / 1000) : null;
  const session = await p.createCheckout({
    customerId, userId, priceId, couponId, promoCode: promo?.code ?? null, trialEnd, automaticTax: taxed,
    successUrl: `${appUrl()}/subscription?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl()}/pricing?checkout=cancelled`,
  });
  businessMetric('CheckoutStarted');
  return { url: session.url };
}

/**
 * Reads a subscription from the provider and keeps it for its user (older states never win; see the data layer).
 * A second live subscription of the account (two checkouts paid) is not kept: it is cancelled and refunded, once.
 */
async function syncSubscription(p: PaymentProvider, userId: string, subscriptionId: string, event: ProviderEvent | null, now: Date) {
  const fresh = await p.getSubscription(subscriptionId);
  const stored = fresh ? toStored(fresh) : null;
  if (!stored) return event ? (await markEvent(event, now.toISOString()) ? 'applied' : 'duplicate') : 'stale';
  const result = await applyProviderSubscription(userId, stored, event, now.toISOString());
  if (result !== 'taken') return result;
  const settled = await settleDuplicateSubscription(p, userId, fresh!, now);
  if (event && !(await markEvent(event, now.toISOString()))) return 'duplicate';
  return settled ? 'applied' : 'stale';
}

/** A checkout of the account completed and its subscription is the account's: its other open checkouts end. */
async function afterCheckoutCompleted(p: PaymentProvider, userId: string, checkout: { id: string; customerId: string | null; subscriptionId: string | null }) {
  const stored = await getSubscription(userId) as Partial<ProviderBackedSubscription> | null;
  if (!checkout.subscriptionId || stored?.provider_subscription_id !== checkout.subscriptionId) return;
  await expireOtherCheckouts(p, checkout.customerId, checkout.id);
}

/** The page the checkout returns to: the caller's own completed checkout, read back from the provider. */
export async function confirmCheckout(userId: string, sessionId: string, now = new Date()): Promise<void> {
  const p = await provider();
  const checkout = await p.getCheckout(sessionId);
  if (!checkout || checkout.userRef !== userId) throw notFound(BILLING_MESSAGES.checkoutNotFound);
  if (checkout.status !== 'complete' || !checkout.subscriptionId) return;
  await redeemCheckoutPromotion(userId, checkout.promoCode, now);
  await syncSubscription(p, userId, checkout.subscriptionId, null, now);
  await afterCheckoutCompleted(p, userId, checkout);
}

/** A promo code used at a completed checkout counts as redeemed (once per user, whichever path sees it first). */
async function redeemCheckoutPromotion(userId: string, code: string | null, now: Date) {
  if (!code) return;
  const checked = await checkPromotion(code, null, now);
  if (checked.promo) await redeemPromotion(checked.promo, userId, now.toISOString());
}

/**
 * A webhook: verified against its signature on the raw body (400 and nothing changed otherwise), then applied
 * once. The subscription is read fresh from the provider, so whichever order events arrive in, the newest state
 * is what stays.
 */
export async function receiveWebhook(rawBody: string, signature: string | undefined, now = new Date()): Promise<void> {
  const p = await provider();
  let event: ProviderEvent;
  try {
    event = p.parseWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof InvalidWebhook) throw badRequest(BILLING_MESSAGES.badSignature, 'stripe-signature');
    throw err;
  }
  const userId = event.checkout?.userRef ?? (event.customerId ? await userOfCustomer(event.customerId) : null);
  if (!userId || !event.subscriptionId) {
    await markEvent(event, now.toISOString());
    return;
  }
  if (event.type === 'checkout.session.completed') await redeemCheckoutPromotion(userId, event.checkout?.promoCode ?? null, now);
  const result = await syncSubscription(p, userId, event.subscriptionId, event, now);
  if (event.type === 'checkout.session.completed' && event.checkout) await afterCheckoutCompleted(p, userId, event.checkout);
  if (result === 'duplicate') return;
  businessMetric('BillingEventApplied');
  await mailAboutPlan(userId, event, now);
  if (event.type === 'customer.subscription.trial_will_end') {
    const sub = await getSubscription(userId);
    if (sub?.status === 'trialing' && sub.current_period_end) await sendTrialReminder(userId, sub.current_period_end, true, now);
  }
}

/** The e-mails an applied event calls for, from the subscription as stored now (each sent once: plan-mail.ts). */
async function mailAboutPlan(userId: string, event: ProviderEvent, now: Date) {
  const sub = await getSubscription(userId) as (Subscription & Partial<ProviderBackedSubscription>) | null;
  if (!sub?.provider_subscription_id || sub.provider_subscription_id !== event.subscriptionId) return;
  const stored = sub as Subscription & ProviderBackedSubscription;
  const amount = event.invoice ? { minor: event.type === 'invoice.paid' ? event.invoice.amountPaid : event.invoice.amountDue, currency: event.invoice.currency } : null;
  if (event.type === 'invoice.payment_failed' && amount) await mailPaymentFailed(userId, stored, amount, now);
  // A paid invoice of a period whose renewal had failed (its failure mail went): the fixed card paid it.
  if (event.type === 'invoice.paid' && amount && await paymentFailedMailed(stored)) await mailPaymentRecovered(userId, stored, amount, now);
  if (stored.status === 'canceled') await mailPlanEnded(userId, stored, now);
}

/** Cancel at the period's end (true) or keep the plan after all (false); the provider's answer is kept at once. */
export async function setCancelAtPeriodEnd(userId: string, cancel: boolean, now = new Date()): Promise<void> {
  const sub = await paidSubscription(userId, now);
  if (!sub) throw conflict(BILLING_MESSAGES.notPaid);
  const p = await provider();
  const updated = toStored(await p.setCancelAtPeriodEnd(sub.provider_subscription_id, cancel));
  if (updated) await applyProviderSubscription(userId, updated, null, now.toISOString());
}

/** The caller's paid subscription as the provider has it now, with the price of the plan and cycle asked for. */
async function planChangeTarget(userId: string, input: { plan_slug: 'awesome' | 'amazing'; billing_cycle: BillingCycle }, now: Date) {
  const sub = await paidSubscription(userId, now);
  if (!sub) throw conflict(BILLING_MESSAGES.notPaid);
  const p = await provider();
  const fresh = await p.getSubscription(sub.provider_subscription_id);
  if (!fresh || fresh.status === 'canceled' || !fresh.itemId) throw conflict(BILLING_MESSAGES.notPaid);
  if (fresh.status === 'past_due') throw conflict(BILLING_MESSAGES.pastDueChange);
  if (fresh.planSlug === input.plan_slug && fresh.cycle === input.billing_cycle) throw badRequest(BILLING_MESSAGES.samePlan, 'plan_slug');
  const plan = await getPlan(input.plan_slug);
  if (!plan || !plan.is_active) throw notFound('That plan is not available');
  const { priceId } = await p.ensurePrice(plan, input.billing_cycle);
  return { p, fresh, priceId };
}

/** What switching to another paid plan or cycle costs now: the provider's prorated invoice, nothing changed. */
export async function previewPlanChange(userId: string, input: { plan_slug: 'awesome' | 'amazing'; billing_cycle: BillingCycle }, now = new Date()) {
  const { p, fresh, priceId } = await planChangeTarget(userId, input, now);
  const preview = await p.previewPriceChange(fresh, priceId, automaticTax());
  return {
    plan_slug: input.plan_slug, billing_cycle: input.billing_cycle, amount_due: preview.amountDue, total: preview.total,
    currency: preview.currency, proration_date: preview.prorationDate, period_end: iso(preview.periodEnd), lines: preview.lines, tax: preview.tax,
  };
}

/** Switches as previewed: prorated as of the preview's time (so the amount charged is the one shown), invoiced at once. */
export async function changePaidPlan(userId: string, input: { plan_slug: 'awesome' | 'amazing'; billing_cycle: BillingCycle; proration_date: number }, now = new Date()): Promise<void> {
  const { p, fresh, priceId } = await planChangeTarget(userId, input, now);
  // A preview from an earlier period (or one made up) would prorate against the wrong period.
  if (input.proration_date < fresh.periodStart || input.proration_date > fresh.periodEnd) throw badRequest(BILLING_MESSAGES.stalePreview, 'proration_date');
  const updated = toStored(await p.changePrice(fresh, priceId, input.proration_date));
  if (updated) await applyProviderSubscription(userId, updated, null, now.toISOString());
}

export async function portalUrl(userId: string): Promise<{ url: string }> {
  const customerId = await getBillingCustomer(userId);
  if (!customerId) throw conflict(BILLING_MESSAGES.notPaid);
  return { url: await (await provider()).portalUrl(customerId, `${appUrl()}/subscription`) };
}

export async function listInvoices(userId: string) {
  const customerId = await getBillingCustomer(userId);
  if (!customerId) return { invoices: [] };
  const invoices = await (await provider()).listInvoices(customerId, 24);
  return {
    invoices: invoices.map((i) => ({
      id: i.id, number: i.number, status: i.status, amount_due: i.amountDue, amount_paid: i.amountPaid, currency: i.currency,
      created_at: iso(i.created), period_start: iso(i.periodStart), period_end: iso(i.periodEnd), url: i.url,
      subtotal: i.subtotal, tax: i.tax, total: i.total,
    })),
  };
}
