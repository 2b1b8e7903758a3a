// One account, one provider customer, at most one subscription. The customer is created once (the provider's
// idempotency key per account, and the account's record written by a conditional write: a customer made by a
// parallel request that lost is deleted again). When a checkout completes, the account's other open checkouts are
// ended so they can no longer be paid. A second subscription that completes anyway (two tabs paid at once) is
// cancelled now and its invoice refunded in full, once: the provider calls carry idempotency keys (a parallel
// delivery gets the same refund back) and a marker records it settled, so a later delivery changes nothing.
import { duplicateSettled, getBillingCustomer, putBillingCustomer, recordDuplicateSettled } from '../data/billing';
import { getSubscription } from '../data/subscriptions';
import { getUserProfile } from '../data/users';
import { getBillingDetails } from '../data/billing-details';
import { toCustomerDetails } from './billing-details';
import { businessMetric, logger } from '../lib/observability';
import { isLive } from '../access/plan';
import type { PaymentProvider, ProviderSubscription } from '../payments/provider';

/** The account's provider customer: the stored one, else one created now and stored once. */
export async function customerOf(p: PaymentProvider, userId: string, now: Date): Promise<string> {
  const existing = await getBillingCustomer(userId);
  if (existing) return existing;
  const [profile, details] = await Promise.all([getUserProfile(userId), getBillingDetails(userId)]);
  const created = await p.createCustomer(userId, profile?.email ?? null, details ? toCustomerDetails(details) : null);
  const kept = await putBillingCustomer(userId, created, now.toISOString());
  // A parallel request stored its customer first: this one is never used, so it does not stay at the provider.
  if (kept !== created) await p.deleteCustomer(created);
  return kept;
}

/** A checkout completed: the account's other open checkouts end, so a second tab can no longer be paid. */
export async function expireOtherCheckouts(p: PaymentProvider, customerId: string | null, completedId: string | null): Promise<number> {
  if (!customerId) return 0;
  const open = (await p.listOpenCheckouts(customerId)).filter((c) => c.id !== completedId);
  for (const c of open) await p.expireCheckout(c.id);
  return open.length;
}

const LIVE_AT_PROVIDER: ProviderSubscription['status'][] = ['active', 'trialing', 'past_due'];

/**
 * A subscription of an account whose one subscription is another, still live one: cancelled now and its first
 * invoice refunded, once. Answers whether it was settled now (false: not a live duplicate, or settled before).
 */
export async function settleDuplicateSubscription(p: PaymentProvider, userId: string, sub: ProviderSubscription, now: Date): Promise<boolean> {
  if (!LIVE_AT_PROVIDER.includes(sub.status)) return false;
  const stored = await getSubscription(userId) as { provider_subscription_id?: string } & Parameters<typeof isLive>[0] | null;
  if (!stored?.provider_subscription_id || stored.provider_subscription_id === sub.id || !isLive(stored, now)) return false;
  if (await duplicateSettled(userId, sub.id)) return false;
  await p.cancelSubscriptionNow(sub.id);
  const refunded = sub.latestInvoiceId ? await p.refundInvoice(sub.latestInvoiceId, `duplicate-${sub.id}`) : 0;
  if (!(await recordDuplicateSettled(userId, sub.id, refunded, now.toISOString()))) return false;
  logger.warn('a second subscription of one account was cancelled and refunded', { subscription: sub.id, kept: stored.provider_subscription_id, refunded });
  businessMetric('DuplicateSubscriptionRefunded');
  return true;
}
