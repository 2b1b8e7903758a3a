// The local stack runs the Bedrock stand-in (issue 40 point 7) and the AWS SDK's own Bedrock Runtime client talks to
// it as to Amazon Bedrock: ConverseStream's event stream decodes into text deltas and a toolUse whose input pieces
// make valid JSON, and Converse answers the same turn whole. Over the SDK's default HTTP/2 handler, as in the cloud.
import { BedrockRuntimeClient, ConverseCommand, ConverseStreamCommand, type Tool } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { buildSystemPrompt, toolResultBlock } from '../../functions/assistant/prompt-format';
import { converseTools } from '../../functions/assistant/tool-catalogue';
import { stack } from './support/local';

const client = () => new BedrockRuntimeClient({ region: 'us-east-1', endpoint: stack().bedrockUrl, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const system = [{ text: buildSystemPrompt({ now: new Date('2026-11-29T10:00:00Z'), timeZone: 'Europe/London', names: { team: ['Eastgate United'], venue: ['Meadow Park'] } }) }];
const toolConfig = { tools: converseTools() as Tool[] };
const modelId = 'league-assistant-stand-in';

describe('the local Bedrock stand-in through the AWS SDK', () => {
  it('streams a toolUse whose input pieces make the arguments, then an answer as text deltas', async () => {
    const question = { role: 'user' as const, content: [{ text: "move Sunday's games at Meadow Park to next Sunday" }] };
    const first = await client().send(new ConverseStreamCommand({ modelId, system, toolConfig, messages: [question] }));
    let id = ''; let name = ''; let json = ''; let stopReason = '';
    for await (const e of first.stream!) {
      if (e.contentBlockStart?.start?.toolUse) ({ toolUseId: id = '', name = '' } = e.contentBlockStart.start.toolUse);
      if (e.contentBlockDelta?.delta?.toolUse) json += e.contentBlockDelta.delta.toolUse.input;
      if (e.messageStop) stopReason = e.messageStop.stopReason ?? '';
    }
    expect(stopReason).toBe('tool_use');
    expect(name).toBe('move_games');
    expect(JSON.parse(json)).toEqual({ venue: 'Meadow Park', date: '2026-11-29', to_date: '2026-12-06' });

    const summary = 'Moving 2 games at Meadow Park from Sunday 29 November to Sunday 6 December: confirm to move them.';
    const messages = [question, { role: 'assistant' as const, content: [{ toolUse: { toolUseId: id, name, input: JSON.parse(json) as Record<string, string> } }] },
      { role: 'user' as const, content: [toolResultBlock(id, { summary })] }];
    const second = await client().send(new ConverseStreamCommand({ modelId, system, toolConfig, messages }));
    const deltas: string[] = []; let usage: unknown;
    for await (const e of second.stream!) {
      if (e.contentBlockDelta?.delta?.text !== undefined) deltas.push(e.contentBlockDelta.delta.text);
      if (e.metadata) usage = e.metadata.usage;
    }
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(summary);
    expect(usage).toMatchObject({ inputTokens: expect.any(Number), outputTokens: Math.round(summary.split(' ').length * 1.3), totalTokens: expect.any(Number) });
  });

  it('answers Converse (not streamed) with the toolUse input already parsed', async () => {
    const r = await client().send(new ConverseCommand({ modelId, system, toolConfig, messages: [{ role: 'user', content: [{ text: 'when does Eastgate play next?' }] }] }));
    expect(r.stopReason).toBe('tool_use');
    expect(r.output?.message?.content?.[0].toolUse).toMatchObject({ name: 'next_games', input: { team: 'Eastgate United' }, toolUseId: expect.stringMatching(/^tooluse_/) });
    expect(r.usage?.totalTokens).toBe((r.usage?.inputTokens ?? 0) + (r.usage?.outputTokens ?? 0));
  });

  it('shows tests what it was asked, over plain HTTP/1.1 beside the SDK\'s HTTP/2', async () => {
    const seen = await (await fetch(`${stack().bedrockUrl}/__control/requests`)).json() as { requests: { modelId: string; stream: boolean }[] };
    expect(seen.requests.slice(-3).map((r) => [r.modelId, r.stream])).toEqual([[modelId, true], [modelId, true], [modelId, false]]);
  });
});
