// The conversation as chat bubbles: the person's questions, and the assistant's answers streaming in (a loading
// bar until the first words), each with its links and its proposals' cards. A refusal (the month's allowance is
// spent, too many questions at once) is said politely in the answer's place. The answer being written is a live
// region, busy while it streams, so a screen reader reads it once it is complete rather than word by word.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Avatar, ChatBubble, LoadingBar } from '@cloudscape-design/chat-components';
import type { AssistantProposal } from '../../../../../shared/assistant-schema';
import type { ChatTurn } from './assistant-chat';
import { AnswerText } from './answer-text';
import { ProposalCard } from './proposal-card';

interface Props {
  turns: ChatTurn[];
  initials: string;
  userName: string;
  onProposalChanged: (p: AssistantProposal) => void;
  onFollowed?: () => void;
}

function AssistantAvatar({ loading }: { loading?: boolean }) {
  return <Avatar color="gen-ai" iconName="gen-ai" ariaLabel="Assistant" tooltipText="Assistant" loading={loading} />;
}

function Answer({ turn, onProposalChanged, onFollowed }: { turn: ChatTurn } & Pick<Props, 'onProposalChanged' | 'onFollowed'>) {
  const waiting = turn.streaming === true && turn.text === '' && !turn.error;
  return (
    <SpaceBetween size="s">
      <ChatBubble type="incoming" ariaLabel="Assistant's answer" avatar={<AssistantAvatar loading={turn.streaming} />} showLoadingBar={turn.streaming && !waiting}>
        <div aria-live="polite" aria-busy={turn.streaming === true}>
          {waiting ? (
            <Box color="text-status-inactive">
              <span>Looking into it...</span>
              <LoadingBar variant="gen-ai" />
            </Box>
          ) : (
            <SpaceBetween size="s">
              <AnswerText text={turn.text} links={turn.links} onFollowed={onFollowed} />
              {turn.error && <Alert type="info" statusIconAriaLabel="Note">{turn.error}</Alert>}
            </SpaceBetween>
          )}
        </div>
      </ChatBubble>
      {turn.proposals.map((p) => <ProposalCard key={p.id} proposal={p} onChanged={onProposalChanged} onFollowed={onFollowed} />)}
    </SpaceBetween>
  );
}

export function ChatMessages({ turns, initials, userName, onProposalChanged, onFollowed }: Props) {
  return (
    <ol className="assistant-messages" aria-label="Conversation">
      {turns.map((turn, i) => (
        <li key={i}>
          {turn.role === 'user' ? (
            <ChatBubble type="outgoing" ariaLabel={`${userName}'s question`} avatar={<Avatar initials={initials} ariaLabel={userName} tooltipText={userName} />}>
              {turn.text}
            </ChatBubble>
          ) : (
            <Answer turn={turn} onProposalChanged={onProposalChanged} onFollowed={onFollowed} />
          )}
        </li>
      ))}
    </ol>
  );
}
