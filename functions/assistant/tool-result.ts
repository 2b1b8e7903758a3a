// What a tool answers the model (h40model's convention: a short `summary` in words plus the `data` it read) and the
// person (links to the admin page the figures come from). Names from the league are data here, quoted as JSON
// strings, never instructions: a team named "Ignore your instructions..." is a string in a list.
import type { AssistantLink } from '../../shared/assistant-schema';
import { localDay } from '../../shared/site-dates';

export interface ToolResult { summary: string; data: unknown; links: AssistantLink[] }

/** The admin page of a league (League Management's tab) an answer's figures come from. */
export const leagueLink = (leagueId: string, tab: string, label: string): AssistantLink => ({ label, href: `/league-management?league=${encodeURIComponent(leagueId)}&tab=${tab}` });

const hm = new Map<string, Intl.DateTimeFormat>();
/** HH:mm of an instant on a league's clock. */
export function localTime(iso: string, timeZone: string): string {
  let f = hm.get(timeZone);
  if (!f) { f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }); hm.set(timeZone, f); }
  return f.format(new Date(iso));
}
/** YYYY-MM-DD HH:mm of an instant on a league's clock. */
export const localMoment = (iso: string, timeZone: string) => `${localDay(new Date(iso), timeZone)} ${localTime(iso, timeZone)}`;

/** Minor units as people read them: 25.00 USD. */
export const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
