// What a registration costs, worked out once for the form (before the hosted checkout) and the server (which
// records it): the fee in effect, a discount code's effect on it, and the add-ons picked (a kit in a size,
// insurance...), each its own line. Free of zod, so the league site's form and the site function can use it.
// Amounts are whole minor units of the season's currency.
import { formatMoney } from './registration-format';

export { countOf } from './count-of';

/** An add-on the organiser offers on a season's registration; stock null: no limit (per item, or per choice). */
export interface AddonOffered {
  id: string;
  name: string;
  price: number;
  stock: number | null;
  choices: { name: string; stock: number | null }[];
}

/** What a registrant picks: an add-on, and its choice when it has choices (a size). */
export interface AddonPick { id: string; choice: string | null }

/** A picked add-on as a line of the registration, its receipt, its checkout and its CSV row. */
export interface AddonLine { id: string; name: string; choice: string | null; price: number }

export const ADDON_MESSAGES = {
  unknown: 'An add-on picked is not offered for this season',
  twice: (name: string) => `${name} is picked twice: pick it once`,
  choiceRequired: (name: string) => `Choose an option for ${name}`,
  choiceUnknown: (name: string) => `That option is not one of ${name}'s`,
  soldOut: (label: string) => `${label} is sold out: remove it or pick another option`,
} as const;

/** "Kit (M)", or the add-on's name alone. */
export const addonLabel = (l: Pick<AddonLine, 'name' | 'choice'>) => (l.choice ? `${l.name} (${l.choice})` : l.name);

/** The picks as lines, checked against what is offered; or the first problem (its sentence, for the `addons` field). */
export function addonLinesOf(offered: AddonOffered[], picks: AddonPick[]): { lines: AddonLine[] } | { error: string } {
  const lines: AddonLine[] = [];
  for (const pick of picks) {
    const a = offered.find((x) => x.id === pick.id);
    if (!a) return { error: ADDON_MESSAGES.unknown };
    if (lines.some((l) => l.id === a.id)) return { error: ADDON_MESSAGES.twice(a.name) };
    if (a.choices.length && !pick.choice) return { error: ADDON_MESSAGES.choiceRequired(a.name) };
    if (pick.choice && !a.choices.some((c) => c.name === pick.choice)) return { error: ADDON_MESSAGES.choiceUnknown(a.name) };
    lines.push({ id: a.id, name: a.name, choice: a.choices.length ? pick.choice : null, price: a.price });
  }
  return { lines };
}

/** What a discount takes off a fee (never more than the fee): a percent rounded down to the minor unit, or an amount. */
export function discountOf(d: { kind: 'percent' | 'amount'; value: number }, fee: number): number {
  const off = d.kind === 'percent' ? Math.floor((fee * d.value) / 100) : d.value;
  return Math.min(fee, off);
}

export interface Price { fee: number; discount: number; addons: number; total: number }

/** The one sum: the fee less its discount, plus the add-ons (a code takes nothing off the add-ons). */
export function priceOf(fee: number, discount: number, lines: Pick<AddonLine, 'price'>[]): Price {
  const addons = lines.reduce((n, l) => n + l.price, 0);
  return { fee, discount, addons, total: fee - discount + addons };
}

/** "Code SPRING10: -$4.00, total $36.00": a code's effect as the form shows it before the checkout. */
export const discountWords = (code: string, p: Price, currency: string) =>
  `Code ${code}: -${formatMoney(p.discount, currency)}, total ${formatMoney(p.total, currency)}`;
