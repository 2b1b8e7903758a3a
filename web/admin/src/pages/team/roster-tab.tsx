// The roster tab: the table (Player, Position, Jersey #, Status, Joined) in the team's roster_display_order, with
// row actions for those who run it (change status, edit, remove with confirmation), the add-player form, and
// for a player, leaving the team. Those who run it also see the players invited but not yet joined, counted apart,
// and, once the team registered again for a new season, who of its roster accepted Autopilot's invitation to it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { PlayerEntry, TeamDetail } from '../../../../../shared/api-contract';
import { PLAYER_STATUSES, ROSTER_MESSAGES, type PlayerStatus } from '../../../../../shared/roster-schema';
import { useAuth } from '../../auth/auth-context';
import { UsageAlert } from '../../components/usage-banner';
import { capitalise } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { AddPlayerForm } from './add-player-form';
import { InvitePlayerButton } from '../../components/invitations/invite-player-button';
import { EditPlayerModal } from './edit-player-modal';
import { InvitedPlayers } from './invited-players';
import { SeasonInvitations } from './season-invitations';
import { useTeamInvitations } from '../../components/invitations/pending-invitation-hooks';
import { useRemovePlayer, useUpdatePlayer } from './hooks';
import { playerName, ROSTER_COLUMNS } from './team-config';
import { DialogFooter } from '../../components/dialog-footer';

function RemovePlayerModal({ team, player, leaving, onDismiss }: { team: TeamDetail; player: PlayerEntry | null; leaving: boolean; onDismiss: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useRemovePlayer(team.id, team.league_id);
  async function confirm() {
    if (!player) return;
    try {
      await remove.mutateAsync(player.user_id);
      toast({ type: 'success', header: ROSTER_MESSAGES.playerRemoved });
      onDismiss();
      if (leaving) navigate('/dashboard', { replace: true });
    } catch (err) {
      toast({ type: 'error', header: ROSTER_MESSAGES.removePlayerFailed, content: messageOf(err) });
    }
  }
  const name = player ? playerName(player) : '';
  return (
    <Modal
      visible={player !== null}
      onDismiss={onDismiss}
      closeAriaLabel="Close dialog"
      header={leaving ? 'Leave Team' : 'Remove Player'}
      footer={
        <DialogFooter onCancel={onDismiss}>
          <Button variant="primary" loading={remove.isPending} onClick={() => void confirm()}>{leaving ? 'Leave team' : 'Remove'}</Button>
        </DialogFooter>
      }
    >
      {leaving
        ? `Leave ${team.name}? You will no longer see the team; its manager can invite you again.`
        : `Remove ${name} from ${team.name}?${player?.jersey_number != null ? ` Jersey number ${player.jersey_number} becomes free.` : ''}`}
    </Modal>
  );
}

export function RosterTab({ team }: { team: TeamDetail }) {
  const toast = useToast();
  const { user } = useAuth();
  const update = useUpdatePlayer(team.id);
  const [editing, setEditing] = useState<PlayerEntry | null>(null);
  const [removing, setRemoving] = useState<PlayerEntry | null>(null);
  const { items, collectionProps } = useCollection(team.players, { sorting: {} });
  const me = team.players.find((p) => p.user_id === user?.id) ?? null;
  const { invitations } = useTeamInvitations(team.id, team.can_manage);

  async function setStatus(p: PlayerEntry, status: PlayerStatus) {
    try {
      await update.mutateAsync({ userId: p.user_id, body: { status } });
      toast({ type: 'success', header: ROSTER_MESSAGES.playerUpdated, content: `${playerName(p)} is now ${status}.` });
    } catch (err) {
      toast({ type: 'error', header: ROSTER_MESSAGES.updatePlayerFailed, content: messageOf(err) });
    }
  }

  const actions: TableProps.ColumnDefinition<PlayerEntry> = {
    id: 'actions',
    header: 'Actions',
    cell: (p) => (
      <ButtonDropdown
        variant="inline-icon"
        expandToViewport
        ariaLabel={`Actions for ${playerName(p)}`}
        items={[
          {
            id: 'status', text: 'Change status',
            items: PLAYER_STATUSES.map((s) => ({ id: `status:${s}`, text: capitalise(s), disabled: s === p.status })),
          },
          { id: 'edit', text: 'Edit player' },
          { id: 'remove', text: 'Remove from team' },
        ]}
        onItemClick={({ detail }) => {
          if (detail.id.startsWith('status:')) void setStatus(p, detail.id.slice('status:'.length) as PlayerStatus);
          else if (detail.id === 'edit') setEditing(p);
          else if (detail.id === 'remove') setRemoving(p);
        }}
      />
    ),
  };
  const full = team.max_roster_size !== null && team.player_count >= team.max_roster_size;

  return (
    <SpaceBetween size="l">
      <Table
        {...collectionProps}
        header={
          <Header
            variant="h2"
            counter={invitations.length ? `(${team.players.length}) · ${invitations.length} invited` : `(${team.players.length})`}
            actions={me && !team.can_manage ? <Button onClick={() => setRemoving(me)}>Leave team</Button> : undefined}
          >
            Roster
          </Header>
        }
        columnDefinitions={team.can_manage ? [...ROSTER_COLUMNS, actions] : ROSTER_COLUMNS}
        items={items}
        trackBy="user_id"
        loading={update.isPending}
        loadingText="Saving"
        empty={
          <Box textAlign="center" color="inherit" padding="m">
            No players added to this team yet
          </Box>
        }
      />
      {team.can_manage && <SeasonInvitations team={team} />}
      {team.can_manage && <InvitedPlayers team={team} invitations={invitations} />}
      {team.can_manage && (
        <>
          <UsageAlert limitKey="max_players_per_team" check={team.player_limit ?? undefined} />
          {full && <Alert type="info">{ROSTER_MESSAGES.rosterFull(team.max_roster_size!)}</Alert>}
          <AddPlayerForm teamId={team.id} leagueId={team.league_id} limit={team.player_limit} positionRequired={team.position_required} rosterFull={full} />
          {!full && <InvitePlayerButton team={team} />}
        </>
      )}
      <EditPlayerModal team={team} player={editing} onDismiss={() => setEditing(null)} />
      <RemovePlayerModal team={team} player={removing} leaving={removing !== null && removing.user_id === user?.id && !team.can_manage} onDismiss={() => setRemoving(null)} />
    </SpaceBetween>
  );
}
