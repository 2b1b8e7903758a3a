// The roster's invited players, apart from its members: each pending invitation with the address, the position
// and number it will bring, when it was sent, and Resend, Copy link and Withdraw (for those who run the roster).
import type { PendingInvitation, TeamDetail } from '../../../../../shared/api-contract';
import { PendingInvitationsTable } from '../../components/invitations/pending-invitations-table';

export function InvitedPlayers({ team, invitations }: { team: TeamDetail; invitations: PendingInvitation[] }) {
  return (
    <PendingInvitationsTable
      leagueId={team.league_id}
      invitations={invitations}
      title="Invited"
      description="They join the roster when they accept, signed in with this address."
      tableLabel={`Players invited to ${team.name}`}
      columns={[
        { id: 'position', header: 'Position', minWidth: 90, cell: (i) => i.position ?? '-' },
        { id: 'jersey', header: 'Jersey #', minWidth: 80, cell: (i) => i.jersey_number ?? '-' },
      ]}
    />
  );
}
