// The league assistant's panel (issue 40), in the admin's drawer on every page (a side drawer at a desk, the whole
// screen on a phone): ask in plain words, read the answer as it streams in, confirm or cancel what it proposes,
// see the month's allowance, and go back to earlier conversations. Loaded on first use, with the chat components,
// so no page's first load carries it. The league the page shows goes with each question as its default.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import PromptInput, { type PromptInputProps } from '@cloudscape-design/components/prompt-input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SupportPromptGroup } from '@cloudscape-design/chat-components';
import { ASSISTANT_MESSAGES } from '../../../../../shared/assistant-schema';
import { initials } from '../../../../../shared/initials';
import { useAuth } from '../../auth/auth-context';
import { usePhone } from '../../lib/use-phone';
import { usageLine } from './assistant-chat';
import { useAssistantChat, useConversations } from './assistant-hooks';
import { ChatMessages } from './chat-messages';
import { ConversationList } from './conversation-list';
import './assistant.css';

/** Questions to start from, each one the assistant answers from the league's own data. */
export const SUGGESTED_QUESTIONS = [
  'Who hasn\'t paid for the spring season?',
  'When are the next games?',
  'Which games still have no venue?',
  'How is registration going against last season?',
  'Who hasn\'t said whether they are coming?',
];

const MAX_LENGTH = 2000;

/** Scrolls the element's nearest scrolling ancestor (the drawer's content) to its end. */
function scrollToEnd(el: HTMLElement) {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) {
      p.scrollTop = p.scrollHeight;
      return;
    }
  }
}

/** The league the page is about, from its address: League Management's `?league=`, a league's or a game's path. */
export function leagueOfAddress(pathname: string, search: string): string | null {
  const fromQuery = pathname === '/league-management' ? new URLSearchParams(search).get('league') : null;
  const fromPath = /^\/(?:league|edit-league|score)\/([0-9A-Z]{26})(?:\/|$)/.exec(pathname)?.[1] ?? null;
  return fromQuery || fromPath;
}

export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const { user } = useAuth();
  const { pathname, search } = useLocation();
  const leagueId = leagueOfAddress(pathname, search);
  const phone = usePhone();
  // A link followed on a phone closes the full-screen panel, so the page it leads to is what shows.
  const onFollowed = phone ? onClose : undefined;
  const { chat, busy, send, open, reset, proposalChanged } = useAssistantChat(leagueId);
  const conversations = useConversations(true);
  const [text, setText] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const input = useRef<PromptInputProps.Ref>(null);
  const end = useRef<HTMLDivElement>(null);

  // The panel opens ready to type in, and comes back to the input after an answer or a conversation opened.
  useEffect(() => { if (!showHistory && !busy) input.current?.focus(); }, [showHistory, busy]);
  // The newest words in view: the drawer's own scroll moves, never the page behind it.
  useEffect(() => { if (end.current) scrollToEnd(end.current); }, [chat.turns]);

  const usage = chat.usage ?? conversations.data?.usage ?? null;
  const spent = usage !== null && usage.budget_tokens > 0 && usage.used_tokens >= usage.budget_tokens;
  const tooLong = text.length > MAX_LENGTH;
  const ask = (q: string) => {
    if (q.trim() === '' || busy || q.length > MAX_LENGTH) return;
    setText('');
    void send(q.trim());
  };
  const userName = user?.firstName ?? 'You';

  return (
    <div className="assistant-panel">
      <div className="assistant-panel__header">
        <Header
          variant="h2"
          description={usage ? usageLine(usage) : 'Ask about your leagues and teams, or ask it to do something: nothing changes until you confirm.'}
          actions={(
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName={showHistory ? 'angle-left' : 'history'} onClick={() => setShowHistory((v) => !v)} ariaExpanded={showHistory}>
                {showHistory ? 'Back' : 'Earlier conversations'}
              </Button>
              {!showHistory && chat.turns.length > 0 && <Button iconName="add-plus" onClick={reset} disabled={busy}>New</Button>}
            </SpaceBetween>
          )}
        >
          Assistant
        </Header>
      </div>
      {showHistory ? (
        <ConversationList
          onOpen={(id) => {
            setOpenError(null);
            open(id).then(() => setShowHistory(false), (err: unknown) => setOpenError(err instanceof Error ? err.message : String(err)));
          }}
          onDeleted={(id) => { if (chat.conversationId === id) reset(); }}
        />
      ) : (
        <div className="assistant-panel__chat">
          {openError && <Alert type="error" header="Could not open the conversation">{openError}</Alert>}
          {chat.turns.length === 0 ? (
            <SpaceBetween size="s">
              <Box color="text-body-secondary">Try one of these, or write your own:</Box>
              <SupportPromptGroup
                ariaLabel="Suggested questions"
                alignment="vertical"
                items={SUGGESTED_QUESTIONS.map((q, i) => ({ id: String(i), text: q }))}
                onItemClick={({ detail }) => ask(SUGGESTED_QUESTIONS[Number(detail.id)]!)}
              />
            </SpaceBetween>
          ) : (
            <ChatMessages turns={chat.turns} initials={initials(userName)} userName={userName} onProposalChanged={proposalChanged} onFollowed={onFollowed} />
          )}
          <div ref={end} />
        </div>
      )}
      {!showHistory && (
        <div className="assistant-panel__input">
          {/* Once asked, the answer itself says so. */}
          {spent && chat.turns.length === 0 && <Alert type="info">{ASSISTANT_MESSAGES.budgetSpent}</Alert>}
          <PromptInput
            ref={input}
            value={text}
            onChange={({ detail }) => setText(detail.value)}
            onAction={() => ask(text)}
            ariaLabel="Ask the assistant"
            placeholder="Ask a question or give a task"
            actionButtonIconName="send"
            actionButtonAriaLabel="Send"
            disableActionButton={busy || text.trim() === '' || tooLong}
            invalid={tooLong}
            minRows={1}
            maxRows={6}
          />
          {tooLong && <Box variant="small" color="text-status-error">{ASSISTANT_MESSAGES.text}</Box>}
        </div>
      )}
    </div>
  );
}
