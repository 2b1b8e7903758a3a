// The autopilot job `registration-instalments` (one per season, functions/autopilot/job-kinds.ts): on each sweep
// it charges every instalment due by then, retries a declined one on its day, asks the provider about a
// registrant's own checkout for a failed one (a lost webhook changes nothing), and takes back a claim left by a
// sweep that crashed mid-charge. Answers when it is next due: the earliest instalment, retry or claim waiting.
import type { AutopilotJobRecord } from '../data/autopilot';
import { getLeague } from '../data/leagues';
import { getRegistration, listSeasonRegistrations, type RegistrationRecord } from '../data/registrations';
import { getSeason } from '../data/seasons';
import type { InstalmentRecord } from '../data/keys';
import { logger } from '../lib/observability';
import { chargeInstalment, type ChargeContext } from './instalment-charge';
import { settleFixCheckout } from './instalment-checkout';

/** A claim older than this was left by a sweep that stopped mid-charge: the next sweep sends the same attempt again. */
export const CLAIM_MINUTES = 10;
/** How often a failed instalment with no retry left, but a checkout of its registrant open, is looked at again. */
const FIX_CHECK_HOURS = 1;
/** A registration whose deposit is not paid yet (held, offered, waitlisted) is looked at again this often. */
const UNPAID_CHECK_HOURS = 6;

const MINUTE = 60_000;
const earliest = (a: string | null, b: string | null) => (!a ? b : !b ? a : a < b ? a : b);

/** When instalment `x` next needs the sweep (null: never again). */
function wantedAt(x: InstalmentRecord, now: Date): string | null {
  if (x.state === 'scheduled') return x.due_at;
  if (x.state === 'charging') return new Date(Date.parse(x.claimed_at ?? now.toISOString()) + CLAIM_MINUTES * MINUTE).toISOString();
  if (x.state === 'failed') return x.next_attempt_at ?? (x.fix_session_id ? new Date(now.getTime() + FIX_CHECK_HOURS * 3_600_000).toISOString() : null);
  return null;
}

/** Whether the sweep acts on instalment `x` now. */
function actionable(x: InstalmentRecord, t: string): boolean {
  if (x.state === 'scheduled') return x.due_at <= t;
  if (x.state === 'charging') return wantedAt(x, new Date(t))! <= t;
  return x.state === 'failed' && (Boolean(x.fix_session_id) || (x.next_attempt_at !== null && x.next_attempt_at <= t));
}

/** One registration's plan: each instalment the sweep should act on now, each on its own dates. */
async function runPlan(first: RegistrationRecord, ctx: ChargeContext, out: Record<string, number>) {
  const t = ctx.now.toISOString();
  for (let i = 0; i < first.instalment_plan!.instalments.length; i++) {
    // Read again before each step: the previous step (or another sweep) changed it.
    const r = await getRegistration(first.league_id, first.season_id, first.id);
    const x = r?.instalment_plan?.instalments[i];
    if (!r || !x || r.status !== 'paid' || !actionable(x, t)) continue;
    const retryDue = x.next_attempt_at !== null && x.next_attempt_at <= t;
    if (x.state === 'failed' && x.fix_session_id) {
      // The registrant's own checkout first: paid, it is applied; open, it is ended before the old card is tried.
      const fix = await settleFixCheckout(r, i, ctx.now, retryDue);
      if (fix === 'paid') { out.instalments_paid_by_registrant += 1; continue; }
      if (fix === 'open' || !retryDue) continue;
    }
    const again = (await getRegistration(r.league_id, r.season_id, r.id))!;
    const outcome = await chargeInstalment(again, i, ctx);
    if (outcome === 'paid') out.instalments_charged += 1;
    if (outcome === 'declined') out.instalments_declined += 1;
  }
}

export async function runRegistrationInstalments(job: AutopilotJobRecord, now: Date): Promise<{ run: Record<string, number>; next: string | null }> {
  const out = { instalments_charged: 0, instalments_declined: 0, instalments_paid_by_registrant: 0 };
  const [league, season] = await Promise.all([getLeague(job.league_id), getSeason(job.league_id, job.subject)]);
  if (!league || !season) return { run: out, next: null };
  const ctx: ChargeContext = { league, seasonName: season.name, now };
  const planned = (await listSeasonRegistrations(job.league_id, job.subject)).filter((r) => r.instalment_plan);
  for (const r of planned.filter((x) => x.status === 'paid')) {
    try {
      await runPlan(r, ctx, out);
    } catch (err) {
      logger.warn('instalment charge failed for a registration', { registration: r.id, error: (err as Error).message });
    }
  }
  // What is waiting, read after the charges: the earliest moment any plan needs the sweep again.
  let next: string | null = null;
  for (const entry of planned) {
    const r = await getRegistration(entry.league_id, entry.season_id, entry.id);
    if (!r?.instalment_plan) continue;
    if (r.status === 'paid') for (const x of r.instalment_plan.instalments) next = earliest(next, wantedAt(x, now));
    else if (['awaiting_payment', 'offered', 'waitlisted'].includes(r.status)) next = earliest(next, new Date(now.getTime() + UNPAID_CHECK_HOURS * 3_600_000).toISOString());
  }
  // A moment already past (a charge left for the next sweep) is due at once.
  return { run: out, next };
}
