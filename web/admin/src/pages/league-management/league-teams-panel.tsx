import { useCallback, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { TeamSummary } from '../../../../../shared/api-contract';
import type { League } from '../../../../../shared/league-schema';
import { TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { api } from '../../api/client';
import { RouterLink } from '../../components/router-link';
import { useList } from '../../lib/use-list';
import { CreateTeamModal } from '../dashboard/create-team-modal';

/** A league's teams (GET /api/leagues/{id}/teams) with the Create Team dialog. */
export function LeagueTeamsPanel({ league, onChanged }: { league: League; onChanged: () => void }) {
  const read = useCallback(async () => (await api.listTeams(league.id)).teams, [league.id]);
  const { items, loading, error, reload } = useList<TeamSummary>(read, TEAM_MESSAGES.loadFailed);
  const [creating, setCreating] = useState(false);
  const asEntry = [{ id: league.id, name: league.name, sport: league.sport, status: league.status, role: 'admin' as const, team_name: null, team_id: null, created_at: league.created_at }];
  return (
    <>
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
            description={error || `Teams of ${league.name}. Managers are assigned by the e-mail of their account.`}
          >
            Teams
          </Header>
        }
        columnDefinitions={[
          { id: 'name', header: 'Team', cell: (t) => <RouterLink href={`/team/${t.id}`}>{t.name}</RouterLink> },
          { id: 'players', header: 'Players', cell: (t) => t.player_count },
          { id: 'created', header: 'Created', cell: (t) => new Date(t.created_at).toLocaleDateString() },
        ]}
        empty={<Box textAlign="center" color="text-body-secondary">No teams yet. Create the first one.</Box>}
      />
      <CreateTeamModal
        visible={creating}
        leagues={asEntry}
        onDismiss={() => setCreating(false)}
        onCreated={() => { setCreating(false); void reload(); onChanged(); }}
      />
    </>
  );
}
