import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { League } from '../../../../../shared/league-schema';
import { UsageBanner } from '../../components/usage-banner';
import { CreateTeamModal } from '../dashboard/create-team-modal';
import { useLeagueTeams } from './hooks';
import { TEAM_COLUMNS } from './league-management-config';

/** A league's teams (GET /api/leagues/{id}/teams) with the Create Team dialog. */
export function LeagueTeamsPanel({ league }: { league: League }) {
  const { teams: items, loading, error } = useLeagueTeams(league.id);
  const [creating, setCreating] = useState(false);
  const asEntry = [{ id: league.id, name: league.name, sport: league.sport, status: league.status, role: 'admin' as const, team_name: null, team_id: null, teams: [], created_at: league.created_at }];
  return (
    <SpaceBetween size="l">
      <UsageBanner limitKey="max_teams" leagueId={league.id} />
      <Table
        items={items}
        loading={loading}
        loadingText="Loading teams"
        trackBy="id"
        header={
          <Header
            variant="h2"
            counter={loading ? undefined : `(${items.length})`}
            actions={<Button onClick={() => setCreating(true)}>Create Team</Button>}
            description={error || `Teams of ${league.name}. You manage a team you create until the manager you invite by e-mail accepts.`}
          >
            Teams
          </Header>
        }
        columnDefinitions={TEAM_COLUMNS}
        empty={<Box textAlign="center" color="text-body-secondary">No teams yet. Create the first one.</Box>}
      />
      <CreateTeamModal
        visible={creating}
        leagues={asEntry}
        onDismiss={() => setCreating(false)}
      />
    </SpaceBetween>
  );
}
