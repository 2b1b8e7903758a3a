// A list of pending invitations apart from the members they will become (managers invited without a team, a
// roster's invited players): each invitation (address, status, date, actions) stacked in the first column, so on a
// phone it is all in view, then the caller's own columns. Nothing shows while none is pending.
import type { TableProps } from '@cloudscape-design/components/table';
import type { PendingInvitation } from '../../../../../shared/api-contract';
import { ContainerTable } from '../container-table';
import { PendingInvitationSummary } from './pending-invitation';

interface Props {
  leagueId: string;
  invitations: PendingInvitation[];
  title: string;
  description: string;
  /** What a screen reader calls the table. */
  tableLabel: string;
  /** Columns after the invitation (e.g. the position and number it will bring). */
  columns?: TableProps.ColumnDefinition<PendingInvitation>[];
}

export function PendingInvitationsTable({ leagueId, invitations, title, description, tableLabel, columns = [] }: Props) {
  if (invitations.length === 0) return null;
  return (
    <ContainerTable<PendingInvitation>
      items={invitations}
      title={title}
      count={invitations.length}
      description={description}
      ariaLabels={{ tableLabel }}
      columnDefinitions={[
        { id: 'invitation', header: 'Invitation', minWidth: 230, cell: (i) => <PendingInvitationSummary leagueId={leagueId} invitation={i} /> },
        ...columns,
      ]}
    />
  );
}
