// League Management's Messages page: write to a group (with who before sending), the delivery log, and the
// addresses SES said not to write to again.
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { ComposeForm } from './compose-form';
import { MessageLog } from './message-log';
import { useSuppressions } from './messages-hooks';

function SuppressionList({ leagueId }: { leagueId: string }) {
  const list = useSuppressions(leagueId);
  return (
    <Table
      header={<Header variant="h2" counter={list.data ? `(${list.data.length})` : undefined} description="Addresses that bounced or marked the league's e-mail as spam. Nothing is e-mailed to them again.">Suppressed addresses</Header>}
      items={list.data ?? []}
      loading={list.isPending}
      loadingText="Loading"
      wrapLines
      empty={<Box textAlign="center" color="inherit">No address has bounced.</Box>}
      columnDefinitions={[
        { id: 'email', header: 'Address', cell: (s) => s.email, isRowHeader: true },
        { id: 'reason', header: 'Why', cell: (s) => (s.reason === 'bounce' ? 'Bounced' : 'Marked as spam') },
        { id: 'at', header: 'Since', cell: (s) => new Date(s.at).toLocaleDateString() },
      ]}
    />
  );
}

export function MessagesPanel({ league }: { league: { id: string; name: string } }) {
  return (
    <SpaceBetween size="l">
      <ComposeForm league={league} />
      <MessageLog leagueId={league.id} />
      <SuppressionList leagueId={league.id} />
    </SpaceBetween>
  );
}
