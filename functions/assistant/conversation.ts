// One question, answered: the rate limit and the month's allowance first (when spent, the assistant says so and the
// model is not called), then the Converse loop: the model's words stream out as `text` events; each tool it asks
// for runs as the person (tool-runner.ts) and its result goes back as a toolResult; a proposal is shown as a
// `proposal` event. The turn is stored in the person's conversation (30 days), and the tokens are metered.
import { ulid } from 'ulid';
import { ASSISTANT_KEEP_DAYS } from '../../shared/assistant-budget';
import { ASSISTANT_MESSAGES, type AssistantEvent, type AssistantLink, type AssistantMessageInput } from '../../shared/assistant-schema';
import { getConversation, putConversation, type ConversationRecord } from '../data/assistant';
import { notFound } from '../lib/errors';
import { budgetSpent, meter, takeRate, usageOf } from './budget';
import type { AssistantModel, ContentBlock, Message, Tool } from './model';
import { buildSystemPrompt, toolResultBlock } from './prompt-format';
import { callerScope, type CallerScope } from './scope';
import { converseTools } from './tool-catalogue';
import { runTool } from './tool-runner';

/** Model turns per question: a question may need a tool or two before the answer. */
const MAX_ROUNDS = 4;
const KEPT_TURNS = 40;

const historyOf = (c: ConversationRecord): Message[] => c.turns.slice(-10).map((t) => ({ role: t.role, content: [{ text: t.text || '(no text)' }] }));

function zoneOr(given: string | undefined, fallback: string): string {
  try { if (given) { new Intl.DateTimeFormat('en', { timeZone: given }); return given; } } catch { /* an unknown zone: the league's */ }
  return fallback;
}

export async function answer(userId: string, input: AssistantMessageInput, model: AssistantModel, emit: (e: AssistantEvent) => void, now = new Date()): Promise<AssistantEvent> {
  if (!(await takeRate(userId, now))) { emit({ type: 'error', message: ASSISTANT_MESSAGES.rateLimited }); return { type: 'done' }; }
  let usage = await usageOf(userId, now);
  const at = now.toISOString();
  const existing = input.conversation_id ? await getConversation(userId, input.conversation_id, now) : null;
  if (input.conversation_id && !existing) throw notFound('This conversation is not there any more');
  const conversation: ConversationRecord = existing ?? {
    id: ulid(now.getTime()), user_id: userId, title: input.text.slice(0, 80), created_at: at, updated_at: at, expires_at: at, turns: [],
  };
  emit({ type: 'conversation', conversation_id: conversation.id });
  const userTurn = { role: 'user' as const, text: input.text, links: [], proposal_ids: [], created_at: at };
  if (budgetSpent(usage)) {
    emit({ type: 'text', text: ASSISTANT_MESSAGES.budgetSpent });
    await save(conversation, [userTurn, { role: 'assistant', text: ASSISTANT_MESSAGES.budgetSpent, links: [], proposal_ids: [], created_at: at }], now);
    emit({ type: 'usage', usage });
    return { type: 'done' };
  }
  const scope = await callerScope(userId, input.league_id ?? null);
  const timeZone = zoneOr(input.time_zone, scope.leagues.find((l) => l.league.id === scope.defaultLeagueId)?.league.time_zone ?? scope.leagues[0]?.league.time_zone ?? 'UTC');
  const system = buildSystemPrompt({ now, timeZone, names: knownNames(scope), currentLeague: scope.leagues.find((l) => l.league.id === scope.defaultLeagueId)?.league.name });
  const messages: Message[] = [...historyOf(conversation), { role: 'user', content: [{ text: input.text }] }];
  let words = '';
  const links: AssistantLink[] = [];
  const proposalIds: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const calls: { toolUseId: string; name: string; input: unknown }[] = [];
    let said = '';
    let turn: Message | null = null;
    for await (const e of model({ system, messages, tools: converseTools() as Tool[] })) {
      if (e.type === 'text') { said += e.text; emit({ type: 'text', text: e.text }); }
      else if (e.type === 'tool_use') calls.push(e);
      else if (e.type === 'usage') usage = await meter(userId, e.usage.totalTokens, usage, now);
      else turn = e.message;
    }
    words += said;
    if (calls.length === 0) break;
    messages.push(turn ?? { role: 'assistant', content: calls.map((c) => ({ toolUse: { toolUseId: c.toolUseId, name: c.name, input: c.input as never } })) });
    const results: ContentBlock[] = [];
    const summaries: string[] = [];
    for (const c of calls) {
      const { result, proposal, refused } = await runTool(scope, c.name, c.input, conversation.id, now);
      if (result.links.length) { links.push(...result.links); emit({ type: 'links', links: result.links }); }
      if (proposal) { proposalIds.push(proposal.id); emit({ type: 'proposal', proposal }); }
      summaries.push(result.summary);
      results.push(toolResultBlock(c.toolUseId, { summary: result.summary, ...(result.data === null ? {} : { data: result.data as Record<string, unknown> }) }, refused ? 'error' : 'success'));
    }
    messages.push({ role: 'user', content: results });
    // The allowance ran out during this answer: it ends with what the tools said (each summary is a complete answer)
    // rather than another model call.
    if (budgetSpent(usage)) {
      const rest = summaries.join('\n\n');
      emit({ type: 'text', text: rest });
      words += rest;
      break;
    }
  }
  await save(conversation, [userTurn, { role: 'assistant', text: words, links, proposal_ids: proposalIds, created_at: new Date().toISOString() }], now);
  emit({ type: 'usage', usage });
  return { type: 'done' };
}

/** The names the person may use, by kind: their leagues' seasons, levels, teams and venues. */
function knownNames(scope: CallerScope) {
  const all = <T>(f: (l: CallerScope['leagues'][number]) => T[]) => scope.leagues.flatMap(f);
  return {
    league: all((l) => [l.league.name]), season: all((l) => l.seasons.map((s) => s.name)), level: all((l) => l.levels.map((x) => x.name)),
    team: all((l) => l.teams.map((t) => t.name)), venue: all((l) => (l.league.venues ?? []).map((v) => v.name)),
  };
}

async function save(c: ConversationRecord, turns: ConversationRecord['turns'], now: Date) {
  const at = now.toISOString();
  await putConversation({
    ...c, updated_at: at, expires_at: new Date(now.getTime() + ASSISTANT_KEEP_DAYS * 86_400_000).toISOString(), turns: [...c.turns, ...turns].slice(-KEPT_TURNS),
  });
}
