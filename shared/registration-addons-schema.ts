// Priced add-ons on a season's registration (a kit in a size, insurance, a photo package), and the organiser's
// offline-payment settings: what the admin sets, what a registrant picks, and what the API answers. The sums are
// shared/registration-pricing.ts (one function for the form and the server).
import * as z from 'zod';

const stock = (label: string) => z.preprocess((v) => (v === '' || v === undefined ? null : v),
  z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(100_000, `${label} is too large`).nullable().default(null));

export const addonChoiceInputSchema = z.object({
  name: z.string({ error: 'An option needs a name' }).trim().min(1, 'An option needs a name').max(40, 'An option is at most 40 characters'),
  /** How many of this option there are; null: no limit of its own. */
  stock: stock('Option stock'),
});

export const addonInputSchema = z.object({
  /** Stable id (kept when its name changes, so registrations stay attached). */
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Add-on id must be 1-40 lowercase letters, digits, - or _'),
  name: z.string({ error: 'An add-on needs a name' }).trim().min(1, 'An add-on needs a name').max(100, 'An add-on name is at most 100 characters'),
  price: z.number({ error: 'Add-on price must be an amount in cents' }).int('Add-on price must be whole cents').min(0, 'Add-on price cannot be negative').max(1_000_000, 'Add-on price is too large'),
  /** How many there are in all (every option together); null: no limit. 0: sold out. */
  stock: stock('Stock'),
  /** Options to pick one of (sizes); empty: none. */
  choices: z.array(addonChoiceInputSchema).max(20, 'An add-on has at most 20 options').default([])
    .refine((cs) => new Set(cs.map((c) => c.name)).size === cs.length, 'Each option of an add-on can be listed once'),
});
export type AddonInput = z.output<typeof addonInputSchema>;

export const addonsInputSchema = z.array(addonInputSchema).max(20, 'At most 20 add-ons').default([])
  .refine((as) => new Set(as.map((a) => a.id)).size === as.length, 'Each add-on id can be listed once');

/** The registrant's picks: an add-on id and, when it has options, the one chosen. */
export const addonPicksSchema = z.array(z.object({
  id: z.string().max(40),
  choice: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().trim().max(40).nullable().default(null)),
})).max(20, 'At most 20 add-ons').default([]);

/** A picked add-on on a registration (its price when registering). */
export const addonLineSchema = z.object({ id: z.string(), name: z.string(), choice: z.string().nullable(), price: z.number().int() }).meta({ id: 'RegistrationAddonLine' });

/** The settings' add-ons, with how many are taken (held, offered or paid) now. */
export const addonSettingsSchema = z.object({
  id: z.string(), name: z.string(), price: z.number().int(), stock: z.number().int().nullable(), taken: z.number().int(),
  choices: z.array(z.object({ name: z.string(), stock: z.number().int().nullable(), taken: z.number().int() })),
});

/** On the public offer: what is left (null: no limit), so a sold-out option shows as such. */
export const addonOfferSchema = z.object({
  id: z.string(), name: z.string(), price: z.number().int(), left: z.number().int().nullable(),
  choices: z.array(z.object({ name: z.string(), left: z.number().int().nullable() })),
});

/** Where online payment is on: whether registrants may choose to pay the league offline (off unless the organiser allows it). */
export const offlinePaymentInputSchema = z.boolean().default(false);
/** Days an offline place is held unpaid before it is released; null: until the organiser marks it paid or cancels it. */
export const offlineHoldDaysSchema = z.preprocess((v) => (v === '' || v === undefined ? null : v),
  z.number({ error: 'Days to pay offline must be a whole number' }).int('Days to pay offline must be a whole number').min(1, 'Days to pay offline must be at least 1').max(90, 'Days to pay offline is at most 90').nullable().default(null));

/** POST .../registration/price: what the form is about to register, priced before the checkout. */
export const pricePreviewInputSchema = z.object({
  season_id: z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, 'Season id is not valid'),
  kind: z.enum(['team', 'individual'], { error: 'kind must be team or individual' }),
  discount_code: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v), z.string().max(30).nullable().default(null)),
  addons: addonPicksSchema,
});
export const pricePreviewResponseSchema = z.object({
  currency: z.string(),
  fee: z.number().int(),
  discount: z.number().int(),
  addons: z.number().int(),
  total: z.number().int(),
  lines: z.array(addonLineSchema),
  /** The code applied (null without one). */
  discount_code: z.string().nullable(),
  /** "Code SPRING10: -$4.00, total $36.00"; null without a code. */
  discount_words: z.string().nullable(),
}).meta({ id: 'RegistrationPricePreview' });
