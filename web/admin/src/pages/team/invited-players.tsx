// The roster's invited players, apart from its members: each pending invitation with the address, the position
// and number it will bring, when it was sent, and Resend, Copy link and Withdraw (for those who run the roster).
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { PendingInvitation, TeamDetail } from '../../../../../shared/api-contract';
import { PendingInvitationSummary } from '../../components/invitations/pending-invitation';

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
      // The invitation (address, status, date, actions) stacked in the first column: on a phone it is all in view.
      columnDefinitions={[
        { id: 'invitation', header: 'Invitation', minWidth: 230, cell: (i) => <PendingInvitationSummary leagueId={team.league_id} invitation={i} /> },
        { id: 'position', header: 'Position', minWidth: 90, cell: (i) => i.position ?? '-' },
        { id: 'jersey', header: 'Jersey #', minWidth: 80, cell: (i) => i.jersey_number ?? '-' },
      ]}
    />
  );
}
