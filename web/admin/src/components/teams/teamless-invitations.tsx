// Managers invited without a team (Invite manager): they appear in the teams table once they accept and create
// their team, so until then they are listed here with the address, the date and the invitation's actions.
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { PendingInvitation } from '../../../../../shared/api-contract';
import { INVITATION_MESSAGES } from '../../../../../shared/invitation-schema';
import { PendingInvitationActions, sentLine } from '../invitations/pending-invitation';

export function TeamlessInvitations({ leagueId, invitations }: { leagueId: string; invitations: PendingInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <Table<PendingInvitation>
      items={invitations}
      trackBy="id"
      wrapLines
      ariaLabels={{ tableLabel: 'Managers invited without a team' }}
      header={
        <Header variant="h2" counter={`(${invitations.length})`} description="They create their team once they accept.">
          Invited managers
        </Header>
      }
      columnDefinitions={[
        { id: 'email', header: 'Email', minWidth: 200, cell: (i) => <span style={{ overflowWrap: 'anywhere' }}>{i.invited_email}</span> },
        { id: 'status', header: 'Status', minWidth: 170, cell: (i) => <StatusIndicator type={i.expired ? 'warning' : 'pending'}>{INVITATION_MESSAGES.pending}</StatusIndicator> },
        { id: 'sent', header: 'Sent', minWidth: 140, cell: (i) => <Box color={i.expired ? 'text-status-warning' : 'inherit'}>{sentLine(i)}</Box> },
        { id: 'actions', header: 'Actions', minWidth: 230, cell: (i) => <PendingInvitationActions leagueId={leagueId} invitation={i} /> },
      ]}
    />
  );
}
