// The autopilot's job runner, shared by every automation: a sweep (EventBridge every 5 minutes in the cloud, the
// local stack's timer and POST /__dev/autopilot locally) reads the jobs due now from the sparse due index
// (data/autopilot.ts: gsi2 AUTODUE#<shard>, no Scan), runs each, and re-arms it for when it is next due.
// A job is idempotent by its own conditional writes; the sweep adds none of its own, so two sweeps at once, or a
// sweep retried, act once. One job's failure is logged and leaves it due: the next sweep tries it again.
// A job whose automation the league's plan no longer includes is paused, not run: nothing is deleted, and it is
// looked at again every PAUSED_RECHECK_HOURS, so upgrading again resumes it.
// Why a sweep and not one EventBridge Scheduler schedule per deadline: infra/cloud/README.md (Autopilot).
import { AUTOMATION_FEATURES } from '../../shared/autopilot-schema';
import { hasFeature, type Plan } from '../../shared/plan-catalogue';
import { dueAutopilotJobs, rearmAutopilotJob, type AutopilotJobRecord } from '../data/autopilot';
import { getLeague } from '../data/leagues';
import { currentPlanOf } from '../access/plan';
import { logger } from '../lib/observability';
import { JOB_KINDS } from './job-kinds';

export type { JobRun } from './job-kinds';

export const PAUSED_RECHECK_HOURS = 6;

export interface SweepResult { jobs: number; failed: number; paused: number; reminded: number; expired: number; offered: number; [act: string]: number }

/**
 * Whether the league's plan includes the job's automation; true for jobs no plan gates. The plan is the one that
 * applies at the wall clock's now, even when a sweep is run as if at another moment (POST /__dev/autopilot?at=).
 */
async function included(job: AutopilotJobRecord, plans: Map<string, Promise<Plan | null>>): Promise<boolean> {
  const automation = JOB_KINDS[job.kind].automation;
  if (!automation) return true;
  if (!plans.has(job.league_id)) {
    plans.set(job.league_id, getLeague(job.league_id).then((l) => (l ? currentPlanOf(l.admin_id) : null)));
  }
  const plan = await plans.get(job.league_id);
  return plan !== null && plan !== undefined && hasFeature(plan, AUTOMATION_FEATURES[automation]);
}

export async function runAutopilotSweep(now = new Date()): Promise<SweepResult> {
  const due = await dueAutopilotJobs(now.toISOString());
  const out: SweepResult = { jobs: due.length, failed: 0, paused: 0, reminded: 0, expired: 0, offered: 0 };
  const plans = new Map<string, Promise<Plan | null>>();
  for (const job of due) {
    try {
      if (!(await included(job, plans))) {
        out.paused++;
        await rearmAutopilotJob(job, new Date(now.getTime() + PAUSED_RECHECK_HOURS * 3_600_000).toISOString());
        continue;
      }
      const { run, next } = await JOB_KINDS[job.kind].run(job, now);
      for (const [act, n] of Object.entries(run)) out[act] = (out[act] ?? 0) + (n ?? 0);
      await rearmAutopilotJob(job, next);
    } catch (err) {
      out.failed++;
      logger.error('autopilot job failed', { league_id: job.league_id, kind: job.kind, subject: job.subject, error: err as Error });
    }
  }
  return out;
}
