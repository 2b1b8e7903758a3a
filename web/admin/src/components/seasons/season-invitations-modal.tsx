// A season's team re-invitations (spec: season_team_invitations, newest first): the team, its manager's e-mail,
// the status (pending until the manager accepts) and when it was sent.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import Table from '@cloudscape-design/components/table';
import type { Season, SeasonTeamInvitation } from '../../../../../shared/api-contract';
import { messageOf } from '../../lib/form-errors';
import { capitalise, formatDate } from '../../lib/format';
import { useSeasonInvitations } from './season-hooks';

export function SeasonInvitationsModal({ leagueId, season, onDismiss }: { leagueId: string; season: Season | null; onDismiss: () => void }) {
  const { data: invitations = [], isPending, error } = useSeasonInvitations(leagueId, season?.id ?? '', season !== null);
  return (
    <Modal visible={season !== null} onDismiss={onDismiss} header={`Team invitations: ${season?.name ?? ''}`} closeAriaLabel="Close dialog" size="large">
      <Table<SeasonTeamInvitation>
        items={invitations}
        loading={season !== null && isPending}
        loadingText="Loading invitations"
        variant="embedded"
        trackBy={(i) => `${i.team_id}-${i.invited_at}`}
        columnDefinitions={[
          { id: 'team', header: 'Team', cell: (i) => i.team_name },
          { id: 'manager', header: 'Manager', cell: (i) => i.manager_email },
          { id: 'status', header: 'Status', cell: (i) => <Badge color={i.invitation_status === 'accepted' ? 'green' : 'blue'}>{capitalise(i.invitation_status)}</Badge> },
          { id: 'sent', header: 'Sent', cell: (i) => formatDate(i.invited_at) },
        ]}
        empty={
          <Box textAlign="center" color="inherit" padding="m">
            {error ? messageOf(error) : 'No teams were re-invited to this season.'}
          </Box>
        }
      />
    </Modal>
  );
}
