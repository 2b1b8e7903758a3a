// A change the assistant proposes, shown before anything is written: what it is, each thing it will change, and
// Confirm / Cancel. Confirm runs it once (the server refuses a second run); the answer says what happened and links
// to what changed. Once confirmed, cancelled or failed the buttons stay disabled.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { AssistantProposal } from '../../../../../shared/assistant-schema';
import { messageOf } from '../../lib/form-errors';
import { AnswerText } from './answer-text';
import { useProposalDecision } from './assistant-hooks';

const DONE: Record<Exclude<AssistantProposal['status'], 'proposed'>, { type: 'success' | 'stopped' | 'error'; text: string }> = {
  confirmed: { type: 'success', text: 'Done' },
  declined: { type: 'stopped', text: 'Cancelled: nothing was changed' },
  failed: { type: 'error', text: 'It could not be done' },
};

export function ProposalCard({ proposal, onChanged, onFollowed }: {
  proposal: AssistantProposal; onChanged: (p: AssistantProposal) => void; onFollowed?: () => void;
}) {
  const decide = useProposalDecision();
  const [result, setResult] = useState<string | null>(null);
  const run = (decision: 'confirm' | 'decline') => decide.mutate({ proposal, decision }, {
    onSuccess: (r) => {
      setResult(r.message);
      onChanged(r.proposal);
    },
  });
  const open = proposal.status === 'proposed';
  const pending = decide.isPending ? decide.variables.decision : null;
  return (
    <Container
      header={<Header variant="h3" description="Nothing changes until you confirm.">{proposal.summary}</Header>}
      footer={(
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button disabled={!open || pending !== null} loading={pending === 'decline'} onClick={() => run('decline')} ariaLabel={`Cancel: ${proposal.summary}`}>Cancel</Button>
          <Button variant="primary" disabled={!open || pending !== null} loading={pending === 'confirm'} onClick={() => run('confirm')} ariaLabel={`Confirm: ${proposal.summary}`}>
            Confirm
          </Button>
        </SpaceBetween>
      )}
    >
      <SpaceBetween size="s">
        <div>
          <Box variant="h4" tagOverride="p">What will change</Box>
          <ul className="assistant-changes" aria-label={`What will change: ${proposal.summary}`}>
            {proposal.changes.map((c, i) => <li key={i}>{c}</li>)}
          </ul>
        </div>
        {proposal.status !== 'proposed' && (
          <div role="status">
            <SpaceBetween size="xs">
              <StatusIndicator type={DONE[proposal.status].type}>{DONE[proposal.status].text}</StatusIndicator>
              {/* The answer is a sentence or two: as text (a status indicator breaks its words anywhere when it wraps). */}
              {result && <Box variant="p">{result}</Box>}
              <AnswerText text="" links={proposal.links} onFollowed={onFollowed} />
            </SpaceBetween>
          </div>
        )}
        {decide.error && <Alert type="error">{messageOf(decide.error)}</Alert>}
      </SpaceBetween>
    </Container>
  );
}
