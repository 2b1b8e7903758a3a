// Team details dialog (spec section 2): the team's info (name, logo, league) with an edit mode for name and logo
// URL, the manager card with Change Manager (both only with canEdit; the management panel always passes true),
// and the roster: player, position, jersey number and status badge, or 'No players added to this team yet'.
import { useState } from 'react';
import Badge, { type BadgeProps } from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import type { TeamDetail } from '../../../../../shared/api-contract';
import { TEAM_MESSAGES, updateTeamSchema } from '../../../../../shared/team-schema';
import { messageOf } from '../../lib/form-errors';
import { capitalise, sportLabel } from '../../lib/format';
import { useToast } from '../../toast/toast-context';
import { ChangeManagerModal } from './change-manager-modal';
import { TeamLogo } from './team-logo';
import { ImageUpload } from '../image-upload';
import { useTeamDetail, useTeamWrites } from './team-hooks';

/** Spec section 4: active green, inactive grey, suspended red, injured yellow, anything else grey. */
export const PLAYER_STATUS_BADGE: Record<string, BadgeProps['color']> = { active: 'green', inactive: 'grey', suspended: 'red', injured: 'severity-medium' };

interface Props {
  teamId: string | null;
  canEdit: boolean;
  onDismiss: () => void;
}

export function TeamDetailsModal({ teamId, canEdit, onDismiss }: Props) {
  const { data: team, isPending, error } = useTeamDetail(teamId);
  const [changing, setChanging] = useState(false);
  return (
    <>
      <Modal visible={teamId !== null && !changing} onDismiss={onDismiss} header="Team details" closeAriaLabel="Close dialog" size="large">
        {error ? <Box color="text-status-error">{messageOf(error)}</Box>
          : isPending || !team ? <Box textAlign="center"><Spinner size="large" /></Box>
            : (
              <SpaceBetween size="l">
                <TeamInfo key={team.id} team={team} canEdit={canEdit} />
                <Container header={<Header variant="h3" actions={canEdit && <Button onClick={() => setChanging(true)}>Change Manager</Button>}>Team manager</Header>}>
                  <Box>{`${team.manager.first_name} ${team.manager.last_name}`.trim() || 'Unnamed person'}</Box>
                </Container>
                <Table
                  variant="embedded"
                  header={<Header variant="h3" counter={`(${team.players.length})`}>Roster</Header>}
                  items={team.players}
                  trackBy="user_id"
                  columnDefinitions={[
                    { id: 'player', header: 'Player', cell: (p) => `${p.first_name} ${p.last_name}`.trim() || p.user_id },
                    { id: 'position', header: 'Position', cell: (p) => p.position ?? '-' },
                    { id: 'jersey', header: 'Jersey #', cell: (p) => (p.jersey_number === null ? '-' : p.jersey_number) },
                    { id: 'status', header: 'Status', cell: (p) => <Badge color={PLAYER_STATUS_BADGE[p.status] ?? 'grey'}>{capitalise(p.status)}</Badge> },
                  ]}
                  empty={<Box textAlign="center" color="text-body-secondary">{TEAM_MESSAGES.emptyRoster}</Box>}
                />
              </SpaceBetween>
            )}
      </Modal>
      <ChangeManagerModal team={team ?? null} visible={changing} onDismiss={() => setChanging(false)} />
    </>
  );
}

/** Name, logo and league, with an edit mode for the name and the logo URL. */
function TeamInfo({ team, canEdit }: { team: TeamDetail; canEdit: boolean }) {
  const toast = useToast();
  const writes = useTeamWrites(team.league_id);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(team.name);
  const [logo, setLogo] = useState(team.logo_url ?? '');
  const parsed = updateTeamSchema.safeParse({ name, logo_url: logo });
  const errorOf = (field: string) => (parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message);

  async function save() {
    if (!parsed.success) return;
    try {
      await writes.update.mutateAsync({ teamId: team.id, body: { name, logo_url: logo } });
      toast({ type: 'success', header: TEAM_MESSAGES.updated });
      setEditing(false);
    } catch (err) {
      toast({ type: 'error', header: TEAM_MESSAGES.updateFailed, content: messageOf(err) });
    }
  }

  const actions = !canEdit ? undefined : editing ? (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="link" onClick={() => { setEditing(false); setName(team.name); setLogo(team.logo_url ?? ''); }}>Cancel</Button>
      <Button variant="primary" loading={writes.update.isPending} disabled={!parsed.success} onClick={() => void save()}>Save</Button>
    </SpaceBetween>
  ) : <Button onClick={() => setEditing(true)}>Edit</Button>;

  return (
    <Container header={<Header variant="h3" actions={actions}>Team info</Header>}>
      {editing ? (
        <SpaceBetween size="m">
          <FormField label="Team name" errorText={errorOf('name')}>
            <Input value={name} onChange={({ detail }) => setName(detail.value)} />
          </FormField>
          <FormField label="Logo URL" errorText={errorOf('logo_url')} constraintText="Optional. An http or https address.">
            <Input value={logo} onChange={({ detail }) => setLogo(detail.value)} placeholder="https://" inputMode="url" />
          </FormField>
          <ImageUpload leagueId={team.league_id} purpose="team-logo" label="Upload logo" onUploaded={setLogo} />
        </SpaceBetween>
      ) : (
        <SpaceBetween direction="horizontal" size="l" alignItems="center">
          <TeamLogo name={team.name} url={team.logo_url} size={56} />
          <KeyValuePairs
            columns={2}
            items={[
              { label: 'Name', value: team.name },
              { label: 'League', value: `${team.league.name} (${sportLabel(team.league.sport)})` },
            ]}
          />
        </SpaceBetween>
      )}
    </Container>
  );
}
