// The organiser's totals for a season: what was collected (gross), refunded and still outstanding, the platform's
// fees (the application fee recorded on each online payment, less the part a refund gave back, as the provider
// refunds it in proportion), the card fees the provider took (each payment's balance transaction, read once and
// kept on the registration) and the net payout. A card fee the provider does not report is counted as unreported,
// and the net is then not given: it is never guessed.
import { recordCardFee } from '../data/registration-card-fees';
import type { RegistrationRecord } from '../data/registrations';
import { logger } from '../lib/observability';
import { leaguePayments } from '../payments/provider-config';

type Totals = {
  currency: string; collected: number; refunded: number; outstanding: number;
  gross: number; platform_fees: number; card_fees: number | null; card_fees_unreported: number; net: number | null;
};

const paidByCard = (r: RegistrationRecord) => r.payment_mode === 'online' && r.payment_intent_id !== null && r.amounts.paid > 0;

/** The platform's fee kept on a payment: the recorded application fee less the share refunded with the payment. */
const platformFeeKept = (r: RegistrationRecord) =>
  r.amounts.application_fee - (r.amounts.paid > 0 ? Math.round((r.amounts.application_fee * r.amounts.refunded) / r.amounts.paid) : 0);

/** Each card payment's fee: kept on the registration, else asked of the provider (and kept); null when not reported. */
async function cardFees(paid: RegistrationRecord[]): Promise<(number | null)[]> {
  const missing = paid.filter((r) => r.card_fee === undefined || r.card_fee === null);
  const p = missing.length ? await leaguePayments() : null;
  const read = new Map<string, number | null>();
  for (const r of missing) {
    try {
      const fee = p ? await p.cardFee(r.payment_intent_id!) : null;
      read.set(r.id, fee);
      if (fee !== null) await recordCardFee(r, fee);
    } catch (err) {
      logger.warn('card fee not read from the provider', { registration: r.id, error: (err as Error).message });
      read.set(r.id, null);
    }
  }
  return paid.map((r) => r.card_fee ?? read.get(r.id) ?? null);
}

export async function seasonTotals(currency: string, all: RegistrationRecord[]): Promise<Totals> {
  const collected = all.reduce((n, r) => n + r.amounts.paid, 0);
  const refunded = all.reduce((n, r) => n + r.amounts.refunded, 0);
  const outstanding = all.filter((r) => r.status === 'awaiting_payment' || r.status === 'offered').reduce((n, r) => n + r.amounts.total - r.amounts.paid, 0)
    // A payment plan's instalments still to come are owed too.
    + all.filter((r) => r.status === 'paid' && r.instalment_plan).reduce((n, r) => n + r.amounts.outstanding, 0);
  const byCard = all.filter(paidByCard);
  const platform = byCard.reduce((n, r) => n + platformFeeKept(r), 0);
  const fees = await cardFees(byCard);
  const unreported = fees.filter((f) => f === null).length;
  const card = fees.reduce<number>((n, f) => n + (f ?? 0), 0);
  return {
    currency, collected, refunded, outstanding, gross: collected, platform_fees: platform,
    card_fees: byCard.length && unreported === byCard.length ? null : card, card_fees_unreported: unreported,
    net: unreported ? null : collected - refunded - platform - card,
  };
}
