// The delivery log: every message of the league (or of one team, for its manager), newest first, with per channel
// how many were sent, delivered, bounced or failed, and who was suppressed or opted out (the organiser's log shows a
// message's people not reached). A scheduled message's author changes or cancels it from its row.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { CHANNEL_LABELS, MESSAGE_KIND_LABELS } from '../../../../../shared/messages-schema';
import type { MessageView } from '../../../../../shared/messages-responses';
import { ContainerTable } from '../container-table';
import { useMessageDetail, useMessages } from './messages-hooks';
import { ScheduledActions } from './scheduled-actions';

const CHANNELS = ['email', 'sms', 'push'] as const;
const OUTCOME_LABELS: Record<string, string> = {
  suppressed: 'Suppressed (bounced or complained before)', opted_out: 'Opted out of this kind', bounced: 'Bounced', complained: 'Marked as spam',
  failed: 'Failed', no_address: 'No address for this channel', held: 'Held for quiet hours',
};

/** "12 sent · 11 delivered · 1 bounced" for one channel, leaving out what is zero. */
function channelLine(m: MessageView, channel: typeof CHANNELS[number]): string | null {
  const c = m.channels[channel];
  const sent = c.sent + c.delivered + c.bounced + c.complained + c.sending;
  const parts = [
    [sent, 'sent'], [c.delivered, 'delivered'], [c.bounced, 'bounced'], [c.complained, 'complained'], [c.failed, 'failed'],
    [c.suppressed, 'suppressed'], [c.opted_out, 'opted out'], [c.no_address, 'no address'], [c.held, 'held'],
  ].filter(([n]) => Number(n) > 0).map(([n, w]) => `${n} ${w}`);
  return parts.length ? `${CHANNEL_LABELS[channel]}: ${parts.join(' · ')}` : null;
}

function Detail({ leagueId, id }: { leagueId: string; id: string }) {
  const detail = useMessageDetail(leagueId, id);
  if (detail.isPending) return <StatusIndicator type="loading">Loading the log...</StatusIndicator>;
  if (detail.isError) return <StatusIndicator type="error">The log could not be read.</StatusIndicator>;
  const { message, not_reached: missed } = detail.data;
  return (
    <SpaceBetween size="xs">
      <Box variant="h3">{message.subject}</Box>
      <Box variant="p">{message.body}</Box>
      {CHANNELS.map((c) => channelLine(message, c)).filter(Boolean).map((l) => <Box key={l} variant="p">{l}</Box>)}
      <Box variant="h4">Not reached</Box>
      {missed.length === 0 ? <Box variant="p" color="text-status-inactive">Everyone was reached.</Box> : (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {missed.map((n, i) => <li key={`${n.name}-${n.channel}-${i}`}>{n.name}, {CHANNEL_LABELS[n.channel]}: {OUTCOME_LABELS[n.outcome] ?? n.outcome}</li>)}
        </ul>
      )}
    </SpaceBetween>
  );
}

function StatusCell({ m }: { m: MessageView }) {
  if (m.status === 'scheduled') return <StatusIndicator type="pending">Scheduled {new Date(m.send_at).toLocaleString()}</StatusIndicator>;
  if (m.status === 'cancelled') return <StatusIndicator type="stopped">Cancelled</StatusIndicator>;
  if (m.status === 'sending') return <StatusIndicator type="in-progress">Sending</StatusIndicator>;
  return <StatusIndicator type="success">Sent {new Date(m.sent_at ?? m.send_at).toLocaleString()}</StatusIndicator>;
}

/**
 * The messages table: the league's for its organiser (`withLog`: each message's people not reached), or a team's for
 * its manager. Scheduled messages of the caller carry Change and Cancel.
 */
export function MessagesTable({ leagueId, messages, loading, withLog, onLog }: {
  leagueId: string; messages: MessageView[] | undefined; loading: boolean; withLog: boolean; onLog?: (id: string) => void;
}) {
  return (
    <ContainerTable<MessageView>
        title="Sent and scheduled"
        count={messages?.length}
        description="Per channel: sent, delivered, bounced or failed, and who was suppressed or opted out."
        items={messages ?? []}
        loading={loading}
        loadingText="Loading messages"
        empty={<Box textAlign="center" color="inherit">No messages yet.</Box>}
        phoneCards={{ label: 'Messages', header: 'subject', half: ['kind', 'status'] }}
        columnDefinitions={[
          { id: 'subject', header: 'Subject', cell: (m) => m.subject, isRowHeader: true },
          { id: 'to', header: 'To', cell: (m) => `${m.group_label} (${m.recipients})` },
          { id: 'kind', header: 'Kind', cell: (m) => MESSAGE_KIND_LABELS[m.kind] },
          { id: 'status', header: 'Status', cell: (m) => <StatusCell m={m} /> },
          { id: 'delivery', header: 'Delivery', cell: (m) => CHANNELS.map((c) => channelLine(m, c)).filter(Boolean).join('; ') || '-' },
          {
            id: 'log', header: withLog ? 'Log' : 'Change', minWidth: 160,
            cell: (m) => (
              <SpaceBetween size="xxs">
                {withLog && m.status !== 'scheduled' && m.status !== 'cancelled' && (
                  <Button variant="inline-link" ariaLabel={`Delivery log of ${m.subject}`} onClick={() => onLog?.(m.id)}>Who was not reached</Button>
                )}
                <ScheduledActions message={m} leagueId={leagueId} />
              </SpaceBetween>
            ),
          },
        ]}
      />
  );
}

export function MessageLog({ leagueId }: { leagueId: string }) {
  const messages = useMessages(leagueId);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SpaceBetween size="m">
      <MessagesTable leagueId={leagueId} messages={messages.data} loading={messages.isPending} withLog onLog={setOpen} />
      {open && <Detail leagueId={leagueId} id={open} />}
    </SpaceBetween>
  );
}
