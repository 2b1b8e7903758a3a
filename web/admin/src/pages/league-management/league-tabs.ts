import type { BadgeProps } from '@cloudscape-design/components/badge';

/**
 * League Management's one tab list, in the order an organiser sets a league up. Overview lists every league the
 * user runs; every other tab works on one league (the `league` query parameter, or the only one there is).
 */
export const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'settings', label: 'Settings' },
  { id: 'levels', label: 'Levels' },
  { id: 'seasons', label: 'Seasons' },
  { id: 'teams', label: 'Teams' },
  { id: 'venues', label: 'Venues & Standings' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'registrations', label: 'Registrations' },
  { id: 'branding', label: 'Branding' },
  { id: 'news', label: 'News' },
  { id: 'pages', label: 'Pages' },
  { id: 'widgets', label: 'Widgets' },
  { id: 'import', label: 'Import & export' },
  { id: 'domains', label: 'Domains' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
export type LeagueTabId = Exclude<TabId, 'overview'>;

/** Tab names of addresses bookmarked before the league's screens were one: the old edit screen's and the Hero tab. */
const FORMER_TABS: Record<string, LeagueTabId> = { basic: 'settings', games: 'venues', hero: 'branding' };

const isTab = (v: string): v is TabId => TABS.some((t) => t.id === v);

/** The tab an address asks for: a known or former name, else `fallback`. */
export function toTab(v: string | null, fallback: TabId = 'overview'): TabId {
  if (v === null) return fallback;
  return isTab(v) ? v : (FORMER_TABS[v] ?? fallback);
}

export const tabLabel = (id: TabId) => TABS.find((t) => t.id === id)!.label;

/** The address of one league's tab on League Management. */
export const leaguePath = (leagueId: string, tab: LeagueTabId = 'settings') =>
  `/league-management?league=${encodeURIComponent(leagueId)}&tab=${tab}`;

export const STATUS_BADGE: Record<string, BadgeProps['color']> = { draft: 'grey', active: 'green', completed: 'blue', archived: 'grey' };
