// A returning team's players invited to its new season by Autopilot (when the team registered again), as those who
// run the roster see them: who accepted and who has not yet, season by season. A pending invitation is also in
// Invited below, where it can be sent again or withdrawn.
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TeamDetail, TeamSeasonInvitations } from '../../../../../shared/api-contract';
import { ContainerTable } from '../../components/container-table';
import { useTeamSeasonInvitations } from '../../components/invitations/pending-invitation-hooks';
import { formatDate } from '../../lib/format';

type Row = TeamSeasonInvitations['seasons'][number]['players'][number] & { id: string };

const ANSWER: Record<Row['state'], { type: StatusIndicatorProps.Type; text: string }> = {
  accepted: { type: 'success', text: 'Accepted' },
  pending: { type: 'pending', text: 'Not yet' },
  expired: { type: 'warning', text: 'Not yet (link expired: send it again below)' },
  withdrawn: { type: 'stopped', text: 'Withdrawn' },
};

const COLUMNS: TableProps.ColumnDefinition<Row>[] = [
  { id: 'name', header: 'Player', cell: (r) => r.name, isRowHeader: true },
  { id: 'answer', header: 'Answer', cell: (r) => <StatusIndicator type={ANSWER[r.state].type}>{ANSWER[r.state].text}</StatusIndicator> },
  { id: 'invited', header: 'Invited', cell: (r) => formatDate(r.invited_at) },
  { id: 'accepted', header: 'Accepted on', cell: (r) => (r.accepted_at ? formatDate(r.accepted_at) : '-') },
];

export function SeasonInvitations({ team }: { team: TeamDetail }) {
  const { seasons } = useTeamSeasonInvitations(team.id, team.can_manage);
  if (!seasons.length) return null;
  return (
    <SpaceBetween size="l">
      {seasons.map((s) => {
        const accepted = s.players.filter((p) => p.state === 'accepted').length;
        return (
          <ContainerTable<Row>
            key={s.season_id}
            title={`Invited to ${s.season_name}`}
            description={`${accepted} of ${s.players.length} accepted. Autopilot invited the roster when ${team.name} registered again.`}
            items={s.players.map((p) => ({ ...p, id: p.user_id }))}
            columnDefinitions={COLUMNS}
            ariaLabels={{ tableLabel: `Players invited to ${team.name} for ${s.season_name}` }}
            phoneCards={{ label: `Players invited to ${team.name} for ${s.season_name}`, header: 'name', half: ['invited', 'accepted'] }}
            empty={<Box textAlign="center">Nobody invited</Box>}
          />
        );
      })}
    </SpaceBetween>
  );
}
