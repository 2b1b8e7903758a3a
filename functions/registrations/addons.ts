// A season's priced add-ons on the server: the picks checked into lines (shared/registration-pricing.ts, the form's
// own rules), and their stock. Stock is a capacity counter like a place (data/registrations.ts): taken by a
// conditional write in the same transaction as the place, counted in the registration's held scopes, and given back
// with the place (cancelled, released, an offer lapsed, refunded in full), once, by the same transition.
import { ADDON_MESSAGES, addonLabel, addonLinesOf, type AddonLine, type AddonPick } from '../../shared/registration-pricing';
import type { AddonInput } from '../../shared/registration-addons-schema';
import type { Hold, RegistrationSettingsRecord } from '../data/registrations';
import { badRequest, conflict } from '../lib/errors';

export const addonScope = (addonId: string) => `addon#${addonId}`;
export const addonChoiceScope = (addonId: string, choice: string) => `addon#${addonId}#${choice}`;

const offeredOf = (s: Pick<RegistrationSettingsRecord, 'addons'>): AddonInput[] => s.addons ?? [];

/** The picks as lines at today's prices; a pick that is not offered (or lacks its option) is refused by name. */
export function addonLinesFor(s: Pick<RegistrationSettingsRecord, 'addons'>, picks: AddonPick[]): AddonLine[] {
  const out = addonLinesOf(offeredOf(s), picks);
  if ('error' in out) throw badRequest(out.error, 'addons');
  return out.lines;
}

/**
 * The stock counters the lines take, each under its limit and labelled so a sold-out one is named: the add-on's
 * own (every option together) and the option's. Every line is counted, limited or not, so the taken figures stay
 * exact if the organiser sets a stock later. Stock 0 is sold out before anything is written.
 */
export function addonHolds(s: Pick<RegistrationSettingsRecord, 'addons'>, lines: AddonLine[]): Hold[] {
  const holds: Hold[] = [];
  for (const line of lines) {
    const a = offeredOf(s).find((x) => x.id === line.id);
    const choice = line.choice ? a?.choices.find((c) => c.name === line.choice) : undefined;
    const label = addonLabel(line);
    if (a?.stock === 0 || choice?.stock === 0) throw conflict(ADDON_MESSAGES.soldOut(label));
    holds.push({ scope: addonScope(line.id), limit: a?.stock ?? null, item: label });
    if (line.choice) holds.push({ scope: addonChoiceScope(line.id, line.choice), limit: choice?.stock ?? null, item: label });
  }
  return holds;
}

const left = (limit: number | null, taken: number) => (limit === null ? null : Math.max(0, limit - taken));

/** The add-ons as the public offer shows them: what is left of each and of each option. */
export function addonOffer(s: Pick<RegistrationSettingsRecord, 'addons'>, taken: Map<string, number>) {
  return offeredOf(s).map((a) => ({
    id: a.id, name: a.name, price: a.price, left: left(a.stock, taken.get(addonScope(a.id)) ?? 0),
    choices: a.choices.map((c) => ({ name: c.name, left: left(c.stock, taken.get(addonChoiceScope(a.id, c.name)) ?? 0) })),
  }));
}

/** The add-ons as the organiser's settings show them: how many are taken (held, offered or paid). */
export function addonSettings(s: Pick<RegistrationSettingsRecord, 'addons'>, taken: Map<string, number>) {
  return offeredOf(s).map((a) => ({
    ...a, taken: taken.get(addonScope(a.id)) ?? 0,
    choices: a.choices.map((c) => ({ ...c, taken: taken.get(addonChoiceScope(a.id, c.name)) ?? 0 })),
  }));
}

/** Lines whose stock is gone now (read, not held): an offer from the waitlist leaves them out rather than fail. */
export function soldOutLines(s: Pick<RegistrationSettingsRecord, 'addons'>, lines: AddonLine[], taken: Map<string, number>): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    const a = offeredOf(s).find((x) => x.id === line.id);
    const c = line.choice ? a?.choices.find((x) => x.name === line.choice) : undefined;
    if (!a || (a.stock !== null && (taken.get(addonScope(a.id)) ?? 0) >= a.stock)
      || (c && c.stock !== null && (taken.get(addonChoiceScope(a.id, c.name)) ?? 0) >= c.stock)) out.add(line.id);
  }
  return out;
}
