// The league site's footer, saved from the Branding tab's two footer panels: sponsors (name, logo, link, tier;
// plan feature has_sponsors) and the league's social links (every plan). Each panel saves on its own, under its
// own version, like the other branding panels. Texts and rules without zod live in branding-constants.ts.
import * as z from 'zod';
import { isSafeLinkUrl, MAX_SPONSORS, SOCIAL_PLATFORMS, SPONSOR_TIERS } from './branding-constants';
import { itemVersionSchema } from './item-version';
import { socialLinkSchema } from './team-page-schema';
import { isWebAddress } from './web-address';

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const webAddress = (label: string) => z.string({ error: `${label} must be text` }).trim().max(2000, `${label} must be at most 2000 characters`)
  .refine(isWebAddress, `${label} must be a full web address starting with https:// or http://`);

export const sponsorSchema = z.object({
  id: z.string({ error: 'Sponsor id must be text' }).trim().min(1, 'Sponsor id is required').max(64, 'Sponsor id must be at most 64 characters'),
  name: z.string({ error: 'Sponsor name must be text' }).trim().min(1, 'Sponsor name is required').max(80, 'Sponsor name must be at most 80 characters'),
  /** An uploaded image (the upload target's public URL), or any https address. */
  logo_url: z.preprocess(blankToNull, z.string().trim().max(2000, 'Logo URL must be at most 2000 characters')
    .refine(isSafeLinkUrl, 'Logo URL must start with http://, https:// or /').nullable()).default(null),
  url: z.preprocess(blankToNull, webAddress('Sponsor link').nullable()).default(null),
  tier: z.enum(SPONSOR_TIERS, { error: `Tier must be one of ${SPONSOR_TIERS.join(', ')}` }).default('partner'),
});

export const sponsorsInputSchema = z.object({
  sponsors: z.array(sponsorSchema, { error: 'sponsors must be a list' }).max(MAX_SPONSORS, `A league may list at most ${MAX_SPONSORS} sponsors`)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Each sponsor needs its own id'),
  /** The panel's version the form was read at (stale: 409). */
  version: itemVersionSchema.optional(),
});
export type SponsorsInput = z.output<typeof sponsorsInputSchema>;

export const socialLinksInputSchema = z.object({
  social_links: z.array(socialLinkSchema, { error: 'social_links must be a list' }).max(SOCIAL_PLATFORMS.length, `At most ${SOCIAL_PLATFORMS.length} social links`)
    .refine((links) => new Set(links.map((l) => l.platform)).size === links.length, 'Each platform can be listed once'),
  version: itemVersionSchema.optional(),
});
export type SocialLinksInput = z.output<typeof socialLinksInputSchema>;

/** What the branding read answers for the footer (part of LeagueBranding). */
export const footerOutShape = {
  sponsors: z.array(z.object({ id: z.string(), name: z.string(), logo_url: z.string().nullable(), url: z.string().nullable(), tier: z.enum(SPONSOR_TIERS) })),
  social_links: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
};
