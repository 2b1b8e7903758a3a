// The assistant's meter: a monthly token allowance per plan (shared/assistant-budget.ts), counted per account and
// UTC month from the model's usage events with an atomic ADD, and a per-minute rate limit (a conditional counter).
import type { AssistantUsage } from '../../shared/assistant-schema';
import { ASSISTANT_MESSAGES_PER_MINUTE, ASSISTANT_MONTHLY_TOKENS } from '../../shared/assistant-budget';
import { hasFeature } from '../../shared/plan-catalogue';
import { currentPlanOf } from '../access/plan';
import { addTokens, takeRateSlot, tokensUsed } from '../data/assistant';

export const monthOf = (now: Date) => now.toISOString().slice(0, 7);
const nextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();

export async function usageOf(userId: string, now = new Date()): Promise<AssistantUsage> {
  const plan = await currentPlanOf(userId, now);
  const budget = hasFeature(plan, 'has_asim_ai') ? ASSISTANT_MONTHLY_TOKENS[plan.slug] : 0;
  return { used_tokens: await tokensUsed(userId, monthOf(now)), budget_tokens: budget, resets_at: nextMonth(now) };
}

export const budgetSpent = (u: AssistantUsage) => u.used_tokens >= u.budget_tokens;

/** Meters one model call; answers the month's usage after it. */
export async function meter(userId: string, tokens: number, usage: AssistantUsage, now = new Date()): Promise<AssistantUsage> {
  if (tokens <= 0) return usage;
  return { ...usage, used_tokens: await addTokens(userId, monthOf(now), tokens) };
}

/** Counts a question in its minute; false when the account already asked its limit this minute. */
export function takeRate(userId: string, now = new Date()): Promise<boolean> {
  const minute = now.toISOString().slice(0, 16);
  return takeRateSlot(userId, minute, ASSISTANT_MESSAGES_PER_MINUTE, Math.floor(now.getTime() / 1000) + 86_400);
}
