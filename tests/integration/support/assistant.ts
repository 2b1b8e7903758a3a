// Asking the league assistant as a signed-in person against the local stack: the NDJSON answer read into its words,
// proposals and links, and the person's Cognito id (the tools' caller) for running a tool directly.
import { expect } from 'vitest';
import type { AssistantEvent } from '../../../shared/assistant-schema';
import { newUser, stack } from './local';

type User = Awaited<ReturnType<typeof newUser>>;

export async function ask(u: User, question: string, extra: Record<string, unknown> = {}) {
  const started = performance.now();
  const res = await fetch(`${stack().url}/api/assistant/messages`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${u.accessToken}` }, body: JSON.stringify({ text: question, time_zone: 'America/Chicago', ...extra }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/x-ndjson');
  const events = (await res.text()).split('\n').filter(Boolean).map((l) => JSON.parse(l) as AssistantEvent);
  const text = events.filter((e) => e.type === 'text').map((e) => e.text).join('');
  const proposals = events.flatMap((e) => (e.type === 'proposal' ? [e.proposal] : []));
  const links = events.flatMap((e) => (e.type === 'links' ? e.links : []));
  const conversation = events.find((e) => e.type === 'conversation');
  return { events, text, proposals, links, ms: performance.now() - started, conversationId: conversation?.type === 'conversation' ? conversation.conversation_id : '' };
}

export async function subOf(u: User): Promise<string> {
  return String(JSON.parse(Buffer.from(u.accessToken.split('.')[1], 'base64url').toString()).sub);
}

/** The functions' table settings, for calling a service or tool in the test's own process. */
export function useStackTable() {
  process.env.TABLE_NAME = stack().tableName;
  process.env.DYNAMODB_ENDPOINT = stack().dynamoEndpoint;
}
