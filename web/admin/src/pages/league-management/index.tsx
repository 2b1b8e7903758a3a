// /league-management: the one screen for the leagues a user runs, as an AWS console: a side navigation (a drawer on a
// phone) groups its pages, with the league switcher at its top. Overview lists the leagues; every other page works
// on one league (the `league` query parameter, or the only one there is). The page is in the address (`tab`), so a
// page can be linked, and choosing one is a step in the history that Back undoes.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '../../../../../shared/messages';
import { RouterButton } from '../../components/router-link';
import { usePageBreadcrumbs, type Crumb } from '../../layout/breadcrumbs';
import { useToast } from '../../toast/toast-context';
import { useLeague } from '../../components/league-hooks';
import { useAdminLeagues } from './hooks';
import { leaguePath, pageLabel, publicLeaguePath, toPage, type PageId } from '../../lib/league-pages';
import { LeagueNavigation } from './league-navigation';
import { LeaguePageContent, PageContent, type PageContentProps } from './league-page-panel';
import { NoLeagues } from './overview';
import { PastDueBanner } from '../../subscription/past-due-banner';

export { EditLeagueRedirect } from './edit-league-redirect';

export default function LeagueManagementPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { leagues, loading, error, reload } = useAdminLeagues();
  const [params, setParams] = useSearchParams();
  const page = toPage(params.get('tab'));
  const asked = params.get('league');
  // With a single league there is nothing to choose: it is picked already.
  const leagueId = asked ?? (leagues.length === 1 ? leagues[0].id : null);
  const detail = useLeague(page === 'overview' ? null : leagueId);
  const league = detail.data ?? null;

  // A league that is not (or no longer) the user's: say so and show their own leagues, never its data.
  useEffect(() => {
    if (!detail.isError) return;
    toast({ type: 'error', header: MSG.editLeague.loadErrorTitle, content: MSG.editLeague.loadErrorBody });
    navigate('/league-management', { replace: true });
  }, [detail.isError, navigate, toast]);

  function go(patch: Record<string, string | null>, replace = false) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace });
  }

  const onLeague = page !== 'overview' && league ? league : null;
  usePageBreadcrumbs(trail(page, onLeague));
  const empty = !loading && !error && leagues.length === 0 && !asked;
  const contentProps: Omit<PageContentProps, 'league' | 'settings'> = {
    page,
    leagues,
    loading,
    leagueId,
    onPick: (id) => go({ league: id }),
    creating: params.get('create') === '1',
    onCreated: () => go({ create: null }, true),
  };

  return (
    <>
      <LeagueNavigation page={page} leagues={leagues} loading={loading} leagueId={leagueId} />
      <ContentLayout
        header={
          <Header
            variant="h1"
            description="Seasons, levels, teams, schedules and web addresses for the leagues you run."
            actions={
              onLeague ? (
                <Button href={publicLeaguePath(onLeague)} target="_blank" iconName="external" iconAlign="right">
                  Public page
                </Button>
              ) : (
                <RouterButton href="/create-league" variant="primary" iconName="add-plus">
                  Create League
                </RouterButton>
              )
            }
          >
            {onLeague ? onLeague.name : MSG.leagueManagement.title}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <PastDueBanner />
          {error && (
            <Alert type="error" header={MSG.league.fetchLeaguesFailed} action={<Button onClick={() => void reload()}>Retry</Button>}>
              {error}
            </Alert>
          )}
          {empty ? (
            <NoLeagues />
          ) : league ? (
            // Keyed, so another league starts with its own settings form.
            <LeaguePageContent key={league.id} {...contentProps} league={league} />
          ) : (
            <PageContent {...contentProps} league={null} settings={null} />
          )}
        </SpaceBetween>
      </ContentLayout>
    </>
  );
}

/** Dashboard > League Management > the league > its page. */
function trail(page: PageId, league: { id: string; name: string } | null): Crumb[] {
  const crumbs: Crumb[] = [{ text: MSG.leagueManagement.title, href: '/league-management' }];
  if (!league || page === 'overview') return crumbs;
  return [...crumbs, { text: league.name, href: leaguePath(league.id) }, { text: pageLabel(page), href: leaguePath(league.id, page) }];
}
