import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TRANSFER_MESSAGES } from '../../../../../shared/league-transfer-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useIncomingTransfers } from './hooks';

/** Leagues offered to the person: accepting makes them the admin, if their plan allows it (else the upgrade message). */
export function IncomingTransfers() {
  const toast = useToast();
  const { incoming, accept, decline } = useIncomingTransfers(
    ({ league }) => toast({ type: 'success', header: 'League accepted', content: TRANSFER_MESSAGES.accepted(league.name) }),
    () => toast({ type: 'success', header: 'Hand-over declined', content: TRANSFER_MESSAGES.declined }),
  );
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
