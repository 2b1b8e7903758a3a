// Managers invited without a team (Invite manager): they appear in the teams table once they accept and create
// their team, so until then they are listed here with the address, the date and the invitation's actions.
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { PendingInvitation } from '../../../../../shared/api-contract';
import { PendingInvitationSummary } from '../invitations/pending-invitation';

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
      columnDefinitions={[{ id: 'invitation', header: 'Invitation', minWidth: 230, cell: (i) => <PendingInvitationSummary leagueId={leagueId} invitation={i} /> }]}
    />
  );
}
