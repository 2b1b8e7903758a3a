import type { BadgeProps } from '@cloudscape-design/components/badge';
import type { League } from '../../../../shared/league-schema';

/**
 * League Management's pages, grouped as its side navigation shows them: the one list of them. Overview lists every
 * league the user runs; every other page works on one league (the `league` query parameter, or the only one there
 * is), and its id is the `tab` of its address. In lib/, so components link to a page too (`leaguePath`).
 *
 * Adding a page: one entry here, in its group,
 * and its panel in pages/league-management/league-page-panel.tsx (docs/architecture.md, "An admin page of League
 * Management"). The navigation, the breadcrumbs and the address follow from this list; a page is listed only once
 * its panel exists.
 */
export const PAGE_GROUPS = [
  {
    title: 'Season',
    pages: [
      { id: 'teams', label: 'Teams' },
      { id: 'levels', label: 'Levels' },
      { id: 'seasons', label: 'Seasons' },
      { id: 'schedule', label: 'Schedule' },
      { id: 'playoffs', label: 'Playoffs' },
      { id: 'registrations', label: 'Registrations' },
    ],
  },
  {
    title: 'Website',
    pages: [
      { id: 'branding', label: 'Branding' },
      { id: 'news', label: 'News' },
      { id: 'pages', label: 'Pages' },
      { id: 'widgets', label: 'Widgets' },
      { id: 'domains', label: 'Domains' },
    ],
  },
  {
    title: 'League',
    pages: [
      { id: 'settings', label: 'Settings' },
      { id: 'messages', label: 'Messages' },
      { id: 'venues', label: 'Venues & Standings' },
      { id: 'import', label: 'Import & export' },
      { id: 'autopilot', label: 'Autopilot' },
    ],
  },
] as const;

const OVERVIEW = { id: 'overview', label: 'Overview' } as const;
type LeaguePage = (typeof PAGE_GROUPS)[number]['pages'][number];
export type LeaguePageId = LeaguePage['id'];
export type PageId = LeaguePageId | typeof OVERVIEW.id;

const PAGES: readonly { id: PageId; label: string }[] = [OVERVIEW, ...PAGE_GROUPS.flatMap((g): readonly LeaguePage[] => g.pages)];

/** Tab names of addresses bookmarked before the league's screens were one: the old edit screen's and the Hero tab. */
const FORMER_TABS: Record<string, LeaguePageId> = { basic: 'settings', games: 'venues', hero: 'branding' };

const isPage = (v: string): v is PageId => PAGES.some((t) => t.id === v);

/** The page an address's `tab` asks for: a known or former name, else `fallback`. */
export function toPage(v: string | null, fallback: PageId = 'overview'): PageId {
  if (v === null) return fallback;
  return isPage(v) ? v : (FORMER_TABS[v] ?? fallback);
}

export const pageLabel = (id: PageId) => PAGES.find((t) => t.id === id)!.label;

/** The address of League Management's overview. */
export const OVERVIEW_PATH = '/league-management';

/** The address of one league's page on League Management. */
export const leaguePath = (leagueId: string, page: LeaguePageId = 'settings') =>
  `${OVERVIEW_PATH}?league=${encodeURIComponent(leagueId)}&tab=${page}`;

/**
 * The league's public address on this origin: /l/{custom URL or id}. Here, not in the Domains page, so the pages
 * that link the public site do not load that page's code with theirs.
 */
export function publicLeaguePath(league: Pick<League, 'id' | 'custom_slug'>): string {
  return `/l/${encodeURIComponent(league.custom_slug || league.id)}`;
}

export const STATUS_BADGE: Record<string, BadgeProps['color']> = { draft: 'grey', active: 'green', completed: 'blue', archived: 'grey' };
