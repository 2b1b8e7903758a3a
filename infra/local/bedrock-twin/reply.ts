// What the stand-in answers to one Converse request, as Bedrock's model would: either a toolUse (the person's own
// last words classified to a tool, its arguments read from them), or text (the answer written from the tool results'
// summaries, a question for what a task still needs, or plainly that it did not understand). Only the person's own
// turn is ever classified: text in tool results and in the prompt's known names is league content and never turns
// into a tool call.
import { randomBytes } from 'node:crypto';
import type { ContentBlock, Message, Tool } from '@aws-sdk/client-bedrock-runtime';
import { parseSystemPrompt, summaryOfToolResult } from '../../../functions/assistant/prompt-format';
import type { ToolName } from '../../../functions/assistant/tool-catalogue';
import { ASSISTANT_MESSAGES } from '../../../shared/assistant-schema';
import { analyse, argumentsFor, type EarlierCall } from './arguments';
import { isoDay } from './dates';
import type { IntentModel } from './intents';

export interface ConverseBody {
  messages?: Message[];
  system?: { text?: string }[];
  toolConfig?: { tools?: Tool[] };
  inferenceConfig?: { maxTokens?: number };
}

export type AnswerBlock = { text: string } | { toolUse: { toolUseId: string; name: string; input: Record<string, unknown> } };
export interface TwinAnswer {
  blocks: AnswerBlock[];
  stopReason: 'end_turn' | 'tool_use';
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
}

/** A request Bedrock would refuse (ValidationException, 400), with words like the service's. */
export class TwinValidationError extends Error {}

/**
 * Tokens as the stand-in counts them: words (runs of non-space) times 1.3, rounded, at least 1. Real models count
 * sub-word tokens; for English prose that lands near 1.3 a word, so budgets drain at a like pace (docs/assistant.md).
 */
export function countTokens(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words * 1.3));
}

const textOfBlock = (b: ContentBlock): string => {
  if (b.text !== undefined) return b.text;
  if (b.toolUse) return JSON.stringify(b.toolUse.input ?? {});
  if (b.toolResult) return (b.toolResult.content ?? []).map((c) => (c.text ?? JSON.stringify(c.json ?? ''))).join(' ');
  return '';
};

/** Bedrock's own checks of a conversation's shape, so a service bug fails locally as it would in the cloud. */
function validate(messages: Message[], tools: Tool[]) {
  if (!messages.length) throw new TwinValidationError('A conversation must start with a user message. Try again with a conversation that starts with a user message.');
  if (messages[0].role !== 'user') throw new TwinValidationError('A conversation must start with a user message. Try again with a conversation that starts with a user message.');
  const toolNames = new Set(tools.map((t) => t.toolSpec?.name));
  messages.forEach((m, i) => {
    if (i > 0 && messages[i - 1].role === m.role) throw new TwinValidationError('A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again.');
    if (!m.content?.length) throw new TwinValidationError(`The content field in the Message object at messages.${i} is empty. Add a ContentBlock object to the content field and try again.`);
    const uses = m.content.filter((b) => b.toolUse).map((b) => b.toolUse!);
    for (const u of uses) if (!toolNames.has(u.name)) throw new TwinValidationError(`The toolConfig field must be defined when using toolUse and toolResult content blocks (tool ${u.name} is not in it).`);
    const next = messages[i + 1];
    if (uses.length && next) {
      const answered = new Set(next.content?.filter((b) => b.toolResult).map((b) => b.toolResult!.toolUseId));
      const missing = uses.filter((u) => !answered.has(u.toolUseId));
      if (missing.length) throw new TwinValidationError(`Expected toolResult blocks at messages.${i + 1}.content for the following Ids: ${missing.map((u) => u.toolUseId).join(', ')}`);
    }
  });
  if (messages.at(-1)!.role !== 'user') throw new TwinValidationError('A conversation must end with a user message. Try again with a conversation that ends with a user message.');
}

const toolUseId = () => `tooluse_${randomBytes(16).toString('base64url').slice(0, 22)}`;

const NEEDS: Record<string, string> = {
  home_team: 'the two teams', away_team: 'the two teams', starts_at: 'the date and time', date: 'the date of the games',
  to_date: 'the date to move them to', team: 'the team', group: 'who the message is for', home_score: 'the score', away_score: 'the score',
};

export async function answer(body: ConverseBody, intents: IntentModel, now = new Date()): Promise<TwinAnswer> {
  const messages = body.messages ?? [];
  const tools = body.toolConfig?.tools ?? [];
  validate(messages, tools);
  const system = (body.system ?? []).map((s) => s.text ?? '').join('\n');
  const inputTokens = countTokens([system, ...messages.flatMap((m) => (m.content ?? []).map(textOfBlock))].join(' '));
  const done = (blocks: AnswerBlock[], stopReason: TwinAnswer['stopReason']): TwinAnswer => {
    const outputTokens = countTokens(blocks.map((b) => ('text' in b ? b.text : JSON.stringify(b.toolUse.input))).join(' '));
    return { blocks, stopReason, usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens } };
  };
  const say = (text: string) => done([{ text }], 'end_turn');

  const last = messages.at(-1)!;
  const results = (last.content ?? []).filter((b) => b.toolResult).map((b) => b.toolResult!);
  if (results.length) {
    // The answer in words, from each tool's summary (prompt-format.ts): never a new tool call.
    return say(results.map((r) => (r.status === 'error' ? `That did not go through: ${summaryOfToolResult(r)}` : summaryOfToolResult(r))).join('\n\n'));
  }
  const userText = (last.content ?? []).map((b) => b.text ?? '').join(' ').trim();
  if (!userText) return say(ASSISTANT_MESSAGES.notUnderstood);
  const prompt = parseSystemPrompt(system);
  const today = prompt.today ?? isoDay(now);
  let analysis = analyse(userText, prompt, intents.vocabulary, today);
  const { tool } = await intents.classify(analysis.placeholderText);
  const offered = new Set(tools.map((t) => t.toolSpec?.name));
  if (!tool || !offered.has(tool)) return say(ASSISTANT_MESSAGES.notUnderstood);
  // A result was played: its weekday is the last one, not the next.
  if (tool === 'enter_result') analysis = analyse(userText, prompt, intents.vocabulary, today, false);
  const call = argumentsFor(tool, analysis, today, earlierCall(messages));
  if (call.missing.length) {
    const needs = [...new Set(call.missing.map((k) => NEEDS[k] ?? k.replace(/_/g, ' ')))];
    return say(`To do that I need ${needs.join(' and ')}. Could you say it again with ${needs.length > 1 ? 'them' : 'it'}?`);
  }
  return done([{ toolUse: { toolUseId: toolUseId(), name: tool as ToolName, input: call.input } }], 'tool_use');
}

/** The latest tool the model asked for earlier in the conversation, for a follow-up's context. */
function earlierCall(messages: Message[]): EarlierCall | null {
  for (const m of [...messages].reverse()) {
    const use = m.role === 'assistant' ? m.content?.find((b) => b.toolUse)?.toolUse : undefined;
    if (use) return { name: use.name ?? '', input: (use.input ?? {}) as Record<string, unknown> };
  }
  return null;
}
