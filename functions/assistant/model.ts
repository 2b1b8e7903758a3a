// The assistant's model, as the rest of the product sees it (issue 40 points 5 and 7), the way functions/payments
// has one provider: one function takes the system prompt, the conversation (Converse messages, toolUse and
// toolResult blocks included) and the tools, and answers a stream of events. One implementation serves the cloud and
// the local stack alike: Bedrock Runtime's ConverseStream through the AWS SDK. The model is the stage's
// (ASSISTANT_MODEL_ID, from the CDK context per stage), Guardrails apply when ASSISTANT_GUARDRAIL_ID and _VERSION are
// set, and BEDROCK_ENDPOINT points the SDK at the local stand-in (infra/local/bedrock-twin). docs/assistant.md.
import type { DocumentType } from '@smithy/types';
import type {
  BedrockRuntimeClient, ContentBlock, ConverseStreamCommandInput, ConverseStreamOutput, Message, StopReason, Tool,
} from '@aws-sdk/client-bedrock-runtime';
import { traceClient } from '../lib/tracing';
import type { converseTools } from './tool-catalogue';

export type { ContentBlock, Message, StopReason, Tool };
/** A tool as converseTools() gives it (its JSON schema typed loosely), or as the SDK types it. */
export type ModelTool = Tool | ReturnType<typeof converseTools>[number];

export interface ModelRequest {
  /** The system prompt (functions/assistant/prompt-format.ts buildSystemPrompt). */
  system: string;
  /** The conversation so far, oldest first, ending with the user's turn (their text, or the toolResults asked for). */
  messages: Message[];
  /** The tools the model may ask for (converseTools() of tool-catalogue.ts). */
  tools: ModelTool[];
  /** The most the answer may spend. @default 1024 */
  maxTokens?: number;
  signal?: AbortSignal;
}

/** Tokens as the model service meters them (what the monthly budget counts). */
export interface ModelUsage { inputTokens: number; outputTokens: number; totalTokens: number }

export type ModelEvent =
  /** A piece of the answer's text, in order (often a word or a few). */
  | { type: 'text'; text: string }
  /** The model asks for a tool; `input` is the parsed JSON of its arguments (not yet validated: the service does). */
  | { type: 'tool_use'; toolUseId: string; name: string; input: unknown }
  | { type: 'usage'; usage: ModelUsage }
  /**
   * The answer ended: why, and the whole assistant turn as Converse content (text and toolUse blocks) to append to
   * the conversation before sending the tool results back.
   */
  | { type: 'stop'; reason: StopReason | string; message: Message };

export type AssistantModel = (request: ModelRequest) => AsyncIterable<ModelEvent>;

/** The model's settings, from the function's environment (infra/cloud/constructs/assistant-model.ts sets them). */
export function modelSettings(env: NodeJS.ProcessEnv = process.env) {
  const modelId = env.ASSISTANT_MODEL_ID?.trim();
  if (!modelId) throw new Error('ASSISTANT_MODEL_ID is not set: the stage names its model in cdk.json (assistantModelId)');
  const guardrailId = env.ASSISTANT_GUARDRAIL_ID?.trim();
  const guardrailVersion = env.ASSISTANT_GUARDRAIL_VERSION?.trim();
  return {
    modelId,
    guardrail: guardrailId && guardrailVersion ? { guardrailIdentifier: guardrailId, guardrailVersion } : null,
    endpoint: env.BEDROCK_ENDPOINT?.trim() || null,
    region: env.BEDROCK_REGION?.trim() || env.AWS_REGION || 'us-east-1',
  };
}

let client: BedrockRuntimeClient | undefined;
let clientKey = '';

async function bedrockClient(settings: ReturnType<typeof modelSettings>): Promise<BedrockRuntimeClient> {
  // A test stack may point BEDROCK_ENDPOINT elsewhere between requests: a client per endpoint.
  const key = `${settings.region}|${settings.endpoint ?? ''}`;
  if (!client || clientKey !== key) {
    const { BedrockRuntimeClient: Client } = await import('@aws-sdk/client-bedrock-runtime');
    client = traceClient(new Client({
      region: settings.region,
      // The stand-in takes any signature; the SDK still signs, so it needs some credentials.
      ...(settings.endpoint ? { endpoint: settings.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    }));
    clientKey = key;
  }
  return client;
}

/** The ConverseStream request for one model call (exported for the tests that check what is sent). */
export function converseStreamInput(request: ModelRequest, settings: ReturnType<typeof modelSettings>): ConverseStreamCommandInput {
  return {
    modelId: settings.modelId,
    system: [{ text: request.system }],
    messages: request.messages,
    toolConfig: { tools: request.tools as Tool[] },
    inferenceConfig: { maxTokens: request.maxTokens ?? 1024 },
    // Guardrails check the prompt and the streamed answer; async lets the words flow while they are checked.
    ...(settings.guardrail ? { guardrailConfig: { ...settings.guardrail, streamProcessingMode: 'async' as const } } : {}),
  };
}

/** Bedrock's ConverseStream: the one model implementation (cloud and local). */
export const bedrockModel: AssistantModel = async function* bedrockModel(request) {
  const settings = modelSettings();
  const { ConverseStreamCommand } = await import('@aws-sdk/client-bedrock-runtime');
  const response = await (await bedrockClient(settings)).send(
    new ConverseStreamCommand(converseStreamInput(request, settings)),
    request.signal ? { abortSignal: request.signal } : {},
  );
  if (!response.stream) throw new Error('The model answered without a stream');
  yield* modelEventsOf(response.stream);
};

/**
 * Converse stream events to model events: text deltas as they come, each toolUse once its input JSON is complete
 * (Bedrock streams it in pieces), the usage, and the stop with the whole turn. An exception event in the stream
 * (throttling, model stream error) is thrown by the SDK while iterating, and so from here.
 */
export async function* modelEventsOf(stream: AsyncIterable<ConverseStreamOutput>): AsyncGenerator<ModelEvent> {
  const blocks = new Map<number, { text: string } | { toolUseId: string; name: string; json: string }>();
  let reason: string | null = null;
  const message = (): Message => ({
    role: 'assistant',
    content: [...blocks.entries()].sort(([a], [b]) => a - b).map(([, b]): ContentBlock => ('text' in b
      ? { text: b.text }
      : { toolUse: { toolUseId: b.toolUseId, name: b.name, input: parseInput(b.json) as DocumentType } })),
  });
  for await (const event of stream) {
    if (event.contentBlockStart) {
      const start = event.contentBlockStart.start?.toolUse;
      if (start) blocks.set(event.contentBlockStart.contentBlockIndex ?? 0, { toolUseId: start.toolUseId ?? '', name: start.name ?? '', json: '' });
    } else if (event.contentBlockDelta) {
      const index = event.contentBlockDelta.contentBlockIndex ?? 0;
      const delta = event.contentBlockDelta.delta;
      if (delta?.text !== undefined) {
        const block = blocks.get(index);
        if (block && 'text' in block) block.text += delta.text;
        else blocks.set(index, { text: delta.text });
        if (delta.text) yield { type: 'text', text: delta.text };
      } else if (delta?.toolUse) {
        const block = blocks.get(index);
        if (block && 'json' in block) block.json += delta.toolUse.input ?? '';
      }
    } else if (event.contentBlockStop) {
      const block = blocks.get(event.contentBlockStop.contentBlockIndex ?? 0);
      if (block && 'json' in block) yield { type: 'tool_use', toolUseId: block.toolUseId, name: block.name, input: parseInput(block.json) };
    } else if (event.messageStop) {
      reason = event.messageStop.stopReason ?? 'end_turn';
    } else if (event.metadata?.usage) {
      const u = event.metadata.usage;
      const usage = { inputTokens: u.inputTokens ?? 0, outputTokens: u.outputTokens ?? 0, totalTokens: u.totalTokens ?? (u.inputTokens ?? 0) + (u.outputTokens ?? 0) };
      yield { type: 'usage', usage };
    }
  }
  yield { type: 'stop', reason: reason ?? 'end_turn', message: message() };
}

/** A tool's input as the model wrote it: JSON, an empty object when it wrote none. */
function parseInput(json: string): Record<string, unknown> {
  if (!json.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed as Record<string, unknown> : { value: parsed };
  } catch {
    // Malformed input from the model: the service's validation refuses it with a message naming the tool.
    return { malformed_input: json };
  }
}
