import * as z from 'zod';
import { leagueDomainSchema } from './league-responses';

export const DOMAIN_MESSAGES = {
  loadFailed: 'Failed to load domains',
  addFailed: 'Failed to add domain. Please check the domain format.',
  addedTitle: 'Domain Added',
  addedBody: 'Your custom domain has been added and is pending verification.',
  removed: 'Domain Removed',
  removeFailed: 'Failed to remove domain',
  copiedTitle: 'Copied',
  copiedBody: 'URL copied to clipboard',
  taken: 'This domain is already used by another league',
  invalid: 'Enter a domain name such as www.example.com',
} as const;

// A fully qualified host name: labels of letters, digits and inner hyphens, at least one dot, a letter TLD.
export const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const domainNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\.$/, '') : v),
  z.string({ error: DOMAIN_MESSAGES.invalid }).regex(HOSTNAME, DOMAIN_MESSAGES.invalid),
);

export const addDomainSchema = z.object({ domain: domainNameSchema, is_primary: z.boolean().optional() });

export type LeagueDomain = z.infer<typeof leagueDomainSchema>;
