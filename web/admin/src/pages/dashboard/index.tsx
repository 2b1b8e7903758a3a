import { useNavigate } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useAuth } from '../../auth/auth-context';
import { RouterButton } from '../../components/router-link';
import { LEAGUE_COLUMNS, ROLE_LABELS } from './dashboard-config';
import { useUserLeagues } from './hooks';

interface QuickCard {
  id: string;
  title: string;
  text: string;
  href?: string;
}

export default function DashboardPage() {
  const navigate = useNavigate();
  const { user, roles, signOut } = useAuth();
  const { leagues, loading, error } = useUserLeagues();

  const administersLeague = leagues.some((l) => l.role === 'admin');
  const cards: QuickCard[] = [
    ...(roles.includes('league_admin') || administersLeague
      ? [{ id: 'create', title: 'Create League', text: 'Set up a new league and invite teams.', href: '/create-league' }]
      : []),
    { id: 'add-team', title: 'Add Team', text: 'Add a team to one of your leagues.' },
    { id: 'schedule', title: 'Schedule Game', text: 'Put a game on the calendar.' },
    { id: 'manage', title: 'League Management', text: 'Seasons, levels, teams and domains.', href: '/league-management' },
  ];

  const { items, collectionProps, paginationProps } = useCollection(leagues, {
    sorting: { defaultState: { sortingColumn: LEAGUE_COLUMNS[0], isDescending: false } },
    pagination: { pageSize: 10 },
  });

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            roles.length > 0 ? (
              <SpaceBetween direction="horizontal" size="xs">
                {roles.map((r) => (
                  <Badge key={r} color="grey">
                    {ROLE_LABELS[r] ?? r}
                  </Badge>
                ))}
              </SpaceBetween>
            ) : (
              'Manage your leagues, teams and games.'
            )
          }
          actions={
            <Button onClick={() => void signOut().then(() => navigate('/'))}>Sign Out</Button>
          }
        >
          Welcome, {user?.firstName ?? 'User'}!
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Cards
          ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Quick actions' }}
          items={cards}
          trackBy="id"
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 4 }]}
          cardDefinition={{
            header: (c) => c.title,
            sections: [
              { id: 'text', content: (c) => c.text },
              {
                id: 'action',
                content: (c) =>
                  c.href ? (
                    <RouterButton href={c.href} ariaLabel={`${c.title} (quick action)`}>
                      Open
                    </RouterButton>
                  ) : null,
              },
            ],
          }}
        />
        {error && (
          <Alert type="error" header="Your Leagues">
            {error}
          </Alert>
        )}
        <Table
          {...collectionProps}
          header={
            <Header variant="h2" counter={loading ? undefined : `(${leagues.length})`}>
              Your Leagues
            </Header>
          }
          columnDefinitions={LEAGUE_COLUMNS}
          items={items}
          loading={loading}
          loadingText="Loading leagues"
          trackBy="id"
          pagination={<Pagination {...paginationProps} />}
          empty={
            <Box textAlign="center" color="inherit" padding="m">
              <SpaceBetween size="s">
                <b>No leagues yet</b>
                <Box variant="p" color="inherit">
                  You haven't created or joined any leagues yet.
                </Box>
                <RouterButton href="/create-league" ariaLabel="Create League (empty state)">
                  Create League
                </RouterButton>
              </SpaceBetween>
            </Box>
          }
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
