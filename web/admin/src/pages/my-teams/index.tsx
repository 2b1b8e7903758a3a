import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MSG } from '../../../../../shared/messages';
import { RouterButton } from '../../components/router-link';
import { useMyTeams } from './hooks';
import { TeamsPlayedOn, useTeamsPlayedOn } from './teams-played-on';
import { MyGames } from './my-games';
import { SKELETON_CARDS, TEAM_CARD, type CardItem } from './my-teams-config';
import { EmptyState } from '../../components/empty-state';
import '../team/team.css';

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

export default function MyTeamsPage() {
  const { teams, loading, stats } = useMyTeams();
  const played = useTeamsPlayedOn();
  // Someone who plays but manages no team opens on their teams and their coming games, not on manager figures
  // reading 0 (those, and the managers' empty state, are for managers and for people with no team at all).
  const playerOnly = !loading && teams.length === 0 && played !== null && played.length > 0;
  // Until both lists are read, which view it is is unknown: placeholders, not zeros.
  const settling = loading || (teams.length === 0 && played === null);
  const items: CardItem[] = settling ? Array.from({ length: SKELETON_CARDS }, (_, i) => ({ id: `s${i}`, skeleton: true as const })) : teams;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={playerOnly ? 'The teams you play on, and whether you are coming to their games' : MSG.myTeams.subtitle}
          actions={playerOnly ? undefined : <RouterButton href="/league-management">League Management</RouterButton>}
        >
          {MSG.myTeams.title}
        </Header>
      }
    >
      {playerOnly ? (
        <SpaceBetween size="l">
          <TeamsPlayedOn teams={played} />
          <MyGames />
        </SpaceBetween>
      ) : (
        <SpaceBetween size="l">
          <ColumnLayout columns={3}>
            <Stat label="Teams Managed" value={stats.teams} loading={settling} />
            <Stat label="Total Players" value={stats.players} loading={settling} />
            <Stat label="Active Leagues" value={stats.leagues} loading={settling} />
          </ColumnLayout>
          <MyGames />
          <Cards<CardItem>
            items={items}
            trackBy="id"
            ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Teams' }}
            cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
            cardDefinition={TEAM_CARD}
            empty={
              <EmptyState
                title={<Box variant="h2" tagOverride="h2">{MSG.myTeams.emptyTitle}</Box>}
                hint={<Box variant="p" color="inherit">{MSG.myTeams.emptyBody}</Box>}
                action={<RouterButton href="/league-management">{MSG.myTeams.explore}</RouterButton>}
              />
            }
          />
          {played && <TeamsPlayedOn teams={played} />}
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}
