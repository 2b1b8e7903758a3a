// The Registrations page's one-line summaries of a season's settings, with their counts in words that agree with
// them ("1 place", "2 places"; shared/registration-pricing.ts countOf).
import type { RegistrationSettings } from '../../../../../shared/registration-schema';
import { formatMoment, formatMoney } from '../../../../../shared/registration-format';
import { addonLabel, countOf } from '../../../../../shared/registration-pricing';

type KindFees = NonNullable<RegistrationSettings['team']>;

export function feeSummary(k: KindFees, currency: string, zone: string): string {
  const m = (n: number) => formatMoney(n, currency);
  const parts = [k.fee === 0 ? 'Free' : m(k.fee)];
  if (k.early_bird_fee !== null && k.early_bird_until) parts.push(`early bird ${m(k.early_bird_fee)} until ${formatMoment(k.early_bird_until, zone)}`);
  if (k.late_fee !== null && k.late_from) parts.push(`late ${m(k.late_fee)} from ${formatMoment(k.late_from, zone)}`);
  return parts.join('; ');
}

/** Players: their fees and the league's places ("$40.00; 1 place"); teams: their fees and teams per level. */
export function playersSummary(s: RegistrationSettings, zone: string): string {
  const k = s.individual;
  if (!k) return 'Not offered';
  return `${feeSummary(k, s.currency, zone)}${k.capacity ? `; ${countOf(k.capacity, 'place')}` : ''}${k.capacity_per_level ? `; ${countOf(k.capacity_per_level, 'place')} per level` : ''}`;
}

export function teamsSummary(s: RegistrationSettings, zone: string): string {
  const k = s.team;
  if (!k) return 'Not offered';
  return `${feeSummary(k, s.currency, zone)}${k.capacity_per_level ? `; ${countOf(k.capacity_per_level, 'team')} per level` : ''}`;
}

/** How payment is taken, and for how long an offline place is held. */
export function paymentSummary(s: RegistrationSettings): string {
  const hold = s.offline_hold_days ? `, places held ${countOf(s.offline_hold_days, 'day')} unpaid` : '';
  if (s.payment_mode === 'offline') return `Offline${hold}`;
  return s.offline_payment ? `Online by card, or offline by choice${hold}` : 'Online by card';
}

/** The add-ons with their price and stock left: "Kit ($25.00; M: 0 of 1 left)". */
export function addonsSummary(s: RegistrationSettings): string {
  if (!s.addons.length) return 'None';
  return s.addons.map((a) => {
    const stock = [a.stock !== null ? `${a.stock - a.taken} of ${a.stock} left` : null,
      ...a.choices.filter((c) => c.stock !== null).map((c) => `${c.name}: ${c.stock! - c.taken} of ${c.stock} left`)].filter(Boolean);
    return `${addonLabel({ name: a.name, choice: null })} (${[formatMoney(a.price, s.currency), ...stock].join('; ')})`;
  }).join(', ');
}
