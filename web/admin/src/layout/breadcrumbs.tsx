// The breadcrumbs above every page (Cloudscape's BreadcrumbGroup in the app layout's breadcrumbs slot). A page may
// declare its own trail (usePageBreadcrumbs); every other page gets one from its address.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { api } from '../api/client';
import { queryKeys } from '../api/query-keys';
import { useAuth } from '../auth/auth-context';
import { leavesApp } from '../lib/public-pages';

export type Crumb = BreadcrumbGroupProps.Item;

/** A page's own trail, with the address it was declared at (so it never shows on the next page for a frame). */
interface PageTrail {
  pathname: string;
  crumbs: Crumb[];
}
type SetTrail = (trail: PageTrail | null) => void;
const TrailContext = createContext<{ trail: PageTrail | null; setTrail: SetTrail }>({ trail: null, setTrail: () => undefined });

export function BreadcrumbsProvider({ children }: { children: ReactNode }) {
  const [trail, setTrail] = useState<PageTrail | null>(null);
  const value = useMemo(() => ({ trail, setTrail }), [trail]);
  return <TrailContext.Provider value={value}>{children}</TrailContext.Provider>;
}

/**
 * The crumbs after the first one (Dashboard) for the page that calls it, e.g. League Management > a league > a tab.
 * The page's own trail holds while it is shown; leaving the page goes back to the address-based trail.
 */
export function usePageBreadcrumbs(crumbs: Crumb[]) {
  const { setTrail } = useContext(TrailContext);
  const { pathname } = useLocation();
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    setTrail({ pathname, crumbs: JSON.parse(key) as Crumb[] });
  }, [pathname, key, setTrail]);
  useEffect(() => () => setTrail(null), [setTrail]);
}

/** The pages' names under the first crumb, by address; a team's crumb is its name once the team page has read it. */
const PAGES: [pattern: string, text: string][] = [
  ['/create-league', 'Create League'],
  ['/league-management', 'League Management'],
  ['/my-teams', 'My Teams'],
  ['/account', 'Account'],
  ['/support', 'Help'],
  ['/subscription', 'Subscription'],
  ['/pricing', 'Pricing'],
  ['/invite/:token', 'Invitation'],
  ['/email-preferences/:token', 'E-mail preferences'],
  ['/unsubscribe/:token', 'Unsubscribe'],
  ['/availability/:token', 'Availability'],
  ['/score/:leagueId/:gameId', 'Scorekeeper'],
  ['/league/:leagueId/create-team', 'Create Team'],
  ['/league/:id', 'League'],
  ['/league/:id/preview/:section?', 'League'],
];

/** The team's name as the team page's query cached it; this never fetches on its own. */
function useCachedTeamName(teamId: string | undefined) {
  const { data } = useQuery({
    queryKey: queryKeys.team(teamId ?? ''),
    queryFn: () => api.getTeam(teamId!),
    select: (r) => r.team.name,
    enabled: false,
  });
  return data;
}

function useAddressTrail(pathname: string): Crumb[] {
  const team = matchPath('/team/:teamId', pathname);
  const teamName = useCachedTeamName(team?.params.teamId);
  if (team) return [{ text: teamName ?? 'Team', href: pathname }];
  if (matchPath('/dashboard', pathname)) return [];
  const page = PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return [{ text: page ? page[1] : 'Page not found', href: pathname }];
}

export function PageBreadcrumbs() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, loading } = useAuth();
  const { trail } = useContext(TrailContext);
  const fromAddress = useAddressTrail(pathname);
  // Signed in, everything starts at the dashboard; a visitor's trail starts at the product's home page.
  const root: Crumb = user || loading ? { text: 'Dashboard', href: '/dashboard' } : { text: 'League Platform', href: '/' };
  const items = [root, ...(trail?.pathname === pathname ? trail.crumbs : fromAddress)];
  return (
    <BreadcrumbGroup
      items={items}
      ariaLabel="Breadcrumbs"
      expandAriaLabel="Show path"
      onFollow={(e) => {
        // The public pages are served outside the app: an ordinary page load.
        if (leavesApp(e.detail.href)) return;
        e.preventDefault();
        navigate(e.detail.href);
      }}
    />
  );
}
