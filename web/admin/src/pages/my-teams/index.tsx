import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TeamSummary } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { RouterButton } from '../../components/router-link';
import { sportLabel } from '../../lib/format';
import { useMyTeams } from './hooks';
import '../team/team.css';

const SKELETON_CARDS = 6;

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function Stat({ label, value, loading }: { label: string; value: number; loading: boolean }) {
  return (
    <Container>
      <div role="group" aria-label={label}>
        <Box variant="awsui-key-label">{label}</Box>
        {loading ? <Skeleton variant="text-display-l" width="60px" /> : <Box variant="awsui-value-large">{value}</Box>}
      </div>
    </Container>
  );
}

type CardItem = TeamSummary | { id: string; skeleton: true };
const isSkeleton = (i: CardItem): i is { id: string; skeleton: true } => 'skeleton' in i;

export default function MyTeamsPage() {
  const { teams, loading, stats } = useMyTeams();
  const items: CardItem[] = loading ? Array.from({ length: SKELETON_CARDS }, (_, i) => ({ id: `s${i}`, skeleton: true as const })) : teams;

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={MSG.myTeams.subtitle} actions={<RouterButton href="/league-management">League Management</RouterButton>}>
          {MSG.myTeams.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={3}>
          <Stat label="Teams Managed" value={stats.teams} loading={loading} />
          <Stat label="Total Players" value={stats.players} loading={loading} />
          <Stat label="Active Leagues" value={stats.leagues} loading={loading} />
        </ColumnLayout>
        <Cards<CardItem>
          items={items}
          trackBy="id"
          ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Teams' }}
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
          cardDefinition={{
            header: (t) =>
              isSkeleton(t) ? (
                <Skeleton variant="text-heading-m" width="70%" />
              ) : (
                <div className="team-card__title">
                  <span className="team-logo" aria-hidden="true">
                    {initials(t.name)}
                  </span>
                  <span>{t.name}</span>
                </div>
              ),
            sections: [
              {
                id: 'league',
                header: 'League',
                content: (t) =>
                  isSkeleton(t) ? <Skeleton width="50%" /> : `${t.league.name} · ${sportLabel(t.league.sport)}`,
              },
              {
                id: 'status',
                header: 'Status',
                width: 50,
                content: (t) => (isSkeleton(t) ? <Skeleton width="40%" /> : <Badge color="green">Active</Badge>),
              },
              {
                id: 'players',
                header: 'Players',
                width: 50,
                content: (t) => (isSkeleton(t) ? <Skeleton width="30%" /> : String(t.player_count)),
              },
              {
                id: 'action',
                content: (t) =>
                  isSkeleton(t) ? null : (
                    <RouterButton href={`/team/${t.id}`} ariaLabel={`View Profile of ${t.name}`}>
                      View Profile
                    </RouterButton>
                  ),
              },
            ],
          }}
          empty={
            <Box textAlign="center" color="inherit" padding="l">
              <SpaceBetween size="s">
                <Box variant="h2" tagOverride="h2">
                  {MSG.myTeams.emptyTitle}
                </Box>
                <Box variant="p" color="inherit">
                  {MSG.myTeams.emptyBody}
                </Box>
                <RouterButton href="/league-management">{MSG.myTeams.explore}</RouterButton>
              </SpaceBetween>
            </Box>
          }
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
