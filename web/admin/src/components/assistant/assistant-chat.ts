// The assistant panel's conversation as the person sees it: their questions and the answers, each answer built up
// from the streamed events (text appended as it comes, links and proposals added, an error said in place of an
// answer). Pure, so the panel and the tests fold the same events the same way.
import type { AssistantEvent, AssistantLink, AssistantProposal, AssistantUsage } from '../../../../../shared/assistant-schema';

export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
  links: AssistantLink[];
  proposals: AssistantProposal[];
  /** A polite refusal or failure said instead of (or after) an answer: the budget is spent, too many at once. */
  error?: string;
  /** Still streaming in. */
  streaming?: boolean;
}

export interface ChatState {
  conversationId: string | null;
  turns: ChatTurn[];
  usage: AssistantUsage | null;
}

export const EMPTY_CHAT: ChatState = { conversationId: null, turns: [], usage: null };

/** The question sent, and an empty answer waiting for its first event. */
export function asked(state: ChatState, text: string): ChatState {
  return {
    ...state,
    turns: [...state.turns, { role: 'user', text, links: [], proposals: [] }, { role: 'assistant', text: '', links: [], proposals: [], streaming: true }],
  };
}

function withAnswer(state: ChatState, change: (t: ChatTurn) => ChatTurn): ChatState {
  const last = state.turns.at(-1);
  if (!last || last.role !== 'assistant') return state;
  return { ...state, turns: [...state.turns.slice(0, -1), change(last)] };
}

/** One streamed event folded into the conversation. */
export function applyEvent(state: ChatState, event: AssistantEvent): ChatState {
  switch (event.type) {
    case 'conversation':
      return { ...state, conversationId: event.conversation_id };
    case 'text':
      return withAnswer(state, (t) => ({ ...t, text: t.text + event.text }));
    case 'links':
      return withAnswer(state, (t) => ({ ...t, links: [...t.links, ...event.links.filter((l) => !t.links.some((k) => k.href === l.href))] }));
    case 'proposal':
      return withAnswer(state, (t) => ({ ...t, proposals: [...t.proposals.filter((p) => p.id !== event.proposal.id), event.proposal] }));
    case 'usage':
      return { ...state, usage: event.usage };
    case 'error':
      return withAnswer(state, (t) => ({ ...t, error: event.message }));
    case 'done':
      return finished(state);
  }
}

/** The answer is complete (its `done` came, or the stream ended or failed). */
export function finished(state: ChatState, error?: string): ChatState {
  return withAnswer(state, (t) => ({ ...t, streaming: false, error: t.error ?? error }));
}

/** A proposal's new state (confirmed or declined) wherever it shows. */
export function withProposal(state: ChatState, proposal: AssistantProposal): ChatState {
  return {
    ...state,
    turns: state.turns.map((t) => (t.proposals.some((p) => p.id === proposal.id) ? { ...t, proposals: t.proposals.map((p) => (p.id === proposal.id ? proposal : p)) } : t)),
  };
}

/** "12,300 of 200,000 tokens used this month". */
export function usageLine(usage: AssistantUsage): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return `${n(usage.used_tokens)} of ${n(usage.budget_tokens)} tokens used this month`;
}
