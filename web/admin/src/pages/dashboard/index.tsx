import './dashboard.css';
import { Suspense, useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ActivityEntry, TeamSummary } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { useAuth } from '../../auth/auth-context';
import { RouterButton, RouterLink } from '../../components/router-link';
import { NoLeaguesYet } from '../../components/no-leagues-yet';
import { UsageBanner } from '../../components/usage-banner';
import { useToast } from '../../toast/toast-context';
import { formatDateTime, formatWhen, sportLabel } from '../../lib/format';
import { ContainerTable, Pages } from '../../components/container-table';
import { LEAGUE_CARDS, LEAGUE_COLUMNS, ROLE_BADGES, TEAMS_PREVIEW, type QuickCard } from './dashboard-config';
import { LoadingModal } from '../../components/loading-modal';
import { lazyNamed } from '../../lib/lazy-named';
import { useManagedTeams, useRecentActivity, useUserLeagues, type UserLeague } from './hooks';
import { dashboardTeams, quickActionsFor } from './quick-actions';
import { TeamFirst } from './team-first';
import { SetupChecklist } from './setup-checklist';
import { PastDueBanner } from '../../subscription/past-due-banner';

// The Create Team dialog (its form, validation and date code) loads when Add Team opens it, not with the dashboard.
const CreateTeamModal = lazyNamed(() => import('../../components/teams/create-team-modal'), 'CreateTeamModal');

export default function DashboardPage() {
  const toast = useToast();
  const { user, roles, signOut } = useAuth();
  const { leagues, loading, error } = useUserLeagues();
  const [creatingTeam, setCreatingTeam] = useState(false);
  const teamsState = useManagedTeams();
  const activityState = useRecentActivity();

  // Spec section 6: Create League for league_admin holders or admins of a league; Team Management and the
  // Your Teams panel only for managers of at least one team. (Create League stays in the nav for everyone.)
  // Quick actions follow the roles (quick-actions.ts); a player or manager who runs no league sees their team and
  // its next game first.
  const administersLeague = leagues.some((l) => l.role === 'admin');
  const organiser = roles.includes('league_admin') || administersLeague;
  const managesTeams = teamsState.teams.length > 0 || (teamsState.error !== '' && roles.includes('team_manager'));
  const myTeams = dashboardTeams(leagues);
  const teamFirst = !organiser && myTeams.length > 0;
  // A new organiser's guide: for someone with no league yet, or the first league they run.
  const firstRun = leagues.filter((l) => l.role === 'admin').sort((a, b) => a.created_at.localeCompare(b.created_at))[0] ?? null;
  const showChecklist = !loading && !error && !!user && (leagues.length === 0 || !!firstRun);
  const cards: QuickCard[] = loading ? [] : quickActionsFor({
    organiser, managesTeams, teams: myTeams, onAddTeam: administersLeague ? () => setCreatingTeam(true) : undefined,
  });

  const { items, collectionProps, paginationProps } = useCollection(leagues, {
    sorting: {},
    pagination: { pageSize: 10 },
  });

  async function onSignOut() {
    try {
      await signOut();
      // The landing page is served outside the app.
      window.location.assign('/');
    } catch (err) {
      toast({ type: 'error', header: MSG.account.signOutFailed, content: err instanceof Error ? err.message : String(err) });
    }
  }

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            roles.length > 0 ? (
              <div role="group" aria-label="Your roles">
              <SpaceBetween direction="horizontal" size="xs">
                <span>Your roles:</span>
                {roles.map((r) => (
                  <Badge key={r} color={ROLE_BADGES[r]?.color ?? 'grey'}>
                    {ROLE_BADGES[r]?.label ?? r}
                  </Badge>
                ))}
              </SpaceBetween>
              </div>
            ) : (
              'Manage your leagues, teams and games.'
            )
          }
          actions={<Button onClick={() => void onSignOut()}>Sign Out</Button>}
        >
          Welcome, {user?.firstName ?? 'User'}!
        </Header>
      }
    >
      <SpaceBetween size="l">
        <PastDueBanner />
        {teamFirst && <TeamFirst teams={myTeams} />}
        {showChecklist && <SetupChecklist key={firstRun?.id ?? 'none'} userId={user.id} leagueId={firstRun?.id ?? null} />}
        <Cards<QuickCard>
          ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Quick actions' }}
          items={cards}
          loading={loading}
          loadingText="Loading quick actions"
          trackBy="id"
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: Math.max(cards.length, 1) }]}
          cardDefinition={{
            header: (c) => c.title,
            sections: [
              { id: 'text', content: (c) => c.text },
              {
                id: 'action',
                content: (c) =>
                  c.onClick ? (
                    <Button onClick={c.onClick} ariaLabel={`${c.action} (quick action)`}>
                      {c.action}
                    </Button>
                  ) : (
                    <RouterButton href={c.href} ariaLabel={`${c.action} (quick action)`}>
                      {c.action}
                    </RouterButton>
                  ),
              },
            ],
          }}
        />
        {error && (
          <Alert type="error" header="Your Leagues">
            {error}
          </Alert>
        )}
        <UsageBanner limitKey="max_leagues" />
        <ContainerTable<UserLeague>
          {...collectionProps}
          title="Your Leagues"
          count={loading ? undefined : leagues.length}
          description="Every league you run, manage a team in or play in."
          columnDefinitions={LEAGUE_COLUMNS}
          phoneCards={LEAGUE_CARDS}
          items={items}
          loading={loading}
          loadingText="Loading leagues"
          pagination={paginationProps.pagesCount > 1 ? <Pages {...paginationProps} /> : undefined}
          empty={
            <NoLeaguesYet title={<b>{MSG.dashboard.noLeagues}</b>} text="You haven't created or joined any leagues yet." padding="m" />
          }
        />
        <ColumnLayout columns={managesTeams && !teamFirst ? 2 : 1}>
          {managesTeams && !teamFirst && <YourTeams teams={teamsState.teams} loading={teamsState.loading} error={teamsState.error} />}
          <RecentActivity activity={activityState.activity} loading={activityState.loading} error={activityState.error} />
        </ColumnLayout>
      </SpaceBetween>
      {creatingTeam && (
        <Suspense fallback={<LoadingModal header="Create Team" onDismiss={() => setCreatingTeam(false)} />}>
          <CreateTeamModal visible leagues={leagues.filter((l) => l.role === 'admin')} onDismiss={() => setCreatingTeam(false)} />
        </Suspense>
      )}
    </ContentLayout>
  );
}

function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <SpaceBetween size="s">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} variant="text-heading-m" width="100%" />
        ))}
      </SpaceBetween>
    </div>
  );
}

/** Spec: the first 3 teams with their player counts; 'View All N Teams' when there are more. */
function YourTeams({ teams, loading, error }: { teams: TeamSummary[]; loading: boolean; error: string }) {
  const shown = teams.slice(0, TEAMS_PREVIEW);
  return (
    <Container
      header={
        <Header variant="h2" counter={loading || error ? undefined : `(${teams.length})`}>
          Your Teams
        </Header>
      }
      footer={
        teams.length > TEAMS_PREVIEW ? (
          <Box textAlign="center">
            <RouterButton href="/my-teams">{`View All ${teams.length} Teams`}</RouterButton>
          </Box>
        ) : undefined
      }
    >
      {loading ? (
        <ListSkeleton rows={TEAMS_PREVIEW} label="Loading teams" />
      ) : error ? (
        <Alert type="error">{error}</Alert>
      ) : (
        <ul className="plain-list" aria-label="Your teams">
          {shown.map((t) => (
            <li key={t.id} className="plain-list__item">
              <div>
                <RouterLink href={`/team/${t.id}`} fontSize="heading-s">
                  {t.name}
                </RouterLink>
                <Box color="text-body-secondary" fontSize="body-s">
                  {t.league.name} · {sportLabel(t.league.sport)}
                </Box>
              </div>
              <Badge color="grey">{t.player_count === 1 ? '1 player' : `${t.player_count} players`}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

/** The user's real recent activity (leagues created or edited, teams joined), newest first. */
function RecentActivity({ activity, loading, error }: { activity: ActivityEntry[]; loading: boolean; error: string }) {
  return (
    <Container header={<Header variant="h2">Recent Activity</Header>}>
      {loading ? (
        <ListSkeleton rows={3} label="Loading recent activity" />
      ) : error ? (
        <Alert type="error">{error}</Alert>
      ) : activity.length === 0 ? (
        <Box color="text-body-secondary">{MSG.dashboard.noActivity}</Box>
      ) : (
        <ul className="plain-list" aria-label="Recent activity">
          {activity.slice(0, 8).map((a) => (
            <li key={a.id} className="plain-list__item">
              <span>{a.message}</span>
              <Box color="text-body-secondary" fontSize="body-s">
                <time dateTime={a.created_at} title={formatDateTime(a.created_at)}>
                  {formatWhen(a.created_at)}
                </time>
              </Box>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
