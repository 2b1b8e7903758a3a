// Free of zod: the access checks (and so the league site's function) use it without bundling the family's schemas.
/**
 * A family member's id on a roster and in game answers (they have no account of their own): the account holder
 * reads and answers for them through their family.
 */
export const childPlayerId = (memberId: string) => `fm-${memberId}`;

/** Whether a roster id is a family member's (childPlayerId) rather than an account's. */
export const isChildPlayerId = (playerId: string) => playerId.startsWith('fm-');
