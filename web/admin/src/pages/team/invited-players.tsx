// The roster's invited players, apart from its members: each pending invitation with the address, the position
// and number it will bring, when it was sent, and Resend, Copy link and Withdraw (for those who run the roster).
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { PendingInvitation, TeamDetail } from '../../../../../shared/api-contract';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { PendingInvitationActions, sentLine } from '../../components/invitations/pending-invitation';

export function InvitedPlayers({ team, invitations }: { team: TeamDetail; invitations: PendingInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <Table<PendingInvitation>
      items={invitations}
      trackBy="id"
      wrapLines
      ariaLabels={{ tableLabel: `Players invited to ${team.name}` }}
      header={
        <Header variant="h2" counter={`(${invitations.length})`} description="They join the roster when they accept, signed in with this address.">
          Invited
        </Header>
      }
      // Each column keeps a readable width: on a phone the table scrolls sideways instead of breaking the words.
      columnDefinitions={[
        { id: 'email', header: 'Email', minWidth: 200, cell: (i) => <span style={{ overflowWrap: 'anywhere' }}>{i.invited_email}</span> },
        {
          id: 'status', header: 'Status', minWidth: 170,
          cell: (i) => <StatusIndicator type={i.expired ? 'warning' : 'pending'}>{i.expired ? 'Invitation expired' : INVITATION_MESSAGES.pending}</StatusIndicator>,
        },
        { id: 'sent', header: 'Sent', minWidth: 140, cell: sentLine },
        { id: 'position', header: 'Position', minWidth: 100, cell: (i) => i.position ?? '-' },
        { id: 'jersey', header: 'Jersey #', minWidth: 90, cell: (i) => i.jersey_number ?? '-' },
        { id: 'actions', header: 'Actions', minWidth: 230, cell: (i) => <PendingInvitationActions leagueId={team.league_id} invitation={i} /> },
      ]}
    />
  );
}
