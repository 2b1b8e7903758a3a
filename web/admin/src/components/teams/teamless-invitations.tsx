// Managers invited without a team (Invite manager): they appear in the teams table once they accept and create
// their team, so until then they are listed here with the address, the date and the invitation's actions.
import type { PendingInvitation } from '../../../../../shared/api-contract';
import { PendingInvitationsTable } from '../invitations/pending-invitations-table';

export function TeamlessInvitations({ leagueId, invitations }: { leagueId: string; invitations: PendingInvitation[] }) {
  return (
    <PendingInvitationsTable
      leagueId={leagueId}
      invitations={invitations}
      title="Invited managers"
      description="They create their team once they accept."
      tableLabel="Managers invited without a team"
    />
  );
}
