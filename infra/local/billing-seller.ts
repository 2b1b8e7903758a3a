// The local stage's billing settings, as the cloud's come from its CDK context (billingSeller, automaticTax):
// the seller on every plan invoice (the platform operator; an example operator in France unless BILLING_SELLER
// gives another as JSON), whether the payment provider computes tax (AUTOMATIC_TAX=on; off by default, as in the
// cloud) and the US states the stand-in's account collects sales tax in (TAX_US_STATES=NY,WA; none by default).
import { sellerDetailsSchema, type SellerDetails } from '../../shared/billing-details-schema';

export const LOCAL_SELLER: SellerDetails = {
  legal_name: 'League Platform SAS', line1: '12 Rue de la Paix', line2: '', city: 'Paris', postal_code: '75002', region: '',
  country: 'FR', tax_id: 'FR40123456789', email: 'billing@league-platform.example',
};

export interface LocalBillingSettings { seller: SellerDetails; automaticTax: boolean; usStates: string[] }

export function localBillingSettings(env: NodeJS.ProcessEnv = process.env): LocalBillingSettings {
  const raw = env.BILLING_SELLER?.trim();
  const parsed = raw ? sellerDetailsSchema.safeParse(JSON.parse(raw)) : null;
  if (parsed && !parsed.success) throw new Error(`BILLING_SELLER is not valid: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return {
    seller: parsed?.data ?? LOCAL_SELLER,
    automaticTax: env.AUTOMATIC_TAX?.trim() === 'on',
    usStates: (env.TAX_US_STATES ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean),
  };
}
