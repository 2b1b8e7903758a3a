// League fees through the payment provider (Stripe Connect): a league's own payout account (an Express account
// and its onboarding link), one-off hosted checkouts paid to that account with the platform's application fee, and
// refunds. Like provider.ts, nothing outside functions/payments knows which provider answers. Amounts in minor units.

export interface PayoutAccountState {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface FeeCheckoutInput {
  /** Our registration id: the session's metadata names it, so the webhook finds it. */
  registrationId: string;
  leagueId: string;
  userId: string;
  email: string;
  description: string;
  currency: string;
  amount: number;
  /** One line per person paid for (a family checkout), summing to `amount`; absent: one line of `description`. */
  lines?: { description: string; amount: number }[];
  applicationFee: number;
  destinationAccount: string;
  /** Unix seconds: the hosted page stops taking payment then (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: number;
  successUrl: string;
  cancelUrl: string;
  /** Keep the card for later charges off-session (a payment plan's deposit, or a new card paying an instalment). */
  saveCard?: boolean;
  /** The provider customer the card is kept on (null with saveCard: one is made). */
  customerId?: string | null;
  /** The plan's instalment this checkout pays (its metadata says so, for the webhook). */
  instalment?: number | null;
}

/** An off-session charge of a saved card for a league fee (a payment plan's instalment). */
export interface SavedCardCharge {
  customerId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  applicationFee: number;
  destinationAccount: string;
  description: string;
  metadata: Record<string, string>;
  /** The provider's idempotency key: a retry of the same attempt is the same charge. */
  key: string;
}

export type SavedCardResult =
  | { outcome: 'succeeded'; paymentIntentId: string }
  | { outcome: 'declined'; paymentIntentId: string | null; message: string };

export interface FeeCheckout {
  id: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  /** Stripe's payment_status: 'paid' once the money is taken (a complete session can still be 'unpaid' for delayed methods). */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  registrationId: string | null;
  /** The payment plan's instalment it pays (metadata), null for a registration's own checkout. */
  instalment: number | null;
  paymentIntentId: string | null;
  amountTotal: number;
  currency: string;
  /** Unix seconds: when it stops taking payment. */
  expiresAt: number;
}

/** A verified webhook about a league fee; null for any other event (plan billing handles those). */
export interface FeeEvent {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.expired' | 'other';
  checkout: FeeCheckout;
}

export interface LeaguePayments {
  createPayoutAccount(leagueId: string, email: string | null): Promise<string>;
  getPayoutAccount(accountId: string): Promise<PayoutAccountState | null>;
  onboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  createFeeCheckout(input: FeeCheckoutInput): Promise<{ id: string; url: string }>;
  /** The session as the provider has it now (checkout.sessions.retrieve): what a lost webhook would have said. */
  getFeeCheckout(sessionId: string): Promise<FeeCheckout | null>;
  /** Ends an open checkout so it can no longer be paid (a cancelled registration, a place released). */
  expireFeeCheckout(sessionId: string): Promise<void>;
  /** Refunds part of a payment back to the card, taking it back from the league's account; `key` makes a retry the same refund. */
  refund(paymentIntentId: string, amount: number, key: string): Promise<string>;
  /** The customer and card a payment was made with, when it saved the card for later; null otherwise. */
  savedCard(paymentIntentId: string): Promise<{ customerId: string; paymentMethodId: string } | null>;
  /** Charges a saved card off-session, paid to the league's account with the platform's fee; a decline is an answer, not an error. */
  chargeSavedCard(input: SavedCardCharge): Promise<SavedCardResult>;
  /**
   * The card fee the provider took on a payment: its charge's balance transaction's fee (Stripe's
   * balance_transaction.fee), in minor units; null while the provider reports none (not settled yet).
   */
  cardFee(paymentIntentId: string): Promise<number | null>;
  /** Verifies the raw body's signature and answers the fee event it carries; null when unsigned or not a fee's. */
  parseFeeEvent(rawBody: string, signature: string | undefined): FeeEvent | null;
}

/** The platform's application fee on an amount, in whole minor units (rounded down: never more than the percent). */
export const applicationFeeOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);
