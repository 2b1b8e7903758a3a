import { useState } from 'react';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import type { SupportRequest } from '../../../../../shared/support-schema';
import { messageOf } from '../../lib/form-errors';
import { useReplySupportRequest } from './hooks';

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One request with its replies, oldest first, and a box to write back: its author's view on Help, or an operator's
 * on the support queue (who asked, on which plan, and a box to answer).
 */
export function RequestThread({ request, expanded, operator = false }: { request: SupportRequest; expanded: boolean; operator?: boolean }) {
  const reply = useReplySupportRequest();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setError(null);
    try {
      await reply.mutateAsync({ id: request.id, body: text });
      setText('');
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <div role="region" aria-label={request.subject}>
    <ExpandableSection
      variant="container" defaultExpanded={expanded}
      headerText={request.subject}
      headerDescription={`${operator ? `${request.author_email} (${request.plan_slug}) · ` : ''}${when(request.created_at)} · ${request.status === 'answered' ? 'Answered' : `Open: answer by ${when(request.answer_due_at)}`}`}
      headerActions={request.priority ? <Badge color="blue">Priority</Badge> : undefined}
    >
      <SpaceBetween size="m">
        <Box variant="p"><span style={{ whiteSpace: 'pre-wrap' }}>{request.body}</span></Box>
        {request.replies.map((r) => (
          <div key={r.id} style={{ borderLeft: `3px solid ${r.from_operator ? '#0972d3' : '#b6bec9'}`, paddingLeft: 12 }}>
            <Box variant="small">{r.from_operator ? 'Support' : operator ? request.author_email : 'You'} · {when(r.created_at)}</Box>
            <Box variant="p"><span style={{ whiteSpace: 'pre-wrap' }}>{r.body}</span></Box>
          </div>
        ))}
        <FormField label={operator ? 'Answer' : 'Write back'} errorText={error}>
          <Textarea rows={3} value={text} onChange={({ detail }) => setText(detail.value)} />
        </FormField>
        <Button onClick={() => void send()} loading={reply.isPending} disabled={!text.trim()}>{operator ? 'Send answer' : 'Send reply'}</Button>
      </SpaceBetween>
    </ExpandableSection>
    </div>
  );
}
