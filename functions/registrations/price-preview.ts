// What the form is about to register, priced before the hosted checkout (POST /api/public/.../registration/price):
// the fee in effect, a discount code's effect (or why it does not apply: unknown, expired, used up) and the add-ons,
// summed by the shared pricing function the server records with. Nothing is written or held.
import { MSG } from '../../shared/messages';
import { REGISTRATION_MESSAGES as RM } from '../../shared/registration-messages';
import { discountWords, priceOf } from '../../shared/registration-pricing';
import type { RegistrationKind } from '../../shared/registration-schema';
import { codeUses, getRegistrationSettings } from '../data/registrations';
import { badRequest, notFound } from '../lib/errors';
import { resolveLeague } from '../leagues/service';
import { isPublished } from '../../shared/league-constants';
import { addonLinesFor } from './addons';
import { discountFor } from './discount-code';
import { feeAt } from './rules';

interface PreviewInput { season_id: string; kind: RegistrationKind; discount_code: string | null; addons: { id: string; choice: string | null }[] }

export async function previewPrice(key: string, input: PreviewInput, now = new Date()) {
  const league = await resolveLeague(key);
  if (!league || !isPublished(league.status)) throw notFound(MSG.league.notFound);
  const found = await getRegistrationSettings(league.id, input.season_id);
  if (!found) throw notFound(RM.settingsNotFound);
  const s = found.settings;
  const kind = s[input.kind];
  if (!kind) throw badRequest(RM.kindNotOffered(input.kind), 'kind');
  const fee = feeAt(kind, now);
  const discount = discountFor(s, input.discount_code, fee.amount, now);
  if (discount && discount.max !== null && ((await codeUses(league.id, input.season_id)).get(discount.code) ?? 0) >= discount.max) {
    throw badRequest(RM.discountUsedUp, 'discount_code');
  }
  const lines = addonLinesFor(s, input.addons);
  const price = priceOf(fee.amount, discount?.amount ?? 0, lines);
  return {
    currency: s.currency, ...price, lines, discount_code: discount?.code ?? null,
    discount_words: discount ? discountWords(discount.code, price, s.currency) : null,
  };
}
