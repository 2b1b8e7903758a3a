// Runs one tool call as the signed-in person. The input is checked against the catalogue's schema; names resolve
// only within the caller's own leagues (scope.ts); a service's refusal (403, 404, 409) is told as the answer. An ask
// tool answers what it read; an act tool stores a proposal of exactly what would change and writes nothing else.
import { ulid } from 'ulid';
import type { AssistantProposal } from '../../shared/assistant-schema';
import { ASSISTANT_KEEP_DAYS } from '../../shared/assistant-budget';
import { PROPOSAL_SENTENCE } from './prompt-format';
import { putProposal } from '../data/assistant';
import { HttpError } from '../lib/errors';
import { ACT_TOOLS, type Draft } from './tools-act';
import * as ask from './tools-ask';
import { ToolRefusal, type CallerScope } from './scope';
import { TOOL_INPUTS, TOOL_KIND, TOOL_NAMES, type ToolName } from './tool-catalogue';
import type { ToolResult } from './tool-result';

export interface ToolOutcome { result: ToolResult; proposal: AssistantProposal | null; refused?: boolean }

const ASK: { [N in ToolName]?: (scope: CallerScope, input: never, now: Date) => Promise<ToolResult> } = {
  next_games: ask.nextGames, standings: ask.standings, unpaid_registrants: ask.unpaidRegistrants,
  unanswered_players: ask.unansweredPlayers, registration_progress: ask.registrationProgress, games_without_venue: ask.gamesWithoutVenue,
};

/** Keeps a proposal (30 days) for the person to confirm: the only thing an act tool writes. */
export async function storeProposal(userId: string, tool: ToolName, draft: Draft, conversationId: string | null, now: Date): Promise<AssistantProposal> {
  const proposal: AssistantProposal = { id: ulid(), tool, summary: draft.summary, changes: draft.changes, status: 'proposed', links: draft.links };
  await putProposal({
    ...proposal, user_id: userId, league_id: draft.league_id, conversation_id: conversationId, action: { tool, league_id: draft.league_id, args: draft.args },
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + ASSISTANT_KEEP_DAYS * 86_400_000).toISOString(), decided_at: null, result: null,
  });
  return proposal;
}

const refusal = (summary: string): ToolOutcome => ({ result: { summary, data: null, links: [] }, proposal: null, refused: true });

export async function runTool(scope: CallerScope, name: string, rawInput: unknown, conversationId: string | null, now = new Date()): Promise<ToolOutcome> {
  if (!TOOL_NAMES.includes(name as ToolName)) return refusal(`There is no tool called ${JSON.stringify(name)}.`);
  const tool = name as ToolName;
  const parsed = TOOL_INPUTS[tool].safeParse(rawInput ?? {});
  if (!parsed.success) return refusal(`The request was not complete: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  try {
    if (TOOL_KIND[tool] === 'ask') return { result: await ASK[tool]!(scope, parsed.data as never, now), proposal: null };
    const draft = await (ACT_TOOLS[tool as keyof typeof ACT_TOOLS].propose as (s: CallerScope, i: unknown, n: Date) => ReturnType<typeof ACT_TOOLS.create_game.propose>)(scope, parsed.data, now);
    const proposal = await storeProposal(scope.userId, tool, draft, conversationId, now);
    return {
      // The person sees the proposal as a card with every change and Confirm beside the answer: the answer is one
      // sentence (the stand-in streams the summary as it is); the model reads what is proposed in `data`.
      result: {
        summary: PROPOSAL_SENTENCE,
        data: { proposal_id: proposal.id, status: 'proposed: not done until the person confirms it on the card', proposed: draft.summary, changes: draft.changes },
        links: draft.links,
      },
      proposal,
    };
  } catch (err) {
    if (err instanceof ToolRefusal) return refusal(err.message);
    if (err instanceof HttpError && err.statusCode < 500) return refusal(err.userMessage);
    throw err;
  }
}
