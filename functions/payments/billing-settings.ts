// The stage's billing settings, read from the function's environment (the CDK stack sets them from its context,
// the local stack from infra/local/billing-seller.ts), never written in code paths:
// - BILLING_SELLER: the platform operator as the seller on every plan invoice (JSON of sellerDetailsSchema);
// - BILLING_AUTOMATIC_TAX: 'on' makes the provider compute tax (Stripe Tax) on plan subscriptions; off by default.
import { sellerDetailsSchema, type SellerDetails } from '../../shared/billing-details-schema';

/** The seller's details; null while the stage has none (invoices then cannot be issued as PDFs). */
export function sellerDetails(): SellerDetails | null {
  const raw = process.env.BILLING_SELLER?.trim();
  if (!raw) return null;
  const parsed = sellerDetailsSchema.safeParse(JSON.parse(raw));
  // The stack checks the same schema at synth, so a bad value here is a misconfigured process: say so loudly.
  if (!parsed.success) throw new Error(`BILLING_SELLER is not valid: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

/** Whether plan subscriptions are taxed by the provider (read per call, so a changed setting applies at once). */
export const automaticTax = (): boolean => process.env.BILLING_AUTOMATIC_TAX?.trim() === 'on';
