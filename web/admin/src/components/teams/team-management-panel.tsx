// Team management panel (spec section 2), on the edit screen's and League Management's teams tabs: summary cards
// (Total Teams, Active Players, Avg Team Size, Unique Managers, computed from the list), the teams table (logo,
// name, level, manager, player count, status), a row menu (View Profile, View Details, Edit Team, Delete Team with
// the spec's confirmation), a 3-row loading skeleton, Create Team and inviting a manager without a team. A team
// whose invited manager has not accepted shows 'Invitation pending' (address, date, Resend, Copy link, Withdraw),
// and managers invited without a team are listed under the table until they accept.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { LeagueTeamEntry, PendingInvitation } from '../../../../../shared/api-contract';
import { MSG } from '../../../../../shared/messages';
import { limitReachedMessage } from '../../../../../shared/subscription-schema';
import { TEAM_MESSAGES } from '../../../../../shared/team-schema';
import { leagueTeamsQuery } from '../../api/queries';
import { useInvalidate } from '../../api/query-client';
import { queryKeys } from '../../api/query-keys';
import { useList } from '../../lib/use-list';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useAuth } from '../../auth/auth-context';
import { PendingInvitationSummary } from '../invitations/pending-invitation';
import { useLeagueInvitations } from '../invitations/pending-invitation-hooks';
import { TeamlessInvitations } from './teamless-invitations';
import { CreateTeamModal } from './create-team-modal';
import { InviteDialog } from '../invitations/invite-dialog';
import { RouterLink } from '../router-link';
import { UsageBanner } from '../usage-banner';
import { EditTeamModal } from './edit-team-modal';
import { TeamDetailsModal } from './team-details-modal';
import { teamFigures } from './team-figures';
import { TeamLogo } from './team-logo';
import { TeamRoomNotice, useTeamRoom } from './team-room';
import { useTeamWrites } from './team-hooks';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { Pages } from '../container-table';

type Row = LeagueTeamEntry | { id: string; skeleton: true };
const isSkeleton = (r: Row): r is { id: string; skeleton: true } => 'skeleton' in r;
const SKELETON_ROWS: Row[] = Array.from({ length: 3 }, (_, i) => ({ id: `skeleton-${i}`, skeleton: true as const }));
const managerName = (t: LeagueTeamEntry) => `${t.manager.first_name} ${t.manager.last_name}`.trim() || 'Unnamed person';

export function TeamManagementPanel({ league }: { league: { id: string; name: string } }) {
  const room = useTeamRoom(league.id);
  const toast = useToast();
  const navigate = useNavigate();
  const { items: teams, loading, error } = useList(leagueTeamsQuery(league.id), TEAM_MESSAGES.loadFailed);
  const writes = useTeamWrites(league.id);
  const { user } = useAuth();
  const invalidate = useInvalidate();
  const { invitations } = useLeagueInvitations(league.id);
  // The newest pending manager invitation of each team (the list is newest first).
  const invitedManager = new Map<string, PendingInvitation>();
  for (const i of invitations) if (i.kind === 'team_manager' && i.team_id && !invitedManager.has(i.team_id)) invitedManager.set(i.team_id, i);
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [details, setDetails] = useState<string | null>(null);
  const [editing, setEditing] = useState<LeagueTeamEntry | null>(null);
  const [deleting, setDeleting] = useState<LeagueTeamEntry | null>(null);
  const figures = teamFigures(teams);

  // While loading, the table shows 3 skeleton rows (spec section 2).
  const { items, collectionProps, filterProps, paginationProps, filteredItemsCount } = useCollection<Row>(loading ? SKELETON_ROWS : teams, {
    filtering: {
      filteringFunction: (t, text) => isSkeleton(t)
        || [t.name, managerName(t), t.level_name ?? '', invitedManager.get(t.id)?.invited_email ?? ''].some((v) => v.toLowerCase().includes(text.trim().toLowerCase())),
      empty: <Box textAlign="center" color="text-body-secondary">No teams yet. Create the first one.</Box>,
      noMatch: <Box textAlign="center" color="text-body-secondary">No team matches the filter.</Box>,
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'name' } } },
    pagination: { pageSize: 20 },
  });

  async function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    try {
      await writes.remove.mutateAsync(id);
      toast({ type: 'success', header: TEAM_MESSAGES.deleted(name) });
      setDeleting(null);
    } catch (err) {
      toast({ type: 'error', header: TEAM_MESSAGES.deleteFailed, content: messageOf(err) });
    }
  }

  const cell = (render: (t: LeagueTeamEntry) => React.ReactNode) => (r: Row) => (isSkeleton(r) ? <Skeleton width="80%" /> : render(r));
  const columns: TableProps.ColumnDefinition<Row>[] = [
    { id: 'logo', header: 'Logo', cell: cell((t) => <TeamLogo name={t.name} url={t.logo_url} />), width: 72 },
    { id: 'name', header: 'Name', sortingField: 'name', cell: cell((t) => <RouterLink href={`/team/${t.id}`}>{t.name}</RouterLink>) },
    { id: 'level', header: 'Level', cell: cell((t) => t.level_name ?? 'No Level') },
    {
      id: 'manager',
      header: 'Manager',
      // Wide enough for a pending invitation's address and actions when the table scrolls sideways on a phone.
      minWidth: 230,
      cell: cell((t) => {
        const invited = invitedManager.get(t.id);
        if (!invited) return managerName(t);
        // Until the invited manager accepts, the organiser runs the team: it is theirs in name only.
        if (t.manager_id === user?.id) return <PendingInvitationSummary leagueId={league.id} invitation={invited} />;
        return (
          <SpaceBetween size="xxs">
            <span>{managerName(t)}</span>
            <PendingInvitationSummary leagueId={league.id} invitation={invited} label="New manager invited" />
          </SpaceBetween>
        );
      }),
    },
    { id: 'players', header: 'Players', sortingField: 'player_count', cell: cell((t) => t.player_count) },
    { id: 'status', header: 'Status', cell: cell(() => <Badge color="green">Active</Badge>) },
    {
      id: 'actions',
      header: 'Actions',
      cell: cell((t) => (
        <ButtonDropdown
          variant="icon"
          ariaLabel={`Actions for ${t.name}`}
          expandToViewport
          items={[
            { id: 'profile', text: 'View Profile' },
            { id: 'details', text: 'View Details' },
            { id: 'edit', text: 'Edit Team' },
            { id: 'delete', text: 'Delete Team' },
          ]}
          onItemClick={({ detail }) => {
            if (detail.id === 'profile') navigate(`/team/${t.id}`);
            if (detail.id === 'details') setDetails(t.id);
            if (detail.id === 'edit') setEditing(t);
            if (detail.id === 'delete') setDeleting(t);
          }}
        />
      )),
    },
  ];

  const figure = (label: string, value: string | number) => (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      {loading ? <Skeleton width="3em" /> : <Box variant="awsui-value-large">{value}</Box>}
    </div>
  );

  return (
    <SpaceBetween size="l">
      <UsageBanner limitKey="max_teams" leagueId={league.id} />
      {/* A league at its own maximum says so here, before the form would open only to be refused. */}
      {room.full === 'league' && <TeamRoomNotice leagueId={league.id} room={room} />}
      <Container header={<Header variant="h2">Summary</Header>}>
        <ColumnLayout columns={4} variant="text-grid" minColumnWidth={140}>
          {figure('Total Teams', figures.total)}
          {figure('Active Players', figures.players)}
          {figure('Avg Team Size', figures.average)}
          {figure('Unique Managers', figures.managers)}
        </ColumnLayout>
      </Container>
      <Table<Row>
        {...collectionProps}
        items={items}
        trackBy="id"
        ariaLabels={{ tableLabel: `Teams of ${league.name}` }}
        columnDefinitions={columns}
        resizableColumns={false}
        // The row menu stays in view on a phone while the other columns scroll.
        stickyColumns={{ first: 0, last: 1 }}
        wrapLines
        filter={<TextFilter {...filterProps} filteringPlaceholder="Find teams" filteringAriaLabel="Find teams" countText={`${filteredItemsCount ?? 0} matches`} />}
        pagination={<Pages {...paginationProps} />}
        header={
          <Header
            variant="h2"
            counter={loading ? undefined : `(${teams.length})`}
            description={error || `Teams of ${league.name}. A team's manager runs its roster; until an invited manager accepts, you do.`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => setInviting(true)}>Invite manager</Button>
                <Button
                  variant="primary"
                  disabled={room.full !== null}
                  disabledReason={room.full === 'league' ? MSG.league.maxTeamsReached(room.leagueMax ?? 0) : limitReachedMessage('max_teams')}
                  onClick={() => setCreating(true)}
                >
                  Create Team
                </Button>
              </SpaceBetween>
            }
          >
            Teams
          </Header>
        }
      />
      <TeamlessInvitations leagueId={league.id} invitations={invitations.filter((i) => i.kind === 'team_manager' && !i.team_id)} />
      <CreateTeamModal visible={creating} leagues={[league]} onDismiss={() => setCreating(false)} />
      <InviteDialog
        visible={inviting}
        target={{ kind: 'manager', leagueId: league.id }}
        header="Invite a team manager"
        description={`They accept the invitation, then create and manage their own team in ${league.name}.`}
        onDismiss={() => setInviting(false)}
        onInvited={() => void invalidate([queryKeys.leagueInvitations(league.id)])}
      />
      <TeamDetailsModal teamId={details} canEdit onDismiss={() => setDetails(null)} />
      <EditTeamModal team={editing} visible={editing !== null} withLevel onDismiss={() => setEditing(null)} />
      <ConfirmDeleteModal visible={deleting !== null} header="Delete Team" busy={writes.remove.isPending} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()}>
        {deleting ? TEAM_MESSAGES.deleteConfirm(deleting.name) : ''}
      </ConfirmDeleteModal>
    </SpaceBetween>
  );
}
