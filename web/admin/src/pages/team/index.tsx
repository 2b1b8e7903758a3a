import { useParams } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { TeamDetail } from '../../../../../shared/api-contract';
import { isPublished, NOT_PUBLISHED } from '../../../../../shared/league-constants';
import { RouterButton } from '../../components/router-link';
import { UsageAlert } from '../../components/usage-banner';
import { AddPlayerForm } from './add-player-form';
import { InvitePlayerButton } from '../../components/invitations/invite-player-button';
import { useTeam } from './hooks';
import { formatDate, initials, sportLabel } from '../../lib/format';
import { ROSTER_COLUMNS } from './team-config';
import './team.css';

function KeyValue({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{children}</div>
    </div>
  );
}

function Roster({ team }: { team: TeamDetail }) {
  const { items, collectionProps } = useCollection(team.players, {
    sorting: { defaultState: { sortingColumn: ROSTER_COLUMNS[2]!, isDescending: false } },
  });
  return (
    <Table
      {...collectionProps}
      header={<Header variant="h2" counter={`(${team.players.length})`}>Roster</Header>}
      columnDefinitions={ROSTER_COLUMNS}
      items={items}
      trackBy="user_id"
      empty={
        <Box textAlign="center" color="inherit" padding="m">
          No players added to this team yet
        </Box>
      }
    />
  );
}

export default function TeamPage() {
  const { teamId } = useParams();
  const { team, loading, error, reload, canManage, isManager } = useTeam(teamId);

  if (loading && !team) {
    return (
      <div role="status" aria-label="Loading team">
        <SpaceBetween size="l">
          <Skeleton variant="text-heading-xl" width="40%" />
          <Skeleton height="120px" width="100%" />
          <Skeleton height="200px" width="100%" />
        </SpaceBetween>
      </div>
    );
  }
  if (error || !team) {
    return (
      <Alert type="error" header="Could not load the team" action={<Button onClick={() => void reload()}>Retry</Button>}>
        {error}
      </Alert>
    );
  }

  const manager = `${team.manager.first_name} ${team.manager.last_name}`.trim() || 'Unknown';
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={`${team.league.name} · ${sportLabel(team.league.sport)}`}
          actions={<RouterButton href={isManager ? '/my-teams' : '/dashboard'}>{isManager ? 'My Teams' : 'Dashboard'}</RouterButton>}
        >
          <span className="team-card__title">
            <span className="team-logo" aria-hidden="true">
              {initials(team.name)}
            </span>
            {team.name}
          </span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Overview</Header>}>
          <ColumnLayout columns={4} variant="text-grid">
            <KeyValue label="League">
              {isPublished(team.league_status) ? (
                <Link href={`/l/${encodeURIComponent(team.league.id)}`}>{team.league.name}</Link>
              ) : (
                // No public page yet: a link would open the 404 page.
                <span>{`${team.league.name} (${NOT_PUBLISHED.toLowerCase()})`}</span>
              )}
            </KeyValue>
            <KeyValue label="Team manager">{isManager ? `${manager} (you)` : manager}</KeyValue>
            <KeyValue label="Players">{team.players.length}</KeyValue>
            <KeyValue label="Status">
              <Badge color="green">Active</Badge> <Box variant="small">since {formatDate(team.created_at)}</Box>
            </KeyValue>
          </ColumnLayout>
        </Container>
        <UsageAlert limitKey="max_players_per_team" check={team.player_limit ?? undefined} />
        <Roster team={team} />
        {canManage && <AddPlayerForm teamId={team.id} leagueId={team.league_id} limit={team.player_limit} />}
        {canManage && <InvitePlayerButton team={team} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
