import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '../../shared/assistant-schema';
import { applyEvent, asked, EMPTY_CHAT, finished, usageLine, withProposal } from '../../web/admin/src/components/assistant/assistant-chat';
import { assistantEvents } from '../../web/admin/src/components/assistant/assistant-stream';

/** A response body delivered in the given pieces, as a network would. */
function bodyOf(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder();
  return new ReadableStream({ start(c) { for (const p of pieces) c.enqueue(typeof p === 'string' ? bytes.encode(p) : p); c.close(); } });
}

async function all(body: ReadableStream<Uint8Array>) {
  const out: AssistantEvent[] = [];
  for await (const e of assistantEvents(body)) out.push(e);
  return out;
}

const proposal = { id: '01J0000000000000000000000P', tool: 'draft_message', summary: 'Send a reminder', changes: ['E-mail to 2 recipients'], status: 'proposed' as const, links: [] };

describe('the assistant panel reads the streamed answer', () => {
  it('yields each line as soon as it is complete, even when a line (or a character) is split between network pieces', async () => {
    const line = (e: AssistantEvent) => `${JSON.stringify(e)}\n`;
    const text = new TextEncoder().encode(line({ type: 'text', text: 'Ulf and Umà have not paid' }));
    // Cut between the two bytes of 'à'.
    const cut = new TextEncoder().encode('{"type":"text","text":"Ulf and Um').length + 1;
    expect(await all(bodyOf([line({ type: 'conversation', conversation_id: '01J0000000000000000000000C' }), text.slice(0, cut), text.slice(cut), line({ type: 'done' })]))).toEqual([
      { type: 'conversation', conversation_id: '01J0000000000000000000000C' },
      { type: 'text', text: 'Ulf and Umà have not paid' },
      { type: 'done' },
    ]);
  });

  it('skips a line that is not an event (a proxy\'s page, an event this build does not know) and reads a last line without its newline', async () => {
    expect(await all(bodyOf(['<html>oops</html>\n', '{"type":"weather","sky":"blue"}\n', '{"type":"done"}']))).toEqual([{ type: 'done' }]);
  });

  it('builds the answer from its events: words appended, links once each, a proposal replaced by its newer state, the error said', () => {
    let chat = asked(EMPTY_CHAT, 'who hasn\'t paid?');
    for (const e of [
      { type: 'conversation', conversation_id: '01J0000000000000000000000C' },
      { type: 'text', text: '2 have not paid: ' }, { type: 'text', text: 'Ulf, Uma' },
      { type: 'links', links: [{ label: 'Registrations', href: '/league-management?tab=registrations' }] },
      { type: 'links', links: [{ label: 'Registrations', href: '/league-management?tab=registrations' }] },
      { type: 'proposal', proposal },
      { type: 'usage', usage: { used_tokens: 12300, budget_tokens: 200000, resets_at: '2026-12-01T00:00:00.000Z' } },
    ] as AssistantEvent[]) chat = applyEvent(chat, e);
    expect(chat.conversationId).toBe('01J0000000000000000000000C');
    expect(chat.turns[1]).toMatchObject({ role: 'assistant', text: '2 have not paid: Ulf, Uma', links: [{ label: 'Registrations' }], proposals: [proposal], streaming: true });
    chat = applyEvent(chat, { type: 'done' });
    expect(chat.turns[1]!.streaming).toBe(false);
    chat = withProposal(chat, { ...proposal, status: 'confirmed' });
    expect(chat.turns[1]!.proposals[0]!.status).toBe('confirmed');
    expect(usageLine(chat.usage!)).toBe('12,300 of 200,000 tokens used this month');
    const failed = finished(asked(chat, 'again'), 'The network failed');
    expect(failed.turns.at(-1)).toMatchObject({ streaming: false, error: 'The network failed' });
  });
});
