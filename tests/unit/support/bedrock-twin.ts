// The local Bedrock stand-in on a free port, and a question put to it through the product's model interface
// (functions/assistant/model.ts, the SDK's ConverseStream pointed at the stand-in by BEDROCK_ENDPOINT).
import { bedrockModel, type Message, type ModelEvent } from '../../../functions/assistant/model';
import { buildSystemPrompt, type KnownNames } from '../../../functions/assistant/prompt-format';
import { converseTools } from '../../../functions/assistant/tool-catalogue';
import { freePort } from '../../../infra/local/processes';
import { startBedrockTwin, type BedrockTwin } from '../../../infra/local/bedrock-twin/server';

export const TEST_MODEL_ID = 'league-assistant-stand-in';

export async function startTwinForModel(): Promise<BedrockTwin> {
  const twin = await startBedrockTwin({ port: await freePort() });
  Object.assign(process.env, { BEDROCK_ENDPOINT: twin.url, ASSISTANT_MODEL_ID: TEST_MODEL_ID });
  delete process.env.ASSISTANT_GUARDRAIL_ID;
  return twin;
}

export async function collect(events: AsyncIterable<ModelEvent>): Promise<ModelEvent[]> {
  const out: ModelEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

export interface Asked { events: ModelEvent[]; text: string; toolUse: Extract<ModelEvent, { type: 'tool_use' }> | undefined; stop: Extract<ModelEvent, { type: 'stop' }> }

/** One model call: the system prompt built for `now`, `zone` and `names`, the conversation, every tool. */
export async function ask(messages: Message[], ctx: { now: Date; zone: string; names: KnownNames }): Promise<Asked> {
  const system = buildSystemPrompt({ now: ctx.now, timeZone: ctx.zone, names: ctx.names });
  const events = await collect(bedrockModel({ system, messages, tools: converseTools() }));
  return {
    events,
    text: events.filter((e) => e.type === 'text').map((e) => e.text).join(''),
    toolUse: events.find((e) => e.type === 'tool_use'),
    stop: events.find((e) => e.type === 'stop')!,
  };
}

export const userSays = (text: string): Message => ({ role: 'user', content: [{ text }] });
