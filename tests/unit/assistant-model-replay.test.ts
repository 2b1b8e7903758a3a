// Recorded Bedrock conversations (tests/fixtures/bedrock: ConverseStream answers of a Claude model, as the SDK
// decodes them) replayed through the product's model interface: the local stand-in sends each recorded answer in the
// AWS event-stream encoding, the SDK decodes it, and functions/assistant/model.ts must yield the right events: text in
// order, each toolUse once with its pieces of JSON put together, the usage, the stop reason and the whole turn. The
// request it sent is checked too (system prompt, tools, the toolResult of the turn before, Guardrails when set).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bedrockModel, converseStreamInput, modelSettings, type Message, type ModelEvent } from '../../functions/assistant/model';
import { toolResultBlock } from '../../functions/assistant/prompt-format';
import { converseTools } from '../../functions/assistant/tool-catalogue';
import type { BedrockTwin, ScriptedAnswer } from '../../infra/local/bedrock-twin/server';
import { collect, startTwinForModel, userSays } from './support/bedrock-twin';

interface Recording { modelId: string; exchanges: (ScriptedAnswer & { user?: string; toolResult?: { summary: string; data?: Record<string, unknown> } })[] }
const recording = (name: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/bedrock', name), 'utf8')) as Recording;

let twin: BedrockTwin;
beforeAll(async () => { twin = await startTwinForModel(); });
afterAll(async () => { await twin.stop(); });

const tools = converseTools();
const call = (messages: Message[]) => collect(bedrockModel({ system: 'You are the league assistant.', messages, tools }));

describe('recorded Bedrock conversations through the model interface', () => {
  it('a question answered through a tool: text, the toolUse with its input put together, then the reply in words', async () => {
    const rec = recording('next-games-tool-use.json');
    twin.script(rec.exchanges);
    const messages: Message[] = [userSays(rec.exchanges[0].user!)];
    const first = await call(messages);
    expect(first.filter((e) => e.type === 'text').map((e) => e.text)).toEqual(["I'll", " look up Eastgate United's next games."]);
    const toolUse = first.find((e) => e.type === 'tool_use');
    expect(toolUse).toEqual({ type: 'tool_use', toolUseId: 'tooluse_Xb1VwnAeRSqn0yWMjYvdNg', name: 'next_games', input: { team: 'Eastgate United', count: 1 } });
    expect(first.find((e) => e.type === 'usage')).toEqual({ type: 'usage', usage: { inputTokens: 1894, outputTokens: 71, totalTokens: 1965 } });
    const stop = first.at(-1) as Extract<ModelEvent, { type: 'stop' }>;
    expect(stop.reason).toBe('tool_use');
    expect(stop.message).toEqual({ role: 'assistant', content: [
      { text: "I'll look up Eastgate United's next games." },
      { toolUse: { toolUseId: 'tooluse_Xb1VwnAeRSqn0yWMjYvdNg', name: 'next_games', input: { team: 'Eastgate United', count: 1 } } },
    ] });

    // The service appends the turn and the tool's result, and asks again.
    messages.push(stop.message, { role: 'user', content: [toolResultBlock('tooluse_Xb1VwnAeRSqn0yWMjYvdNg', rec.exchanges[1].toolResult!)] });
    const second = await call(messages);
    expect(second.filter((e) => e.type === 'text').map((e) => e.text).join('')).toBe("Eastgate United's next game is against Northside FC on Sunday 6 December at 10:00, at Meadow Park.");
    expect(second.some((e) => e.type === 'tool_use')).toBe(false);
    expect((second.at(-1) as Extract<ModelEvent, { type: 'stop' }>).reason).toBe('end_turn');

    const sent = twin.requests().slice(-2);
    expect(sent.map((r) => [r.modelId, r.stream])).toEqual([['league-assistant-stand-in', true], ['league-assistant-stand-in', true]]);
    expect(sent[0].body.system).toEqual([{ text: 'You are the league assistant.' }]);
    expect(sent[0].body.toolConfig?.tools?.map((t) => t.toolSpec?.name)).toEqual(tools.map((t) => t.toolSpec?.name));
    expect(sent[1].body.messages?.[2].content?.[0].toolResult).toMatchObject({
      toolUseId: 'tooluse_Xb1VwnAeRSqn0yWMjYvdNg', status: 'success', content: [{ json: { summary: rec.exchanges[1].toolResult!.summary } }],
    });
  });

  it('two tools in one answer each come once, and an exception in the middle of a stream is thrown to the caller', async () => {
    const rec = recording('two-tools-then-throttled.json');
    twin.script(rec.exchanges);
    const first = await call([userSays(rec.exchanges[0].user!)]);
    expect(first.filter((e) => e.type === 'tool_use').map((e) => [e.name, e.input])).toEqual([
      ['unpaid_registrants', { season: 'Spring 2027' }], ['registration_progress', { season: 'Spring 2027' }],
    ]);
    expect(first.some((e) => e.type === 'text')).toBe(false);
    const seen: ModelEvent[] = [];
    const failed = await (async () => { for await (const e of bedrockModel({ system: 's', messages: [userSays(rec.exchanges[1].user!)], tools })) seen.push(e); })()
      .then(() => null, (err: Error) => err);
    expect(failed?.name).toBe('ThrottlingException');
    expect(failed?.message).toBe('Too many tokens, please wait before trying again.');
    expect(seen).toEqual([{ type: 'text', text: 'Let me' }]);
  });

  it('names the stage\'s model, and asks for Guardrails only when both the guardrail and its version are configured', () => {
    const request = { system: 's', messages: [userSays('hi')], tools };
    const bare = converseStreamInput(request, modelSettings({ ASSISTANT_MODEL_ID: 'eu.amazon.nova-lite-v1:0' }));
    expect(bare).toMatchObject({ modelId: 'eu.amazon.nova-lite-v1:0', system: [{ text: 's' }], toolConfig: { tools } });
    expect(bare.guardrailConfig).toBeUndefined();
    expect(converseStreamInput(request, modelSettings({ ASSISTANT_MODEL_ID: 'm', ASSISTANT_GUARDRAIL_ID: 'gr-1' })).guardrailConfig).toBeUndefined();
    expect(converseStreamInput(request, modelSettings({ ASSISTANT_MODEL_ID: 'm', ASSISTANT_GUARDRAIL_ID: 'gr-1', ASSISTANT_GUARDRAIL_VERSION: '3' })).guardrailConfig)
      .toEqual({ guardrailIdentifier: 'gr-1', guardrailVersion: '3', streamProcessingMode: 'async' });
    expect(() => modelSettings({})).toThrow(/ASSISTANT_MODEL_ID/);
  });
});
