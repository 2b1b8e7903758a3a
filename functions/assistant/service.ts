// The assistant's API services: a question answered (conversation.ts), the person's conversations (their own
// partition: 30 days, in the account export, erased with the account), proposals confirmed or declined.
import type { AssistantEvent, AssistantMessageInput } from '../../shared/assistant-schema';
import { deleteConversation, getConversation, getProposal, listConversations, type ConversationRecord } from '../data/assistant';
import { notFound } from '../lib/errors';
import { usageOf } from './budget';
import { answer } from './conversation';
import { bedrockModel } from './model';
import { proposalView } from './proposals';

export { confirmProposal, declineProposal } from './proposals';

export function ask(userId: string, input: AssistantMessageInput, emit: (e: AssistantEvent) => void) {
  return answer(userId, input, bedrockModel, emit);
}

const head = ({ id, title, created_at, updated_at, expires_at }: ConversationRecord) => ({ id, title, created_at, updated_at, expires_at });

export async function conversations(userId: string) {
  const [list, usage] = await Promise.all([listConversations(userId), usageOf(userId)]);
  return { conversations: list.map(head), usage };
}

export async function conversation(userId: string, id: string) {
  const c = await getConversation(userId, id);
  if (!c) throw notFound('This conversation is not there any more');
  const turns = await Promise.all(c.turns.map(async (t) => ({
    role: t.role, text: t.text, links: t.links, created_at: t.created_at,
    proposals: (await Promise.all(t.proposal_ids.map((p) => getProposal(userId, p)))).filter((p) => p !== null).map(proposalView),
  })));
  return { ...head(c), turns };
}

export async function removeConversation(userId: string, id: string): Promise<void> {
  if (!(await getConversation(userId, id))) throw notFound('This conversation is not there any more');
  await deleteConversation(userId, id);
}
