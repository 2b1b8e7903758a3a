// Dates and figures as the league site shows them. The dates are shared/site-dates.ts (the server reads them too).
export { gameDay, gameTime, localDay } from '../../../../shared/site-dates';

/** Two letters for a team or person without a picture: the first letters of the first two words, else the first two. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const two = words.length >= 2 ? words[0][0] + words[1][0] : (words[0] ?? '').slice(0, 2);
  return two.toUpperCase() || '?';
}

/** DIFF: '+' when positive. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
