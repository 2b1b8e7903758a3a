// The league assistant's monthly allowance per plan, in model tokens (input and output, as Bedrock meters them),
// next to the plan catalogue. Every plan has the assistant (has_asim_ai); the free plan's allowance is a taste of
// it (about 15 questions), a paid plan's covers a season's questions and tasks. The meter is per account and UTC
// month (functions/assistant/budget.ts); when it is spent the assistant says so without calling the model.
import type { PlanSlug } from './plan-catalogue';

export const ASSISTANT_MONTHLY_TOKENS: Record<PlanSlug, number> = { free: 20_000, awesome: 300_000, amazing: 1_500_000 };

/** Questions an account may ask in one minute. */
export const ASSISTANT_MESSAGES_PER_MINUTE = 10;

/** How long conversations and proposals are kept. */
export const ASSISTANT_KEEP_DAYS = 30;
