import { useMutation, useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TRANSFER_MESSAGES } from '../../../../../shared/league-transfer-schema';
import { api } from '../../api/client';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';

/** Leagues offered to the person: accepting makes them the admin, if their plan allows it (else the upgrade message). */
export function IncomingTransfers() {
  const toast = useToast();
  const invalidate = useInvalidate();
  const incoming = useQuery({ queryKey: queryKeys.incomingTransfers, queryFn: api.incomingLeagueTransfers, select: (r) => r.transfers });
  const refresh = () => invalidate([queryKeys.incomingTransfers, ...staleAfter.league()]);
  const accept = useMutation({
    mutationFn: api.acceptLeagueTransfer,
    onSuccess: ({ league }) => {
      toast({ type: 'success', header: 'League accepted', content: TRANSFER_MESSAGES.accepted(league.name) });
      void refresh();
    },
  });
  const decline = useMutation({
    mutationFn: api.cancelLeagueTransfer,
    onSuccess: () => {
      toast({ type: 'success', header: 'Hand-over declined', content: TRANSFER_MESSAGES.declined });
      void refresh();
    },
  });
  const transfers = incoming.data ?? [];
  if (transfers.length === 0) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <Container header={<Header variant="h2" description="Their admins want you to take them over.">Leagues offered to you</Header>}>
      <SpaceBetween size="m">
        {accept.isError && <Alert type="error">{messageOf(accept.error)}</Alert>}
        {decline.isError && <Alert type="error">{messageOf(decline.error)}</Alert>}
        {transfers.map((t) => (
          <SpaceBetween key={t.league_id} direction="horizontal" size="xs" alignItems="center">
            <Box variant="strong">{t.league_name}</Box>
            <Button variant="primary" ariaLabel={`Accept ${t.league_name}`} disabled={busy} onClick={() => accept.mutate(t.league_id)}>Accept</Button>
            <Button ariaLabel={`Decline ${t.league_name}`} disabled={busy} onClick={() => decline.mutate(t.league_id)}>Decline</Button>
          </SpaceBetween>
        ))}
      </SpaceBetween>
    </Container>
  );
}
