// The stand-in's ConverseStream answer on the wire, read without the SDK: AWS event-stream frames whose headers name
// the event (`:event-type`, `:message-type` event, `:content-type` application/json) and whose JSON payloads carry
// Bedrock's random padding field `p`; an unknown operation answers as the service does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames } from '../../infra/local/bedrock-twin/event-stream';
import type { BedrockTwin } from '../../infra/local/bedrock-twin/server';
import { startTwinForModel } from './support/bedrock-twin';

let twin: BedrockTwin;
beforeAll(async () => { twin = await startTwinForModel(); });
afterAll(async () => { await twin.stop(); });

describe('the stand-in\'s event stream', () => {
  it('is AWS event-stream frames, one per event, each padded', async () => {
    const r = await fetch(`${twin.url}/model/any-model/converse-stream`, { method: 'POST', body: JSON.stringify({ messages: [{ role: 'user', content: [{ text: 'hello' }] }] }) });
    expect(r.headers.get('content-type')).toBe('application/vnd.amazon.eventstream');
    const frames = decodeFrames(new Uint8Array(await r.arrayBuffer()));
    expect(frames[0]).toMatchObject({ type: 'messageStart', messageType: 'event', body: { role: 'assistant', p: expect.any(String) } });
    expect(frames.slice(1, -3).every((f) => f.type === 'contentBlockDelta')).toBe(true);
    expect(frames.slice(-3).map((f) => f.type)).toEqual(['contentBlockStop', 'messageStop', 'metadata']);
    expect(frames.at(-2)!.body).toMatchObject({ stopReason: 'end_turn' });
  });

  it('answers an operation it does not have as Bedrock does', async () => {
    const r = await fetch(`${twin.url}/model/any-model/invoke`, { method: 'POST', body: '{}' });
    expect(r.status).toBe(404);
    expect(r.headers.get('x-amzn-errortype')).toBe('UnknownOperationException');
  });
});
