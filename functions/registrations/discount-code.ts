// A discount code checked against a season's codes: the same check when registering and when the form previews
// the price (price-preview.ts). Its uses are held by the registration's insert, not here.
import { REGISTRATION_MESSAGES as RM } from '../../shared/registration-messages';
import { discountOf } from '../../shared/registration-pricing';
import type { RegistrationSettingsRecord } from '../data/registrations';
import { badRequest } from '../lib/errors';

/** The discount a code gives now on `fee`; null without a code; an unknown or expired code is refused at its field. */
export function discountFor(s: Pick<RegistrationSettingsRecord, 'discount_codes'>, code: string | null, fee: number, now: Date) {
  if (!code) return null;
  const d = s.discount_codes.find((x) => x.code === code);
  if (!d) throw badRequest(RM.discountNotFound, 'discount_code');
  if (d.expires_at && d.expires_at <= now.toISOString()) throw badRequest(RM.discountExpired, 'discount_code');
  return { code: d.code, max: d.max_uses, amount: discountOf(d, fee) };
}
