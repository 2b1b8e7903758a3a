// /league-management: the leagues the user administers, with real figures only, and per-league panels.
import { useSearchParams } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { LevelManagementPanel } from '../../components/levels/level-management-panel';
import { NewsManagementPanel } from '../../components/news/news-management-panel';
import { PageManagementPanel } from '../../components/pages/page-management-panel';
import { HeroEditor } from '../../components/branding/hero-editor';
import { SeasonManagementPanel } from '../../components/seasons/season-management-panel';
import type { League } from '../../../../../shared/league-schema';
import { MSG } from '../../../../../shared/messages';
import { LeagueDomainsPanel, publicLeaguePath } from '../../components/league-domains-panel';
import { WidgetsPanel } from '../../components/widgets/widgets-panel';
import { RouterButton, RouterLink } from '../../components/router-link';
import { UsageBanner } from '../../components/usage-banner';
import { capitalise, formatDate, sportLabel } from '../../lib/format';
import { useAdminLeagues } from './hooks';
import { STATUS_BADGE, TABS, type TabId } from './league-management-config';
import { TeamManagementPanel } from '../../components/teams/team-management-panel';
import { TABS_STRINGS } from '../../lib/tabs-strings';
import { SchedulePanel } from '../../components/games/schedule-panel';
import { RegistrationsPanel } from '../../components/registrations/registrations-panel';
import { ImportExportPanel } from '../../components/imports/import-export-panel';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export default function LeagueManagementPage() {
  const { leagues, loading, error, reload } = useAdminLeagues();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId = TABS.some((t) => t.id === tabParam) ? (tabParam as TabId) : 'overview';
  // With a single league there is nothing to choose: it is picked already.
  const picked = leagues.find((l) => l.id === params.get('league')) ?? (leagues.length === 1 ? leagues[0] : null);

  function update(patch: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  }

  const empty = !loading && !error && leagues.length === 0;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description="Seasons, levels, teams, schedules and web addresses for the leagues you run."
          actions={
            <RouterButton href="/create-league" variant="primary" iconName="add-plus">
              Create League
            </RouterButton>
          }
        >
          {MSG.leagueManagement.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {error && (
          <Alert type="error" header={MSG.league.fetchLeaguesFailed} action={<Button onClick={() => void reload()}>Retry</Button>}>
            {error}
          </Alert>
        )}
        <UsageBanner limitKey="max_leagues" />
        {empty ? (
          <NoLeagues />
        ) : (
          <Tabs
            i18nStrings={TABS_STRINGS}
            activeTabId={tab}
            onChange={({ detail }) => update({ tab: detail.activeTabId === 'overview' ? null : detail.activeTabId })}
            tabs={TABS.map((t) => ({
              id: t.id,
              label: t.label,
              content: (
                <TabContent
                  tab={t.id}
                  leagues={leagues}
                  loading={loading}
                  picked={picked}
                  onPick={(id) => update({ league: id })}
                  creating={params.get('create') === '1'}
                  onCreated={() => update({ create: null })}
                />
              ),
            }))}
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}

function NoLeagues() {
  return (
    <Container>
      <Box textAlign="center" color="inherit" padding="l">
        <SpaceBetween size="s">
          <Box variant="h2">{MSG.leagueManagement.noLeagues}</Box>
          <Box variant="p" color="text-body-secondary">
            Leagues you create show up here, with their seasons, teams and web addresses.
          </Box>
          <RouterButton href="/create-league" ariaLabel="Create League (empty state)">
            Create League
          </RouterButton>
        </SpaceBetween>
      </Box>
    </Container>
  );
}

interface TabProps {
  tab: TabId;
  leagues: League[];
  loading: boolean;
  picked: League | null;
  onPick: (id: string) => void;
  /** The dashboard's Schedule Game: open the Add game dialog once a league (and its season) is there. */
  creating?: boolean;
  onCreated?: () => void;
}

function TabContent({ tab, leagues, loading, picked, onPick, creating, onCreated }: TabProps) {
  switch (tab) {
    case 'overview':
      return <Overview leagues={leagues} loading={loading} />;
    case 'settings':
      return <ComingSoon title="Settings" />;
    default: {
      // The per-league tabs: first pick a league, then that league's panel (keyed, so a new league starts clean).
      const title = TABS.find((t) => t.id === tab)!.label;
      const panel = (l: League) => {
        switch (tab) {
          case 'domains': return <LeagueDomainsPanel key={l.id} league={l} />;
          case 'widgets': return <WidgetsPanel key={l.id} league={l} />;
          case 'levels': return <LevelManagementPanel key={l.id} league={l} />;
          case 'news': return <NewsManagementPanel key={l.id} league={l} />;
          case 'pages': return <PageManagementPanel key={l.id} league={l} />;
          case 'hero': return <HeroEditor key={l.id} league={l} />;
          case 'seasons': return <SeasonManagementPanel key={l.id} league={l} />;
          case 'teams': return <TeamManagementPanel key={l.id} league={l} />;
          case 'import': return <ImportExportPanel key={l.id} league={l} />;
          case 'schedule': return <SchedulePanel key={l.id} league={l} startCreating={creating} onStarted={onCreated} />;
          case 'registrations': return <RegistrationsPanel key={l.id} league={l} />;
          default: return <ComingSoon title={`${title} for ${l.name}`} />;
        }
      };
      return (
        <SpaceBetween size="l">
          <LeaguePicker leagues={leagues} loading={loading} picked={picked} onPick={onPick} />
          {picked && panel(picked)}
        </SpaceBetween>
      );
    }
  }
}

function ComingSoon({ title }: { title: string }) {
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      <Box color="text-body-secondary">{capitalise(MSG.leagueManagement.comingSoon)}: this part of the platform is not available yet.</Box>
    </Container>
  );
}

function LeaguePicker({ leagues, loading, picked, onPick }: Pick<TabProps, 'leagues' | 'loading' | 'picked' | 'onPick'>) {
  const options = leagues.map((l) => ({ value: l.id, label: l.name, description: `${sportLabel(l.sport)} · ${capitalise(l.status)}` }));
  return (
    <Container>
      <FormField label="League" description="Choose the league to work on.">
        <div style={{ maxWidth: 420 }}>
          <Select
            selectedOption={options.find((o) => o.value === picked?.id) ?? null}
            options={options}
            placeholder="Select a league"
            statusType={loading ? 'loading' : 'finished'}
            loadingText="Loading leagues"
            empty="No leagues"
            onChange={({ detail }) => onPick(detail.selectedOption.value!)}
          />
        </div>
      </FormField>
    </Container>
  );
}

function Figure({ value, note }: { value: string; note: string }) {
  return (
    <div>
      <Box variant="awsui-value-large" display="block">{value}</Box>
      <Box variant="small" color="text-body-secondary" display="block">
        {note}
      </Box>
    </div>
  );
}

/** Each league's games figures (upcoming, this week, weeks left of its active season), read per league. */
function useGameSummaries(leagues: League[]) {
  return useQueries({
    queries: leagues.map((l) => ({ queryKey: queryKeys.gameSummary(l.id), queryFn: () => api.gameSummary(l.id) })),
    combine: (results) => ({
      byLeague: new Map(leagues.map((l, i) => [l.id, results[i]?.data])),
      pending: results.some((r) => r.isPending),
    }),
  });
}

function Overview({ leagues, loading }: { leagues: League[]; loading: boolean }) {
  const active = leagues.filter((l) => l.status === 'active').length;
  const summaries = useGameSummaries(leagues);
  const upcoming = [...summaries.byLeague.values()].reduce((n, s) => n + (s?.upcoming_games ?? 0), 0);
  const figure = (id: string, pick: (s: NonNullable<ReturnType<typeof summaries.byLeague.get>>) => number) => {
    const s = summaries.byLeague.get(id);
    return s ? String(pick(s)) : '-';
  };
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Summary</Header>}>
        <KeyValuePairs
          columns={4}
          items={[
            { label: 'Leagues', value: <Figure value={loading ? '-' : String(leagues.length)} note="That you administer" /> },
            { label: 'Active leagues', value: <Figure value={loading ? '-' : String(active)} note="Listed in the public directory" /> },
            { label: 'Total Teams', value: <Figure value={loading ? '-' : String(leagues.reduce((n, l) => n + (l.team_count ?? 0), 0))} note="Across your leagues" /> },
            { label: 'Upcoming Games', value: <Figure value={loading || summaries.pending ? '-' : String(upcoming)} note="In your leagues' active seasons" /> },
          ]}
        />
      </Container>
      <Cards
        items={leagues}
        loading={loading}
        loadingText="Loading leagues"
        trackBy="id"
        header={<Header variant="h2" counter={loading ? undefined : `(${leagues.length})`}>Your leagues</Header>}
        cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1100, cards: 3 }]}
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Leagues' }}
        cardDefinition={{
          header: (l) => (
            <RouterLink href={`/edit-league/${l.id}`} fontSize="heading-m">
              {l.name}
            </RouterLink>
          ),
          sections: [
            {
              id: 'facts',
              content: (l) => (
                <KeyValuePairs
                  columns={2}
                  items={[
                    { label: 'Status', value: <Badge color={STATUS_BADGE[l.status] ?? 'grey'}>{capitalise(l.status)}</Badge> },
                    { label: 'Sport', value: sportLabel(l.sport) },
                    { label: 'Created', value: formatDate(l.created_at) },
                    { label: 'Teams', value: `${l.team_count ?? 0} of ${l.max_teams} max` },
                    { label: 'Upcoming games', value: figure(l.id, (s) => s.upcoming_games) },
                    { label: 'Games this week', value: figure(l.id, (s) => s.games_this_week) },
                    { label: 'Weeks left', value: summaries.byLeague.get(l.id)?.season ? figure(l.id, (s) => s.weeks_left) : 'No active season' },
                  ]}
                />
              ),
            },
            {
              id: 'address',
              header: 'Public address',
              content: (l) => <span style={{ overflowWrap: 'anywhere' }}>{l.primary_domain ?? publicLeaguePath(l)}</span>,
            },
            {
              id: 'links',
              content: (l) => (
                <SpaceBetween direction="horizontal" size="m">
                  <RouterLink href={`/edit-league/${l.id}`} ariaLabel={`Edit ${l.name}`}>
                    Edit
                  </RouterLink>
                  <RouterLink href={`/league-management?tab=schedule&league=${l.id}`} ariaLabel={`Schedule of ${l.name}`}>
                    Schedule
                  </RouterLink>
                  <RouterLink href={`/edit-league/${l.id}?tab=domains`} ariaLabel={`Domains of ${l.name}`}>
                    Domains
                  </RouterLink>
                  <Link href={publicLeaguePath(l)} external ariaLabel={`Public page of ${l.name}`}>
                    Public page
                  </Link>
                </SpaceBetween>
              ),
            },
          ],
        }}
      />
    </SpaceBetween>
  );
}
