// A user's customer at the payment provider, its owner lookup, and the provider events applied.
// One aggregate's entity models (functions/data/keys.ts re-exports every model; docs/architecture.md: the key model).
import type { BillingDetails } from '../../../shared/billing-details-schema';
import { USER } from './partitions';
import { type Item, type Key, storedAs } from './table';

/** A user's account at the payment provider (one customer per user), beside their subscription. */
export const billingCustomerModel = {
  entity: 'billing_customer',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'BILLING' }),
  item: (userId: string, customerId: string, now: string): Item => ({
    ...billingCustomerModel.key(userId), entity: billingCustomerModel.entity, customer_id: customerId, created_at: now,
  }),
  fromItem: (i: Item): { customer_id: string } => ({ customer_id: String(i.customer_id) }),
} as const;

/** Which user a provider customer is: how a webhook, which names only the customer, finds its user. */
export const billingCustomerOwnerModel = {
  entity: 'billing_customer_owner',
  key: (customerId: string): Key => ({ pk: `BILLCUST#${customerId}`, sk: 'OWNER' }),
  item: (customerId: string, userId: string): Item => ({
    ...billingCustomerOwnerModel.key(customerId), entity: billingCustomerOwnerModel.entity, user_id: userId,
  }),
  fromItem: (i: Item): { user_id: string } => ({ user_id: String(i.user_id) }),
} as const;

/** One per provider event applied: a redelivered event finds it and changes nothing. */
export const billingEventModel = {
  entity: 'billing_event',
  key: (eventId: string): Key => ({ pk: `BILLEVENT#${eventId}`, sk: 'EVENT' }),
  item: (eventId: string, type: string, now: string): Item => ({
    ...billingEventModel.key(eventId), entity: billingEventModel.entity, type, applied_at: now,
  }),
} as const;

/**
 * A second subscription of one account (two checkouts paid): cancelled and its invoice refunded, recorded once, so
 * a redelivered event or a parallel delivery about it changes nothing more.
 */
export const billingDuplicateModel = {
  entity: 'billing_duplicate',
  key: (userId: string, subscriptionId: string): Key => ({ pk: USER(userId), sk: `DUPSUB#${subscriptionId}` }),
  item: (userId: string, subscriptionId: string, refunded: number, now: string): Item => ({
    ...billingDuplicateModel.key(userId, subscriptionId), entity: billingDuplicateModel.entity, subscription_id: subscriptionId, refunded, settled_at: now,
  }),
} as const;

/**
 * Who the account's invoices are made out to (name, address, tax id: shared/billing-details-schema.ts), beside its
 * customer; the provider's customer is given the same details, and each invoice keeps them as they were when it was made.
 */
export const billingDetailsModel = {
  entity: 'billing_details',
  key: (userId: string): Key => ({ pk: USER(userId), sk: 'INVOICETO' }),
  item: (userId: string, details: BillingDetails, now: string): Item => ({
    ...billingDetailsModel.key(userId), entity: billingDetailsModel.entity, ...details, updated_at: now,
  }),
  fromItem: (i: Item): BillingDetails => {
    const d = storedAs<BillingDetails>(i);
    return {
      name: d.name, line1: d.line1, line2: d.line2 ?? '', city: d.city, postal_code: d.postal_code ?? '', region: d.region ?? '',
      country: d.country, tax_id: d.tax_id ?? '',
    };
  },
} as const;
