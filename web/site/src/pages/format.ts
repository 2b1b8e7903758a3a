// Dates and figures as the league site shows them. The dates are shared/site-dates.ts (the server reads them too).
export { gameDay, gameTime, localDay } from '../../../../shared/site-dates';

export { initials } from '../../../../shared/initials';

/** DIFF: '+' when positive. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
