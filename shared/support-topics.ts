// What a support request can be about: free of zod, so the prerendered /contact form (and the site function that
// renders it) carries no validation code; shared/support-schema.ts validates with it.
export const SUPPORT_TOPICS = ['account', 'billing', 'league', 'bug', 'other'] as const;
export const SUPPORT_TOPIC_LABELS: Record<typeof SUPPORT_TOPICS[number], string> = {
  account: 'My account', billing: 'Plans and billing', league: 'Running a league', bug: 'Something is broken', other: 'Something else',
};
