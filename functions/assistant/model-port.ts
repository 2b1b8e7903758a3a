// What the conversation loop needs of a model: one Converse turn, streamed as text, tool calls and token usage.
// bedrockModel() is Amazon Bedrock's ConverseStream through the SDK; locally BEDROCK_ENDPOINT points the same client
// at the stand-in (infra/local/bedrock-twin), which speaks the Converse shapes, so the same code runs in both.
// Guardrails are switched on by configuration (BEDROCK_GUARDRAIL_ID and _VERSION).
import {
  BedrockRuntimeClient, ConverseStreamCommand, type ContentBlock, type ConverseStreamCommandInput, type Message, type Tool,
} from '@aws-sdk/client-bedrock-runtime';

export type { ContentBlock, Message, Tool };
export interface ModelRequest { system: string; messages: Message[]; tools: Tool[] }
export type ModelEvent =
  | { type: 'text'; text: string }
  | { type: 'tool'; id: string; name: string; input: unknown }
  | { type: 'usage'; tokens: number }
  | { type: 'stop'; reason: string };
export interface AssistantModel { stream(request: ModelRequest): AsyncIterable<ModelEvent> }

let client: BedrockRuntimeClient | null = null;
function bedrock(): BedrockRuntimeClient {
  client ??= new BedrockRuntimeClient({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(process.env.BEDROCK_ENDPOINT ? { endpoint: process.env.BEDROCK_ENDPOINT } : {}),
  });
  return client;
}

/** The stage's model (BEDROCK_MODEL_ID, chosen per stage in the CDK context). */
export function bedrockModel(): AssistantModel {
  return {
    async *stream({ system, messages, tools }) {
      const guardrail = process.env.BEDROCK_GUARDRAIL_ID
        ? { guardrailConfig: { guardrailIdentifier: process.env.BEDROCK_GUARDRAIL_ID, guardrailVersion: process.env.BEDROCK_GUARDRAIL_VERSION ?? 'DRAFT' } }
        : {};
      const input: ConverseStreamCommandInput = {
        modelId: process.env.BEDROCK_MODEL_ID ?? 'amazon.nova-lite-v1:0',
        system: [{ text: system }], messages, toolConfig: { tools }, inferenceConfig: { maxTokens: 1024, temperature: 0 }, ...guardrail,
      };
      const out = await bedrock().send(new ConverseStreamCommand(input));
      // A tool call's input arrives as JSON text in pieces: gathered per content block, parsed at its stop.
      let tool: { id: string; name: string; json: string } | null = null;
      for await (const e of out.stream ?? []) {
        if (e.contentBlockStart?.start?.toolUse) {
          const t = e.contentBlockStart.start.toolUse;
          tool = { id: t.toolUseId ?? '', name: t.name ?? '', json: '' };
        } else if (e.contentBlockDelta?.delta) {
          const d = e.contentBlockDelta.delta;
          if (d.text) yield { type: 'text', text: d.text };
          if (d.toolUse?.input && tool) tool.json += d.toolUse.input;
        } else if (e.contentBlockStop && tool) {
          let parsed: unknown = {};
          try { parsed = tool.json ? JSON.parse(tool.json) : {}; } catch { parsed = {}; }
          yield { type: 'tool', id: tool.id, name: tool.name, input: parsed };
          tool = null;
        } else if (e.messageStop) yield { type: 'stop', reason: e.messageStop.stopReason ?? 'end_turn' };
        else if (e.metadata?.usage) yield { type: 'usage', tokens: (e.metadata.usage.inputTokens ?? 0) + (e.metadata.usage.outputTokens ?? 0) };
      }
    },
  };
}
