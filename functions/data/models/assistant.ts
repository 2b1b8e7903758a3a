// The league assistant (issue 40). A person's conversations and the changes proposed in them live in their own
// partition (USER#<sub>), so they are in the account export and erased with the account, each with a 30-day
// time to live (TTL_ATTRIBUTE). The monthly token meter and the per-minute rate counter are counters there too
// (ADD, conditional). A league's weekly plans (AI autopilot) are in the league's partition.
import type { AssistantLink, AssistantProposal } from '../../../shared/assistant-schema';
import { leaguePk, USER } from './partitions';
import { type Item, type Key, type KeyQuery, storedAs, TTL_ATTRIBUTE } from './table';

export interface AssistantTurnRecord { role: 'user' | 'assistant'; text: string; links: AssistantLink[]; proposal_ids: string[]; created_at: string }
export interface ConversationRecord {
  id: string; user_id: string; title: string; created_at: string; updated_at: string; expires_at: string; turns: AssistantTurnRecord[];
}

/** Exactly what a confirmed proposal runs: the tool and its resolved arguments (ids, times), nothing left to guess. */
export interface ProposalAction { tool: string; league_id: string; args: Record<string, unknown> }
export interface ProposalRecord extends Omit<AssistantProposal, 'status'> {
  status: AssistantProposal['status'];
  user_id: string; league_id: string; conversation_id: string | null; action: ProposalAction;
  created_at: string; expires_at: string; decided_at: string | null; result: string | null;
}

export interface WeeklyPlanItemRecord { id: string; finding: string; links: AssistantLink[]; proposal_id: string | null }
export interface WeeklyPlanRecord { id: string; league_id: string; admin_id: string; created_at: string; week_of: string; items: WeeklyPlanItemRecord[] }

const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const conversationModel = {
  entity: 'assistant_conversation',
  key: (userId: string, id: string): Key => ({ pk: USER(userId), sk: `ASSISTCONV#${id}` }),
  ofUser: (userId: string): KeyQuery => ({ pk: USER(userId), skPrefix: 'ASSISTCONV#' }),
  item: (c: ConversationRecord): Item => ({ ...conversationModel.key(c.user_id, c.id), entity: conversationModel.entity, ...c, [TTL_ATTRIBUTE]: epoch(c.expires_at) }),
  fromItem: (i: Item) => { const { [TTL_ATTRIBUTE]: _t, ...rest } = i; return storedAs<ConversationRecord>(rest); },
} as const;

export const proposalModel = {
  entity: 'assistant_proposal',
  key: (userId: string, id: string): Key => ({ pk: USER(userId), sk: `ASSISTPROP#${id}` }),
  item: (p: ProposalRecord): Item => ({ ...proposalModel.key(p.user_id, p.id), entity: proposalModel.entity, ...p, [TTL_ATTRIBUTE]: epoch(p.expires_at) }),
  fromItem: (i: Item) => { const { [TTL_ATTRIBUTE]: _t, ...rest } = i; return storedAs<ProposalRecord>(rest); },
} as const;

/** Tokens (input and output) the account's assistant used in a calendar month (UTC, YYYY-MM). */
export const assistantUsageModel = {
  entity: 'assistant_usage',
  key: (userId: string, month: string): Key => ({ pk: USER(userId), sk: `ASSISTUSE#${month}` }),
} as const;

/** Questions asked in one minute (YYYY-MM-DDTHH:mm), counted up to the rate limit; gone after a day. */
export const assistantRateModel = {
  entity: 'assistant_rate',
  key: (userId: string, minute: string): Key => ({ pk: USER(userId), sk: `ASSISTRATE#${minute}` }),
} as const;

export const weeklyPlanModel = {
  entity: 'assistant_weekly_plan',
  key: (leagueId: string, id: string): Key => ({ pk: leaguePk(leagueId), sk: `ASSISTPLAN#${id}` }),
  ofLeague: (leagueId: string): KeyQuery => ({ pk: leaguePk(leagueId), skPrefix: 'ASSISTPLAN#' }),
  item: (p: WeeklyPlanRecord): Item => ({ ...weeklyPlanModel.key(p.league_id, p.id), entity: weeklyPlanModel.entity, ...p }),
  fromItem: (i: Item) => storedAs<WeeklyPlanRecord>(i),
} as const;
